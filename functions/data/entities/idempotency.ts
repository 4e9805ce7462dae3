import * as z from 'zod';
import { entityKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const IDEMPOTENCY_ENTITY = 'REQUEST_IDEMPOTENCY';
/** An Idempotency-Key record: pk `T#<tenant>#IDEMPOTENCY#<sha256 of principal, endpoint and key>`. */
export const requestIdempotencyKey = (tenant: string, scopeHash: string) => entityKey(tenant, 'IDEMPOTENCY', scopeHash);
/** The Powertools persistence partition of one event consumer (events/lib/idempotency.ts). */
export const consumerIdempotencyPk = (consumer: string) => `G#IDEMPOTENCY#${consumer}`;

export const ZRequestIdempotencyItem = z.object({
  status: z.enum(['IN_PROGRESS', 'COMPLETED']),
  claimId: z.string().optional(),
  requestHash: z.string(),
  lockedUntil: z.number().optional(),
  expiresAt: z.number(),
  answer: z.unknown().optional(),
});
export const requestIdempotencyItem = itemCodec(IDEMPOTENCY_ENTITY, ZRequestIdempotencyItem);

export const idempotencyModels: EntityModel[] = [
  {
    module: 'idempotency',
    entityType: IDEMPOTENCY_ENTITY,
    description: 'A request with an Idempotency-Key: claim, then the answer replayed for 24 h.',
    keys: { table: { pk: 'T#<tenant>#IDEMPOTENCY#<sha256 of principal, endpoint and key>', sk: 'ROOT' } },
    access: ['claim: Put with condition', 'replay: Get', 'complete: Update'],
  },
  {
    module: 'idempotency',
    entityType: '(none: Powertools record)',
    description: 'An event already handled by a consumer (AWS Lambda Powertools idempotency), per consumer.',
    keys: { table: { pk: 'G#IDEMPOTENCY#<consumer>', sk: '<consumer>#<md5 of the event id>' } },
    access: ['Powertools: conditional Put, Get, Update, Delete'],
  },
];
