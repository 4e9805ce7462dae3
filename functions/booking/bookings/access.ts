import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { ForbiddenError, NotFoundError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { requireAssetRef as requireAsset } from '../../lib/asset-limit';

/** Who may touch a booking, and the retry pacing of its writes (shared by create and every lifecycle change). */

/** Attempts of a write that lost a race (booking number, gender item, header version, transaction conflict). */
export const MAX_ATTEMPTS = 10;
/** A transaction holds at most 100 actions. */
export const MAX_ACTIONS = 100;

/** Whether the caller acts for its agency only (agencies.self without the staff scope of the operation). */
export function agencyOnly(principal: Principal, staffScope: string): boolean {
  return !passes(principal, staffScope);
}

/** 403 unless the caller may see this booking (agency users: their agency's; asset-limited users: their assets'). */
export async function requireAccess(principal: Principal, booking: BookingItem, staffScope: string): Promise<void> {
  if (agencyOnly(principal, staffScope) && (!principal.agencyId || booking.agency !== principal.agencyId)) throw new ForbiddenError();
  if (booking.resort !== undefined) requireAsset(principal, { type: 'resort', ref: booking.resort });
  if (booking.schedule !== undefined && principal.assets?.length) {
    const schedule = await read.schedules.get(principal.tenant, booking.schedule);
    if (schedule) requireAsset(principal, { type: 'vessel', ref: schedule.vessel });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Small jittered backoff, growing with the attempt (at most ~80 ms). */
export const backoff = (attempt: number) => sleep(Math.random() * Math.min(80, 5 * 2 ** attempt));

/** GET /api/bookings/{id}: 404 for an unknown booking, 403 without access. */
export async function readBooking(principal: Principal, id: string): Promise<BookingItem> {
  const booking = await getBooking(principal.tenant, id);
  if (!booking) throw new NotFoundError(`booking ${id} does not exist`);
  await requireAccess(principal, booking, 'bookings.read');
  return booking;
}
