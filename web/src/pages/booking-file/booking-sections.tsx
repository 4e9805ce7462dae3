import { Badge, Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { useI18n } from '../../hooks/use-i18n';
import type { BookingNames } from './use-booking-names';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  rooms: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  room: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  roomTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, fontSize: tokens.fontSizeBase300 },
  persons: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

type RoomWithPersons = Booking['rooms'][number] & { customers?: Array<{ customer: string; bed?: string }>; locked?: boolean };

/** Each room or cabin with its persons (and beds); a room without names shows how many guests it holds. */
export function RoomsSection({ booking, names }: { booking: Booking; names?: BookingNames }) {
  const styles = useStyles();
  const { t } = useI18n();
  const nameOf = (id: string) => names?.customers[id] ?? (id === booking.customer ? booking.customerName : undefined) ?? id;
  return (
    <section className={styles.section} aria-labelledby="booking-rooms-title" data-testid="booking-rooms">
      <Subtitle1 as="h2" id="booking-rooms-title">
        {t('booking.file.rooms')}
      </Subtitle1>
      <div className={styles.rooms}>
        {(booking.rooms as RoomWithPersons[]).map((room) => (
          <article
            key={room.room}
            className={styles.room}
            aria-label={`${t('booking.file.room')} ${names?.rooms[room.room] ?? room.room}`}
            data-testid="booking-room"
          >
            <h3 className={styles.roomTitle}>
              {names?.rooms[room.room] ?? room.room}
              {room.locked ? <Badge appearance="outline">{t('booking.file.locked')}</Badge> : null}
            </h3>
            {room.customers?.length ? (
              <ul className={styles.persons} aria-label={t('booking.file.persons')}>
                {room.customers.map((c) => (
                  <li key={`${c.customer}-${c.bed ?? ''}`} data-testid="booking-person">
                    {nameOf(c.customer)}
                    {c.bed ? `, ${t('booking.file.bed', { bed: c.bed })}` : ''}
                    {c.customer === booking.customer ? ` (${t('booking.file.lead')})` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <Body1 className={styles.muted}>{t('booking.file.paxOnly', { pax: room.noOfPax })}</Body1>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
