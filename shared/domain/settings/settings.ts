import * as z from 'zod';
import { DEFAULT_UPLOAD_MAX_KB, LANGUAGES } from '../../constants';
import { ADDRESS_LINES, ZCountryCode, ZCurrencyCode, ZRef } from '../common';
import { DEFAULT_DISPLAY_CONFIG, DISPLAY_STATES, type DisplayState } from '../booking/display';
import { DEFAULT_MEDIA_MAX_KB } from '../media/media';

const ZColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
type StateColourShape = Record<DisplayState, z.ZodDefault<typeof ZColour>>;
const ZWeekdays = z.array(z.number().int().min(1).max(7)).max(7).default([]);

/**
 * The settings groups (spec 2 section 3: settings entries with group, key, value). Each group is one
 * strict schema with defaults, so GET answers every key and POST refuses keys nobody reads.
 */
export const SETTINGS_GROUPS = {
  general: z.strictObject({
    /** A child is a person at or under this age (spec 2 section 5). */
    childMaxAge: z.number().int().min(0).max(25).default(12),
    greyOutPastBookings: z.boolean().default(true),
    roundingDecimals: z.number().int().min(0).max(4).default(2),
  }),
  booking: z.strictObject({
    allowAgencyBooking: z.boolean().default(true),
    allowCustomerBooking: z.boolean().default(true),
    defaultLanguage: z.enum(LANGUAGES).default('de'),
    onlineCurrency: ZCurrencyCode.optional(),
    baseOnsiteCurrency: ZCurrencyCode.default('EUR'),
    termsUrl: z.url().max(500).optional(),
    /** The daily payment sweep also mails the guest a reminder when a milestone fell due unpaid (docs/decisions.md). */
    paymentReminderMail: z.boolean().default(false),
    /** How long a guest's online booking holds its cabin or room before paying (docs/decisions/online-holds.md). */
    onlineHoldMinutes: z.number().int().min(5).max(45).default(15),
  }),
  calendar: z.strictObject({
    /** Weekdays (1 = Monday) of the weekend rule's arrival and departure; empty means Saturday and Sunday. */
    arrivalWeekdays: ZWeekdays,
    departureWeekdays: ZWeekdays,
    freeOfChargeColor: ZColour.default(DEFAULT_DISPLAY_CONFIG.focColour),
    /** The calendars' colour of each display state (shared/domain/booking/display.ts). */
    stateColors: z
      .strictObject(Object.fromEntries(DISPLAY_STATES.map((state) => [state, ZColour.default(DEFAULT_DISPLAY_CONFIG.colours[state])])) as StateColourShape)
      .default(DEFAULT_DISPLAY_CONFIG.colours),
    /** Booking category → colour (a booking of a category with a colour shows in it). */
    categoryColors: z.record(z.string().trim().min(1).max(50), ZColour).default({}),
    /** Weighted luminance (0..1) of a background from which the text on it is black, else white. */
    luminanceThreshold: z.number().min(0).max(1).default(DEFAULT_DISPLAY_CONFIG.luminanceThreshold),
  }),
  media: z.strictObject({
    /** Largest file of the media library. */
    maxFileSizeInKb: z
      .number()
      .int()
      .min(1)
      .max(100 * 1024)
      .default(DEFAULT_MEDIA_MAX_KB),
  }),
  guestform: z.strictObject({
    /** Largest upload of a guest form (spec 2 section 3: maxGuestFormFileSizeinKb). */
    maxGuestFormFileSizeinKb: z
      .number()
      .int()
      .min(1)
      .max(10 * 1024)
      .default(DEFAULT_UPLOAD_MAX_KB),
    reminderDays: z.number().int().min(0).max(365).default(14),
    /** When a guest's forms stop taking answers (docs/decisions/forms.md "Locking"): from the arrival day, or never. */
    lockGuestFormsAt: z.enum(['arrival', 'never']).default('arrival'),
    /**
     * Days after departure when the medical answers and the uploads of a booking's guest forms are deleted by the daily
     * retention run (docs/decisions/forms.md "Retention"); empty: kept.
     */
    guestFormRetentionDays: z.number().int().min(0).max(3650).optional(),
    /**
     * Spec 1's window setting of /guestform/:id/:token (docs/decisions/forms.md "The multi-guest page"): the lead
     * booker's link opens the multi-guest page (fill in for every guest); off, the single form (the lead answers the
     * booking's questions, each guest their own).
     */
    multiGuestPage: z.boolean().default(true),
  }),
  mail: z.strictObject({
    senderName: z.string().max(100).optional(),
    replyTo: z.email().optional(),
    bcc: z.email().optional(),
  }),
} as const;
export type SettingsGroupName = keyof typeof SETTINGS_GROUPS;
export const SETTINGS_GROUP_NAMES = Object.keys(SETTINGS_GROUPS) as [SettingsGroupName, ...SettingsGroupName[]];

/** The operator's company profile, beside the tenant's name, currency, zone and languages. */
export const ZCompanyProfile = z.strictObject({
  legalName: z.string().max(200).optional(),
  address: z.strictObject({ ...ADDRESS_LINES, country: ZCountryCode.optional() }).default({}),
  email: z.email().optional(),
  phone: z.string().max(50).optional(),
  website: z.url().max(300).optional(),
  vatId: z.string().max(50).optional(),
  registrationNo: z.string().max(100).optional(),
  bank: z
    .strictObject({
      accountHolder: z.string().max(200).optional(),
      iban: z
        .string()
        .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, { message: 'An IBAN without spaces' })
        .optional(),
      bic: z
        .string()
        .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
        .optional(),
      bankName: z.string().max(200).optional(),
    })
    .default({}),
  /** A media id. */
  logoMediaId: ZRef.optional(),
});

/** Company data as GET /api/company answers and POST /api/company takes it (with the tenant's version). */
export const ZCompany = ZCompanyProfile.extend({
  name: z.string().trim().min(1).max(200),
  baseCurrency: ZCurrencyCode,
  timezone: z.string().min(1).max(64),
  lang: z.enum(LANGUAGES),
  supportedLanguages: z.array(z.enum(LANGUAGES)).min(1),
});
export type Company = z.infer<typeof ZCompany>;
