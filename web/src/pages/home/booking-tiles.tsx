import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { DashboardAnswer, DashboardBooking } from '../../../../shared/api/booking-dashboard';
import { passesAny } from '../../../../shared/auth/permissions';
import { formatDate } from '../../i18n/dates';
import { callRoute } from '../../api/endpoint-client';
import { startEndpoints } from '../../api/first-endpoints';
import { AppLink } from '../../components/AppLink/AppLink';
import { Panel } from '../../components/Panel/Panel';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';

export const useTileStyles = makeStyles({
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  warn: { color: tokens.colorPaletteRedForeground1 },
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  count: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export const formatDay = formatDate;

/** A tile of the start page: a heading (h2), a link to where the work is done, and its body. */
export function Tile({ id, title, link, linkText, children }: { id: string; title: string; link?: string; linkText?: string; children: ReactNode }) {
  const styles = useTileStyles();
  return (
    <Panel className={styles.tile} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={`${id}-title`} className={styles.title}>
          {title}
        </Subtitle2>
        {link && linkText ? <AppLink to={link}>{linkText}</AppLink> : null}
      </div>
      {children}
    </Panel>
  );
}

function BookingLink({ b }: { b: DashboardBooking }) {
  const { t } = useI18n();
  return (
    <AppLink to={`/booking/${encodeURIComponent(b.id)}`} data-testid="dash-booking">
      {t('home.dash.booking', { bookingNo: b.bookingNo ?? '', name: b.customerName ?? '' })}
    </AppLink>
  );
}

function BookingList({ list, empty, detail }: { list: DashboardBooking[]; empty: string; detail?: (b: DashboardBooking) => ReactNode }) {
  const styles = useTileStyles();
  const { t } = useI18n();
  if (list.length === 0) return <Body1 className={styles.muted}>{empty}</Body1>;
  return (
    <ul className={styles.list}>
      {list.map((b) => (
        <li key={b.id} className={styles.item}>
          <BookingLink b={b} />
          {b.noOfPax !== undefined ? <Caption1 className={styles.muted}>{t('home.dash.pax', { count: b.noOfPax })}</Caption1> : null}
          {detail?.(b)}
        </li>
      ))}
    </ul>
  );
}

/** Arrivals or departures: today and tomorrow side by side, each with its count. */
export function MovementsTile({ kind, data }: { kind: 'arrivals' | 'departures'; data: DashboardAnswer }) {
  const styles = useTileStyles();
  const { t } = useI18n();
  const day = (b: DashboardBooking) => (kind === 'arrivals' ? b.checkIn : b.checkOut);
  const list = kind === 'arrivals' ? data.arrivals : data.departures;
  const empty = t(kind === 'arrivals' ? 'home.dash.noArrivals' : 'home.dash.noDepartures');
  const filter = `filter=${encodeURIComponent(JSON.stringify([{ field: kind === 'arrivals' ? 'checkIn' : 'checkOut', op: 'gte', value: data.today }]))}`;
  return (
    <Tile id={`dash-${kind}`} title={t(`home.dash.${kind}`)} link={`/booking/list?${filter}`} linkText={t('home.dash.toList')}>
      <div className={styles.columns}>
        {[data.today, data.tomorrow].map((d, i) => {
          const ofDay = list.filter((b) => day(b) === d);
          const headId = `dash-${kind}-${i}`;
          return (
            <div key={d} role="group" aria-labelledby={headId} data-testid={`dash-${kind}-${i === 0 ? 'today' : 'tomorrow'}`}>
              <Caption1 as="h3" id={headId} className={styles.muted}>
                {t(i === 0 ? 'home.dash.todayCol' : 'home.dash.tomorrowCol')} · {formatDay(d)}
              </Caption1>
              <div className={styles.count} aria-hidden>
                {ofDay.length}
              </div>
              <BookingList list={ofDay} empty={empty} />
            </div>
          );
        })}
      </div>
    </Tile>
  );
}

export function OptionsTile({ data, warningDays }: { data: DashboardAnswer; warningDays: number }) {
  const styles = useTileStyles();
  const { t } = useI18n();
  return (
    <Tile id="dash-options" title={t('home.dash.options')}>
      <BookingList
        list={data.options}
        empty={t('home.dash.noOptions', { days: warningDays })}
        detail={(b) =>
          b.optionDate && b.optionDate < data.today ? (
            <Caption1 className={styles.warn}>{t('home.dash.optionExpired', { date: formatDay(b.optionDate) })}</Caption1>
          ) : (
            <Caption1 className={styles.muted}>{t('home.dash.optionUntil', { date: formatDay(b.optionDate ?? '') })}</Caption1>
          )
        }
      />
    </Tile>
  );
}

/** Waiting bookings whose nights are free again: confirmed with one click (the lifecycle's store). */
export function OfferedTile({ data, onChanged }: { data: DashboardAnswer; onChanged: () => void }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const [busy, setBusy] = useState<string | null>(null);
  const mayConfirm = passesAny(principal, startEndpoints.store.scopes ?? []);
  const confirm = async (b: DashboardBooking) => {
    setBusy(b.id);
    try {
      await callRoute(startEndpoints.store, { params: { id: b.id } });
      notify({ intent: 'success', key: 'home.dash.confirmed', params: { bookingNo: b.bookingNo ?? '' } });
      onChanged();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Tile id="dash-offered" title={t('home.dash.offered')}>
      <BookingList
        list={data.offered}
        empty={t('home.dash.noOffered')}
        detail={(b) =>
          mayConfirm ? (
            <Button
              size="small"
              appearance="primary"
              disabled={busy !== null}
              aria-label={t('home.dash.confirmLabel', { bookingNo: b.bookingNo ?? '' })}
              data-testid="dash-confirm"
              onClick={() => void confirm(b)}
            >
              {t('home.dash.confirm')}
            </Button>
          ) : null
        }
      />
    </Tile>
  );
}
