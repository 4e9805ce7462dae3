import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { resetConfig } from '../../config';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../data/client';
import { invoiceStoredItem, readInvoiceCounter } from '../../data/invoices';
import { getPaymentSession } from '../../data/payment-sessions';
import { mapHost } from '../../data/tenants';
import { outboxEvents } from '../../../test/support/outbox';
import { billedBooking } from '../../../test/support/invoices';
import { invoke } from '../../../test/support/invoke';
import { providerConfig } from '../../../test/support/payment-provider';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

/** The invoices Lambda on DynamoDB Local: issue, number (gap-free under concurrency), cancel, split, send, public link. */
const post = <T = Invoice>(token: string | undefined, path: string, body?: unknown) => invoke<T>(handler, 'POST', path, { token, body });
const get = <T = unknown>(token: string, path: string, query?: Record<string, string>) => invoke<T>(handler, 'GET', path, { token, query });
const cents = (a: string) => Math.round(Number(a) * 100);

beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

describe('invoices', () => {
  it('issues a numbered snapshot of the bill: lines, taxes by rate, milestones, payments, total, paid, open', async () => {
    const tenant = 'inv-issue';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const res = await post(token, `/api/bookings/${b.id}/invoices`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      number: 1,
      kind: 'invoice',
      state: 'issued',
      booking: b.id,
      bookingVersion: b.version,
      recipient: { kind: 'customer', id: 'cu-a', name: 'Jürgen Müller', email: 'juergen@example.com' },
      language: 'de',
      currency: 'EUR',
      total: '500.00',
      paid: '150.00',
      open: '350.00',
    });
    expect(res.body.lines.map((l) => l.total)).toEqual(['400.00', '150.00', '-50.00']);
    expect(res.body.taxes).toEqual([
      { name: 'MwSt.', rate: 7, amount: '26.17', inclusive: true },
      { name: 'MwSt.', rate: 19, amount: '23.95', inclusive: true },
    ]);
    expect(res.body.milestones).toHaveLength(2);
    expect(res.body.received).toEqual([{ date: '2027-01-05', amount: '150.00', method: 'bank', reference: 'Überweisung' }]);
    const second = await post(token, `/api/bookings/${b.id}/invoices`, { recipient: 'customer' });
    expect(second.body.number).toBe(2);
    const list = await get<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/invoices`);
    expect(list.body.data.map((i) => i.number)).toEqual([1, 2]);
  });

  it('refuses bad input with the error shape and changes nothing (no number used)', async () => {
    const tenant = 'inv-bad';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const bad = await post(token, `/api/bookings/${b.id}/invoices`, { recipient: 'nobody' });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body)).toMatchObject({ statusCode: 400, method: 'POST', path: `/api/bookings/${b.id}/invoices` });
    const noAgency = await post(token, `/api/bookings/${b.id}/invoices`, { recipient: 'agency' });
    expect(noAgency.status).toBe(400);
    expect(ZApiError.parse(noAgency.body).fields).toEqual([{ path: 'body.recipient', message: 'The booking has no agency' }]);
    expect((await post(token, '/api/bookings/nope/invoices', {})).status).toBe(404);
    const reader = await userWith(tenant, ['bookings.read']);
    expect((await post(reader, `/api/bookings/${b.id}/invoices`, {})).status).toBe(403);
    expect(await readInvoiceCounter(tenant)).toBeUndefined();
    expect((await get<{ data: unknown[] }>(token, `/api/bookings/${b.id}/invoices`)).body.data).toEqual([]);
  });

  it('gives 20 concurrent invoices 20 consecutive numbers: no gap, no duplicate', async () => {
    const tenant = 'inv-race';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(token, `/api/bookings/${b.id}/invoices`, {})));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(results.map((r) => r.body.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await readInvoiceCounter(tenant)).toBe(20);
  });

  it('cancels an invoice with a cancellation invoice of negated amounts (its own number); a second cancel is 409', async () => {
    const tenant = 'inv-cancel';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    const c = await post(token, `/api/invoices/${inv.id}/cancel`);
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body).toMatchObject({ number: 2, kind: 'cancellation', corrects: inv.id, total: '-500.00', open: '-350.00' });
    expect(c.body.lines.map((l) => l.total)).toEqual(['-400.00', '-150.00', '50.00']);
    const again = await post(token, `/api/invoices/${inv.id}/cancel`);
    expect(again.status).toBe(409);
    expect(ZApiError.parse(again.body).message).toBe('INVOICE_CANCELLED');
    const all = (await get<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/invoices`)).body.data;
    expect(all.map((i) => [i.number, i.state])).toEqual([
      [1, 'cancelled'],
      [2, 'issued'],
    ]);
    expect(await readInvoiceCounter(tenant)).toBe(2);
  });

  it('splits the bill per customer and by chosen lines: each part numbered, the parts adding up exactly to the whole', async () => {
    const tenant = 'inv-split';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { agency: true });
    const byCustomer = await post<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/splitInvoice`, { byCustomer: true });
    expect(byCustomer.status, JSON.stringify(byCustomer.body)).toBe(201);
    const parts = byCustomer.body.data;
    expect(parts.map((p) => [p.number, p.recipient.name, p.total, p.paid, p.open, p.part?.index, p.part?.of])).toEqual([
      [1, 'Jürgen Müller', '350.00', '150.00', '200.00', 1, 2],
      [2, 'Zoë Weiß', '150.00', '0.00', '150.00', 2, 2],
    ]);
    const sum = (k: 'total' | 'paid' | 'open') => parts.reduce((s, p) => s + cents(p[k]), 0);
    expect([sum('total'), sum('paid'), sum('open')]).toEqual([50_000, 15_000, 35_000]);

    const chosen = await post<{ data: Invoice[] }>(token, `/api/bookings/${b.id}/splitInvoice`, {
      parts: [
        { recipient: 'agency', lines: [1, 3] },
        { recipient: 'customer', customer: 'cu-b', lines: [2] },
      ],
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body.data.map((p) => [p.number, p.recipient.kind, p.recipient.name, p.total])).toEqual([
      [3, 'agency', 'Agency ag-1', '350.00'],
      [4, 'customer', 'Zoë Weiß', '150.00'],
    ]);

    for (const parts of [
      [
        { recipient: 'agency', lines: [1] },
        { recipient: 'customer', lines: [2] },
      ],
      [
        { recipient: 'agency', lines: [1, 2] },
        { recipient: 'customer', lines: [2, 3] },
      ],
      [
        { recipient: 'agency', lines: [1, 2, 3] },
        { recipient: 'customer', lines: [9] },
      ],
      [
        { recipient: 'agency', lines: [1, 2] },
        { recipient: 'customer', customer: 'stranger', lines: [3] },
      ],
    ]) {
      const refused = await post(token, `/api/bookings/${b.id}/splitInvoice`, { parts });
      expect(refused.status, JSON.stringify(parts)).toBe(400);
      ZApiError.parse(refused.body);
    }
    expect((await post(token, `/api/bookings/${b.id}/splitInvoice`, { parts: [{ recipient: 'agency', lines: [1, 2, 3] }] })).status).toBe(400);
    expect(await readInvoiceCounter(tenant)).toBe(4);
  });

  it('queues the invoice mail (issuing the invoice when there is none) and the voucher mail; no address is 400', async () => {
    const tenant = 'inv-send';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { agency: true });
    const sent = await post<{ invoice: Invoice; to: string[] }>(token, `/api/bookings/${b.id}/sendInvoice`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toMatchObject({ invoice: { number: 1 }, to: ['juergen@example.com'] });
    const again = await post<{ invoice: Invoice }>(token, `/api/bookings/${b.id}/sendInvoice`, { to: ['office@example.com'] });
    expect(again.body.invoice.number).toBe(1);
    const noMail = await post(token, `/api/bookings/${b.id}/sendInvoice`, { recipient: 'agency', invoice: undefined, to: undefined });
    expect(noMail.status).toBe(202); // the latest invoice is sent again to its recipient
    expect((await post(token, `/api/bookings/${b.id}/sendInvoice`, { to: ['not-an-address'] })).status).toBe(400);
    expect((await post(token, `/api/bookings/${b.id}/sendInvoice`, { invoice: 'other' })).status).toBe(404);
    const voucher = await post<{ to: string[] }>(token, `/api/bookings/${b.id}/sendMail`, { subject: 'Ihr Voucher' });
    expect(voucher.status).toBe(202);
    const events = (await outboxEvents('document.mail-requested')).map((e) => e.detail);
    expect(events.map((e) => [e.document, e.invoice, e.to])).toEqual([
      ['invoice', sent.body.invoice.id, ['juergen@example.com']],
      ['invoice', sent.body.invoice.id, ['office@example.com']],
      ['invoice', sent.body.invoice.id, ['juergen@example.com']],
      ['voucher', undefined, ['juergen@example.com']],
    ]);
    expect(await readInvoiceCounter(tenant)).toBe(1);
  });

  it('opens a public invoice only with its link token (sha256 stored); anything else is the same 404; throttled', async () => {
    const tenant = 'demo'; // public calls resolve the tenant from the host: the test's default tenant
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    const link = await post<{ url: string }>(token, `/api/invoices/${inv.id}/link`, {});
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe(`/invoice/${inv.id}`);
    const t = url.searchParams.get('t')!;
    expect(Buffer.from(t, 'base64url').length).toBeGreaterThanOrEqual(16);
    const club = await post<{ url: string }>(token, `/api/invoices/${inv.id}/link`, { club: true });
    expect(new URL(club.body.url).pathname).toBe(`/club/invoice/${inv.id}`);

    const open = await post<Record<string, unknown>>(undefined, '/api/bookings/invoice/public', { id: inv.id, token: t });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body).toMatchObject({ id: inv.id, number: 1, total: '500.00', open: '350.00', payable: true, recipient: { name: 'Jürgen Müller' } });
    expect(JSON.stringify(open.body)).not.toContain(b.id);

    const wrong = await post(undefined, '/api/bookings/invoice/public', { id: inv.id, token: `${t.slice(0, -2)}xx` });
    const foreign = await post(undefined, '/api/bookings/invoice/public', { id: 'someotherinvoice', token: t });
    expect([wrong.status, foreign.status]).toEqual([404, 404]);
    expect(ZApiError.parse(wrong.body).description).toBe(ZApiError.parse(foreign.body).description);
    expect((await post(undefined, '/api/bookings/invoice/public', { id: inv.id })).status).toBe(400);

    const ip = { sourceIp: '203.0.113.9' };
    const statuses: number[] = [];
    // The quota is a window of the clock's minute: the 32 calls are made in one (on a loaded machine they took long
    // enough to cross into the next minute, which gave 30 more).
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 });
    try {
      for (let i = 0; i < 32; i++)
        statuses.push((await invoke(handler, 'POST', '/api/bookings/invoice/public', { body: { id: inv.id, token: t }, ...ip })).status);
    } finally {
      vi.useRealTimers();
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('pays now: a checkout for the open amount with the invoice id (purpose invoice); without a provider 422; a cancelled invoice 422', async () => {
    const tenant = 'inv-pay'; // a public call's tenant comes from its host name
    await mapHost('pay.example.test', tenant);
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const inv = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    const t = new URL((await post<{ url: string }>(token, `/api/invoices/${inv.id}/link`, {})).body.url).searchParams.get('t')!;
    const pay = () =>
      invoke<{ url: string }>(handler, 'POST', '/api/bookings/invoice/public', {
        body: { id: inv.id, token: t, pay: true },
        sourceIp: '198.51.100.7',
        headers: { host: 'pay.example.test' },
      });
    const none = await pay();
    expect(none.status).toBe(422);
    expect(ZApiError.parse(none.body).message).toBe('PAYMENT_PROVIDER_MISSING');
    await providerConfig(tenant, 'pp-local', 'local');
    const started = await pay();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const session = await getPaymentSession(new URL(started.body.url).pathname.split('/').at(-1)!);
    expect(session).toMatchObject({ bookingId: b.id, amount: '350.00', currency: 'EUR', purpose: 'invoice', invoiceId: inv.id });
    await post(token, `/api/invoices/${inv.id}/cancel`);
    expect((await pay()).status).toBe(422);
  });

  it('lists the invoices newest first with filters', async () => {
    const tenant = 'inv-list';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const first = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    await post(token, `/api/invoices/${first.id}/cancel`);
    await post(token, `/api/bookings/${b.id}/invoices`, {});
    type Rows = { data: { number: number; kind: string; state: string; recipient: string; numberText: string }[] };
    const all = await get<Rows>(token, '/api/invoices');
    expect(all.body.data.map((r) => [r.number, r.kind, r.state, r.recipient])).toEqual([
      [3, 'invoice', 'issued', 'Jürgen Müller'],
      [2, 'cancellation', 'issued', 'Jürgen Müller'],
      [1, 'invoice', 'cancelled', 'Jürgen Müller'],
    ]);
    expect((await get<Rows>(token, '/api/invoices', { kind: 'cancellation' })).body.data.map((r) => r.number)).toEqual([2]);
    expect((await get<Rows>(token, '/api/invoices', { state: 'cancelled' })).body.data.map((r) => r.number)).toEqual([1]);
    expect((await get<Rows>(token, '/api/invoices', { search: '000003' })).body.data.map((r) => r.number)).toEqual([3]);
    expect((await get(token, '/api/invoices', { size: '0' })).status).toBe(400);
    // A search finds its match beyond the first page (it was filtered after paging: page 1 of size 1 held only #3).
    const oldest = await get<Rows & { next?: string }>(token, '/api/invoices', { search: '000001', size: '1' });
    expect(oldest.body.data.map((r) => r.number)).toEqual([1]);
    // The pages of a search go on after the last row answered.
    const p1 = await get<Rows & { next?: string }>(token, '/api/invoices', { search: 'Müller', size: '2' });
    expect(p1.body.data.map((r) => r.number)).toEqual([3, 2]);
    const p2 = await get<Rows & { next?: string }>(token, '/api/invoices', { search: 'Müller', size: '2', next: p1.body.next! });
    expect(p2.body.data.map((r) => r.number)).toEqual([1]);
  });
  it('filters before paging across more invoices than one read of the table holds (150, read 100 at a time)', async () => {
    const tenant = 'inv-many';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const model = (await post(token, `/api/bookings/${b.id}/invoices`, {})).body;
    // Invoices 2..150, each to its own recipient; three go to "Needle" (#150, #60, #2) and only #75 is cancelled.
    const needles = new Set([150, 60, 2]);
    const made = Array.from({ length: 149 }, (_, i) => i + 2).map((n) => ({
      ...model,
      id: `inv-many-${n}`,
      number: n,
      state: n === 75 ? ('cancelled' as const) : ('issued' as const),
      recipient: { ...model.recipient, name: needles.has(n) ? `Needle ${n}` : `Guest ${n}` },
    }));
    for (let i = 0; i < made.length; i += 25) {
      const chunk = made.slice(i, i + 25).map((inv) => ({ PutRequest: { Item: invoiceStoredItem(tenant, inv) } }));
      await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: chunk } }));
    }
    type Page = { data: { number: number }[]; next?: string };
    const numbers = (p: { body: Page }) => p.body.data.map((r) => r.number);

    // One page of 50 holds every match, though the last is 148 invoices down (a page filtered after reading 50 held one).
    const all = await get<Page>(token, '/api/invoices', { search: 'needle', size: '50' });
    expect(numbers(all)).toEqual([150, 60, 2]);
    expect(all.body.next).toBeUndefined();
    // Pages of a search across the table's read pages: full pages while there are matches, then the rest.
    const p1 = await get<Page>(token, '/api/invoices', { search: 'needle', size: '2' });
    expect(numbers(p1)).toEqual([150, 60]);
    const p2 = await get<Page>(token, '/api/invoices', { search: 'needle', size: '2', next: p1.body.next! });
    expect(numbers(p2)).toEqual([2]);
    expect(p2.body.next).toBeUndefined();
    // The other filters too: the one cancelled invoice, 75 rows down, on the first page.
    expect(numbers(await get<Page>(token, '/api/invoices', { state: 'cancelled', size: '10' }))).toEqual([75]);
    // Unfiltered pages still walk every invoice once, newest first.
    const seen: number[] = [];
    let next: string | undefined;
    do {
      const page: { body: Page } = await get<Page>(token, '/api/invoices', { size: '40', ...(next ? { next } : {}) });
      seen.push(...numbers(page));
      next = page.body.next;
    } while (next);
    expect(seen).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
  });
});
