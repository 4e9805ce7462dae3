import { addDays } from '../../../shared/calendar-date';
import { actorPrincipal, system } from '../../../shared/auth/actor';
import { ConflictError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { applyBookingChange } from '../bookings/lifecycle/apply';
import { depositPaid } from '../../../shared/domain/booking/payment-status';
import { todoFlags } from '../../../shared/domain/booking/todos';
import { deleteOptionSchedule, putOptionSchedule } from './option-schedules';
import { tellOwner } from './notify';

/**
 * Options that expire (docs/decisions.md, "Option expiry and waiting list"): a draft holds its inventory until the
 * end of its option date (UTC); then its schedule fires and `expireOption` frees it through the lifecycle's change
 * primitive (history, inventory released in the same transaction, lastAction `expire`) and tells its owner.
 */

/** The instant an option expires: the end of its option date, i.e. the next day 00:00 UTC. */
export const optionExpiresAt = (optionDate: string) => `${addDays(optionDate, 1)}T00:00:00.000Z`;

/** When a draft's option ends: an online hold at its instant (docs/decisions/online-holds.md), an option at the end of its day. */
export const expiresAt = (b: Pick<BookingItem, 'online'> & { optionDate: string }): string => b.online?.until ?? optionExpiresAt(b.optionDate);

/** The job acting for an expiry (shared/auth/actor.ts): may update every booking of the tenant, audited as `system`. */
const expiryPrincipal = (tenant: string) => actorPrincipal(system(tenant, 'option-expiry'));

/** Puts (or replaces) the schedule of a draft with an option date; removes it for any other booking. */
export async function syncOptionSchedule(tenant: string, bookingId: string): Promise<'scheduled' | 'removed'> {
  const b = await getBooking(tenant, bookingId);
  if (b?.state === 'draft' && b.optionDate !== undefined) {
    await putOptionSchedule(tenant, b.id, b.optionDate, expiresAt({ ...b, optionDate: b.optionDate }), b.online?.until);
    return 'scheduled';
  }
  await deleteOptionSchedule(tenant, bookingId);
  return 'removed';
}

/**
 * Whether the draft is still due to expire: a draft with this option date past its end. An online hold with money on
 * it is never released by the scheduler: the payment's confirmation takes it (functions/booking/online/hold/confirm.ts).
 */
const stillDue = (b: BookingItem | null, optionDate: string, now: Date): boolean =>
  b?.state === 'draft' && b.optionDate === optionDate && now.toISOString() >= expiresAt({ ...b, optionDate }) && !(b.online && (b.received ?? []).length > 0);

export type ExpiryOutcome = 'expired' | 'skipped' | 'kept';

/** The owner's todo on an option kept because its deposit is paid (one per option date). */
export const keptTodoId = (optionDate: string) => `option-kept-${optionDate}`;

/**
 * An option whose deposit is fully paid is not freed at its expiry (docs/decisions.md, "Payments on bookings"): it
 * stays a draft holding its rooms and its owner gets a todo to confirm it (once per option date).
 */
async function keepPaidOption(tenant: string, bookingId: string, optionDate: string, now: Date): Promise<ExpiryOutcome> {
  const today = now.toISOString().slice(0, 10);
  await applyBookingChange(expiryPrincipal(tenant), bookingId, 'solveTodo', (b, ctx) => {
    if (!stillDue(b, optionDate, now) || (b.todo ?? []).some((t) => t.id === keptTodoId(optionDate))) return { next: {}, unchanged: true };
    const todo = [
      ...(b.todo ?? []),
      {
        id: keptTodoId(optionDate),
        group: 'payment',
        text: `Option expired on ${optionDate} with its deposit paid: confirm it or free it`,
        due: today,
        open: true,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ];
    return { next: { todo, ...todoFlags(todo, today) }, lastAction: 'optionKept' };
  });
  return 'kept';
}

/**
 * Frees the option if it is still a draft with this option date and the date has passed; otherwise (confirmed,
 * cancelled, freed already, option date moved, fired early) changes nothing. A redelivery after the free (the
 * owner's mail failed) only tells the owner again.
 */
export async function expireOption(tenant: string, bookingId: string, optionDate: string, now = new Date()): Promise<ExpiryOutcome> {
  const current = await getBooking(tenant, bookingId);
  if (!stillDue(current, optionDate, now)) {
    if (current?.state === 'freed' && current.expiredOption === optionDate && current.lastAction === 'expire') {
      await tellOwner(tenant, current, 'expired');
      return 'expired';
    }
    return 'skipped';
  }
  if (current && !current.online && depositPaid(current)) return keepPaidOption(tenant, bookingId, optionDate, now);
  let freed: BookingItem;
  try {
    freed = await applyBookingChange(expiryPrincipal(tenant), bookingId, 'free', (b, ctx) =>
      stillDue(b, optionDate, now) && (b.online !== undefined || !depositPaid(b))
        ? {
            next: {
              previousState: b.state,
              freedDate: ctx.now,
              expiredOption: optionDate,
              ...(b.online ? { online: { ...b.online, expiredAt: ctx.now } } : {}),
            },
            lastAction: 'expire',
          }
        : { next: {}, unchanged: true },
    );
  } catch (err) {
    // Confirmed or cancelled in between: the state machine refuses free; the option is not ours to expire any more.
    if (err instanceof ConflictError) return 'skipped';
    throw err;
  }
  if (freed.state !== 'freed') return 'skipped';
  await tellOwner(tenant, freed, 'expired');
  return 'expired';
}
