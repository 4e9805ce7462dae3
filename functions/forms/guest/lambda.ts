import { resourceHandler } from '../../lib/http';
import { guestFormActions } from './actions';
import { guestPublicActions } from './public-actions';
import { guestUploadActions } from './uploads';

/**
 * A booking's guest forms (issue 24): attaching, the guest links, the filled forms and their versions for the staff,
 * and the guest's public calls (the token authorises): /api/guestform and /api/form/byToken (the QR code /api/form/qrcode: the `guestform-standalone` Lambda).
 */
export const handler = resourceHandler('guestforms', [...guestFormActions, ...guestPublicActions, ...guestUploadActions]);
