import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { NOTIFICATION_KINDS, ZNotification, ZNotificationKind, type Notification } from '../domain/notifications/notification';

/*
 * The notifications feed (issue 26, docs/decisions/notifications.md): spec 2 "Others" names api/events/notifications
 * (scope events.read). Each signed-in user reads their own feed: a page newest first with the unread count, marks one
 * or all read, and chooses which kinds they get. `markRead/{id}` of the bookings' lifecycle (spec 2) is another call:
 * it marks a booking's OTA update read (the channel area's), not a notification.
 */

export { ZNotification, type Notification };

export const NOTIFICATIONS_PAGE = 25;

export const ZNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE),
  /** The `next` of the page before. */
  cursor: ZId.optional(),
  /** Only these kinds (comma-separated). */
  kinds: z
    .string()
    .max(500)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v.split(',').filter((k) => k !== '');
      const unknown = list.filter((k) => !(NOTIFICATION_KINDS as readonly string[]).includes(k));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown kinds: ${unknown.join(', ')}` });
      return list as z.infer<typeof ZNotificationKind>[];
    }),
  /** Only unread items. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZUnread = z.object({ unread: z.number().int().min(0) });

export const ZNotificationsPage = z.object({
  data: z.array(ZNotification),
  /** More items after this page: pass as `cursor`. */
  next: z.string().optional(),
  unread: z.number().int().min(0),
});
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;

/** The kinds a user gets (all but the ones switched off), and the kinds they may choose among. */
export const ZNotificationSettings = z.object({
  kinds: z.array(ZNotificationKind),
  available: z.array(ZNotificationKind),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

const tags = ['notifications'];
const scopes = ['events.read'];

export const notificationEndpoints = {
  list: endpoint({
    id: 'notifications.list',
    method: 'GET',
    path: '/api/events/notifications',
    resource: 'notifications',
    scopes,
    tags,
    summary: "The caller's notifications, newest first (ONE Query of their feed), with their unread count; filtered by kinds or unread",
    input: { query: ZNotificationsQuery },
    output: ZNotificationsPage,
  }),
  count: endpoint({
    id: 'notifications.count',
    method: 'GET',
    path: '/api/events/notifications/count',
    resource: 'notifications',
    scopes,
    tags,
    summary: "The caller's unread count (ONE Get): the header's badge asks it once a minute",
    input: {},
    output: ZUnread,
  }),
  markRead: endpoint({
    id: 'notifications.markRead',
    method: 'POST',
    path: '/api/events/notifications/markRead/{id}',
    resource: 'notifications',
    scopes,
    tags,
    summary: "Marks one of the caller's notifications read (again: nothing changes); answers the unread count (404: not in their feed)",
    input: { params: z.object({ id: ZId }) },
    output: ZUnread,
  }),
  markAllRead: endpoint({
    id: 'notifications.markAllRead',
    method: 'POST',
    path: '/api/events/notifications/markRead',
    resource: 'notifications',
    scopes,
    tags,
    summary: 'Marks every unread notification of the caller read; answers the unread count (0 unless one arrived meanwhile)',
    input: {},
    output: ZUnread,
  }),
  settings: endpoint({
    id: 'notifications.settings',
    method: 'GET',
    path: '/api/events/notifications/settings',
    resource: 'notifications',
    scopes,
    tags,
    summary: 'The kinds of notifications the caller gets',
    input: {},
    output: ZNotificationSettings,
  }),
  saveSettings: endpoint({
    id: 'notifications.saveSettings',
    method: 'POST',
    path: '/api/events/notifications/settings',
    resource: 'notifications',
    scopes,
    tags,
    summary: 'Chooses the kinds the caller gets from now on (the feed keeps what arrived before)',
    input: { body: z.strictObject({ kinds: z.array(ZNotificationKind).max(NOTIFICATION_KINDS.length) }) },
    output: ZNotificationSettings,
  }),
};
