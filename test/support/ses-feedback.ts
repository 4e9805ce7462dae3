import type { SQSRecord } from 'aws-lambda';
import { sqsRecord } from './sqs';

/**
 * An SES bounce or complaint as the mail-feedback consumer receives it (SES configuration set → EventBridge's default
 * bus → its queue; docs/decisions/mail-queue.md): locally SES (aws-ses-v2-local) reports none, so tests inject one.
 * `mail` is the mail queue's record id SES echoes back as the message's `mail` tag.
 */
export function sesFeedbackRecord(opts: {
  tenant: string;
  mail?: string;
  address: string;
  eventType?: 'Bounce' | 'Complaint';
  bounceType?: 'Permanent' | 'Transient' | 'Undetermined';
  at?: string;
}): SQSRecord {
  const { tenant, mail, address, eventType = 'Bounce', bounceType = 'Permanent', at = '2026-11-29T10:00:00.000Z' } = opts;
  return sqsRecord(
    JSON.stringify({
      source: 'aws.ses',
      'detail-type': eventType === 'Bounce' ? 'Email Bounced' : 'Email Complaint Received',
      detail: {
        eventType,
        mail: { messageId: 'ses-1', tags: { tenant: [tenant], ...(mail ? { mail: [mail] } : {}) } },
        ...(eventType === 'Bounce'
          ? {
              bounce: {
                bounceType,
                bounceSubType: 'General',
                bouncedRecipients: [{ emailAddress: address, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
                timestamp: at,
              },
            }
          : { complaint: { complainedRecipients: [{ emailAddress: address }], complaintFeedbackType: 'abuse', timestamp: at } }),
      },
    }),
  );
}
