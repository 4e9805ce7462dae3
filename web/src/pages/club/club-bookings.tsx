import {
  Badge,
  Body1,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Subtitle1,
  Subtitle2,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ClubBooking } from '../../../../shared/api/club';
import { AppLink } from '../../components/AppLink/AppLink';
import { useClubBooking, useClubBookings } from '../../data/club';
import { useI18n } from '../../hooks/use-i18n';
import { isMessageKey } from '../../i18n/dictionary';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { Facts, ReadState, useClubStyles } from './club-kit';

const dates = (b: Pick<ClubBooking, 'checkIn' | 'checkOut'>) =>
  [b.checkIn, b.checkOut]
    .filter((d): d is string => Boolean(d))
    .map(formatDate)
    .join(' – ');

/** The bookings tab: the member's bookings as cards, each with its details in a dialog; none yet: a link to book. */
export function ClubBookings({ enabled }: { enabled: boolean }) {
  const styles = useClubStyles();
  const { t, lang } = useI18n();
  const res = useClubBookings(enabled);
  const [open, setOpen] = useState<ClubBooking | null>(null);
  const rows = res.data?.data;
  const state = (s: string) => {
    const key = `booking.state.${s}`;
    return isMessageKey(key) ? t(key) : s;
  };

  return (
    <section className={styles.section} aria-labelledby="club-bookings-title" data-testid="club-bookings">
      <Subtitle1 as="h2" id="club-bookings-title" className={styles.heading}>
        {t('club.bookings.title')}
      </Subtitle1>
      <ReadState
        testId="club-bookings"
        texts={{ loading: t('club.bookings.loading'), error: t('club.bookings.error'), empty: t('club.bookings.none') }}
        loading={enabled && !rows}
        error={res.error}
        empty={!rows?.length}
        onRetry={() => void res.mutate()}
      >
        <AppLink to="/book" data-testid="club-book-now">
          {t('club.bookings.bookNow')}
        </AppLink>
      </ReadState>
      {rows?.length ? (
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((b) => (
            <li key={b.id}>
              <Card className={styles.card} data-testid="club-booking" data-id={b.id}>
                <div className={styles.cardHead}>
                  <Subtitle2 as="h3" className={styles.heading}>
                    {t('club.bookings.booking', { bookingNo: b.bookingNo })}
                  </Subtitle2>
                  <Badge appearance="tint" color={b.state === 'confirmed' ? 'success' : b.state === 'aborted' ? 'danger' : 'informative'}>
                    {state(b.state)}
                  </Badge>
                </div>
                <Facts
                  items={[
                    [t('club.bookings.dates'), dates(b)],
                    [t('club.bookings.where'), `${t(`club.bookings.type.${b.type}`)}${b.assetName ? `: ${b.assetName}` : ''}`],
                    ...(b.total !== undefined
                      ? ([
                          [t('club.bookings.total'), moneyText(b.total, b.currency, lang), 'club-booking-total'],
                          [t('club.bookings.paid'), moneyText(b.paid ?? '0', b.currency, lang), 'club-booking-paid'],
                          [t('club.bookings.open'), moneyText(b.open ?? '0', b.currency, lang), 'club-booking-open'],
                          // Paid on site is its own figure, so the four add up (total = paid + open + on site).
                          ...(b.onSite !== undefined ? [[t('club.bookings.onSite'), moneyText(b.onSite, b.currency, lang), 'club-booking-on-site']] : []),
                        ] as Array<[string, string, string]>)
                      : []),
                  ]}
                />
                {b.total === undefined ? <Body1 className={styles.muted}>{t('club.bookings.asGuest')}</Body1> : null}
                <div className={styles.actions}>
                  <Button onClick={() => setOpen(b)} data-testid="club-booking-details">
                    {t('club.bookings.details')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <BookingDetail booking={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function BookingDetail({ booking, onClose }: { booking: ClubBooking; onClose: () => void }) {
  const styles = useClubStyles();
  const { t, lang } = useI18n();
  const res = useClubBooking(booking.id);
  const d = res.data;
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined} data-testid="club-booking-detail">
        <DialogBody>
          <DialogTitle>{t('club.bookings.detailsOf', { bookingNo: booking.bookingNo })}</DialogTitle>
          <DialogContent className={styles.section}>
            {res.error ? <Body1>{t('club.bookings.detailError')}</Body1> : null}
            {!d && !res.error ? <Spinner size="small" label={t('club.bookings.loading')} /> : null}
            {d ? (
              <>
                <Facts
                  items={[
                    [t('club.bookings.dates'), dates(d)],
                    [t('club.bookings.where'), `${t(`club.bookings.type.${d.type}`)}${d.assetName ? `: ${d.assetName}` : ''}`],
                    [t('club.book.guests'), String(d.noOfPax)],
                  ]}
                />
                {d.rooms.map((r, i) => (
                  <div key={`${r.name}-${i}`} data-testid="club-booking-room">
                    <Subtitle2 as="h3" className={styles.heading}>
                      {t(r.kind === 'cabin' ? 'club.bookings.cabin' : 'club.bookings.room', { name: r.name })}
                    </Subtitle2>
                    <ul>
                      {r.guests.map((g, j) => (
                        <li key={j}>{g.me ? `${g.name ?? ''} (${t('club.bookings.you')})`.trim() : (g.name ?? t('club.bookings.guest'))}</li>
                      ))}
                    </ul>
                  </div>
                ))}
                {d.due.length ? (
                  <div>
                    <Subtitle2 as="h3" className={styles.heading}>
                      {t('club.bookings.due')}
                    </Subtitle2>
                    <ul data-testid="club-booking-due">
                      {d.due.map((m) => (
                        <li key={`${m.due}-${m.type}`}>
                          {t('club.bookings.dueLine', { amount: moneyText(m.open, d.currency, lang), date: formatDate(m.due) })}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="club-booking-detail-close">
              {t('club.bookings.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
