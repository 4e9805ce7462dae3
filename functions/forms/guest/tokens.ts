import { createHmac } from 'node:crypto';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { signingKey } from '../../lib/signing-key';

/**
 * A guest link's token (docs/decisions/forms.md "Links and tokens"): the HMAC-SHA256 of (tenant, booking, guest, the
 * guest's link generation) with the server's signing key, base64url: 256 bits no one can guess, and the same link
 * can be shown again without storing the token. Only its SHA-256 is stored (functions/data/guest-forms.ts), bound to
 * the tenant, booking and guest; a new generation (renew) is another token, and the old one's lookup is deleted.
 */
export async function guestLinkToken(tenant: string, booking: string, guest: string, generation: number): Promise<string> {
  const key = await signingKey();
  return createHmac('sha256', key).update(`guestform-link|${tenant}|${booking}|${guest}|${generation}`).digest('base64url');
}

/**
 * The web page a link opens: the lead's shows every guest's forms (the multi page) when the window setting
 * `multiGuestPage` flags it (the default), else the single form like a guest's (docs/decisions/forms.md "The
 * multi-guest page").
 */
export const guestLinkPath = (booking: string, guest: string, token: string, multi = true) =>
  `${guest === LEAD && multi ? '/guestform-m' : '/guestform'}/${booking}/${token}`;
