import { mediaResource } from '../../../shared/api/media';
import type { SettingsGroupName } from '../../../shared/domain/settings/settings';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { FormConfig } from './resource-types';

const LANGUAGE_NAMES = { de: { de: 'Deutsch', en: 'German' }, en: { de: 'Englisch', en: 'English' } };

/** Labels and layout of each settings group (shared/domain/settings/settings.ts SETTINGS_GROUPS). */
export const SETTINGS_GROUP_FORMS: Readonly<Record<SettingsGroupName, FormConfig>> = {
  general: {
    labels: {
      childMaxAge: { de: 'Kind bis einschließlich Alter', en: 'Child up to and including age' },
      greyOutPastBookings: { de: 'Vergangene Buchungen grau zeigen', en: 'Grey out past bookings' },
      roundingDecimals: { de: 'Nachkommastellen beim Runden', en: 'Decimals when rounding' },
    },
  },
  booking: {
    labels: {
      allowAgencyBooking: { de: 'Agenturen dürfen buchen', en: 'Agencies may book' },
      allowCustomerBooking: { de: 'Kunden dürfen online buchen', en: 'Customers may book online' },
      defaultLanguage: { de: 'Standardsprache neuer Buchungen', en: 'Default language of new bookings' },
      onlineCurrency: { de: 'Währung der Online-Buchung', en: 'Currency of the online booking' },
      baseOnsiteCurrency: { de: 'Basiswährung vor Ort', en: 'Base currency on site' },
      termsUrl: { de: 'Adresse der AGB', en: 'Address of the terms and conditions' },
    },
    enumLabels: { defaultLanguage: LANGUAGE_NAMES },
    refs: { onlineCurrency: CURRENCY_REF, baseOnsiteCurrency: CURRENCY_REF },
  },
  calendar: {
    labels: {
      arrivalWeekdays: { de: 'Anreisetage (1 = Montag)', en: 'Arrival weekdays (1 = Monday)' },
      departureWeekdays: { de: 'Abreisetage (1 = Montag)', en: 'Departure weekdays (1 = Monday)' },
      freeOfChargeColor: { de: 'Farbe kostenloser Leistungen', en: 'Colour of free-of-charge items' },
    },
    hints: {
      arrivalWeekdays: { de: 'Leer: Samstag und Sonntag', en: 'Empty: Saturday and Sunday' },
      departureWeekdays: { de: 'Leer: Samstag und Sonntag', en: 'Empty: Saturday and Sunday' },
    },
    widgets: { freeOfChargeColor: 'color' },
  },
  media: {
    labels: { maxFileSizeInKb: { de: 'Größte Datei (KB)', en: 'Largest file (KB)' } },
  },
  guestform: {
    labels: {
      maxGuestFormFileSizeinKb: { de: 'Größter Upload (KB)', en: 'Largest upload (KB)' },
      reminderDays: { de: 'Erinnerung Tage vor Anreise', en: 'Reminder days before arrival' },
    },
  },
  mail: {
    labels: {
      senderName: { de: 'Absendername', en: 'Sender name' },
      replyTo: { de: 'Antwortadresse', en: 'Reply-to address' },
      bcc: { de: 'Blindkopie an', en: 'Blind copy to' },
    },
  },
};

/** The company form (/config/company). */
export const COMPANY_FORM: FormConfig = {
  labels: {
    name: { de: 'Firmenname', en: 'Company name' },
    legalName: { de: 'Rechtlicher Name', en: 'Legal name' },
    baseCurrency: { de: 'Basiswährung', en: 'Base currency' },
    lang: { de: 'Standardsprache', en: 'Default language' },
    supportedLanguages: { de: 'Angebotene Sprachen', en: 'Languages offered' },
    vatId: { de: 'USt-IdNr.', en: 'VAT ID' },
    registrationNo: { de: 'Handelsregisternummer', en: 'Registration number' },
    bank: { de: 'Bankverbindung', en: 'Bank account' },
    'bank.accountHolder': { de: 'Kontoinhaber', en: 'Account holder' },
    'bank.iban': { de: 'IBAN', en: 'IBAN' },
    'bank.bic': { de: 'BIC', en: 'BIC' },
    'bank.bankName': { de: 'Bank', en: 'Bank' },
    logoMediaId: { de: 'Logo (aus der Medienbibliothek)', en: 'Logo (from the media library)' },
  },
  enumLabels: { lang: LANGUAGE_NAMES, supportedLanguages: LANGUAGE_NAMES },
  refs: { baseCurrency: CURRENCY_REF, 'address.country': COUNTRY_REF, logoMediaId: { resource: mediaResource, filter: { mimeType: { in: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] } } } },
  hints: { timezone: { de: 'z. B. Europe/Berlin', en: 'e.g. Europe/Berlin' } },
  sections: [
    { title: { de: 'Firma', en: 'Company' }, fields: ['name', 'legalName', 'email', 'phone', 'website', 'vatId', 'registrationNo', 'logoMediaId'] },
    { title: { de: 'Adresse', en: 'Address' }, fields: ['address'] },
    { title: { de: 'Region und Sprache', en: 'Region and language' }, fields: ['baseCurrency', 'timezone', 'lang', 'supportedLanguages'] },
    { title: { de: 'Bankverbindung', en: 'Bank account' }, fields: ['bank'] },
  ],
};
