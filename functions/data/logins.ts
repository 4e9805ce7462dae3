import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client';
import { loginItem, loginKey, loginsPk } from './entities/login';
import { queryPages } from './paging';

/**
 * Successful sign-ins, newest first: one item per sign-in in `T#<tenant>#LOGIN` with a ulid sort key (time
 * ordered), removed by DynamoDB's TTL after 90 days. Sign-ins are rare next to other writes, so one
 * partition per tenant is far from its limits.
 */
export const LOGIN_TTL_DAYS = 90;

export interface LoginRecord {
  id: string;
  userId: string;
  email: string;
  name: string;
  userType: string;
  at: string;
  ip?: string;
  userAgent?: string;
  club: boolean;
}

export async function recordLogin(tenant: string, login: Omit<LoginRecord, 'id' | 'at'>, now = new Date()): Promise<void> {
  const id = ulid(now.getTime());
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...loginItem.toItem(loginKey(tenant, id), { id, ...login, userAgent: login.userAgent?.slice(0, 300), at: now.toISOString() }),
        expiresAt: Math.floor(now.getTime() / 1000) + LOGIN_TTL_DAYS * 86400,
      },
    }),
  );
}

/** The newest sign-ins (of one user, when given): reads newest first until enough are found. */
export async function listLogins(tenant: string, opts: { userId?: string; limit: number }): Promise<LoginRecord[]> {
  const data: LoginRecord[] = [];
  const pages = queryPages(() => ({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': loginsPk(tenant), ...(opts.userId ? { ':u': opts.userId } : {}) },
    ...(opts.userId ? { FilterExpression: 'userId = :u' } : {}),
    ScanIndexForward: false,
    Limit: opts.userId ? 200 : opts.limit - data.length,
  }));
  for await (const res of pages) {
    for (const i of res.Items ?? []) {
      if (data.length >= opts.limit) break;
      data.push(loginItem.fromItem(i));
    }
    if (data.length >= opts.limit) break;
  }
  return data;
}
