import { Body1, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { bookingHistoryEndpoints as api, type HistoryDiff } from '../../../../shared/api/booking-history';
import type { Booking } from '../../../../shared/api/bookings';
import type { Translate } from '../../../../shared/i18n/core';
import { callEndpoint } from '../../api/endpoint-client';
import { isMessageKey } from '../../i18n/dictionary';
import { useI18n } from '../../hooks/use-i18n';
import { useTenantZone } from '../../hooks/use-tenant-zone';
import { formatDateTime } from '../../i18n/dates';

/**
 * The booking file's history (docs/decisions.md, "Booking history"): each version with who, when and what, its
 * differences in words (GET {id}/history/diff, in the UI's language); and the bar that says someone else changed the
 * open booking (GET etag/{id}, polled every 20 s while the page is visible and on focus), with a reload: no silent
 * overwrite of what the operator sees.
 */

/** How often the open file asks whether the booking changed (only while the tab is visible). */
export const ETAG_POLL_MS = 20_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalM },
  // Block-level: the head and its changes (or "No visible change") are lines of their own, never glued together.
  head: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  note: { display: 'block', color: tokens.colorNeutralForeground3 },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The action's words: the history's own (create, changeDates…), else the booking file's button label, else its name. */
const actionLabel = (action: string, t: Translate) => {
  const key = [`booking.history.action.${action}`, `booking.action.${action}`].find(isMessageKey);
  return key ? t(key) : action;
};

/**
 * The History section: newest version first, each with its changes in words, up to the version on screen (a newer one
 * is announced by BookingChangedBar and shown after its reload, so the file and its history never disagree).
 */
export function BookingHistory({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  // When, as the other screens say it: DD.MM.YYYY HH:mm in the operator's (tenant's) zone, not UTC.
  const zone = useTenantZone();
  const diffs = useSWR(['bookings.historyDiff', booking.id, booking.version, lang], () =>
    callEndpoint(api.diff, { params: { id: booking.id }, query: { lang } } as never),
  );
  const title = t('booking.history.title');
  return (
    <section className={styles.root} aria-label={title} data-testid="booking-history">
      <Subtitle1 as="h2">{title}</Subtitle1>
      {diffs.error ? (
        <Body1 className={styles.muted} data-testid="booking-history-error">
          {t('booking.history.loadError')}
        </Body1>
      ) : !diffs.data ? (
        <Spinner size="tiny" label={t('booking.history.loading')} />
      ) : (
        <ol className={styles.list}>
          {diffs.data.data
            .filter((d: HistoryDiff) => d.version <= booking.version)
            .map((d: HistoryDiff) => (
              <li key={d.version} className={styles.entry} data-testid={`booking-history-v${d.version}`}>
                <Body1 className={styles.head}>
                  {t('booking.history.entry', { version: d.version, at: formatDateTime(d.at, zone), by: d.byName ?? d.by ?? t('booking.history.system') })}
                  {' · '}
                  {actionLabel(d.action, t)}
                </Body1>
                {d.changes.length ? (
                  <ul className={styles.changes}>
                    {d.changes.map((c, i) => (
                      <li key={i} data-field={c.field}>
                        {c.text}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Body1 className={styles.note} data-testid="booking-history-no-change">
                    {t('booking.history.noChanges')}
                  </Body1>
                )}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}

/** "Changed by X — reload" when the server holds a newer version than the one on screen. */
export function BookingChangedBar({ booking, onReload }: { booking: Booking; onReload: () => void }) {
  const { t } = useI18n();
  const etag = useSWR(['bookings.etag', booking.id], () => callEndpoint(api.etag, { params: { id: booking.id } }), {
    refreshInterval: ETAG_POLL_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const newer = etag.data && etag.data.version > booking.version ? etag.data : undefined;
  // Who made it: the newest history entry names the user (the etag carries the id only, to stay one small read).
  const latest = useSWR(newer ? ['bookings.history', booking.id, newer.version] : null, () => callEndpoint(api.history, { params: { id: booking.id } }));
  if (!newer) return null;
  const head = latest.data?.data[0];
  const name = head?.byName ?? newer.updatedBy ?? t('booking.history.system');
  return (
    <MessageBar intent="warning" data-testid="booking-changed" aria-live="polite">
      <MessageBarBody>
        {t('booking.history.changedBy', { bookingNo: booking.bookingNo, name, action: actionLabel(newer.lastAction ?? 'change', t) })}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onReload} data-testid="booking-changed-reload">
          {t('booking.history.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
