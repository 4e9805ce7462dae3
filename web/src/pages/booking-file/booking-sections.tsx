import { Badge, Body1, makeStyles, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import type { BookingNames } from './use-booking-names';
import { EntrySource } from './booking-prices';
import { calculationLines, paymentMilestones } from './file-view';

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
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  amountHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  lineText: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  explanation: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
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

/** The calculation lines and the payment milestones, when the booking has them. */
export function MoneySections({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const raw = booking as Booking & { calculation?: unknown; payments?: unknown; currency?: unknown };
  const currency = typeof raw.currency === 'string' ? raw.currency : undefined;
  const lines = calculationLines(raw.calculation, currency, lang);
  const payments = paymentMilestones(raw.payments, currency, lang);
  return (
    <>
      {lines.length ? (
        <section className={styles.section} aria-labelledby="booking-calc-title" data-testid="booking-calculation">
          <Subtitle1 as="h2" id="booking-calc-title">
            {t('booking.file.calculation')}
          </Subtitle1>
          <Table size="small" aria-labelledby="booking-calc-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('booking.file.line')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.quantity')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.amount')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((l) => (
                <TableRow key={l.key} data-testid="booking-calc-line">
                  <TableCell>
                    <div className={styles.lineText}>
                      <span>{l.text}</span>
                      {l.entryRef ? <EntrySource entryRef={l.entryRef} lineText={l.text} /> : null}
                    </div>
                    {l.explanation ? <div className={styles.explanation}>{l.explanation}</div> : null}
                  </TableCell>
                  <TableCell className={styles.amount}>{l.quantity ?? ''}</TableCell>
                  <TableCell className={styles.amount}>{l.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      {payments.length ? (
        <section className={styles.section} aria-labelledby="booking-payments-title" data-testid="booking-payments">
          <Subtitle1 as="h2" id="booking-payments-title">
            {t('booking.file.payments')}
          </Subtitle1>
          <Table size="small" aria-labelledby="booking-payments-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('booking.file.line')}</TableHeaderCell>
                <TableHeaderCell>{t('booking.file.due')}</TableHeaderCell>
                <TableHeaderCell className={styles.amountHead}>{t('booking.file.amount')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.key} data-testid="booking-payment">
                  <TableCell>{p.text || (p.type ? t(`booking.file.paymentType.${p.type}`) : '')}</TableCell>
                  <TableCell>{p.due ? formatDate(p.due) : ''}</TableCell>
                  <TableCell className={styles.amount}>{p.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
    </>
  );
}
