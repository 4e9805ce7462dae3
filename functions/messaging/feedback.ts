import * as z from 'zod';
import { changeMailRecord, getMailRecord } from '../data/mail-queue';
import { suppressAddress } from '../data/mail-suppression';

/**
 * SES's bounce and complaint events (docs/decisions/mail-queue.md), as its configuration set's EventBridge destination
 * delivers them: the tenant and the mail queue's record id come back as the message's tags. A permanent bounce or a
 * complaint puts the addresses on the tenant's suppression list and marks the record bounced; a transient bounce is
 * noted on the record only.
 */
const ZTags = z.record(z.string(), z.array(z.string())).default({});
const ZRecipient = z.object({ emailAddress: z.string(), diagnosticCode: z.string().optional() });
export const ZSesFeedback = z.object({
  eventType: z.string(),
  mail: z.object({ messageId: z.string().optional(), tags: ZTags, timestamp: z.string().optional() }),
  bounce: z
    .object({ bounceType: z.string(), bounceSubType: z.string().optional(), bouncedRecipients: z.array(ZRecipient), timestamp: z.string().optional() })
    .optional(),
  complaint: z.object({ complainedRecipients: z.array(ZRecipient), complaintFeedbackType: z.string().optional(), timestamp: z.string().optional() }).optional(),
});
export type SesFeedback = z.infer<typeof ZSesFeedback>;

export type FeedbackOutcome = 'suppressed' | 'noted' | 'ignored';

export async function recordMailFeedback(event: SesFeedback, now = new Date()): Promise<FeedbackOutcome> {
  const tenant = event.mail.tags.tenant?.[0];
  const recordId = event.mail.tags.mail?.[0];
  if (!tenant) return 'ignored';
  const complaint = event.eventType === 'Complaint' && event.complaint;
  const bounce = event.eventType === 'Bounce' && event.bounce;
  if (!complaint && !bounce) return 'ignored';
  const at = (complaint ? complaint.timestamp : bounce ? bounce.timestamp : undefined) ?? now.toISOString();
  const hard = complaint || (bounce && bounce.bounceType === 'Permanent');
  const recipients = complaint ? complaint.complainedRecipients : bounce ? bounce.bouncedRecipients : [];
  const detail = complaint
    ? (complaint.complaintFeedbackType ?? 'complaint')
    : bounce
      ? [bounce.bounceType, bounce.bounceSubType].filter(Boolean).join('/')
      : '';
  const error = `${complaint ? 'complaint' : 'bounce'} (${detail}): ${recipients.map((r) => [r.emailAddress, r.diagnosticCode].filter(Boolean).join(' ')).join(', ')}`;
  if (hard)
    for (const r of recipients)
      await suppressAddress(tenant, {
        address: r.emailAddress,
        reason: complaint ? 'complaint' : 'bounce',
        detail,
        at,
        ...(recordId ? { mail: recordId } : {}),
      });
  const record = recordId ? await getMailRecord(tenant, recordId) : null;
  const outcome = complaint ? 'complaint' : 'bounce';
  // A redelivered event is noted once.
  if (record && !record.history.some((h) => h.at === at && h.outcome === outcome)) {
    await changeMailRecord(tenant, record.id, {
      ...(hard ? { state: 'bounced' as const } : {}),
      attempt: { at, outcome, code: detail, error },
      fields: { lastError: error, lastCode: detail },
    });
  }
  return hard ? 'suppressed' : 'noted';
}
