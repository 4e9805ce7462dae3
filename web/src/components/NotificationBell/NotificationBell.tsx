import { Button, makeStyles, tokens } from '@fluentui/react-components';
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
  // A badge of its own rather than Fluent's CounterBadge and Tooltip: those brought 20 KB (positioning, motion) into
  // the staff app's first load (test/e2e/first-load.e2e.test.ts).
  badge: {
    position: 'absolute',
    top: '-2px',
    right: '-4px',
    minWidth: '16px',
    height: '16px',
    paddingInline: '4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '16px',
    textAlign: 'center',
    pointerEvents: 'none',
  },
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
      <Button
        as="a"
        href="/notifications"
        appearance="subtle"
        className={styles.button}
        icon={<AlertRegular />}
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate('/notifications');
        }}
      />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </span>
  );
}
