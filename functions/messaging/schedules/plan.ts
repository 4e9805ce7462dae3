import { MailScheduleDue } from '../../../events/mail-schedule-events';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { decide, type MailSchedule } from '../../../shared/domain/mail/schedule';
import { addDays } from '../../../shared/calendar-date';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { allMailSchedules, bookingsFrom, deleteMailPlan, getMailPlan, mailSchedules, putMailPlan, rulePlans } from '../../data/mail-schedules';
import { getTenant } from '../../data/tenants';
import { cancelJob, jobName, scheduleJob } from '../../platform/index';

/**
 * Where a (rule, booking) stands (docs/decisions/mail-schedules.md): on every change of the booking (its events) and
 * of the rule, the plan is put with its ONE job (named per rule and booking, so a moved date replaces it), or taken
 * away with its job. A plan that was sent or skipped is final: the (rule, booking) never sends twice.
 */

/** The consumer the jobs go to (events/registry.ts). */
export const SCHEDULE_CONSUMER = 'mail-schedule';
/** How far back the re-plan of a rule looks at arrivals (a departure or milestone rule of a stay that started before). */
export const REPLAN_DAYS_BACK = 60;

export const scheduleJobName = (tenant: string, rule: string, booking: string) => jobName('msched', tenant, rule, booking);

/** The job's event: a fixed id per rule, booking and moment, so a repeated delivery is the same event. */
export function scheduleMessage(tenant: string, rule: string, bookingId: string, at: string) {
  const detail = { eventId: `msched-${tenant}-${rule}-${bookingId}-${at}`, tenant, occurredAt: at, rule, bookingId, at };
  MailScheduleDue.schema.parse(detail);
  return { detailType: MailScheduleDue.detailType, detail };
}

export async function zoneOf(tenant: string): Promise<string> {
  return (await getTenant(tenant))?.timezone ?? DEFAULT_TIMEZONE;
}

export type PlanOutcome = 'waiting' | 'now' | 'removed' | 'final' | 'none';

/** Plans one (rule, booking) at `now`. */
export async function planOne(tenant: string, rule: MailSchedule, booking: BookingItem, zone: string, now: Date): Promise<PlanOutcome> {
  const current = await getMailPlan(tenant, rule.id, booking.id);
  if (current && current.state !== 'pending') return 'final';
  const decision = decide(rule, booking, zone, now, current ?? undefined);
  if (decision.kind === 'none') {
    if (!current) return 'none';
    await cancelJob(scheduleJobName(tenant, rule.id, booking.id));
    await deleteMailPlan(tenant, rule.id, booking.id);
    return 'removed';
  }
  if (current?.at !== decision.at) {
    await putMailPlan(tenant, {
      rule: rule.id,
      booking: booking.id,
      bookingNo: booking.bookingNo,
      at: decision.at,
      state: 'pending',
      updatedAt: now.toISOString(),
    });
    await scheduleJob({
      name: scheduleJobName(tenant, rule.id, booking.id),
      dueAt: decision.at,
      target: SCHEDULE_CONSUMER,
      message: scheduleMessage(tenant, rule.id, booking.id, decision.at),
    });
  }
  return decision.kind === 'wait' ? 'waiting' : 'now';
}

/** Every rule of the tenant for one booking (its created, changed or cancelled event). */
export async function planBooking(tenant: string, bookingId: string, now = new Date()): Promise<Record<string, PlanOutcome>> {
  // Most tenants have no rule: one Query and done (a seed or an import sends thousands of booking events).
  const rules = await allMailSchedules(tenant);
  const out: Record<string, PlanOutcome> = {};
  if (rules.length === 0) return out;
  const [booking, zone] = await Promise.all([getBooking(tenant, bookingId), zoneOf(tenant)]);
  for (const rule of rules) {
    if (!booking) {
      const plan = await getMailPlan(tenant, rule.id, bookingId);
      if (plan?.state === 'pending') {
        await cancelJob(scheduleJobName(tenant, rule.id, bookingId));
        await deleteMailPlan(tenant, rule.id, bookingId);
        out[rule.id] = 'removed';
      }
      continue;
    }
    out[rule.id] = await planOne(tenant, rule, booking, zone, now);
  }
  return out;
}

/**
 * One rule for the bookings ahead (its changed event): the bookings arriving from REPLAN_DAYS_BACK days ago on (one
 * bounded range of the list index), and the rule's pending plans (a deleted rule's are taken away).
 */
export async function planRule(tenant: string, ruleId: string, now = new Date()): Promise<number> {
  const [rule, zone] = await Promise.all([mailSchedules.get(tenant, ruleId), zoneOf(tenant)]);
  let touched = 0;
  const seen = new Set<string>();
  if (rule) {
    for await (const booking of bookingsFrom(tenant, addDays(now.toISOString().slice(0, 10), -REPLAN_DAYS_BACK))) {
      seen.add(booking.id);
      if ((await planOne(tenant, rule as MailSchedule, booking, zone, now)) !== 'none') touched++;
    }
  }
  for (const plan of await rulePlans(tenant, ruleId)) {
    if (plan.state !== 'pending' || seen.has(plan.booking)) continue;
    const booking = rule ? await getBooking(tenant, plan.booking) : null;
    if (rule && booking) await planOne(tenant, rule as MailSchedule, booking, zone, now);
    else {
      await cancelJob(scheduleJobName(tenant, ruleId, plan.booking));
      await deleteMailPlan(tenant, ruleId, plan.booking);
    }
    touched++;
  }
  return touched;
}
