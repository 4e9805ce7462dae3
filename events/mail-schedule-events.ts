import * as z from 'zod';
import { defineEvent } from './event';

/**
 * Mail schedules' work (docs/decisions/mail-schedules.md), one event for both kinds so the registry (in every bundle
 * that writes the outbox) grows by one definition: with `bookingId` and `at` a (rule, booking)'s job fired at the
 * moment it was planned for (the consumer re-reads both and sends only when the rule still applies); with the rule
 * only, the rule was created, changed or deleted (written in its own transaction) and the bookings ahead are re-planned.
 */
export const MailScheduleDue = defineEvent('mail.schedule-due', { rule: z.string(), bookingId: z.string().optional(), at: z.string().optional() });
