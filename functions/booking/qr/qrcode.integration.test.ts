import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar-date';
import { invoke } from '../../../test/support/invoke';
import { payableBooking } from '../../../test/support/payment-fixture';
import { priceWorld } from '../../../test/support/price-fixture';
import { readQrSvgDataUrl } from '../../../test/support/qr-decode';
import { tokenFor, userWith } from '../../../test/support/tokens';
import { handler as banks } from '../../finance/banks/lambda';
import { getBooking } from '../../data/bookings';
import { companyProfilePut } from '../../data/company';
import { transactWrite } from '../../data/transactions';
import { handler } from './lambda';

/**
 * The booking's QR codes on DynamoDB Local (docs/decisions.md, "Payment QR codes and customer stays"): the check-in
 * link and the EPC transfer decode to what they promise, the refusals answer in the spec's error shape and change
 * nothing, and the bank import suggests the booking for a statement line carrying the code's reference.
 */

process.env.PUBLIC_URL = 'https://tidewise.test';

type Failure = { name: string; message: string; statusCode: number; description: string; timestamp: string; path: string; method: string };
type PaymentQr = { payload: string; image: string; iban: string; bic?: string; amount: string; reference: string; bookingNo: number; name: string };
const today = new Date().toISOString().slice(0, 10);
const IBAN = 'DE89370400440532013000';

async function world(tenant: string, bank = true) {
  const { token } = await priceWorld(tenant);
  if (bank)
    await transactWrite([companyProfilePut(tenant, { legalName: 'Tauchbasis Müller GmbH', bank: { iban: IBAN, bic: 'COBADEFFXXX' } })], () => 'company');
  // b88: 1000 EUR, 300 paid → 700 open; b89: in USD; b90: all paid; b91: the same 700 open as b88, another guest.
  const milestones = { deposit: '300.00', depositDue: addDays(today, -10), restDue: addDays(today, 30) };
  await payableBooking(tenant, 'b88', {
    bookingNo: 88,
    total: '1000.00',
    ...milestones,
    customerName: 'Elena Kowalski',
    received: [
      {
        id: 'p1',
        amount: '300.00',
        paidAmount: '300.00',
        paidCurrency: 'EUR',
        rate: '1',
        date: today,
        method: 'bank',
        source: { kind: 'manual', id: 'p1' },
        key: 'p1',
        createdAt: new Date().toISOString(),
      },
    ],
  } as never);
  await payableBooking(tenant, 'b89', { bookingNo: 89, total: '500.00', ...milestones, currency: 'USD' });
  await payableBooking(tenant, 'b90', {
    bookingNo: 90,
    total: '300.00',
    ...milestones,
    received: [
      {
        id: 'p2',
        amount: '300.00',
        paidAmount: '300.00',
        paidCurrency: 'EUR',
        rate: '1',
        date: today,
        method: 'bank',
        source: { kind: 'manual', id: 'p2' },
        key: 'p2',
        createdAt: new Date().toISOString(),
      },
    ],
  } as never);
  await payableBooking(tenant, 'b91', {
    bookingNo: 91,
    total: '700.00',
    deposit: '0.00',
    depositDue: today,
    restDue: addDays(today, 30),
    customerName: 'Jonas Berg',
  });
  return { token };
}

async function expectRefused(tenant: string, res: { status: number; body: unknown }, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(Object.keys(res.body as Failure)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
  if (message) expect((res.body as Failure).message).toBe(message);
  // Nothing is written by either call.
  for (const id of ['b88', 'b89', 'b90']) expect((await getBooking(tenant, id))?.version).toBe(1);
}

describe('POST /api/bookings/{id}/qrcode', () => {
  it('answers a QR code holding the staff URL of the booking file', async () => {
    const tenant = 'qr-checkin';
    const { token } = await world(tenant);
    const res = await invoke<{ url: string; image: string; bookingNo: number }>(handler, 'POST', '/api/bookings/b88/qrcode', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ url: 'https://tidewise.test/booking/b88', bookingNo: 88 });
    expect(readQrSvgDataUrl(res.body.image)).toBe('https://tidewise.test/booking/b88');
  });

  it('refuses a body, an unknown booking and a caller without bookings.read', async () => {
    const tenant = 'qr-checkin-refused';
    const { token } = await world(tenant);
    await expectRefused(tenant, await invoke(handler, 'POST', '/api/bookings/b88/qrcode', { token, body: { url: 'https://evil.test' } }), 400);
    await expectRefused(tenant, await invoke(handler, 'POST', '/api/bookings/nope/qrcode', { token }), 404);
    await expectRefused(tenant, await invoke(handler, 'POST', '/api/bookings/b88/qrcode', { token: await userWith(tenant, ['customers.read']) }), 403);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    await expectRefused(tenant, await invoke(handler, 'POST', '/api/bookings/b88/qrcode', { token: agent }), 403);
  });
});

