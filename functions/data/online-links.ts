import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { onlineLinksItem, onlineLinksKey, type OnlineLinksItem } from './entities/online-links';

/** The links a confirmed online booking's confirmation mail named (functions/data/entities/online-links.ts). */
export async function putOnlineLinks(tenant: string, booking: string, links: Omit<OnlineLinksItem, 'at'>): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: onlineLinksItem.toItem(onlineLinksKey(tenant, booking), { ...links, at: new Date().toISOString() }) }),
  );
}

/** The links the confirmation named, or null before its consumer ran. */
export async function getOnlineLinks(tenant: string, booking: string): Promise<OnlineLinksItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: onlineLinksKey(tenant, booking) }));
  return res.Item ? onlineLinksItem.fromItem(res.Item) : null;
}
