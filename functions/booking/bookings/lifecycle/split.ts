import { ulid } from 'ulid';
import { SYSTEM_USER } from '../../../../shared/auth/actor';
import type { Principal } from '../../../../shared/auth/principal';
import type { BookingItem } from '../../../data/entities/booking';
import { settleMilestoneTodos, todoFlags } from '../../../../shared/domain/booking/todos';
import { splitMoney, type PartMoney } from '../../../../shared/domain/booking/split-money';
import type { BookingPayment } from '../../../../shared/domain/booking/payment';
import { getEntry } from '../../../data/bank-entries';
import { moveAssignmentWrite, setAssignmentBookingNo } from '../../../data/bank-entry-moves';
import { getBooking } from '../../../data/bookings';
import type { TransactItem } from '../../../data/transactions';
import { applyBookingChange, refused } from './apply';

type Room = BookingItem['rooms'][number];

/**
 * splitByCustomer (docs/booking-states.md): one new booking per customer of the booking takes over that customer's
 * share and the booking becomes splitted, in one transaction (the units change owner in one write each). A trip's
 * customer takes their bed (or the cabin's next bed not named by anyone); a stay's room goes whole to its first
 * customer (a room-night has one owner). Beds nobody names stay with the room's first customer.
 */
export function shares(b: BookingItem): Map<string, Room[]> {
  const out = new Map<string, Room[]>();
  const add = (customer: string, room: Room) => out.set(customer, [...(out.get(customer) ?? []), room]);
  for (const r of b.rooms) {
    const people = r.customers ?? [];
    const first = people[0];
    if (!first) continue;
    if (b.schedule === undefined) {
      add(first.customer, r);
      continue;
    }
    const named = new Set(people.flatMap((p) => (p.bed ? [p.bed] : [])));
    const free = (r.beds ?? []).filter((bed) => !named.has(bed));
    const beds = new Map<string, string[]>();
    for (const p of people) {
      const bed = p.bed ?? free.shift();
      if (bed) beds.set(p.customer, [...(beds.get(p.customer) ?? []), bed]);
    }
    if (free.length) beds.set(first.customer, [...(beds.get(first.customer) ?? []), ...free]);
    for (const [customer, held] of beds) {
      const { locked: _l, ...rest } = r;
      add(customer, { ...rest, noOfPax: held.length, beds: held, customers: people.filter((p) => p.customer === customer) });
    }
  }
  return out;
}

/** The bank entry behind a payment assigned from one (`entryId:bookingId`), when the booking holds it. */
function bankEntryOf(p: BookingPayment, bookingId: string): string | undefined {
  const suffix = `:${bookingId}`;
  return p.source.kind === 'bankentry' && p.source.id.endsWith(suffix) ? p.source.id.slice(0, -suffix.length) : undefined;
}

/** The original's todos: the open ones closed by the split (its parts carry them on); none reopens by payments. */
function closedTodos(b: BookingItem, now: string): BookingItem['todo'] {
  return b.todo?.map((t) => {
    if (!t.open && !t.settledByPayment) return t;
    const { settledByPayment: _s, ...rest } = t;
    return t.open ? { ...rest, open: false, editedBy: SYSTEM_USER, updatedAt: now } : rest;
  });
}

/**
 * splitByCustomer: the parts take the rooms and beds (`shares`) and the money (shared/domain/booking/split-money.ts:
 * lines, milestones, payments received, onsite items, each counted once); the original keeps its lines for history,
 * its milestones, payments and onsite items go (so the payment ledger moves each payment to its part in the same
 * transaction), its open todos close, and a bank entry assigned to it is re-assigned to the part holding its payment.
 */
export async function splitByCustomer(principal: Principal, id: string): Promise<BookingItem> {
  const moved: { entry: string; payment: string; to: string }[] = [];
  const original = await applyBookingChange(principal, id, 'splitByCustomer', async (b, ctx) => {
    const groups = [...shares(b)];
    if (groups.length < 2) throw refused(b, 'splitByCustomer', 'fewer than two customers hold a room or bed');
    const money = splitMoney(
      b,
      groups.map(([customer, rooms]) => ({ customer, rooms })),
    );
    const created = groups.map(([customer, rooms], i): BookingItem => {
      const m = money[i] as PartMoney;
      const part: BookingItem = {
        ...b,
        id: `bk-${ulid()}`,
        bookingNo: 1, // numbered by applyBookingChange
        reservationNo: undefined,
        offerNo: undefined,
        customer,
        customerName: customer === b.customer ? b.customerName : undefined,
        rooms,
        noOfPax: rooms.reduce((n, r) => n + r.noOfPax, 0),
        calculation: b.calculation ? m.calculation : undefined,
        payments: b.payments ? m.payments : undefined,
        received: m.received.length ? m.received : undefined,
        onsite: m.onsite.length ? m.onsite : undefined,
        splitFrom: b.id,
        version: 1,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        lastAction: 'splitByCustomer',
      };
      if (!part.todo) return part;
      const todo = settleMilestoneTodos(part.todo, part, ctx.now);
      return { ...part, todo, ...todoFlags(todo, ctx.now.slice(0, 10)) };
    });
    // A bank entry's assignment follows its payment (the entry keeps one assignment per booking: keyed by the part now).
    moved.length = 0;
    const extra: TransactItem[] = [];
    for (const part of created) {
      for (const p of part.received ?? []) {
        const entryId = bankEntryOf(p, b.id);
        if (!entryId) continue;
        const entry = await getEntry(ctx.tenant, entryId);
        const assignment = entry?.assignments[b.id];
        if (!entry || assignment?.paymentId !== p.id) continue;
        const { bookingNo: _no, ...kept } = assignment;
        extra.push(moveAssignmentWrite(ctx.tenant, entry, b.id, part.id, kept));
        moved.push({ entry: entryId, payment: p.id, to: part.id });
      }
    }
    return {
      next: { payments: undefined, received: undefined, onsite: undefined, todo: closedTodos(b, ctx.now) },
      created,
      extra,
      // The original names its parts: its file shows 0.00 and says which bookings hold the money.
      naming: (parts) => ({ splitInto: parts.map((p) => ({ id: p.id, bookingNo: p.bookingNo })) }),
    };
  });
  // The moved assignments name their part's number once it has one (shown on the bank entry; the link is the id).
  for (const m of moved) {
    const part = await getBooking(principal.tenant, m.to);
    if (part) await setAssignmentBookingNo(principal.tenant, m.entry, m.to, m.payment, part.bookingNo).catch(() => undefined);
  }
  return original;
}
