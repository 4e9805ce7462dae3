import { mediaResource } from '../../../shared/api/media';
import { DISPLAY_STATES } from '../../../shared/domain/booking/display';
import type { SettingsGroupName } from '../../../shared/domain/settings/settings';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { FormConfig, Label } from './resource-types';

const LANGUAGE_NAMES: Readonly<Record<string, Label>> = { de: 'label.settingsGroups.german', en: 'label.settingsGroups.english' };

/** Labels and layout of each settings group (shared/domain/settings/settings.ts SETTINGS_GROUPS). */
export const SETTINGS_GROUP_FORMS: Readonly<Record<SettingsGroupName, FormConfig>> = {
  general: {
    labels: {
      childMaxAge: 'label.settingsGroups.childUpToAndIncludingAge',
      greyOutPastBookings: 'label.settingsGroups.greyOutPastBookings',
      roundingDecimals: 'label.settingsGroups.decimalsWhenRounding',
    },
  },
  booking: {
    labels: {
      allowAgencyBooking: 'label.settingsGroups.agenciesMayBook',
      allowCustomerBooking: 'label.settingsGroups.customersMayBookOnline',
      defaultLanguage: 'label.settingsGroups.defaultLanguageOfNewBookings',
      onlineCurrency: 'label.settingsGroups.currencyOfTheOnlineBooking',
      baseOnsiteCurrency: 'label.settingsGroups.baseCurrencyOnSite',
      termsUrl: 'label.settingsGroups.addressOfTheTermsAndConditions',
      paymentReminderMail: 'label.settingsGroups.paymentReminderMail',
      onlineHoldMinutes: 'label.settingsGroups.onlineHoldMinutes',
    },
    enumLabels: { defaultLanguage: LANGUAGE_NAMES },
    refs: { onlineCurrency: CURRENCY_REF, baseOnsiteCurrency: CURRENCY_REF },
  },
  calendar: {
    labels: {
      arrivalWeekdays: 'label.settingsGroups.arrivalWeekdays1Monday',
      departureWeekdays: 'label.settingsGroups.departureWeekdays1Monday',
      freeOfChargeColor: 'label.settingsGroups.colourOfFreeOfChargeItems',
      stateColors: 'label.settingsGroups.stateColours',
      ...Object.fromEntries(DISPLAY_STATES.map((s) => [`stateColors.${s}`, `calendar.state.${s}` as Label])),
      categoryColors: 'label.settingsGroups.categoryColours',
      luminanceThreshold: 'label.settingsGroups.luminanceThreshold',
    },
    hints: {
      arrivalWeekdays: 'label.settingsGroups.emptySaturdayAndSunday',
      departureWeekdays: 'label.settingsGroups.emptySaturdayAndSunday',
      categoryColors: 'label.settingsGroups.categoryColoursHint',
      luminanceThreshold: 'label.settingsGroups.luminanceThresholdHint',
    },
    widgets: { freeOfChargeColor: 'color', ...Object.fromEntries(DISPLAY_STATES.map((s) => [`stateColors.${s}`, 'color' as const])) },
  },
  media: {
    labels: { maxFileSizeInKb: 'label.settingsGroups.largestFileKb' },
  },
  guestform: {
    labels: {
      maxGuestFormFileSizeinKb: 'label.settingsGroups.largestUploadKb',
      reminderDays: 'label.settingsGroups.reminderDaysBeforeArrival',
      lockGuestFormsAt: 'label.settingsGroups.lockGuestFormsAt',
      guestFormRetentionDays: 'label.settingsGroups.guestFormRetentionDays',
      multiGuestPage: 'label.settingsGroups.multiGuestPage',
    },
    hints: {
      guestFormRetentionDays: 'label.settingsGroups.guestFormRetentionDaysHint',
      multiGuestPage: 'label.settingsGroups.multiGuestPageHint',
    },
    enumLabels: { lockGuestFormsAt: { arrival: 'label.settingsGroups.onTheArrivalDay', never: 'label.settingsGroups.never' } },
  },
  mail: {
    labels: {
      senderName: 'label.settingsGroups.senderName',
      replyTo: 'label.settingsGroups.replyToAddress',
      bcc: 'label.settingsGroups.blindCopyTo',
    },
  },
};

/** The company form (/config/company). */
export const COMPANY_FORM: FormConfig = {
  labels: {
    name: 'label.settingsGroups.companyName',
    legalName: 'label.settingsGroups.legalName',
    baseCurrency: 'label.settingsGroups.baseCurrency',
    lang: 'label.settingsGroups.defaultLanguage',
    supportedLanguages: 'label.settingsGroups.languagesOffered',
    vatId: 'label.settingsGroups.vatId',
    registrationNo: 'label.settingsGroups.registrationNumber',
    bank: 'label.settingsGroups.bankAccount',
    'bank.accountHolder': 'label.settingsGroups.accountHolder',
    'bank.iban': 'label.settingsGroups.iban',
    'bank.bic': 'label.settingsGroups.bic',
    'bank.bankName': 'label.settingsGroups.bank',
    logoMediaId: 'label.settingsGroups.logoFromTheMediaLibrary',
  },
  enumLabels: { lang: LANGUAGE_NAMES, supportedLanguages: LANGUAGE_NAMES },
  refs: {
    baseCurrency: CURRENCY_REF,
    'address.country': COUNTRY_REF,
    logoMediaId: { resource: mediaResource, filter: { mimeType: { in: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] } } },
  },
  hints: { timezone: 'label.settingsGroups.eGEuropeBerlin' },
  sections: [
    { title: 'label.settingsGroups.company', fields: ['name', 'legalName', 'email', 'phone', 'website', 'vatId', 'registrationNo', 'logoMediaId'] },
    { title: 'label.settingsGroups.address', fields: ['address'] },
    { title: 'label.settingsGroups.regionAndLanguage', fields: ['baseCurrency', 'timezone', 'lang', 'supportedLanguages'] },
    { title: 'label.settingsGroups.bankAccount', fields: ['bank'] },
  ],
};
