import { ulid } from 'ulid';
import type { ScheduledRow } from '../../../shared/api/mail-schedules';
import type { MailSchedule } from '../../../shared/domain/mail/schedule';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import { allMailSchedules, listMailPlans, listMailSent, mailSchedules } from '../../data/mail-schedules';
import { mailRecordId } from '../../data/mail-queue';
import { requestMail } from '../request';
import { scheduleMail } from './mail';

/** What the schedules will send when (pending plans from `from`) and what they sent (newest first). */
export async function scheduledOf(tenant: string, from: string, size: number): Promise<{ upcoming: ScheduledRow[]; sent: ScheduledRow[] }> {
  const [plans, sent, rules] = await Promise.all([listMailPlans(tenant, from, size * 2), listMailSent(tenant, size), allMailSchedules(tenant)]);
  const names = new Map(rules.map((r) => [r.id, r.name]));
  const named = (rule: string) => (names.has(rule) ? { ruleName: names.get(rule)! } : {});
  return {
    upcoming: plans
      .filter((p) => p.state === 'pending')
      .slice(0, size)
      .map((p) => ({
        rule: p.rule,
        ...named(p.rule),
        booking: p.booking,
        ...(p.bookingNo ? { bookingNo: p.bookingNo } : {}),
        at: p.at,
        state: 'pending' as const,
      })),
    sent: sent.map((s) => ({
      rule: s.rule,
      ...named(s.rule),
      booking: s.booking,
      ...(s.bookingNo ? { bookingNo: s.bookingNo } : {}),
      at: s.at,
      state: 'sent' as const,
      recipient: s.recipient,
      address: s.address,
      sentAt: s.sentAt,
    })),
  };
}

/**
 * The rule's mail, once, to the operator with a real booking's data (`test`): a new key each time and no claim, so the
 * booking's own mail is untouched. The mail goes through the queue like every other.
 */
export async function sendTestMail(tenant: string, ruleId: string, bookingId: string, to: string | undefined) {
  const rule = await mailSchedules.get(tenant, ruleId);
  if (!rule) throw new NotFoundError(`Mail schedule ${ruleId} not found`);
  const booking = await getBooking(tenant, bookingId);
  if (!booking) throw new NotFoundError(`Booking ${bookingId} not found`);
  if (!to) throw new ValidationError('No address to send the test to: give `to`', [{ path: 'body.to', message: 'Required' }]);
  const key = `schedule-test:${ruleId}:${bookingId}:${ulid()}`;
  const mail = await scheduleMail(tenant, rule as MailSchedule, booking, { id: 'test', kind: 'staff', address: to }, key, 'mail-schedule-test');
  await requestMail(tenant, mail);
  return { to, booking: booking.id, bookingNo: booking.bookingNo, mail: mailRecordId(key) };
}
