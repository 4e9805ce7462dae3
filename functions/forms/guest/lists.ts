import type { z } from 'zod';
import type { GuestFormListRow, ZFormCounts, ZRoomStanding, ZSelfForm } from '../../../shared/api/guest-form-sync';
import type { GuestLink } from '../../../shared/api/guest-forms';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import { staysOf } from '../../data/customer-stays';
import { customers } from '../../data/customers';
import { assignGuestItem } from '../../data/guest-forms';
import { transactWrite } from '../../data/transactions';
import { boardPage, BOARD_READ_LIMIT } from './board';
import { loadFormsContext, respondent, type FormsContext } from './context';
import { linksOf } from './links';

/**
 * The guest form lists and statistics (spec 2 customer/{customer}/{booking}, self, rooms, statistics; docs/decisions/
 * forms.md "Answers to the customer, lists and statistics"). Each is a bounded read: a customer's stays, or the
 * board's read of the booking list index.
 */

/** The slot of a booking naming the customer (the lead first), or undefined. */
const slotOf = (ctx: FormsContext, customer: string): string | undefined =>
  ctx.lead.customer === customer ? LEAD : ctx.guests.find((g) => g.customer === customer)?.key;

/**
 * POST customer/{customer}/{booking}: the customer becomes a guest of the booking's forms. The slot naming them
 * already answers as it is; else the slot asked for (or the first naming nobody) is linked to them in the forms
 * partition (the booking's own persons are not changed: they are the booking's, changed in the booking file).
 */
export async function attachCustomer(ctx: FormsContext, customer: string, guest?: string): Promise<GuestLink> {
  if (!(await customers.get(ctx.tenant, customer))) throw new NotFoundError(`customer ${customer} does not exist`);
  let slot = slotOf(ctx, customer);
  if (!slot) {
    if (guest !== undefined) {
      const at = respondent(ctx, guest);
      if (!at) throw new NotFoundError(`booking ${ctx.booking.id} has no guest ${guest}`);
      if (at.customer) throw new ConflictError(`${guest} of booking ${ctx.booking.id} is another customer already`);
      slot = guest;
    } else {
      slot = ctx.guests.find((g) => !g.customer)?.key;
      if (!slot) throw new ConflictError(`every guest of booking ${ctx.booking.id} is named; choose a guest or add a person to the booking`);
    }
    await transactWrite(
      [assignGuestItem(ctx.tenant, ctx.booking.id, ctx.stored, slot, customer)],
      () => `the guests of booking ${ctx.booking.id} were changed meanwhile`,
    );
    ctx = (await loadFormsContext(ctx.tenant, ctx.booking.id, ctx.booking))!;
  }
  return (await linksOf(ctx)).find((l) => l.guest === slot)!;
}

/** How many of a customer's bookings `self` reads: the latest departing from 30 days ago on. */
export const SELF_BOOKINGS = 20;

/** GET self: the club member's slots on their bookings (their stays: one Query of their partition), with links. */
export async function selfForms(principal: Principal): Promise<Array<z.infer<typeof ZSelfForm>>> {
  const customer = principal.customerId;
  if (!customer) return [];
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const stays = (await staysOf(principal.tenant, customer))
    .filter((s) => !s.checkOut || s.checkOut >= since)
    .sort((a, b) => (a.checkIn ?? '').localeCompare(b.checkIn ?? ''))
    .slice(0, SELF_BOOKINGS);
  const found = await Promise.all(
    stays.map(async (s) => {
      const ctx = await loadFormsContext(principal.tenant, s.booking);
      if (!ctx || ctx.stored.forms.length === 0 || ctx.booking.customer === undefined) return [];
      const mine = new Set([LEAD, ...ctx.guests.map((g) => g.key)].filter((k) => respondent(ctx, k)?.customer === customer));
      if (mine.size === 0) return [];
      return (await linksOf(ctx))
        .filter((l) => mine.has(l.guest) && l.forms.length > 0)
        .map((l) => ({
          ...l,
          booking: ctx.booking.id,
          bookingNo: ctx.booking.bookingNo,
          ...(ctx.booking.checkIn ? { checkIn: ctx.booking.checkIn } : {}),
          ...(ctx.booking.checkOut ? { checkOut: ctx.booking.checkOut } : {}),
        }));
    }),
  );
  return found.flat();
}

