import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ZUser, type User } from '../../shared/domain/staff/user';
import { db, tableName } from './client';
import { credentialKey, emailLookupKey } from './entities/user';
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
  const key = emailLookupKey(opts.clubTenant ?? '', email, opts.clubTenant !== undefined);
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return res.Item ? { tenant: String(res.Item.tenant), userId: String(res.Item.userId) } : null;
}

export function credentialPut(tenant: string, userId: string, passwordHash: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...credentialKey(tenant, userId), entityType: 'CREDENTIAL', passwordHash, changedAt: new Date().toISOString() },
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
        Item: { ...emailLookupKey(tenant, user.email, user.isClubMember), entityType: 'EMAIL', tenant, userId: id },
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
      Item: { ...emailLookupKey(tenant, user.email, user.isClubMember), entityType: 'EMAIL', tenant, userId: id },
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
  return typeof res.Item?.passwordHash === 'string' ? res.Item.passwordHash : null;
}

export async function setPasswordHash(tenant: string, userId: string, passwordHash: string): Promise<void> {
  await db().send(new PutCommand(credentialPut(tenant, userId, passwordHash).Put!));
}
