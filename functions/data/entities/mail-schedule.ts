import * as z from 'zod';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const MAIL_PLAN = 'MAILPLAN';
export const MAIL_SENT = 'MAILSENT';

/**
 * A (rule, booking) of the mail schedules (docs/decisions/mail-schedules.md): when it is due and what came of it.
 * pk `T#<tenant>#MAILPLAN#<rule>` (a rule's plans: one Query), sk the booking; gsi1 `T#<tenant>#MAILPLAN`,
 * `<at>#<rule>#<booking>` (the scheduled list by due time).
 */
export const mailPlanKey = (tenant: string, rule: string, booking: string) => ({ pk: `${listPk(tenant, MAIL_PLAN)}#${rule}`, sk: booking });
export const mailPlanRulePk = (tenant: string, rule: string) => `${listPk(tenant, MAIL_PLAN)}#${rule}`;
export const mailPlanListPk = (tenant: string) => listPk(tenant, MAIL_PLAN);
export const mailPlanListSk = (at: string, rule: string, booking: string) => `${at}#${rule}#${booking}`;
export const ZMailPlan = z.object({
  rule: z.string(),
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  at: z.string(),
  state: z.enum(['pending', 'done', 'skipped']),
  /** Why nothing (more) was sent: the condition that failed when it fired. */
  reason: z.string().optional(),
  updatedAt: z.string(),
});
export type MailPlan = z.infer<typeof ZMailPlan>;
export const mailPlanItem = itemCodec(MAIL_PLAN, ZMailPlan, ['tenant']);

/**
 * The claim of one (rule, booking, recipient): written with the mail's request in one transaction, conditioned on
 * not existing, so a mail is requested once or never. pk `T#<tenant>#MAILSENT#<rule>#<booking>`, sk the recipient;
 * gsi1 `T#<tenant>#MAILSENT`, `<sentAt>#<rule>#<booking>#<recipient>` (the sent list, newest first).
 */
export const mailSentKey = (tenant: string, rule: string, booking: string, recipient: string) => ({
  pk: `${listPk(tenant, MAIL_SENT)}#${rule}#${booking}`,
  sk: recipient,
});
export const mailSentListPk = (tenant: string) => listPk(tenant, MAIL_SENT);
export const ZMailSent = z.object({
  rule: z.string(),
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  recipient: z.string(),
  address: z.string(),
  sentAt: z.string(),
  /** The moment the rule was due for the booking when it sent. */
  at: z.string(),
  mailKey: z.string(),
});
export type MailSent = z.infer<typeof ZMailSent>;
export const mailSentItem = itemCodec(MAIL_SENT, ZMailSent, ['tenant']);

export const mailScheduleModels: EntityModel[] = [
  {
    module: 'mail-schedule',
    entityType: MAIL_PLAN,
    description: "A mail schedule's (rule, booking): when it is due, pending, done or skipped (docs/decisions/mail-schedules.md).",
    keys: { table: { pk: 'T#<tenant>#MAILPLAN#<rule>', sk: '<booking>' }, gsi1: { pk: 'T#<tenant>#MAILPLAN', sk: '<at>#<rule>#<booking>' } },
    access: ['put or moved when the booking or the rule changes', "a rule's plans: Query", 'the scheduled list: Query gsi1 from a time'],
  },
  {
    module: 'mail-schedule',
    entityType: MAIL_SENT,
    description: 'The claim of a (rule, booking, recipient): written once, with the mail request, in one transaction.',
    keys: {
      table: { pk: 'T#<tenant>#MAILSENT#<rule>#<booking>', sk: '<recipient>' },
      gsi1: { pk: 'T#<tenant>#MAILSENT', sk: '<sentAt>#<rule>#<booking>#<recipient>' },
    },
    access: ['Put attribute_not_exists with the mail request', 'the sent list: Query gsi1, newest first'],
  },
];
