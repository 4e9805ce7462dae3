import { Badge, Body1, Button, Caption1, Field, makeStyles, mergeClasses, Select, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, SettingsRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { NOTIFICATION_KINDS, targetPath, type Notification, type NotificationKind } from '../../../../shared/domain/notifications/notification';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { markAllRead, markRead, useNotifications, useNotificationSettings } from '../../data/notifications';
import { useI18n } from '../../hooks/use-i18n';
import { useTenantZone } from '../../hooks/use-tenant-zone';
import { formatDateTime } from '../../i18n/dates';
import { notify, notifyError } from '../../notices/notice-bus';
import { ChooseKindsDialog, KIND_ICONS } from './notification-kinds';
import { kindLabel, notificationText, relativeTime } from './notification-text';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL, marginBottom: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  unread: { borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground2 },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, paddingTop: tokens.spacingVerticalXXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  text: { overflowWrap: 'anywhere' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground2 },
  more: { marginTop: tokens.spacingVerticalM },
  intro: { marginBottom: tokens.spacingVerticalL },
});

/**
 * /notifications (spec 1: events.read): the signed-in user's feed, newest first, with a kind's icon, its text linked to
 * the booking (or the forms board, the mail queue), the time relative and absolute; mark one or all read, filter by kind
 * or unread, and choose the kinds they get (docs/decisions/notifications.md "Screen").
 */
export function NotificationsPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const zone = useTenantZone();
  const [kind, setKind] = useState<NotificationKind | ''>('');
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const feed = useNotifications({ ...(kind ? { kinds: [kind] } : {}), ...(onlyUnread ? { unread: true } : {}) });
  const settings = useNotificationSettings();
  const unread = feed.data?.[0]?.unread ?? 0;
  const [busy, setBusy] = useState(false);

  const readOne = async (n: Notification) => {
    try {
      await markRead(n.id);
      notify({ intent: 'success', key: 'notify.marked' });
    } catch (err) {
      notifyError(err);
    }
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await markAllRead();
      notify({ intent: 'success', key: 'notify.allMarked' });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('notify.title')}>
        <Text data-testid="notify-unread" aria-live="polite">
          {t('notify.unread', { count: unread })}
        </Text>
        <Button icon={<CheckmarkRegular />} disabled={busy || unread === 0} onClick={() => void readAll()} data-testid="notify-mark-all">
          {t('notify.markAllRead')}
        </Button>
        <Button icon={<SettingsRegular />} disabled={!settings.data} onClick={() => setChoosing(true)} data-testid="notify-choose">
          {t('notify.choose')}
        </Button>
      </PageHeader>
      <div className={styles.intro}>
        <Body1>{t('notify.intro')}</Body1>
      </div>
      <div className={styles.filters}>
        <Field label={t('notify.filter')}>
          <Select value={kind} onChange={(_e, d) => setKind(d.value as NotificationKind | '')} data-testid="notify-filter">
            <option value="">{t('notify.filterAll')}</option>
            {(settings.data?.available ?? NOTIFICATION_KINDS).map((k) => (
              <option key={k} value={k}>
                {kindLabel(t, k)}
              </option>
            ))}
          </Select>
        </Field>
        <Switch label={t('notify.onlyUnread')} checked={onlyUnread} onChange={(_e, d) => setOnlyUnread(d.checked)} data-testid="notify-only-unread" />
      </div>
      {feed.isLoading ? <Spinner size="small" /> : null}
      {!feed.isLoading && feed.rows.length === 0 ? (
        <EmptyState message={t(kind || onlyUnread ? 'notify.emptyFiltered' : 'notify.empty')} testId="notify-empty" />
      ) : (
        <ul className={styles.list} data-testid="notify-list">
          {feed.rows.map((n) => {
            const text = notificationText(t, lang, n);
            const path = targetPath(n.target);
            return (
              <li
                key={n.id}
                className={mergeClasses(styles.item, !n.readAt && styles.unread)}
                data-testid="notify-item"
                data-kind={n.kind}
                data-read={n.readAt ? 'true' : 'false'}
              >
                <span className={styles.icon}>{KIND_ICONS[n.kind]}</span>
                <div className={styles.body}>
                  <div className={styles.head}>
                    <Caption1 className={styles.strong}>{kindLabel(t, n.kind)}</Caption1>
                    {n.readAt ? null : (
                      <Badge appearance="tint" color="brand" size="small">
                        {t('notify.new')}
                      </Badge>
                    )}
                  </div>
                  <Body1 className={mergeClasses(styles.text, !n.readAt && styles.strong)}>{path ? <AppLink to={path}>{text}</AppLink> : text}</Body1>
                  <Caption1 className={styles.time}>
                    <time dateTime={n.at} title={formatDateTime(n.at, zone)}>
                      {relativeTime(n.at, lang)}
                    </time>
                    {` · ${formatDateTime(n.at, zone)}`}
                  </Caption1>
                </div>
                {n.readAt ? (
                  <Caption1 className={styles.time}>{t('notify.read')}</Caption1>
                ) : (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<CheckmarkRegular />}
                    aria-label={t('notify.markReadOf', { text })}
                    onClick={() => void readOne(n)}
                    data-testid="notify-mark-read"
                  >
                    {t('notify.markRead')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {feed.more ? (
        <Button className={styles.more} onClick={() => void feed.loadMore()} data-testid="notify-more">
          {t('notify.loadMore')}
        </Button>
      ) : null}
      {choosing && settings.data ? (
        <ChooseKindsDialog open available={settings.data.available} chosen={settings.data.kinds} onClose={() => setChoosing(false)} />
      ) : null}
    </>
  );
}
