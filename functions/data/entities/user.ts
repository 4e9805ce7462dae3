import * as z from 'zod';
import { entityKey, entityPk, globalKey } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const CREDENTIAL_SK = 'CREDENTIAL';
/** A user's password hash, in the user's partition. */
export const credentialKey = (tenant: string, userId: string) => ({ pk: entityPk(tenant, 'USER', userId), sk: CREDENTIAL_SK });
/**
 * Who signs in with an e-mail address: staff addresses are unique across tenants (global `G#EMAIL#`),
 * club members per tenant (`T#<tenant>#CLUBEMAIL#`).
 */
export function emailLookupKey(tenant: string, email: string, clubMember: boolean) {
  const normalized = email.trim().toLowerCase();
  return clubMember ? entityKey(tenant, 'CLUBEMAIL', normalized) : globalKey('EMAIL', normalized);
}

export const ZCredentialItem = z.object({ passwordHash: z.string(), changedAt: z.string() });
/** `pendingUntil` only on the lookup of an unconfirmed self-registration (functions/identity/auth/register.ts). */
export const ZEmailItem = z.object({ tenant: z.string(), userId: z.string(), pendingUntil: z.number().optional() });
export const credentialItem = itemCodec('CREDENTIAL', ZCredentialItem);
export const emailItem = itemCodec('EMAIL', ZEmailItem);

export const userModels: EntityModel[] = [
  {
    module: 'user',
    entityType: 'CREDENTIAL',
    description: "A user's password hash (never in a read of the user).",
    keys: { table: { pk: 'T#<tenant>#USER#<userId>', sk: CREDENTIAL_SK } },
    access: ['sign-in: Get', 'set with the user write'],
  },
  {
    module: 'user',
    entityType: 'EMAIL',
    description: 'Staff e-mail address to tenant and user (unique across tenants).',
    keys: { table: { pk: 'G#EMAIL#<email>', sk: 'ROOT' } },
    access: ['sign-in by e-mail: Get', 'attribute_not_exists keeps it unique'],
  },
  {
    module: 'user',
    entityType: 'EMAIL',
    description: 'Club member e-mail address to user (unique per tenant).',
    keys: { table: { pk: 'T#<tenant>#CLUBEMAIL#<email>', sk: 'ROOT' } },
    access: ['sign-in by e-mail: Get', 'attribute_not_exists keeps it unique'],
  },
];
