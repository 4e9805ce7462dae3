import * as z from 'zod';
import { globalKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/** Failed sign-in counters per account and client, pair and client alone (global, before the tenant is known). */
export const loginFailKeys = (account: string, client: string) => ({
  pair: globalKey('LOGINFAIL', `PAIR#${account}#${client}`),
  client: globalKey('LOGINFAIL', `CLIENT#${client}`),
  account: globalKey('LOGINFAIL', `ACCOUNT#${account}`),
});
/** A client that signed in successfully to an account (skips the pair delay). */
export const loginKnownKey = (account: string, client: string) => globalKey('LOGINKNOWN', `${account}#${client}`);

export const ZLoginFailItem = z.object({ failures: z.number(), lastAt: z.number(), expiresAt: z.number() });
export const ZLoginKnownItem = z.object({ expiresAt: z.number() });
export const loginFailItem = itemCodec('LOGINFAIL', ZLoginFailItem);
export const loginKnownItem = itemCodec('LOGINKNOWN', ZLoginKnownItem);

export const loginThrottleModels: EntityModel[] = [
  {
    module: 'login-throttle',
    entityType: 'LOGINFAIL',
    description: 'Failed sign-ins of an account, a client or both, with growing delays; removed by TTL.',
    keys: { table: { pk: 'G#LOGINFAIL#<PAIR|CLIENT|ACCOUNT>#<account and/or client>', sk: 'ROOT' } },
    access: ['the three counters of a sign-in: BatchGet', 'count a failure: Update ADD', 'reset on success: Delete'],
  },
  {
    module: 'login-throttle',
    entityType: 'LOGINKNOWN',
    description: 'A client known to an account after a successful sign-in; removed by TTL.',
    keys: { table: { pk: 'G#LOGINKNOWN#<account>#<client>', sk: 'ROOT' } },
    access: ['known client: Get', 'put on success'],
  },
];
