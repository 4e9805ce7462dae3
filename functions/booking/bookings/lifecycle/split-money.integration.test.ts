import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../../shared/auth/principal';
import { addDays } from '../../../../shared/calendar-date';
import type { BookingHeader } from '../../../../shared/domain/booking/booking';
import { resortItems, resortWithRooms, scheduleItems, scheduleWithCabins } from '../../../../test/support/booking-fixtures';
import { act, create, seedState, stay } from '../../../../test/support/booking-lifecycle';
import { invoke } from '../../../../test/support/invoke';
import { adminOf } from '../../../../test/support/tokens';
import { handler as banks } from '../../../finance/banks/lambda';
import { handler as bankentries } from '../../../finance/bank-entries/lambda';
import { handler as payments } from '../../../finance/booking-payments/lambda';
import { handler as invoices } from '../../../finance/invoices/lambda';
import { getEntry } from '../../../data/bank-entries';
import { getBooking } from '../../../data/bookings';
import type { BookingItem } from '../../../data/entities/booking';
import { queryPayments } from '../../../data/payments';
import { recordPayment } from '../payments/record';

/**
 * The money of a split by customer on DynamoDB Local (docs/booking-states.md "splitByCustomer", docs/pricing.md "What
 * a booking owes"): every amount of the parts by hand, their payment summaries and the original's (nothing), the
 * payment ledger and the bank entry's assignment following the payment. Before the fix every part copied the whole
 * calculation, milestones and payments, so a 2-part split of a 1,000.00 booking paid 300.00 billed 3 × 1,000.00.
 */

type Line = NonNullable<BookingHeader['calculation']>[number];
type Summary = { total: string; owed: string; agencyKeeps: string; paid: string; open: string; dueNow: string; status: string };
const today = new Date().toISOString().slice(0, 10);
const line = (sort: number, type: string, total: string, more: Partial<Line> = {}): Line => ({
  sort,
  type,
  customerType: 'Direct',
  text: `${type} ${sort}`,
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: true,
  unique: false,
  ...more,
});
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const MAPPING = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 0, columns: { date: 0, reference: 1, amount: 2 } };