describe('POST /api/bookings/{id}/paymentqrcode', () => {
  it('decodes to an EPC transfer of the open amount to the operator’s IBAN with the booking number, which the bank import then suggests', async () => {
    const tenant = 'qr-payment';
    const { token } = await world(tenant);
    const res = await invoke<PaymentQr>(handler, 'POST', '/api/bookings/b88/paymentqrcode', { token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ iban: IBAN, bic: 'COBADEFFXXX', amount: '700.00', reference: 'Buchung 88', name: 'Tauchbasis Müller GmbH' });
    const decoded = readQrSvgDataUrl(res.body.image);
    expect(decoded).toBe(res.body.payload);
    expect(decoded.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Tauchbasis Müller GmbH', IBAN, 'EUR700.00', '', '', 'Buchung 88']);

    // The guest pays 700.00 with that text; the statement line carries it (banks add their own words around it).
    const bank = (await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token, body: { name: 'Sparkasse' } })).body;
    const mapping = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 0, columns: { date: 0, reference: 1, amount: 2 } };
    const day = today.split('-').reverse().join('.');
    const imported = await invoke(banks, 'POST', `/api/banks/${bank.id}/import/csv`, {
      token,
      body: { csv: `${day};SEPA-Gutschrift ${decoded.split('\n')[10]} Elena K.;700,00`, mapping },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const listed = await invoke<{ data: Array<{ suggestions: Array<{ booking: string; bookingNo: number; reasons: string[] }> }> }>(
      banks,
      'GET',
      `/api/banks/${bank.id}/entries`,
      { token },
    );
    // b91 owes the same 700.00 (amount), but the reference names b88: it comes first.
    expect(listed.body.data[0]?.suggestions[0]).toMatchObject({ booking: 'b88', bookingNo: 88, reasons: expect.arrayContaining(['bookingNo', 'amount']) });
    expect(listed.body.data[0]?.suggestions.map((s) => s.booking)).toContain('b91');
  });

  it('writes the reference in English for an English booking', async () => {
    const tenant = 'qr-payment-en';
    const { token } = await world(tenant);
    await payableBooking(tenant, 'b92', { bookingNo: 92, total: '50.00', deposit: '50.00', depositDue: today, restDue: today, language: 'en' });
    const res = await invoke<PaymentQr>(handler, 'POST', '/api/bookings/b92/paymentqrcode', { token });
    expect(res.body).toMatchObject({ amount: '50.00', reference: 'Booking 92' });
    expect(readQrSvgDataUrl(res.body.image).split('\n').slice(7)).toEqual(['EUR50.00', '', '', 'Booking 92']);
  });

  it('refuses nothing open, another currency, no IBAN, bad input and unknown ids in the spec’s error shape; nothing changes', async () => {
    const tenant = 'qr-payment-refused';
    const { token } = await world(tenant);
    const post = (id: string, body?: unknown, t = token) => invoke(handler, 'POST', `/api/bookings/${id}/paymentqrcode`, { token: t, body });
    await expectRefused(tenant, await post('b90'), 409, 'NOTHING_OPEN');
    await expectRefused(tenant, await post('b89'), 409, 'QR_CURRENCY_NOT_EUR');
    await expectRefused(tenant, await post('b88', { amount: '1.00' }), 400);
    await expectRefused(tenant, await post('b88', 'text'), 400);
    await expectRefused(tenant, await post('nope'), 404);
    await expectRefused(tenant, await post('b88', undefined, await userWith(tenant, ['customers.read'])), 403);

    const bare = 'qr-payment-no-iban';
    const other = await world(bare, false);
    await expectRefused(bare, await invoke(handler, 'POST', '/api/bookings/b88/paymentqrcode', { token: other.token }), 409, 'NO_IBAN');
  });
});
