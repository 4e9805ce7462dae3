import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { resetConfig } from '../../config';
import { recordPayment } from '../../booking/bookings/payments/record';
import { handler as documents } from '../invoice-documents/lambda';
import { billedBooking, pdfText } from '../../../test/support/invoices';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { handler } from './lambda';
import { invoiceAsOfNow } from '../../data/invoice-standing';

/**
 * ISSUE-22 on DynamoDB Local: an invoice's paid and open amount follow the booking's payments (docs/decisions.md
 * "Invoices: paid and open follow the booking") in the list, the guest's public call and the PDF downloaded again.
 */
const post = <T = Invoice>(token: string | undefined, path: string, body?: unknown) => invoke<T>(handler, 'POST', path, { token, body });
const get = <T = unknown>(token: string, path: string, query?: Record<string, string>) => invoke<T>(handler, 'GET', path, { token, query });
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
type Row = { id: string; paid: string; open: string; paidState?: string };

beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

describe('an invoice follows the booking it bills', () => {
  it('says paid, open 0.00, in the list, the public call and the PDF once the booking is paid in full', async () => {
    const tenant = 'demo'; // the public call resolves the tenant from the host: the test's default tenant
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    expect([inv.paid, inv.open]).toEqual(['150.00', '350.00']);
    const link = await post<{ url: string }>(token, `/api/invoices/${inv.id}/link`, {});
    const t = new URL(link.body.url).searchParams.get('t') as string;
    const row = async () => (await get<{ data: Row[] }>(token, '/api/invoices', { size: '100' })).body.data.find((r) => r.id === inv.id);
    const publicCall = async () => (await post<Record<string, unknown>>(undefined, '/api/bookings/invoice/public', { id: inv.id, token: t })).body;

    expect(await row()).toMatchObject({ paid: '150.00', open: '350.00', paidState: 'part-paid' });
    expect(await publicCall()).toMatchObject({ paid: '150.00', open: '350.00', paidState: 'part-paid', payable: true });

    await recordPayment(system(tenant), b.id, { amount: '350.00', method: 'bank', reference: 'Rest' });

    expect(await row()).toMatchObject({ paid: '500.00', open: '0.00', paidState: 'paid' });
    const view = await publicCall();
    expect(view).toMatchObject({ paid: '500.00', open: '0.00', paidState: 'paid', payable: false });
    expect((view.received as Array<{ amount: string }>).map((p) => p.amount)).toEqual(['150.00', '350.00']);
    // Pay now is refused: nothing is open.
    const pay = await post<{ statusCode: number; message: string }>(undefined, '/api/bookings/invoice/public', { id: inv.id, token: t, pay: true });
    expect([pay.status, pay.body.message]).toEqual([422, 'NOTHING_TO_PAY']);
    // The PDF's data and the PDF downloaded again.
    expect(await invoiceAsOfNow(tenant, inv)).toMatchObject({ paid: '500.00', open: '0.00', paidState: 'paid' });
    const pdf = await invoke<string>(documents, 'GET', `/api/bookings/${b.id}/download`, { token, query: { invoice: inv.id } });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(pdf.raw, 'base64'));
    const after = (label: string) =>
      text
        .slice(text.indexOf(label) + label.length)
        .trim()
        .split(/\s*\n\s*/)[0];
    expect([after('Bereits bezahlt'), after('Offener Betrag')]).toEqual(['500,00 €', '0,00 €']);
    // The booking's own list of invoices says the same.
    const own = await get<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/invoices`);
    expect(own.body.data.find((i) => i.id === inv.id)).toMatchObject({ paid: '500.00', open: '0.00' });
  });

  it('shares the money over the parts of a split in their order, and a cancelled invoice has nothing open', async () => {
    const tenant = 'inv-paid-split';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const split = await post<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/splitInvoice`, {
      parts: [
        { recipient: 'customer', lines: [1] },
        { recipient: 'customer', lines: [2, 3] },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    const [p1, p2] = split.body.data as [Invoice, Invoice];
    expect([p1.total, p2.total]).toEqual(['400.00', '100.00']);
    const rows = async () => {
      const data = (await get<{ data: Row[] }>(token, '/api/invoices', { size: '100' })).body.data;
      return [p1, p2].map((p) => data.find((r) => r.id === p.id)).map((r) => [r?.paid, r?.open, r?.paidState]);
    };
    expect(await rows()).toEqual([
      ['150.00', '250.00', 'part-paid'],
      ['0.00', '100.00', 'open'],
    ]);
    await recordPayment(system(tenant), b.id, { amount: '300.00', method: 'bank' });
    expect(await rows()).toEqual([
      ['400.00', '0.00', 'paid'],
      ['50.00', '50.00', 'part-paid'],
    ]);
    const cancelled = await post(token, `/api/invoices/${p2.id}/cancel`);
    expect(cancelled.status).toBe(201);
    const data = (await get<{ data: Row[] }>(token, '/api/invoices', { size: '100' })).body.data;
    expect(data.find((r) => r.id === p2.id)).toMatchObject({ open: '0.00', paidState: 'cancelled' });
    expect(data.find((r) => r.id === cancelled.body.id)).toMatchObject({ open: '0.00', paidState: 'cancelled' });
  });
});
