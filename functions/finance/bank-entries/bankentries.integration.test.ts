import { describe, expect, it } from 'vitest';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { getEntry } from '../../data/bank-entries';
import { getBooking } from '../../data/bookings';
import { handler as banks } from '../banks/lambda';
import { handler } from './lambda';

/** Bank entries assigned to bookings on DynamoDB Local (docs/decisions.md "Banks and bank entries"). */

type Entry = { id: string; amount: string; open: string; assignedMinor: number; assignments: Record<string, { paymentId: string; amount: string }> };
type Payment = { id: string; key: string; amount: string; source: { kind: string; id: string } };
const MAPPING = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 0, columns: { date: 0, reference: 1, amount: 2 } };

async function setup(tenant: string, rows: string[], bookingCount: number) {
  const token = await adminOf(tenant);
  const bank = (await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token, body: { name: 'Sparkasse' } })).body;
  const imported = await invoke(banks, 'POST', `/api/banks/${bank.id}/import/csv`, { token, body: { csv: rows.join('\n'), mapping: MAPPING } });
  expect(imported.body).toMatchObject({ imported: rows.length });
  const entries = (await invoke<{ data: Entry[] }>(banks, 'GET', `/api/banks/${bank.id}/entries`, { token, query: { size: '100' } })).body.data;
  const { resortId, roomIds } = await resortWithRooms(tenant, bookingCount);
  const bookings: Array<{ id: string; version: number }> = [];
  for (const room of roomIds) bookings.push((await create(token, stay(resortId, [room], '2027-09-01', 3))).body);
  return { token, bank, entries, bookings };
}

const assign = (token: string, entry: string, body: unknown, query?: Record<string, string>) =>
  invoke<{ entry: Entry; payment: Payment; message?: string }>(handler, 'POST', `/api/bankentries/${entry}/payments`, { token, body, query });
const unassign = (token: string, entry: string, payment: string) =>
  invoke<{ entry: Entry; message?: string }>(handler, 'DELETE', `/api/bankentries/${entry}/payments/${payment}`, { token });

