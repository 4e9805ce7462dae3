import { notificationEndpoints as api, type NotificationsPage } from '../../../shared/api/notifications';
import type { NotificationKind } from '../../../shared/domain/notifications/notification';
import { callEndpoint } from '../api/endpoint-client';
import { keys } from './keys';
import { revalidate } from './revalidate';
import { usePagedRead, useRead } from './use-read';

/**
 * The signed-in user's notifications (docs/decisions/notifications.md): the feed page by page and the kinds they get;
 * a read mark or a choice revalidates them all, the header's count (components/NotificationBell) with them.
 */

export type FeedFilters = { kinds?: NotificationKind[]; unread?: boolean };

/** GET /api/events/notifications page by page, newest first. */
export function useNotifications(filters: FeedFilters) {
  const query = { ...(filters.kinds?.length ? { kinds: filters.kinds.join(',') } : {}), ...(filters.unread ? { unread: 'true' } : {}) };
  return usePagedRead<NotificationsPage['data'][number], NotificationsPage>(keys.notifications.list(query), (next) =>
    callEndpoint(api.list, { query: { ...query, ...(next ? { cursor: next } : {}) } }),
  );
}

export function useNotificationSettings() {
  return useRead(keys.notifications.settings(), () => callEndpoint(api.settings));
}

export async function markRead(id: string): Promise<void> {
  await callEndpoint(api.markRead, { params: { id } });
  await revalidate(keys.notifications.all());
}

export async function markAllRead(): Promise<void> {
  await callEndpoint(api.markAllRead);
  await revalidate(keys.notifications.all());
}

export async function chooseKinds(kinds: NotificationKind[]): Promise<void> {
  await callEndpoint(api.saveSettings, { body: { kinds } });
  await revalidate(keys.notifications.all());
}
