import { ulid } from 'ulid';
import type { Principal } from '../../../../shared/auth/principal';
import { transition } from '../../../../shared/domain/booking/lifecycle';
import { todoFlags } from '../../../../shared/domain/booking/todos';
import { validateStay } from '../../../../shared/domain/inventory/stay';
import { ValidationError } from '../../../../shared/errors';
import { getBooking } from '../../../data/bookings';
import { withRuleTodos } from '../../../data/todos';
import type { BookingItem } from '../../../data/entities/booking';
import { reprice } from '../../calculation/reprice';
import { applyBookingChange, refused, type ChangeContext } from './apply';
import { placeOnSchedule } from './placement';

/**
 * Rebook (docs/booking-states.md): the booking continues as a NEW booking (new bookingNo; offerNo or reservationNo
 * as its state asks) on another schedule of its vessel, or a stay on new dates; the old one becomes rebooked
 * (`rebookedTo`) and releases, the new one (`rebookedFrom`) takes, all in one transaction. revertRebook undoes it:
 * the old one takes its units back, the new one is cancelled. The money received passes to the new booking (and
 * back with revertRebook): one booking holds a payment at a time, as the ledger does.
 *
 * The new booking is priced for its own dates by THE engine, as reloadPrice prices a booking
 * (functions/booking/calculation/reprice.ts): the price definitions and seasons of the new departure or nights, the
 * specials that hold then, the milestones by the terms relative to the new dates. Hand-made and product lines stay.
 */

/** The new booking: the old one's persons, customer, agency and terms, without its numbers and lifecycle marks. */
function continuation(b: BookingItem, ctx: ChangeContext, placed: Partial<BookingItem>): BookingItem {
  const {
    reservationNo: _r,
    offerNo: _o,
    reservationDate: _rd,
    cancelationDate: _cd,
    resolvedDate: _rsd,
    freedDate: _fd,
    deletedDate: _dd,
    resolved: _rs,
    releaseReason: _rr,
    previousState: _ps,
    rebookedTo: _rt,
    checkedInAt: _ci,
    checkedOutAt: _co,
    cancelReason: _cr,
    todo,
    hasOpenTodos: _ho,
    hasExceededDueDate: _he,
    ...kept
  } = b;
  // The todos of the rules are figured again from the new booking's own dates (withRuleTodos, by the caller); the
  // ones written by hand (no rule, not predefined) go along as they are.
  const manual = (todo ?? []).filter((t) => !t.definition && !t.predefined);
  return {
    ...kept,
    ...placed,
    id: `bk-${ulid()}`,
    bookingNo: 1, // numbered by applyBookingChange
    rooms: (placed.rooms ?? b.rooms).map(({ locked: _l, checkedIn: _i, checkedOut: _u, ...r }) => r),
    ...(manual.length ? { todo: manual, ...todoFlags(manual, ctx.now.slice(0, 10)) } : {}),
    rebookedFrom: b.id,
    version: 1,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    lastAction: 'rebook',
    ...(ctx.principal.userId !== undefined ? { user: ctx.principal.userId, updatedBy: ctx.principal.userId } : {}),
  };
}

/** A line the price definitions made (an entry or a base price): the booking was priced by the engine. */
const pricedByEngine = (b: BookingItem) => (b.calculation ?? []).some((l) => l.source?.kind === 'entry' || l.source?.kind === 'base');

/**
 * The new booking re-priced for its own dates (docs/booking-states.md, "Rebook: price and milestones"). A price
 * definition chosen by hand (changePrice) is kept when it prices the new dates, else the dates' own definitions price
 * it. A booking the engine priced that finds no price for the new dates is refused (409): the operator adds a price
 * first, rather than a booking silently losing its price.
 */
async function repricedFor(tenant: string, old: BookingItem, created: BookingItem, where: string): Promise<BookingItem> {
  const withPrice = async (b: BookingItem) => ({ ...b, ...(await reprice(tenant, b, old)) }) as BookingItem;
  let priced = await withPrice(created);
  if (!pricedByEngine(priced) && created.priceDefinition !== undefined) {
    const { priceDefinition: _chosen, ...rest } = created;
    priced = await withPrice(rest as BookingItem);
  }
  if (pricedByEngine(old) && !pricedByEngine(priced)) throw refused(old, 'rebook', `no price definition prices ${where}: add a price for it first`);
  return priced;
}

const shown = (iso: string | undefined) => (iso ? iso.split('-').reverse().join('.') : '?');

/** rebook/{schedule}: a trip continues on another schedule of its vessel. */
export const rebookToSchedule = (principal: Principal, id: string, schedule: string) =>
  applyBookingChange(principal, id, 'rebook', async (b, ctx) => {
    if (b.schedule === undefined) throw refused(b, 'rebook', 'only a trip rebooks to a schedule');
    if (schedule === b.schedule) throw new ValidationError('The booking is already on this schedule', [{ path: 'params.schedule', message: 'same schedule' }]);
    const placed = await placeOnSchedule(
      ctx.tenant,
      b,
      schedule,
      b.rooms.map((r) => ({ ...r, beds: undefined })),
    );
    const moved = continuation(b, ctx, { schedule, rooms: placed.rooms, ...placed.header });
    const priced = await repricedFor(ctx.tenant, b, moved, `the departure ${shown(moved.checkIn)} – ${shown(moved.checkOut)}`);
    const created = await withRuleTodos(ctx.tenant, priced);
    return { next: { rebookedTo: created.id, previousState: b.state, received: undefined }, created: [created], picked: placed.picked };
  });

/** rebook: a stay continues on new dates (same rooms). */
export const rebookToDates = (principal: Principal, id: string, dates: { checkIn: string; checkOut: string }) =>
  applyBookingChange(principal, id, 'rebook', async (b, ctx) => {
    if (b.resort === undefined) throw refused(b, 'rebook', 'a trip rebooks to a schedule: rebook/{schedule}');
    validateStay(dates);
    const moved = continuation(b, ctx, { checkIn: dates.checkIn, checkOut: dates.checkOut });
    const priced = await repricedFor(ctx.tenant, b, moved, `the nights ${shown(dates.checkIn)} – ${shown(dates.checkOut)}`);
    const created = await withRuleTodos(ctx.tenant, priced);
    return { next: { rebookedTo: created.id, previousState: b.state, received: undefined }, created: [created] };
  });

/** revertRebook: back to the state before, taking the units again; the booking it continued as is cancelled. */
export const revertRebook = (principal: Principal, id: string) =>
  applyBookingChange(principal, id, 'revertRebook', async (b, ctx) => {
    const to = b.rebookedTo ? await getBooking(ctx.tenant, b.rebookedTo) : null;
    if (!to) throw refused(b, 'revertRebook', 'the booking it was rebooked to is missing');
    if (!transition(to.state, 'cancel').ok || to.state === 'aborted') throw refused(to, 'cancel', `the rebooked booking ${to.bookingNo} is ${to.state}`);
    // The money received goes back with the booking (it came along with the rebook, or was paid on the new one since).
    return {
      next: { rebookedTo: undefined, previousState: undefined, ...(to.received?.length ? { received: [...(b.received ?? []), ...to.received] } : {}) },
      companions: [{ current: to, next: { state: 'aborted', cancelationDate: ctx.now, previousState: to.state, received: undefined } }],
    };
  });