describe('bank entries assigned to bookings', () => {
  it('assigns part of an entry through recordPayment, never beyond its amount nor twice, and undoes it; assigned entries are not deleted', async () => {
    const tenant = 'bankentry-assign';
    const { token, bank, entries, bookings } = await setup(tenant, ['02.03.2027;Anzahlung;1.234,56'], 2);
    const [e] = entries as [Entry];
    const [a, b] = bookings as [{ id: string; version: number }, { id: string; version: number }];

    const first = await assign(token, e.id, { booking: a.id, amount: '500.00', milestone: 'deposit' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.entry).toMatchObject({ open: '734.56', assignedMinor: 50000 });
    expect(first.body.payment).toMatchObject({ amount: '500.00', key: `bankentry:${e.id}:${a.id}`, source: { kind: 'bankentry', id: `${e.id}:${a.id}` } });
    const booked = await getBooking(tenant, a.id);
    expect(booked?.received?.map((p) => [p.amount, p.method, p.date])).toEqual([['500.00', 'bank', '2027-03-02']]);

    // Twice to one booking, beyond what is open, 0, bad numbers, unknown ids: refused, nothing changed.
    const refusals: Array<[unknown, number, string?]> = [
      [{ booking: a.id, amount: '1.00' }, 409, 'BANK_ENTRY_OVER_ASSIGNED'],
      [{ booking: b.id, amount: '734.57' }, 409, 'BANK_ENTRY_OVER_ASSIGNED'],
      [{ booking: b.id, amount: '0' }, 400],
      [{ booking: b.id, amount: '1.234' }, 400],
      [{ booking: b.id, amount: 'ten' }, 400],
      [{ booking: 'nope', amount: '1.00' }, 404],
      [{ amount: '1.00' }, 400],
    ];
    for (const [body, status, message] of refusals) {
      const res = await assign(token, e.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await assign(token, `${bank.id}_20270302_nothere`, { booking: b.id })).status).toBe(404);
    expect((await assign(token, e.id, { booking: b.id }, { rateType: 'fixed' })).status).toBe(400);
    expect((await getEntry(tenant, e.id))?.assignedMinor).toBe(50000);
    expect((await getBooking(tenant, b.id))?.received ?? []).toEqual([]);

    const del = await invoke<{ message: string }>(banks, 'DELETE', `/api/banks/${bank.id}/entries`, { token, query: { from: '2027-03-01', to: '2027-03-31' } });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('BANK_ENTRY_ASSIGNED');
    expect(await getEntry(tenant, e.id)).toBeDefined();
    // Nor is its bank deleted.
    const bankDelete = await invoke<{ message: string }>(banks, 'DELETE', `/api/banks/${bank.id}`, { token });
    expect(bankDelete.status).toBe(409);
    expect(await getEntry(tenant, e.id)).toBeDefined();

    // The rest (default: what is open) to the other booking, then the first undone.
    expect((await assign(token, e.id, { booking: b.id })).body.entry).toMatchObject({ open: '0.00', assignedMinor: 123456 });
    const undone = await unassign(token, e.id, first.body.payment.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.entry).toMatchObject({ open: '500.00', assignedMinor: 73456 });
    expect((await getBooking(tenant, a.id))?.received).toEqual([]);
    expect((await unassign(token, e.id, first.body.payment.id)).status).toBe(404);
  });

  it('under concurrent assignments an entry is never assigned beyond its amount nor twice to one booking', async () => {
    const tenant = 'bankentry-race';
    const { token, entries, bookings } = await setup(tenant, ['05.03.2027;Zahlung;100,00', '06.03.2027;Zahlung 2;80,00'], 6);
    const [e1, e2] = entries.sort((x, y) => x.amount.localeCompare(y.amount)) as [Entry, Entry];
    expect(e1.amount).toBe('100.00');
    // Six bookings each want 60 of 100: exactly one gets it.
    const race = await Promise.all(bookings.map((b) => assign(token, e1.id, { booking: b.id, amount: '60.00' })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await getEntry(tenant, e1.id))?.assignedMinor).toBe(6000);
    // One booking asked six times at once for all of the other entry: assigned once.
    const same = await Promise.all(Array.from({ length: 6 }, () => assign(token, e2.id, { booking: bookings[0]!.id })));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    const after = await getEntry(tenant, e2.id);
    expect(after?.assignedMinor).toBe(8000);
    expect(Object.keys(after?.assignments ?? {})).toEqual([bookings[0]!.id]);
    const paid = (await getBooking(tenant, bookings[0]!.id))?.received?.filter((p) => p.source.kind === 'bankentry');
    expect(paid?.length).toBe(race[0]!.status === 200 ? 2 : 1);
  });

  it("converts at a fixed rate given with the assignment (the bank's own conversion) and keeps the original in the text", async () => {
    const tenant = 'bankentry-fixed';
    const token = await adminOf(tenant);
    const bank = (await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token, body: { name: 'Chase', currency: 'USD' } })).body;
    await invoke(banks, 'POST', `/api/banks/${bank.id}/import/csv`, { token, body: { csv: '08.03.2027;USD deposit;100,00', mapping: MAPPING } });
    const [e] = (await invoke<{ data: Entry[] }>(banks, 'GET', `/api/banks/${bank.id}/entries`, { token })).body.data as [Entry];
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, [roomIds[0]!], '2027-09-01', 3))).body;
    const res = await assign(token, e.id, { booking: b.id }, { rateType: 'fixed', rate: '0.9' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ amount: '90.00', paidCurrency: 'EUR', text: '100.00 USD at 0.9' });
    expect(res.body.entry).toMatchObject({ open: '0.00', assignedMinor: 10000 });
  });

  it('a temporary payment counts until the entry replaces it (rt) in one change; manual and temporary lists', async () => {
    const tenant = 'bankentry-temp';
    const { token, entries, bookings } = await setup(tenant, ['07.03.2027;Gast zahlt;300,00'], 1);
    const booking = bookings[0]!;
    const temp = await invoke<Payment>(handler, 'POST', '/api/bankentries/temporary', {
      token,
      body: { booking: booking.id, amount: '300.00', reference: 'guest says paid' },
    });
    expect(temp.status, JSON.stringify(temp.body)).toBe(200);
    expect(temp.body.source).toMatchObject({ kind: 'manual' });
    const manual = await invoke<{ data: Payment[] }>(handler, 'POST', '/api/bankentries/temporary', { token, body: { booking: 'nope', amount: '1' } });
    expect(manual.status).toBe(404);
    const listTemp = async () => (await invoke<{ data: Payment[] }>(handler, 'GET', '/api/bankentries/temporary', { token })).body.data.map((p) => p.id);
    const listManual = async () => (await invoke<{ data: Payment[] }>(handler, 'GET', '/api/bankentries/manual', { token })).body.data.map((p) => p.id);
    expect(await listTemp()).toEqual([temp.body.id]);
    expect(await listManual()).toEqual([]);

    expect((await assign(token, entries[0]!.id, { booking: booking.id, rt: 'not-there' })).status).toBe(404);
    const replaced = await assign(token, entries[0]!.id, { booking: booking.id, rt: temp.body.id });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const after = await getBooking(tenant, booking.id);
    expect(after?.received?.map((p) => p.source.kind)).toEqual(['bankentry']);
    expect(after?.version).toBe(booking.version + 2);
    expect(await listTemp()).toEqual([]);
  });
});
