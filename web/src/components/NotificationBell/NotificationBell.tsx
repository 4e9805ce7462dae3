import { Button, CounterBadge, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import useSWR from 'swr';
import { callRoute } from '../../api/endpoint-client';
import { firstEndpoints } from '../../api/first-endpoints';
import { keys } from '../../data/keys';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';

/** How often the badge asks the unread count (ONE Get on the server): no heavier poll. */
export const COUNT_REFRESH_MS = 60_000;

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', transform: 'translate(25%, -15%)', pointerEvents: 'none' },
  button: { minWidth: '32px', color: tokens.colorNeutralForeground2 },
});

/**
 * The header's bell with the unread count (docs/decisions/notifications.md "Screen"): a link to /notifications whose
 * name says the count; loaded after the first render (AppHeader), only for users who may read notifications.
 */
export function NotificationBell() {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const { data } = useSWR(keys.notifications.count(), () => callRoute(firstEndpoints.notificationCount), {
    refreshInterval: COUNT_REFRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications');
  return (
    <span className={styles.wrap}>
      <Tooltip content={label} relationship="description">
        <Button
          as="a"
          href="/notifications"
          appearance="subtle"
          className={styles.button}
          icon={<AlertRegular />}
          aria-label={label}
          data-testid="notification-bell"
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            navigate('/notifications');
          }}
        />
      </Tooltip>
      {unread > 0 ? (
        <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" aria-hidden data-testid="notification-count" />
      ) : null}
    </span>
  );
}
