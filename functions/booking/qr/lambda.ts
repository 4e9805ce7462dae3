import { resourceHandler } from '../../lib/http';
import { qrActions } from './qrcode';

/**
 * The booking's QR codes (ISSUE-29, docs/decisions.md "Payment QR codes and customer stays"): a Lambda of its own, so
 * the QR library (`qrcode`) and the company profile stay out of the booking core's bundle.
 */
export const handler = resourceHandler('booking-qr', qrActions);
