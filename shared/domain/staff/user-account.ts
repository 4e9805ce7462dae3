import * as z from 'zod';
import { ZAssetRef } from '../../auth/principal';
import { MIN_PASSWORD_LENGTH } from '../../constants';
import { ZRef } from '../common';
import { ZUser, ZUserSettings } from './user';
import { ZScope } from './user-role';

/**
 * A user as the administration writes it: the stored user (domain/user.ts) with every nested object
 * strict, plus the write-only `password` (kept as a hash in a credential item, never on the user).
 */
export const ZUserAccount = z.strictObject({
  ...ZUser.shape,
  settings: z.strictObject(ZUserSettings.shape).default({ showCustomersInBookingList: true, showInvertedCurrencyExchange: false, defaultDashboardDays: 30 }),
  assets: z.array(z.strictObject(ZAssetRef.shape)).max(200).default([]),
  scopes: z.array(ZScope).max(200).default([]),
  roleIds: z.array(ZRef).max(50).default([]),
  password: z.string().min(MIN_PASSWORD_LENGTH, { message: 'Password must be longer than %minLength characters' }).max(200).optional(),
});
export type UserAccount = z.infer<typeof ZUserAccount>;
