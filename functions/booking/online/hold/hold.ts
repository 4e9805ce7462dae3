import { actorPrincipal, guestHoldPrincipal, system, type Guest } from '../../../../shared/auth/actor';
import { expiredError, extendHold, holdExpired, holdOptionDate, newHold, ONLINE_CHANNEL, type OnlineHold } from '../../../../shared/domain/booking/online-hold';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../../../shared/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { getBooking } from '../../../data/bookings';
import { read } from '../../../data/readers';
import { getSettingsGroup } from '../../../data/settings';
import { applyBookingChange } from '../../bookings/lifecycle/apply';
import { bookToken, requireToken } from '../view';
import { pickRooms, planChoice, type ParsedCreate } from './choice';
import { memberOf } from './member';
import { createWithGuests, productLinesOf } from './guest-writes';

/**
 * A guest's online hold (issue 25; docs/decisions/online-holds.md): booking/create makes it through THE create path
 * of staff bookings (the same claims: of racing holds and staff bookings for the last unit exactly one wins, the
 * others 409 ROOM_NOT_AVAILABLE), as a draft of source online on channel CustomerDirectBooking whose option ends at
 * the hold's end. The guest's later calls carry the booking's token and act as the `online-hold` job.
 */

/** The job a guest's later calls on its own hold act as, once the token was checked. */
const holdJob = (tenant: string) => actorPrincipal(system(tenant, 'online-hold'));

/** How many of a stay's room candidates a create tries before answering 409 (each try is one transaction). */
const MAX_ROOM_TRIES = 8;

const isTaken = (err: unknown) => err instanceof AppError && err.statusCode === 409 && err.message === 'ROOM_NOT_AVAILABLE';

/** POST /api/book/booking/create: the hold and the token of the guest's later calls. */
export async function holdOnline(actor: Guest, input: ParsedCreate, now = new Date()): Promise<{ booking: BookingItem; token: string }> {
  const { tenant } = actor;
  const settings = (await getSettingsGroup(tenant, 'booking')).values;
  if (!settings.allowCustomerBooking) throw new ForbiddenError();
  const hold = newHold(now, settings.onlineHoldMinutes, input.widget);
  const member = await memberOf(actor);
  const planned = await planChoice(tenant, input, {
    optionDate: holdOptionDate(hold),
    ...(settings.onlineCurrency ? { currency: settings.onlineCurrency } : {}),
    ...(member ? { member: { id: member.id, customer: member } } : {}),
  });
  const principal = guestHoldPrincipal(actor);
  const excluded = new Set<string>();
  let booking: BookingItem | undefined;
  for (let attempt = 1; !booking; attempt++) {
    const body = pickRooms(planned, excluded);
    if (!body) throw new ConflictError('No room of the chosen type is free for these dates', 'ROOM_NOT_AVAILABLE');
    try {
      const lines = productLinesOf(tenant, input);
      booking = await createWithGuests(principal, body, { hold, channel: ONLINE_CHANNEL, persons: planned.persons, ...(lines ? { lines } : {}) }, member?.id);
    } catch (err) {
      const open = planned.candidates.some((c) => c.length > 0);
      if (!isTaken(err) || !open || attempt >= MAX_ROOM_TRIES) throw err;
      // A taken room of an open room type: the next of its type (the message names the room; else the first tried).
      const names = await Promise.all(body.rooms.map(async (r) => ({ id: r.room, name: (await read.rooms.get(tenant, r.room))?.name ?? r.room })));
      const taken = names.find((n) => (err as AppError).description.includes(`Room ${n.name} `)) ?? names[0];
      if (taken) excluded.add(taken.id);
    }
  }
  // The guest's token: the HMAC of (tenant, booking), nothing stored (bookread's no/{bookingNo} checks the same).
  return { booking, token: await bookToken(tenant, booking.id) };
}

/** The guest's own online booking: 404 for an unknown booking, a wrong token or a booking not made online. */
export async function ownHold(tenant: string, id: string, token: string): Promise<BookingItem & { online: OnlineHold }> {
  const b = await requireToken(tenant, await getBooking(tenant, id), token);
  if (!b.online) throw new NotFoundError('No such booking');
  return b as BookingItem & { online: OnlineHold };
}

/** The hold still runs: a draft before its end; else 409 HOLD_EXPIRED (released, or past its end and about to be). */
export function requireRunning(b: BookingItem & { online: OnlineHold }, now = new Date()): void {
  if (b.state !== 'draft' || holdExpired(b.online, now)) throw expiredError();
}

/** POST /api/book/{id}/extend: by the hold's length, at most twice, never beyond 45 minutes from its start. */
export async function extendOnlineHold(tenant: string, id: string, token: string, now = new Date()): Promise<BookingItem> {
  const current = await ownHold(tenant, id, token);
  requireRunning(current, now);
  const minutes = (await getSettingsGroup(tenant, 'booking')).values.onlineHoldMinutes;
  return applyBookingChange(holdJob(tenant), id, 'change', (b) => {
    if (!b.online || b.state !== 'draft') throw expiredError();
    const online = extendHold(b.online, now, minutes);
    return { next: { online, optionDate: holdOptionDate(online) }, lastAction: 'extendHold' };
  });
}

/** The checkout started for the hold (its session), written on the booking: the abandoned list and the stats read it. */
export function markCheckout(tenant: string, id: string, sessionId: string): Promise<BookingItem> {
  return applyBookingChange(holdJob(tenant), id, 'change', (b, ctx) => {
    if (!b.online || b.state !== 'draft') throw expiredError();
    const { abortedAt: _aborted, ...online } = b.online;
    void _aborted;
    return { next: { online: { ...online, sessionId, checkoutAt: ctx.now } }, lastAction: 'onlineCheckout' };
  });
}

/**
 * The guest came back through payment/aborted: the checkout counts as abandoned, the hold stays until it ends (the
 * guest may start another checkout). A booking already confirmed or released is answered as it is.
 */
export async function markAborted(tenant: string, id: string, sessionId: string): Promise<BookingItem> {
  const b = await getBooking(tenant, id);
  if (!b?.online) throw new NotFoundError('No such booking');
  if (b.state !== 'draft' || b.online.sessionId !== sessionId || b.online.abortedAt) return b;
  return applyBookingChange(holdJob(tenant), id, 'change', (cur, ctx) =>
    cur.state === 'draft' && cur.online && !cur.online.abortedAt
      ? { next: { online: { ...cur.online, abortedAt: ctx.now } }, lastAction: 'onlineAborted' }
      : { next: {}, unchanged: true },
  );
}