async function summaries(token: string, ids: string[]): Promise<Map<string, Summary>> {
  const res = await invoke<{ data: { id: string; summary: Summary }[] }>(payments, 'GET', '/api/bookings/paymentStatus', {
    token,
    query: { ids: ids.join(',') },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map(res.body.data.map((r) => [r.id, r.summary]));
}
const pick = (s: Summary | undefined) => s && [s.total, s.owed, s.agencyKeeps, s.paid, s.open, s.status];

async function partsOf(tenant: string, originalId: string, ids: string[]): Promise<BookingItem[]> {
  const parts = (await Promise.all(ids.map((id) => getBooking(tenant, id)))) as BookingItem[];
  for (const p of parts) expect(p.splitFrom).toBe(originalId);
  return parts.sort((a, b) => String(a.customer).localeCompare(String(b.customer)));
}

describe('splitByCustomer: the money', () => {
  it('splits a paid 2-room stay: each room its lines, the fee shared, milestones by share, the bank payment and its entry with the lead', async () => {
    const tenant = 'split-money-stay';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const booked = (await create(token, stay(resortId, [a, b], '2027-08-01', 2))).body;
    // Room a (c-1, the lead): 2 nights × 300.00 = 600.00; room b (c-2): 2 × 150.00 = 300.00; a booking fee of 100.00
    // on the whole booking (19 % VAT in it: 15.97): 1,000.00. Deposit 300.00, rest 700.00.
    const deposit = addDays(today, 30);
    const rest = addDays(today, 120);
    await seedState(tenant, booked.id, 'confirmed', {
      customer: 'c-1',
      customerName: 'Ann One',
      rooms: [
        { room: a, noOfPax: 1, customers: [{ customer: 'c-1' }] },
        { room: b, noOfPax: 1, customers: [{ customer: 'c-2' }] },
      ],
      calculation: [
        line(0, 'room_cost', '600.00', { room: a, amount: 2, price: '300.00' }),
        line(1, 'room_cost', '300.00', { room: b, amount: 2, price: '150.00' }),
        line(2, 'cost', '100.00', { text: 'Booking fee', tax: { name: 'VAT', rate: 19, amount: '15.97', inclusive: true } }),
      ],
      payments: [
        { text: 'Deposit', type: 'deposit', amount: '300.00', due: deposit },
        { text: 'Rest', type: 'rest', amount: '700.00', due: rest },
      ],
    });
    // 300.00 paid by bank: a statement line assigned to the booking.
    const bank = (await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token, body: { name: 'Sparkasse' } })).body;
    await invoke(banks, 'POST', `/api/banks/${bank.id}/import/csv`, { token, body: { csv: '02.03.2027;Anzahlung 1;300,00', mapping: MAPPING } });
    const entries = (await invoke<{ data: { id: string }[] }>(banks, 'GET', `/api/banks/${bank.id}/entries`, { token, query: { size: '10' } })).body.data;
    const entryId = entries[0]?.id as string;
    const assigned = await invoke<{ payment: { id: string } }>(bankentries, 'POST', `/api/bankentries/${entryId}/payments`, {
      token,
      body: { booking: booked.id, amount: '300.00' },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const paymentId = assigned.body.payment.id;

    const split = await act(token, booked.id, 'splitByCustomer');
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const original = split.body;
    expect(original.state).toBe('splitted');
    // The original keeps its lines (history); its milestones and payment went to the parts.
    expect(original.calculation?.map((l) => l.total)).toEqual(['600.00', '300.00', '100.00']);
    expect(original.payments).toBeUndefined();
    expect(original.received).toBeUndefined();

    const ledger = (await queryPayments(tenant, { size: 50 })).items;
    expect(ledger).toHaveLength(1);
    const leadId = String(ledger[0]?.booking);
    const lead = (await getBooking(tenant, leadId)) as BookingItem;
    const owners = [...new Set((await resortItems(tenant, resortId)).map((i) => String(i.ownerId)))];
    const [one, two] = await partsOf(tenant, booked.id, owners);
    expect(one?.id).toBe(lead.id);

    // c-1: room a 600.00 and the fee's share by the rooms' totals 600 : 300 → 66.67 (the cent left over goes to the
    // first part), VAT 10.65; 666.67 in all. Deposit 300.00 × 666.67 / 1,000.00 = 200.001 → 200.00, rest 466.67.
    expect(one).toMatchObject({ customer: 'c-1', customerName: 'Ann One', noOfPax: 1 });
    expect(one?.calculation?.map((l) => [l.sort, l.amount, l.price, l.total, l.tax?.amount])).toEqual([
      [0, 2, '300.00', '600.00', undefined],
      [2, 1, '66.67', '66.67', '10.65'],
    ]);
    expect(one?.payments?.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '200.00', deposit],
      ['rest', '466.67', rest],
    ]);
    // c-2: room b 300.00 and the fee's 33.33 (VAT 5.32): 333.33; deposit 100.00, rest 233.33.
    expect(two?.calculation?.map((l) => [l.sort, l.amount, l.price, l.total, l.tax?.amount])).toEqual([
      [1, 2, '150.00', '300.00', undefined],
      [2, 1, '33.33', '33.33', '5.32'],
    ]);
    expect(two?.payments?.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '100.00', deposit],
      ['rest', '233.33', rest],
    ]);
    // The 300.00 is counted once: on the lead's part, in the ledger under it.
    expect(one?.received?.map((p) => [p.id, p.amount])).toEqual([[paymentId, '300.00']]);
    expect(two?.received).toBeUndefined();
    expect(ledger[0]).toMatchObject({ id: paymentId, amount: '300.00', bookingNo: one?.bookingNo });

    // Summaries: c-1 owes 666.67, paid 300.00 (its deposit 200.00 and 100.00 of the rest), open 366.67; c-2 owes
    // 333.33, nothing paid; the original nothing at all. Together 1,000.00 owed, 300.00 paid, 700.00 open.
    const s = await summaries(token, [booked.id, one?.id as string, two?.id as string]);
    expect(pick(s.get(one?.id as string))).toEqual(['666.67', '666.67', '0.00', '300.00', '366.67', 'part-paid']);
    expect(pick(s.get(two?.id as string))).toEqual(['333.33', '333.33', '0.00', '0.00', '333.33', 'open']);
    expect(pick(s.get(booked.id))).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', 'none']);

    // The bank entry's assignment moved with its payment (and names the part's number): undo finds it there.
    const entry = await getEntry(tenant, entryId);
    expect(entry?.assignedMinor).toBe(30000);
    expect(entry?.assignments).toEqual({ [one?.id as string]: expect.objectContaining({ paymentId, amount: '300.00', bookingNo: one?.bookingNo }) });
    const undone = await invoke(bankentries, 'DELETE', `/api/bankentries/${entryId}/payments/${paymentId}`, { token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await getBooking(tenant, one?.id as string))?.received ?? []).toEqual([]);
    expect((await getEntry(tenant, entryId))?.assignedMinor).toBe(0);

    // The split booking is billed by its parts only: an invoice of it is refused, one of a part bills 333.33.
    const refusedInvoice = await invoke<{ message: string }>(invoices, 'POST', `/api/bookings/${booked.id}/invoices`, { token, body: {} });
    expect(refusedInvoice.status, JSON.stringify(refusedInvoice.body)).toBe(409);
    const billed = await invoke<{ total?: string }>(invoices, 'POST', `/api/bookings/${two?.id}/invoices`, { token, body: {} });
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(billed.body.total).toBe('333.33');

    // A payment on the split booking is refused (it would count nowhere); nothing written.
    const refused = await invoke(payments, 'POST', `/api/bookings/${booked.id}/payment`, { token, body: { amount: '10.00', method: 'cash' } });
    expect(refused.status).toBe(409);
    expect((await getBooking(tenant, booked.id))?.version).toBe(original.version);
  });

  it('splits a 2-bed trip cabin of a net agency booking: each person their tour, fee and special shared, the commission kept by each part', async () => {
    const tenant = 'split-money-trip';
    const token = await adminOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Cabin 1', beds: 2, shared: true }]);
    const cabin = cabinIds[0] as string;
    const trip = (await create(token, { schedule: scheduleId, rooms: [{ room: cabin, noOfPax: 2 }] })).body;
    // Tours 1,500.00 for c-1 (bed 1) and c-2 (bed 2), a special of −300.00 on the whole booking, a port fee of 80.00
    // paid on board: 2,780.00; 2,700.00 in advance. Agency ag-1 at 10 % net: it keeps 270.00, the milestones ask
    // 2,430.00 = deposit 729.00 + rest 1,701.00.
    const deposit = addDays(today, 20);
    const rest = addDays(today, 60);
    await seedState(tenant, trip.id, 'confirmed', {
      customer: 'c-1',
      agency: 'ag-1',
      commission: 10,
      rooms: [
        {
          room: cabin,
          noOfPax: 2,
          beds: ['1', '2'],
          customers: [
            { customer: 'c-1', bed: '1' },
            { customer: 'c-2', bed: '2' },
          ],
        },
      ],
      calculation: [
        line(0, 'tour', '1500.00', { customer: 'c-1', room: cabin }),
        line(1, 'tour', '1500.00', { customer: 'c-2', room: cabin }),
        line(2, 'special', '-300.00', { text: 'Early bird' }),
        line(3, 'cost', '80.00', { customerType: 'OnSite', text: 'Port fee' }),
      ],
      payments: [
        { text: 'Deposit', type: 'deposit', amount: '729.00', due: deposit },
        { text: 'Rest', type: 'rest', amount: '1701.00', due: rest },
      ],
      todo: [
        { id: 'collect-deposit', text: 'Collect the deposit', due: deposit, open: true, milestone: { type: 'deposit' }, createdAt: today, updatedAt: today },
      ],
    });
    await recordPayment(system(tenant), trip.id, { amount: '729.00', method: 'cash', date: today });
    const split = await act(token, trip.id, 'splitByCustomer');
    expect(split.status, JSON.stringify(split.body)).toBe(200);

    const ids = (await queryPayments(tenant, { size: 50 })).items.map((p) => String(p.booking));
    expect(ids).toHaveLength(1);
    const owners = [...new Set((await scheduleItems(tenant, scheduleId)).map((i) => String(i.ownerId)))];
    const [one, two] = await partsOf(tenant, trip.id, owners);
    expect(ids[0]).toBe(one?.id);

    // Each part: its tour 1,500.00, half the special (by the tours 1,500 : 1,500) −150.00, half the port fee 40.00:
    // 1,390.00; 1,350.00 in advance. Milestones: half of each, 364.50 + 850.50 = 1,215.00 (1,350.00 less its 10 %).
    for (const [part, customer, tour] of [
      [one, 'c-1', 0],
      [two, 'c-2', 1],
    ] as const) {
      expect(part).toMatchObject({ customer, agency: 'ag-1', commission: 10, noOfPax: 1 });
      expect(part?.rooms.map((r) => [r.room, r.beds])).toEqual([[cabin, [customer === 'c-1' ? '1' : '2']]]);
      expect(part?.calculation?.map((l) => [l.sort, l.total])).toEqual([
        [tour, '1500.00'],
        [2, '-150.00'],
        [3, '40.00'],
      ]);
      expect(part?.payments?.map((m) => [m.type, m.amount, m.due])).toEqual([
        ['deposit', '364.50', deposit],
        ['rest', '850.50', rest],
      ]);
    }
    expect(one?.received?.map((p) => p.amount)).toEqual(['729.00']);
    expect(two?.received).toBeUndefined();
    // The deposit todo (closed by the 729.00 before the split) follows each part's money: closed where the deposit
    // is paid (c-1), open again where it is not (c-2); the original's todos are all closed and stay so.
    expect([one?.todo?.[0]?.open, one?.hasOpenTodos, two?.todo?.[0]?.open, two?.hasOpenTodos]).toEqual([false, false, true, true]);
    expect([split.body.todo?.[0]?.open, split.body.todo?.[0]?.settledByPayment, split.body.hasOpenTodos]).toEqual([false, undefined, false]);

    // c-1: total 1,390.00, owes 1,215.00 (the agency keeps 135.00; the port fee later, on board), paid 729.00, open
    // 486.00; c-2 owes 1,215.00, open; the original nothing. Together: 2,430.00 owed, 729.00 paid — as before.
    const s = await summaries(token, [trip.id, one?.id as string, two?.id as string]);
    expect(pick(s.get(one?.id as string))).toEqual(['1390.00', '1215.00', '135.00', '729.00', '486.00', 'part-paid']);
    expect(pick(s.get(two?.id as string))).toEqual(['1390.00', '1215.00', '135.00', '0.00', '1215.00', 'open']);
    expect(pick(s.get(trip.id))).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', 'none']);
  });
});
