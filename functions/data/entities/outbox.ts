import * as z from 'zod';
import { globalKey } from '../keys';
import { OUTBOX_ENTITY } from '../table-definition';
import { itemCodec, type EntityModel } from './entity';

/** An event waiting for the stream forwarder: pk `G#OUTBOX#<eventId>`. */
export const outboxKey = (eventId: string) => globalKey('OUTBOX', eventId);
export { OUTBOX_ENTITY };

export const ZOutboxItem = z.object({ detailType: z.string(), detail: z.record(z.string(), z.unknown()), expiresAt: z.number() });
export const outboxItem = itemCodec(OUTBOX_ENTITY, ZOutboxItem);

export const outboxModels: EntityModel[] = [
  {
    module: 'outbox',
    entityType: OUTBOX_ENTITY,
    description: 'A domain event written in the transaction of its change; the stream forwarder publishes it to EventBridge.',
    keys: { table: { pk: 'G#OUTBOX#<eventId>', sk: 'ROOT' } },
    access: ['put in the business transaction', 'read from the table stream (filtered on entityType)'],
  },
];
