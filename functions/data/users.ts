import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ZUser, type User } from '../../shared/domain/staff/user';
import { db, tableName } from './client';
import { credentialItem, credentialKey, emailItem, emailLookupKey } from './entities/user';
import { masterDataKey, masterDataPk } from './entities/master-data';
import { Repository } from './repository';
import type { TransactItem } from './transactions';

export const users = new Repository({
  type: 'USER',
  schema: ZUser,
  sortKey: (u) => u.name,
  // The orders of the users list (shared/api/users.ts): name on gsi1, e-mail on gsi2, last change on gsi3.
  extraSortKeys: [(u) => u.email, (u) => u.updatedAt],
  searchText: (u) => `${u.name} ${u.email}`,
  history: true,
});

export { emailLookupKey };

export interface EmailOwner {
  tenant: string;
  userId: string;
}

export async function findUserByEmail(email: string, opts: { clubTenant?: string } = {}): Promise<EmailOwner | null> {
  const held = await readEmailLookup(opts.clubTenant ?? '', email, opts.clubTenant !== undefined);
  return held ? { tenant: held.tenant, userId: held.userId } : null;
}

/** The e-mail lookup of an address as stored (with `pendingUntil` of an unconfirmed registration), or null. */
export async function readEmailLookup(tenant: string, email: string, clubMember: boolean, consistent = false) {
  const Key = emailLookupKey(tenant, email, clubMember);
  const res = await db().send(new GetCommand({ TableName: tableName(), Key, ...(consistent ? { ConsistentRead: true } : {}) }));
  return res.Item ? emailItem.fromItem(res.Item) : null;
}

/**
 * The e-mail lookup of an unconfirmed self-registration, held until `pendingUntil`: claims a free
 * address, or takes over one whose previous registration `replacing` has lapsed (unchanged since read).
 */
export function pendingEmailLookupPut(
  tenant: string,
  id: string,
  user: Pick<User, 'email' | 'isClubMember'>,
  pendingUntil: number,
  replacing?: { userId: string; pendingUntil?: number },
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: emailItem.toItem(emailLookupKey(tenant, user.email, user.isClubMember), { tenant, userId: id, pendingUntil }),
      ...(replacing
        ? {
            ConditionExpression: 'userId = :old AND pendingUntil = :until',
            ExpressionAttributeValues: { ':old': replacing.userId, ':until': replacing.pendingUntil },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

/** The key of a user item and its partition (history, credential). */
export const userKey = (tenant: string, id: string) => masterDataKey(tenant, 'USER', id);
export const userPk = (tenant: string, id: string) => masterDataPk(tenant, 'USER', id);

/** The transaction item deleting an unconfirmed account (one confirmed meanwhile fails the condition; one already gone passes). */
export function unverifiedUserDelete(tenant: string, userId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: userKey(tenant, userId),
      ConditionExpression: 'attribute_not_exists(pk) OR verified = :no',
      ExpressionAttributeValues: { ':no': false },
    },
  };
}

export function credentialPut(tenant: string, userId: string, passwordHash: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: credentialItem.toItem(credentialKey(tenant, userId), { passwordHash, changedAt: new Date().toISOString() }),
    },
  };
}

/** The items that create a user: the user, its unique e-mail lookup and, when given, its password hash. */
export async function userCreateItems(tenant: string, id: string, user: User, passwordHash?: string): Promise<TransactItem[]> {
  return [...users.createItems(tenant, id, user).items, ...lookupAndCredential(tenant, id, user, passwordHash)];
}

function lookupAndCredential(tenant: string, id: string, user: User, passwordHash?: string): TransactItem[] {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: emailItem.toItem(emailLookupKey(tenant, user.email, user.isClubMember), { tenant, userId: id }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  if (passwordHash) items.push(credentialPut(tenant, id, passwordHash));
  return items;
}

/** Creates a user with its e-mail lookup (unique, or 409) and, when given, its password hash. */
export async function createUser(tenant: string, id: string, user: User, passwordHash?: string) {
  const also = lookupAndCredential(tenant, id, user, passwordHash);
  return users.create(tenant, id, user, { also, describeAlso: (i) => (i === 0 ? `the e-mail address ${user.email} is already in use` : 'credential exists') });
}

/** The e-mail lookup of a user, claimed for it: 409 when the address belongs to someone else. */
export function emailLookupPut(tenant: string, id: string, user: Pick<User, 'email' | 'isClubMember'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: emailItem.toItem(emailLookupKey(tenant, user.email, user.isClubMember), { tenant, userId: id }),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
      ExpressionAttributeValues: { ':id': id },
    },
  };
}

/** Frees a user's e-mail lookup (only if it is still the user's). */
export function emailLookupDelete(tenant: string, id: string, user: Pick<User, 'email' | 'isClubMember'>): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: emailLookupKey(tenant, user.email, user.isClubMember),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
      ExpressionAttributeValues: { ':id': id },
    },
  };
}

export function credentialDelete(tenant: string, userId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: credentialKey(tenant, userId) } };
}

export async function getPasswordHash(tenant: string, userId: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: credentialKey(tenant, userId) }));
  return res.Item ? credentialItem.fromItem(res.Item).passwordHash : null;
}

export async function setPasswordHash(tenant: string, userId: string, passwordHash: string): Promise<void> {
  await db().send(new PutCommand(credentialPut(tenant, userId, passwordHash).Put!));
}
