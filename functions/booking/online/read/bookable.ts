import { NotFoundError } from '../../../../shared/errors';
import { read } from '../../../data/readers';
import { requireInWidget, type GuestCall } from './guest';
import type { ScheduleOf } from './inventory';

/** A departure the guest may book: active, visible, of a visible active tour the widget sells, not yet sailed. */
export async function bookableSchedule(call: GuestCall, id: string): Promise<ScheduleOf> {
  const s = await read.schedules.get(call.tenant, id);
  if (!s || s.status !== 'active' || !s.isVisible || s.from < call.today) throw new NotFoundError(`No departure ${id} to book`);
  const tour = await read.tours.get(call.tenant, s.tour);
  if (!tour || !tour.isActive || !tour.isVisible) throw new NotFoundError(`No departure ${id} to book`);
  requireInWidget(call, { vessel: s.vessel, tour: s.tour });
  return s;
}
