import * as z from 'zod';
import { entityKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export type OneTimeTokenKind = 'RESET' | 'VERIFY';
/** A token by the hash of its value: pk `T#<tenant>#<RESET|VERIFY>#<sha256>`. */
export const oneTimeTokenKey = (tenant: string, kind: OneTimeTokenKind, tokenHash: string) => entityKey(tenant, kind, tokenHash);
/** A user's open tokens in the collection index: gsi1pk `T#<tenant>#USERTOKEN#<userId>`, gsi1sk `<kind>`. */
export const userTokensPk = (tenant: string, userId: string) => listPk(tenant, `USERTOKEN#${userId}`);
export const oneTimeTokenIndexKey = (tenant: string, userId: string, kind: OneTimeTokenKind) => ({ gsi1pk: userTokensPk(tenant, userId), gsi1sk: kind });

export const ZOneTimeTokenItem = z.object({ userId: z.string(), expiresAt: z.number() });
export const oneTimeTokenItem = (kind: OneTimeTokenKind) => itemCodec(kind, ZOneTimeTokenItem);

export const oneTimeTokenModels: EntityModel[] = (['RESET', 'VERIFY'] as const).map((kind) => ({
  module: 'one-time-token',
  entityType: kind,
  description: `A one-time ${kind === 'RESET' ? 'password reset' : 'e-mail verification'} token (hash only); removed by TTL.`,
  keys: { table: { pk: `T#<tenant>#${kind}#<sha256 of the token>`, sk: 'ROOT' }, gsi1: { pk: 'T#<tenant>#USERTOKEN#<userId>', sk: kind } },
  access: ['redeem: Delete with condition (once only)', "void a user's tokens on password change: Query collection index"],
}));
