import * as z from 'zod';
import { LANGUAGES, DEFAULT_DASHBOARD_DAYS } from '../../constants';
import { ZAssetRef, ZUserType } from '../../auth/principal';

/** User settings of spec 1 section 3, with their defaults. */
export const ZUserSettings = z.object({
  showCustomersInBookingList: z.boolean().default(true),
  showInvertedCurrencyExchange: z.boolean().default(false),
  defaultDashboardDays: z.number().int().min(1).max(366).default(DEFAULT_DASHBOARD_DAYS),
  language: z.enum(LANGUAGES).optional(),
});

/** A user as stored and answered; the password hash lives in a separate credential item, never here. */
export const ZUser = z.object({
  name: z.string().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().max(50).optional(),
  userType: ZUserType,
  agencyId: z.string().optional(),
  customerId: z.string().optional(),
  /** permissions.scope of the spec: the scopes this user holds (own ones plus those of its roles). */
  scopes: z.array(z.string()).default([]),
  roleIds: z.array(z.string()).default([]),
  settings: ZUserSettings.default({ showCustomersInBookingList: true, showInvertedCurrencyExchange: false, defaultDashboardDays: DEFAULT_DASHBOARD_DAYS }),
  notifications: z.boolean().default(true),
  assets: z.array(ZAssetRef).default([]),
  /** Club members sign in per tenant at /club/login; staff sign in anywhere by their unique e-mail. */
  isClubMember: z.boolean().default(false),
  verified: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type User = z.infer<typeof ZUser>;
