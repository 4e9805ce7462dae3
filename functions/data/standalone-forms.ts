import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import {
  guestTokenItem,
  guestTokenKey,
  standaloneLinkItem,
  standaloneLinkKey,
  standaloneLinksPk,
  standalonePartition,
  type StandaloneLinkItem,
} from './entities/guest-form';
import { hashGuestToken } from './guest-forms';

/**
 * Standalone form links (docs/decisions/forms.md "Standalone forms"): the link item in the tenant's list partition and
 * its token's lookup (the guest links' item, `booking` = `S-<linkId>`). The answers are the booking forms' answer
 * items in `T#<tenant>#GUESTFORMS#S-<linkId>` (functions/data/guest-forms.ts `bookingForms`, `putAnswers`).
 */

/** The link and its token's lookup, in one transaction. */
export async function putStandaloneLink(tenant: string, link: StandaloneLinkItem, token: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: standaloneLinkItem.toItem(standaloneLinkKey(tenant, link.id), link),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: guestTokenItem.toItem(guestTokenKey(hashGuestToken(token)), {
              tenant,
              booking: standalonePartition(link.id),
              guest: 'standalone',
              generation: 1,
            }),
          },
        },
      ],
    }),
  );
}

export async function getStandaloneLink(tenant: string, id: string): Promise<StandaloneLinkItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: standaloneLinkKey(tenant, id), ConsistentRead: true }));
  return res.Item ? standaloneLinkItem.fromItem(res.Item) : null;
}

/** Every link of the tenant: ONE Query of the list partition (paged through). */
export async function listStandaloneLinks(tenant: string): Promise<StandaloneLinkItem[]> {
  const out: StandaloneLinkItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': standaloneLinksPk(tenant), ':sk': 'LINK#' },
        ExclusiveStartKey,
      }),
    );
    out.push(...(res.Items ?? []).map((i) => standaloneLinkItem.fromItem(i)));
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/** Revokes a link: the item says so and the token's lookup goes, in one transaction. */
export async function revokeStandaloneLink(tenant: string, link: StandaloneLinkItem, token: string): Promise<StandaloneLinkItem> {
  const next = { ...link, revoked: true };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: standaloneLinkItem.toItem(standaloneLinkKey(tenant, link.id), next) } },
        { Delete: { TableName: tableName(), Key: guestTokenKey(hashGuestToken(token)) } },
      ],
    }),
  );
  return next;
}

/** One more respondent submitted (an Update ADD: concurrent submits at the counter both count). */
export async function countSubmission(tenant: string, id: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: standaloneLinkKey(tenant, id),
      UpdateExpression: 'ADD submissions :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
