import * as z from 'zod';
import { ZNotificationKind, ZNotificationParams, ZNotificationTarget, NOTIFICATION_KINDS } from '../../../shared/domain/notifications/notification';
import { ZAssetRef } from '../../../shared/auth/principal';
import { entityPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * A user's notifications feed (issue 26; docs/decisions/notifications.md): fanned out per user when a fact happens,
 * so a page of the feed is ONE Query of the user's partition and the unread count ONE Get of its state item.
 */
export const NOTIFICATION = 'NOTIFICATION';
export const NOTIFY_STATE = 'NOTIFYSTATE';

export const notifyPk = (tenant: string, user: string) => entityPk(tenant, 'NOTIFY', user);
/** A feed item; `id` sorts by time (newest last), so the feed reads newest first with ScanIndexForward false. */
export const notificationKey = (tenant: string, user: string, id: string) => ({ pk: notifyPk(tenant, user), sk: `N#${id}` });
/** The user's unread count and the kinds they switched off. */
export const notifyStateKey = (tenant: string, user: string) => ({ pk: notifyPk(tenant, user), sk: 'STATE' });
export const NOTIFICATION_SK_PREFIX = 'N#';

export const ZNotificationItem = z.object({
  id: z.string(),
  /** The fact's identity (the same fact told twice writes one item). */
  fact: z.string(),
  kind: ZNotificationKind,
  at: z.string(),
  params: ZNotificationParams,
  target: ZNotificationTarget.optional(),
  asset: ZAssetRef.optional(),
  readAt: z.string().optional(),
  /** Removed by DynamoDB's TTL (epoch seconds): the feed keeps 90 days. */
  expiresAt: z.number().int().optional(),
});
export type NotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotifyStateItem = z.object({
  unread: z.number().int().default(0),
  /** Kinds the user switched off (new kinds are on for everybody). */
  off: z.array(z.enum(NOTIFICATION_KINDS)).default([]),
});
export type NotifyStateItem = z.infer<typeof ZNotifyStateItem>;

export const notificationItem = itemCodec(NOTIFICATION, ZNotificationItem);
export const notifyStateItem = itemCodec(NOTIFY_STATE, ZNotifyStateItem);

export const notificationModels: EntityModel[] = [
  {
    module: 'notification',
    entityType: NOTIFICATION,
    description: "One item of a user's notifications feed: the fact's kind, display values, link and read mark (TTL 90 days).",
    keys: { table: { pk: 'T#<tenant>#NOTIFY#<userId>', sk: 'N#<time-sortable id of the fact>' } },
    access: [
      "a page of the user's feed, newest first: ONE Query (kinds and unread filtered in it)",
      'fan-out: Put attribute_not_exists with the unread count raised, one transaction per user',
      'mark read: Update if unread, with the unread count lowered, one transaction',
    ],
  },
  {
    module: 'notification',
    entityType: NOTIFY_STATE,
    description: "A user's notification state: the unread count and the kinds switched off.",
    keys: { table: { pk: 'T#<tenant>#NOTIFY#<userId>', sk: 'STATE' } },
    access: ["the header's badge: ONE Get", "the fan-out reads the tenant's users' states: ONE BatchGet"],
  },
];
