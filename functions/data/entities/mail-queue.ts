import * as z from 'zod';
import { ZMailQueueRecord } from '../../../shared/domain/mail/queue';
import { entityKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const MAIL_QUEUE = 'MAILQUEUE';
export const MAIL_SUPPRESSION = 'MAILSUPPRESSION';

/** A mail's record: pk `T#<tenant>#MAILQUEUE#<id>` (id: a hash of the mail's key). */
export const mailRecordKey = (tenant: string, id: string) => entityKey(tenant, MAIL_QUEUE, id);
/** The tenant's mails by request time (collection index): gsi1pk `T#<tenant>#MAILQUEUE`, gsi1sk `<requestedAt>#<id>`. */
export const mailListPk = (tenant: string) => listPk(tenant, MAIL_QUEUE);
/** A booking's mails (second index): gsi2pk `T#<tenant>#MAILQUEUE#B#<booking>`, same sort key. */
export const bookingMailsPk = (tenant: string, booking: string) => `${listPk(tenant, MAIL_QUEUE)}#B#${booking}`;
export const mailListSk = (requestedAt: string, id: string) => `${requestedAt}#${id}`;

export const mailRecordItem = itemCodec(MAIL_QUEUE, ZMailQueueRecord, ['tenant']);

/** An address on the tenant's suppression list: pk `T#<tenant>#MAILSUPPRESSION`, sk the address in lower case. */
export const suppressionPk = (tenant: string) => listPk(tenant, MAIL_SUPPRESSION);
export const ZSuppression = z.object({
  address: z.string(),
  reason: z.enum(['bounce', 'complaint', 'manual']),
  /** The bounce's type and subtype or the complaint's feedback type, as SES reports them. */
  detail: z.string().optional(),
  at: z.string(),
  /** The mail whose bounce or complaint put it on the list. */
  mail: z.string().optional(),
});
export type Suppression = z.infer<typeof ZSuppression>;
export const suppressionItem = itemCodec(MAIL_SUPPRESSION, ZSuppression, ['tenant']);

export const mailQueueModels: EntityModel[] = [
  {
    module: 'mail-queue',
    entityType: MAIL_QUEUE,
    description: 'A mail of the queue: its description, state, tries and last error (docs/decisions/mail-queue.md).',
    keys: {
      table: { pk: 'T#<tenant>#MAILQUEUE#<id>', sk: 'ROOT' },
      gsi1: { pk: 'T#<tenant>#MAILQUEUE', sk: '<requestedAt>#<id>' },
      gsi2: { pk: 'T#<tenant>#MAILQUEUE#B#<booking>', sk: '<requestedAt>#<id>' },
    },
    access: [
      'written with the outbox item in the causing transaction (Update, if_not_exists)',
      'updated by the send consumer after each try; cancel and resend (conditioned on the state)',
      "the list between two times: Query gsi1 BETWEEN, newest first; a booking's mails: Query gsi2",
    ],
  },
  {
    module: 'mail-queue',
    entityType: MAIL_SUPPRESSION,
    description: 'An address the tenant no longer sends to (a hard bounce, a complaint or staff).',
    keys: { table: { pk: 'T#<tenant>#MAILSUPPRESSION', sk: '<address>' } },
    access: ['put by the SES feedback consumer', 'BatchGet of the recipients before a send', 'the list: Query, paged', 'remove: Delete'],
  },
];
