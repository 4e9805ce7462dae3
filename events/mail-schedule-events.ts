import * as z from 'zod';
import { defineEvent } from './event';

/**
 * A mail schedule's rule was created, changed or deleted (written in the rule's own transaction): the plan consumer
 * re-plans the bookings still ahead for it (docs/decisions/mail-schedules.md).
 */
export const MailScheduleChanged = defineEvent('mail.schedule-changed', { rule: z.string() });

/**
 * A (rule, booking) is due: its one-time job fired. `at` is the moment it was planned for; the consumer re-reads the
 * booking and the rule and sends only when the moment still holds and the rule still applies.
 */
export const MailScheduleDue = defineEvent('mail.schedule-due', { rule: z.string(), bookingId: z.string(), at: z.string() });