/** GET rooms: per room of the resort bookings of one board page, its guests' standing. */
export async function roomStandings(principal: Principal, q: { from: string; to: string; cursor?: string }) {
  const page = await boardPage(principal, q);
  const data: Array<z.infer<typeof ZRoomStanding>> = [];
  for (const row of page.data.filter((r) => r.type === 'resort')) {
    const ctx = await loadFormsContext(principal.tenant, row.booking);
    if (!ctx) continue;
    let n = 0;
    for (const room of ctx.booking.rooms) {
      const count = Math.max(room.noOfPax, room.customers?.length ?? 0);
      const keys = new Set(Array.from({ length: count }, (_, i) => `guest-${n + i + 1}`));
      n += count;
      const forms = row.guests.filter((g) => keys.has(g.guest)).flatMap((g) => g.forms);
      data.push({
        booking: row.booking,
        bookingNo: row.bookingNo,
        room: room.room,
        ...(row.checkIn ? { checkIn: row.checkIn } : {}),
        ...(row.checkOut ? { checkOut: row.checkOut } : {}),
        guests: count,
        expected: forms.length,
        complete: forms.filter((f) => f.progress === 'complete').length,
        physician: forms.filter((f) => f.physician).length,
      });
    }
  }
  return { data, ...(page.next ? { next: page.next } : {}) };
}

/** How many bookings the statistics read at most (board pages of BOARD_READ_LIMIT). */
export const STATISTICS_READ_LIMIT = 5 * BOARD_READ_LIMIT;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Counts over board rows: every respondent × form asked of them. */
export function countForms(rows: Array<{ guests: Array<{ forms: Array<{ progress: string; physician: boolean }> }> }>): z.infer<typeof ZFormCounts> {
  const forms = rows.flatMap((r) => r.guests.flatMap((g) => g.forms));
  const complete = forms.filter((f) => f.progress === 'complete').length;
  return {
    bookings: rows.length,
    expected: forms.length,
    complete,
    started: forms.filter((f) => f.progress === 'started').length,
    missing: forms.filter((f) => f.progress === 'missing').length,
    physician: forms.filter((f) => f.physician).length,
    completionRate: forms.length ? complete / forms.length : 0,
  };
}

/**
 * GET statistics?days=N: the bookings checking in over the next N days from today (N < 0: the last |N| days up to
 * today), read with the board's bounded read (pages of at most BOARD_READ_LIMIT bookings) up to STATISTICS_READ_LIMIT.
 */
export async function statistics(principal: Principal, days: number, today = new Date().toISOString().slice(0, 10)) {
  const span = Math.max(1, Math.abs(days));
  const [from, to] = days >= 0 ? [today, addDays(today, span - 1)] : [addDays(today, -(span - 1)), today];
  const rows = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await boardPage(principal, { from, to, ...(cursor ? { cursor } : {}) });
    rows.push(...page.data);
    cursor = page.next;
    pages++;
  } while (cursor && pages * BOARD_READ_LIMIT < STATISTICS_READ_LIMIT);
  return { ...countForms(rows), from, to, partial: cursor !== undefined };
}

/**
 * GET list: the board's rows flattened to one per guest and form. Staff with customers.read, forms.read or
 * bookings.update see every booking (their assets'); an agency user (agencies.self alone) its agency's.
 */
export async function formList(principal: Principal, q: { from: string; to: string; cursor?: string }) {
  const staffScope = ['customers.read', 'forms.read', 'bookings.update'].find((s) => passes(principal, s)) ?? 'bookings.update';
  const page = await boardPage(principal, q, staffScope);
  const data: GuestFormListRow[] = page.data.flatMap((row) =>
    row.guests.flatMap((g) =>
      g.forms.map((f) => ({
        booking: row.booking,
        bookingNo: row.bookingNo,
        ...(row.checkIn ? { checkIn: row.checkIn } : {}),
        ...(row.checkOut ? { checkOut: row.checkOut } : {}),
        type: row.type,
        guest: g.guest,
        ...(g.name ? { name: g.name } : {}),
        ...(g.customer ? { customer: g.customer } : {}),
        form: f.form,
        formName: f.name,
        state: f.state,
        progress: f.progress,
        physician: f.physician,
      })),
    ),
  );
  return { data, ...(page.next ? { next: page.next } : {}) };
}
