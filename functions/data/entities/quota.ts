import * as z from 'zod';
import { globalKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** Calls of one key in one window: pk `G#QUOTA#<key>#<window start>`. */
export const quotaKey = (key: string, windowStart: number) => globalKey('QUOTA', `${key}#${windowStart}`);

export const ZQuotaItem = z.object({ calls: z.number(), expiresAt: z.number() });
/** Written by an UpdateExpression (ADD calls): its entityType and keys come from here. */
export const quotaItem = itemCodec('QUOTA', ZQuotaItem);

export const quotaModels: EntityModel[] = [
  {
    module: 'quota',
    entityType: 'QUOTA',
    description: 'Request quota counter of one key and window; removed by TTL.',
    keys: { table: { pk: 'G#QUOTA#<key>#<window start>', sk: 'ROOT' } },
    access: ['count a call: Update ADD with a limit condition'],
  },
];
