import { scheduleExtraEndpoints, schedulesResource } from '../../../shared/api/tours';
import { scheduleNights } from '../../../shared/domain/inventory/schedule';
import { AppError, ForbiddenError } from '../../../shared/errors';
import { schedules } from '../../data/assets';
import { action } from '../../lib/http';
import { resourceWriter } from '../../lib/resource-engine';
import { overlapMessage, scheduleOptions } from './master-data';
import { addDays, mayUse, schedulesOverlapping, schedulesStarting, type ScheduleEntity } from './schedule-data';

/**
 * The day `years` on that falls on the same weekday as `date`, nearest to the same calendar date (at most three
 * days away): a Saturday departure stays a Saturday departure (docs/decisions.md, "Inventory master data").
 */
export function sameWeekdayYearsOn(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), Math.min(d.getUTCDate(), 28)));
  // Day 29-31 of a shorter month: count from day 28 and add the rest, so Feb 29 lands on Feb 28 / Mar 1 as the calendar does.
  target.setUTCDate(target.getUTCDate() + (d.getUTCDate() - Math.min(d.getUTCDate(), 28)));
  const shift = ((((d.getUTCDay() - target.getUTCDay() + 3) % 7) + 7) % 7) - 3;
  return addDays(target.toISOString().slice(0, 10), shift);
}

const sameTrip = (a: ScheduleEntity, b: { tour: string; vessel: string; from: string; to: string }) =>
  a.tour === b.tour && a.vessel === b.vessel && a.from === b.from && a.to === b.to;

const writer = resourceWriter(schedulesResource, schedules, scheduleOptions);

export const copyAction = action(scheduleExtraEndpoints.copy, async ({ tenant, params, body, principal }) => {
  if (body.asset && !mayUse(principal, { vessel: body.asset })) throw new ForbiddenError();
  const originals = (await schedulesStarting(tenant, params.from, params.to)).filter((s) => (!body.asset || s.vessel === body.asset) && mayUse(principal, s));
  const data: ScheduleEntity[] = [];
  const skipped: Array<{ schedule: string; reason: string }> = [];
  for (const original of originals) {
    const from = sameWeekdayYearsOn(original.from, body.addyear);
    const wanted = { ...original, from, to: addDays(from, scheduleNights(original)) };
    // A replay finds the copy it made before and answers it again instead of copying twice.
    const existing = (await schedulesOverlapping(tenant, wanted.from, wanted.to, { vessel: original.vessel })).find((s) => sameTrip(s, wanted));
    if (existing) {
      data.push(existing);
      continue;
    }
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = wanted;
    // Copies made in this call count too, whatever the list index already shows.
    const clash =
      wanted.status === 'active' && data.find((c) => c.status === 'active' && c.vessel === wanted.vessel && c.from < wanted.to && c.to > wanted.from);
    if (clash) {
      skipped.push({ schedule: original.id, reason: overlapMessage(clash) });
      continue;
    }
    try {
      data.push(await writer.create(tenant, fields, { principal }));
    } catch (error) {
      if (!(error instanceof AppError) || error.message !== 'SCHEDULE_OVERLAP') throw error;
      skipped.push({ schedule: original.id, reason: error.description });
    }
  }
  return { data, skipped };
});
