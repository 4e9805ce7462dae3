import * as z from 'zod';
import { entityKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const SESSION = 'SESSION';
/** A session by its token id: pk `T#<tenant>#SESSION#<jti>`. */
export const sessionKey = (tenant: string, jti: string) => entityKey(tenant, SESSION, jti);
/** A user's sessions in the collection index: gsi1pk `T#<tenant>#USERSESSION#<userId>`, gsi1sk `<jti>`. */
export const userSessionsPk = (tenant: string, userId: string) => listPk(tenant, `USERSESSION#${userId}`);
export const sessionIndexKey = (tenant: string, userId: string, jti: string) => ({ gsi1pk: userSessionsPk(tenant, userId), gsi1sk: jti });

export const ZSessionItem = z.object({ userId: z.string(), expiresAt: z.number(), createdAt: z.string(), scopes: z.array(z.string()).optional() });
export const sessionItem = itemCodec(SESSION, ZSessionItem);

export const sessionModels: EntityModel[] = [
  {
    module: 'session',
    entityType: SESSION,
    description: 'An open sign-in session (token id); removed by TTL at expiry.',
    keys: { table: { pk: 'T#<tenant>#SESSION#<jti>', sk: 'ROOT' }, gsi1: { pk: 'T#<tenant>#USERSESSION#<userId>', sk: '<jti>' } },
    access: ['session of a token: consistent Get', "a user's sessions (logout everywhere, scope changes): Query collection index"],
  },
];
