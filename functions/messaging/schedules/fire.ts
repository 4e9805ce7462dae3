import { dueAt, mismatch, type MailSchedule } from '../../../shared/domain/mail/schedule';
import { getBooking } from '../../data/bookings';
import { claimScheduledMail, deleteMailPlan, getMailPlan, mailSchedules, putMailPlan } from '../../data/mail-schedules';
import { mailPut } from '../request';
import { addresseesOf, scheduleMail } from './mail';
import { planOne, zoneOf } from './plan';

export type FireOutcome = 'sent' | 'skipped' | 'moved' | 'stale' | 'final' | 'gone';

/** The send-once key of a (rule, booking, recipient). */
export const scheduleMailKey = (rule: string, booking: string, recipient: string) => `schedule:${rule}:${booking}:${recipient}`;

/**
 * A (rule, booking)'s job fired (docs/decisions/mail-schedules.md): the plan, the rule and the booking are read again
 * and the conditions checked NOW (state, filters, paid); a moment that moved later re-plans, one that fails skips for
 * good. Each recipient's mail is requested with its claim in ONE transaction conditioned on the claim, so a second
 * firing, a redelivery, or a consumer that died after the send requests nothing twice. The plan is marked done last.
 */
export async function fireSchedule(
  tenant: string,
  ruleId: string,
  bookingId: string,
  at: string,
  now = new Date(),
  /** Called after each mail's request committed (tests: a consumer that dies right after a send). */
  afterMail?: (recipient: string) => void,
): Promise<{ outcome: FireOutcome; mailed: string[] }> {
  const none = (outcome: FireOutcome) => ({ outcome, mailed: [] as string[] });
  const plan = await getMailPlan(tenant, ruleId, bookingId);
  if (!plan) return none('stale');
  if (plan.state !== 'pending') return none('final');
  if (plan.at !== at) return none('stale');
  const [rule, booking, zone] = await Promise.all([mailSchedules.get(tenant, ruleId), getBooking(tenant, bookingId), zoneOf(tenant)]);
  if (!rule) {
    await deleteMailPlan(tenant, ruleId, bookingId);
    return none('gone');
  }
  const nowIso = now.toISOString();
  const finish = (state: 'done' | 'skipped', reason?: string) => putMailPlan(tenant, { ...plan, state, ...(reason ? { reason } : {}), updatedAt: nowIso });
  if (!booking) {
    await finish('skipped', 'deleted');
    return none('skipped');
  }
  const moment = dueAt(rule as MailSchedule, booking, zone);
  if (moment && moment > nowIso) {
    await planOne(tenant, rule as MailSchedule, booking, zone, now);
    return none('moved');
  }
  const why = moment ? mismatch(rule as MailSchedule, booking, nowIso.slice(0, 10)) : 'no-anchor';
  if (why) {
    await finish('skipped', why);
    return none('skipped');
  }
  const mailed: string[] = [];
  for (const to of await addresseesOf(tenant, rule as MailSchedule, booking)) {
    const key = scheduleMailKey(ruleId, bookingId, to.id);
    const mail = await scheduleMail(tenant, rule as MailSchedule, booking, to, key);
    const sent = { rule: ruleId, booking: bookingId, bookingNo: booking.bookingNo, recipient: to.id, address: to.address, sentAt: nowIso, at, mailKey: key };
    if (await claimScheduledMail(tenant, sent, booking.version, mailPut(tenant, mail, now))) {
      mailed.push(to.id);
      afterMail?.(to.id);
    }
  }
  await finish('done');
  return { outcome: 'sent', mailed };
}
