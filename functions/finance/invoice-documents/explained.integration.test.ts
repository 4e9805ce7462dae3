import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { resetConfig } from '../../config';
import { recordPayment } from '../../booking/bookings/payments/record';
import { handler as invoices } from '../invoices/lambda';
import { BILL, billedBooking, pdfText } from '../../../test/support/invoices';
import { seedState } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { handler as documents } from './lambda';

/**
 * ISSUE-22 on DynamoDB Local: the invoice explains why its open amount is less than its total (docs/pricing.md "What
 * a booking owes"): the fees paid on site later and the commission a net agency keeps are printed between the total
 * and the open amount, on the PDF and the guest's public invoice, and more paid than asked reads "Overpaid", never a
 * negative open amount. The bill (test/support/invoices.ts BILL): 400.00 + 150.00 − 50.00 = 500.00 paid in advance,
 * milestones 150.00 + 350.00, 150.00 received; arrival 10.05.2027 (after today).
 */
const post = <T = Invoice>(token: string | undefined, path: string, body?: unknown) => invoke<T>(invoices, 'POST', path, { token, body });
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
type Row = { id: string; paid: string; open: string; paidState?: string };

beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

async function pdfOf(token: string, booking: string, invoice: string): Promise<string> {
  const res = await invoke<string>(documents, 'GET', `/api/bookings/${booking}/download`, { token, query: { invoice } });
  expect(res.status).toBe(200);
  // One line of text per row: "Bereits bezahlt 150,00 €".
  return pdfText(Buffer.from(res.raw, 'base64')).replace(/\s*\n\s*/g, ' ');
}

async function publicOf(token: string, id: string): Promise<Record<string, unknown>> {
  const link = await post<{ url: string }>(token, `/api/invoices/${id}/link`, {});
  const t = new URL(link.body.url).searchParams.get('t') as string;
  return (await post<Record<string, unknown>>(undefined, '/api/bookings/invoice/public', { id, token: t })).body;
}

const rowOf = async (token: string, id: string) =>
  (await invoke<{ data: Row[] }>(invoices, 'GET', '/api/invoices', { token, query: { size: '100' } })).body.data.find((r) => r.id === id);

