import type { NotificationsPage, NotificationSettings } from '../../../shared/api/notifications';
import { isAdmin, type Principal } from '../../../shared/auth/principal';
import { ADMIN_ONLY_KINDS, NOTIFICATION_KINDS, type Notification, type NotificationKind } from '../../../shared/domain/notifications/notification';
import { ForbiddenError, NotFoundError } from '../../../shared/errors';
import type { NotificationItem } from '../../data/entities/notification';
import { getNotifyState, markAllRead, markNotificationRead, notificationsPage, saveNotifyOff, type FeedQuery } from '../../data/notifications';

/** The caller's own feed: every call reads and writes the partition of the signed-in user only. */
function userOf(principal: Principal): string {
  if (!principal.userId) throw new ForbiddenError();
  return principal.userId;
}

const view = (i: NotificationItem): Notification => ({
  id: i.id,
  fact: i.fact,
  kind: i.kind,
  at: i.at,
  params: i.params,
  ...(i.target ? { target: i.target } : {}),
  ...(i.asset ? { asset: i.asset } : {}),
  ...(i.readAt ? { readAt: i.readAt } : {}),
});

/** A page of the feed and the unread count: ONE Query and ONE Get, side by side. */
export async function feedPage(principal: Principal, q: FeedQuery): Promise<NotificationsPage> {
  const user = userOf(principal);
  const [page, state] = await Promise.all([notificationsPage(principal.tenant, user, q), getNotifyState(principal.tenant, user)]);
  return { data: page.items.map(view), ...(page.next ? { next: page.next } : {}), unread: Math.max(0, state.unread) };
}

export async function unreadCount(principal: Principal): Promise<{ unread: number }> {
  return { unread: Math.max(0, (await getNotifyState(principal.tenant, userOf(principal))).unread) };
}

export async function markOneRead(principal: Principal, id: string, now = new Date().toISOString()): Promise<{ unread: number }> {
  const user = userOf(principal);
  if ((await markNotificationRead(principal.tenant, user, id, now)) === 'missing') throw new NotFoundError(`notification ${id} does not exist`);
  return unreadCount(principal);
}

export async function markEveryRead(principal: Principal, now = new Date().toISOString()): Promise<{ unread: number }> {
  return { unread: Math.max(0, await markAllRead(principal.tenant, userOf(principal), now)) };
}

/** The kinds this user may choose among: admin-only kinds for admins. */
const availableTo = (principal: Principal): NotificationKind[] => NOTIFICATION_KINDS.filter((k) => !ADMIN_ONLY_KINDS.includes(k) || isAdmin(principal));

export async function settingsOf(principal: Principal): Promise<NotificationSettings> {
  const state = await getNotifyState(principal.tenant, userOf(principal));
  const available = availableTo(principal);
  return { kinds: available.filter((k) => !state.off.includes(k)), available };
}

/** The kinds the user gets from now on: every available kind not chosen is switched off. */
export async function chooseKinds(principal: Principal, kinds: readonly NotificationKind[]): Promise<NotificationSettings> {
  const available = availableTo(principal);
  const off = NOTIFICATION_KINDS.filter((k) => !kinds.includes(k));
  const state = await saveNotifyOff(principal.tenant, userOf(principal), off);
  return { kinds: available.filter((k) => !state.off.includes(k)), available };
}
