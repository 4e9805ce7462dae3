import * as z from 'zod';
import { defineEvent } from './event';

/**
 * Someone asked for a password-reset or verification mail for an address. The public call only records
 * this (the same work whether the address exists or not); the account-mails consumer looks the address
 * up and, when it belongs to an account, writes the token and the mail.
 */
export const AccountMailRequested = defineEvent('account-mail.requested', {
  kind: z.enum(['password-reset', 'verification']),
  email: z.email(),
  /** Club sign-in: the address is looked up among the club members of the event's tenant. */
  club: z.boolean(),
});
export type AccountMailRequestedDetail = z.infer<typeof AccountMailRequested.schema>;
