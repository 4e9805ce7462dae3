import { bookingQrEndpoints as api, type CheckInQr, type PaymentQr } from '../../../shared/api/qr-stays';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { money } from '../../../shared/domain/money';
import { epcPayload, epcRemittance } from '../../../shared/domain/payment/epc';
import { ConflictError } from '../../../shared/errors';
import { getCompanyProfile } from '../../data/company';
import { getTenant } from '../../data/tenants';
import { action } from '../../lib/http';
import { qrSvgDataUrl } from '../../lib/qr-code';
import { publicOrigin } from '../../lib/public-url';
import { readBooking } from '../bookings/access';

/**
 * The booking's QR codes (docs/decisions.md, "Payment QR codes and customer stays"): the check-in desk's link to the
 * booking file, and an EPC transfer of what is open to the IBAN the invoices print. Both are read-only POSTs.
 */

export async function checkInQr(principal: Principal, id: string): Promise<CheckInQr> {
  const b = await readBooking(principal, id);
  const url = `${await publicOrigin(principal.tenant)}/booking/${encodeURIComponent(b.id)}`;
  return { booking: b.id, bookingNo: b.bookingNo, url, image: await qrSvgDataUrl(url) };
}

export async function paymentQr(principal: Principal, id: string): Promise<PaymentQr> {
  const b = await readBooking(principal, id);
  const [tenant, company] = await Promise.all([getTenant(principal.tenant), getCompanyProfile(principal.tenant)]);
  const currency = b.currency ?? 'EUR';
  if (currency !== 'EUR') throw new ConflictError(`Booking ${b.bookingNo} is in ${currency}: an EPC transfer is in euros only`, 'QR_CURRENCY_NOT_EUR');
  // Open as the payment status says it today (docs/pricing.md "What a booking owes").
  const open = money(paymentSummary(b, dateIn(tenant?.timezone ?? 'Europe/Berlin')).open, currency);
  if (open.minor <= 0) throw new ConflictError(`Booking ${b.bookingNo} has nothing open`, 'NOTHING_OPEN');
  const { iban, bic, accountHolder } = company.bank;
  if (!iban) throw new ConflictError('No IBAN in the company profile (/config/company): the bank details the invoices print', 'NO_IBAN');
  const name = accountHolder || company.legalName || tenant?.name || principal.tenant;
  const reference = epcRemittance(b.bookingNo, b.language ?? tenant?.lang);
  const payload = epcPayload({ iban, ...(bic ? { bic } : {}), name, amountMinor: open.minor, remittance: reference });
  const amount = `${Math.floor(open.minor / 100)}.${String(open.minor % 100).padStart(2, '0')}`;
  return {
    booking: b.id,
    bookingNo: b.bookingNo,
    payload,
    image: await qrSvgDataUrl(payload),
    name: name.slice(0, 70),
    iban,
    ...(bic ? { bic } : {}),
    amount,
    currency: 'EUR',
    reference,
  };
}

export const qrActions = [
  action(api.qrcode, async ({ principal, params }) => checkInQr(principal, params.id)),
  action(api.paymentqrcode, async ({ principal, params }) => paymentQr(principal, params.id)),
];