describe('the invoice explains its open amount', () => {
  it('a stay with a marine-park fee paid on site: 605.00 − 105.00 on site − 150.00 paid = 350.00 open; then overpaid', async () => {
    const tenant = 'demo'; // the public call resolves the tenant from the host: the test's default tenant
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const fee = {
      ...BILL.calculation![0]!,
      sort: 4,
      type: 'supplement',
      customerType: 'OnSite',
      text: 'Meeresparkgebühr',
      amount: 7,
      price: '15.00',
      total: '105.00',
    };
    const { tax: _t, ...onSite } = fee;
    await seedState(tenant, b.id, b.state, { calculation: [...(b.calculation ?? []), onSite] });
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    expect([inv.total, inv.onSite, inv.paid, inv.open]).toEqual(['605.00', '105.00', '150.00', '350.00']);

    expect(await pdfOf(token, b.id, inv.id)).toContain('Gesamtbetrag 605,00 €');
    expect(await pdfOf(token, b.id, inv.id)).toContain('Vor Ort zu zahlen 105,00 € Bereits bezahlt 150,00 € Offener Betrag 350,00 €');
    expect(await publicOf(token, inv.id)).toMatchObject({ total: '605.00', onSite: '105.00', paid: '150.00', open: '350.00', payable: true });

    // 350.00 and the fee ahead (105.00): 605.00 paid, nothing on site any more, nothing open.
    await recordPayment(system(tenant), b.id, { amount: '455.00', method: 'bank', reference: 'Rest und Gebühr' });
    const paid = await pdfOf(token, b.id, inv.id);
    expect(paid).toContain('Bereits bezahlt 605,00 € Offener Betrag 0,00 €');
    expect(paid).not.toContain('Vor Ort zu zahlen');
    // 70.00 more: 605.00 − 675.00 = −70.00, "Überzahlt 70,00 €".
    await recordPayment(system(tenant), b.id, { amount: '70.00', method: 'bank', reference: 'Doppelt' });
    const over = await pdfOf(token, b.id, inv.id);
    expect(over).toContain('Bereits bezahlt 675,00 € Überzahlt 70,00 €');
    expect(over).not.toContain('Offener Betrag');
    expect(await publicOf(token, inv.id)).toMatchObject({ paid: '675.00', open: '-70.00', paidState: 'paid', payable: false });
    expect(await rowOf(token, inv.id)).toMatchObject({ paid: '675.00', open: '-70.00', paidState: 'paid' });
  });

  it('a net agency booking at 10 %: 500.00 − 50.00 kept by the agency − 150.00 paid = 300.00 open, in English', async () => {
    const tenant = 'inv-explained-agency';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { agency: true, language: 'en' });
    // The agency keeps 10 % of the 500.00: the milestones ask 135.00 + 315.00 = 450.00.
    await seedState(tenant, b.id, b.state, {
      commission: 10,
      payments: [
        { text: 'Deposit', type: 'deposit', amount: '135.00', due: '2027-01-10' },
        { text: 'Rest', type: 'rest', amount: '315.00', due: '2027-04-01' },
      ],
    });
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, { recipient: 'agency' })).body;
    expect([inv.total, inv.agencyKeeps, inv.paid, inv.open]).toEqual(['500.00', '50.00', '150.00', '300.00']);
    const text = await pdfOf(token, b.id, inv.id);
    expect(text).toContain('Total €500.00');
    expect(text).toContain('Kept by the agency (commission) €50.00 Already paid €150.00 Open amount €300.00');
    // The guest's public invoice of a net agency booking: test/scenarios/02-agency-trip-commission.
  });

  it('the parts of a split of the net agency booking do not bill the commission the agency keeps', async () => {
    const tenant = 'inv-explained-split';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { agency: true });
    await seedState(tenant, b.id, b.state, {
      commission: 10,
      payments: [
        { text: 'Anzahlung', type: 'deposit', amount: '135.00', due: '2027-01-10' },
        { text: 'Restzahlung', type: 'rest', amount: '315.00', due: '2027-04-01' },
      ],
    });
    const split = await post<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/splitInvoice`, {
      parts: [
        { recipient: 'agency', lines: [1] },
        { recipient: 'agency', lines: [2, 3] },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    const [p1, p2] = split.body.data as [Invoice, Invoice];
    // The 50.00 kept shared over the lines in their order: running 50 × 400/500 = 40.00, 50 × 550/500 = 55.00,
    // 50 × 500/500 = 50.00; line 1: 40.00, lines 2 and 3: 15.00 − 5.00 = 10.00. Part 1 asks 400.00 − 40.00 = 360.00,
    // part 2 100.00 − 10.00 = 90.00: together 450.00, what the agency owes. 150.00 paid goes to part 1.
    expect([p1.total, p1.agencyKeeps, p1.paid, p1.open]).toEqual(['400.00', '40.00', '150.00', '210.00']);
    expect([p2.total, p2.agencyKeeps, p2.paid, p2.open]).toEqual(['100.00', '10.00', '0.00', '90.00']);
    expect(await pdfOf(token, b.id, p2.id)).toContain('Von der Agentur einbehaltene Provision 10,00 € Bereits bezahlt 0,00 € Offener Betrag 90,00 €');
    // The agency pays the 300.00 it still owes: both parts paid, nothing open.
    await recordPayment(system(tenant), b.id, { amount: '300.00', method: 'bank' });
    expect([await rowOf(token, p1.id), await rowOf(token, p2.id)].map((r) => [r?.paid, r?.open, r?.paidState])).toEqual([
      ['360.00', '0.00', 'paid'],
      ['90.00', '0.00', 'paid'],
    ]);
  });
});
