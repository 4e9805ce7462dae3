import { notificationEndpoints as api } from '../../../shared/api/notifications';
import { action, readAction, type BoundAction } from '../../lib/http';
import { chooseKinds, feedPage, markEveryRead, markOneRead, settingsOf, unreadCount } from './feed';

/** GET/POST /api/events/notifications…: the caller's own feed (docs/decisions/notifications.md "API"). */
export const notificationActions: BoundAction[] = [
  readAction(api.list, ({ principal, query }) =>
    feedPage(principal, {
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.kinds?.length ? { kinds: query.kinds } : {}),
      ...(query.unread ? { unread: true } : {}),
    }),
  ),
  readAction(api.count, ({ principal }) => unreadCount(principal)),
  action(api.markRead, ({ principal, params }) => markOneRead(principal, params.id)),
  action(api.markAllRead, ({ principal }) => markEveryRead(principal)),
  readAction(api.settings, ({ principal }) => settingsOf(principal)),
  action(api.saveSettings, ({ principal, body }) => chooseKinds(principal, body.kinds)),
];
