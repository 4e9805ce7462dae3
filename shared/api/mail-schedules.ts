import * as z from 'zod';
import { ZMailSchedule } from '../domain/mail/schedule-rule';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';

/*
 * Mail schedules (Lambda `mailschedule`, functions/messaging/schedules/; docs/decisions/mail-schedules.md): the rules
 * (/api/mailschedule, the generic resource calls), `scheduled` (what will be sent when, and what was sent) and `test`
 * (one mail to the operator with a real booking's data). Spec 1: /config/mailschedule and /config/mailscheduled are
 * mailschedule.read (feature mailScheduler); writing a rule and the test mail take mail.update.
 */
export const MAIL_SCHEDULE_READ_SCOPES = ['mailschedule.read', 'mail.update'] as const;
export const MAIL_SCHEDULE_WRITE_SCOPES = ['mail.update'] as const;

export const mailSchedulesResource = defineResource({
  name: 'mailschedule',
  owner: 'mailschedule',
  entityType: 'MAILSCHEDULE',
  schema: ZMailSchedule,
  scopes: { read: MAIL_SCHEDULE_READ_SCOPES, create: MAIL_SCHEDULE_WRITE_SCOPES, update: MAIL_SCHEDULE_WRITE_SCOPES, delete: MAIL_SCHEDULE_WRITE_SCOPES },
  sorts: { name: (r) => r.name, anchor: (r) => `${r.anchor} ${r.name}`, updatedAt: (r) => r.updatedAt },
  searchText: (r) => `${r.name} ${r.anchor}`,
  filters: { active: { type: 'boolean', label: 'active' }, anchor: { type: 'string', label: 'anchor' } },
  csv: [
    { key: 'id', header: 'id', value: (r) => r.id },
    { key: 'name', header: 'name', value: (r) => r.name },
    { key: 'anchor', header: 'anchor', value: (r) => r.anchor },
    { key: 'offsetDays', header: 'offsetDays', value: (r) => r.offsetDays },
    { key: 'time', header: 'time', value: (r) => r.time },
    { key: 'active', header: 'active', value: (r) => r.active },
  ],
  copy: (r) => ({ ...r, name: `${r.name} (copy)`, active: false }),
  title: (r) => r.name,
  sample: (n) => ({ name: `7 days before arrival ${n}`, anchor: 'arrival' as const, offsetDays: -7, time: '09:00', recipients: ['lead' as const] }),
});

export const ZScheduledRow = z.object({
  rule: z.string(),
  ruleName: z.string().optional(),
  booking: z.string(),
  bookingNo: z.number().int().optional(),
  /** When it is (or was) due. */
  at: z.string(),
  state: z.enum(['pending', 'done', 'skipped', 'sent']),
  reason: z.string().optional(),
  /** Sent rows: to whom and when. */
  recipient: z.string().optional(),
  address: z.string().optional(),
  sentAt: z.string().optional(),
});
export type ScheduledRow = z.infer<typeof ZScheduledRow>;

const tags = ['mail'];
const base = { resource: 'mailschedule', tags } as const;

export const mailScheduleExtraEndpoints = {
  scheduled: endpoint({
    ...base,
    id: 'mailschedule.scheduled',
    method: 'GET',
    path: '/api/mailschedule/scheduled',
    scopes: MAIL_SCHEDULE_READ_SCOPES,
    summary:
      'What the schedules will send when (`upcoming`: pending plans from `from`, default now, by due time) and what they sent ' +
      '(`sent`: newest first); each row names its rule and booking. Bounded: at most `size` rows of each.',
    input: {
      query: z.strictObject({
        from: z.iso.datetime().optional(),
        size: z.coerce.number().int().min(1).max(200).default(50),
      }),
    },
    output: z.object({ upcoming: z.array(ZScheduledRow), sent: z.array(ZScheduledRow) }),
  }),
  test: endpoint({
    ...base,
    id: 'mailschedule.test',
    method: 'POST',
    path: '/api/mailschedule/{id}/test',
    scopes: MAIL_SCHEDULE_WRITE_SCOPES,
    summary:
      "Sends the rule's mail once to the operator (`to`, default the signed-in user's address) with a real booking's data; " +
      'no claim is taken, so the booking still gets its own mail when the rule is due',
    input: {
      params: z.object({ id: ZId }),
      body: z.strictObject({ booking: z.string().trim().min(1).max(100), to: z.email().optional() }),
    },
    output: z.object({ to: z.string(), booking: z.string(), bookingNo: z.number().int(), mail: z.string() }),
  }),
};
