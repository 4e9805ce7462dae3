import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { BookingListRow } from '../../../../shared/api/booking-list';
import { AppLink } from '../../components/AppLink/AppLink';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import type { MessageKey } from '../../../../shared/i18n/core';
import { BookingStateBadge } from './state-badge';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '760px', tableLayout: 'auto' },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  source: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface BookingColumns {
  /** The user's setting showCustomersInBookingList. */
  customers: boolean;
  /** Agency users see their own agency only; the column would say the same on every row. */
  agency: boolean;
}

interface Column {
  key: string;
  label: MessageKey;
  cell: (row: BookingListRow) => ReactNode;
}

/** The bookings of one page; the number links to the booking file. */
export function BookingTable({ rows, columns }: { rows: readonly BookingListRow[]; columns: BookingColumns }) {
  const styles = useStyles();
  const { t } = useI18n();
  const dates = (r: BookingListRow) => (r.checkIn ? `${formatDate(r.checkIn)} – ${r.checkOut ? formatDate(r.checkOut) : ''}` : '');
  const all: Array<Column | false> = [
    {
      key: 'bookingNo',
      label: 'booking.field.bookingNo',
      cell: (r) => (
        <AppLink to={`/booking/${encodeURIComponent(r.id)}`} data-testid={`booking-link-${r.bookingNo}`}>
          <span className={styles.number}>{r.bookingNo}</span>
        </AppLink>
      ),
    },
    { key: 'state', label: 'booking.field.state', cell: (r) => <BookingStateBadge state={r.state} /> },
    { key: 'dates', label: 'booking.field.dates', cell: (r) => <span className={styles.number}>{dates(r)}</span> },
    { key: 'asset', label: 'booking.field.asset', cell: (r) => (r.assetName ? `${r.assetName}${r.type ? ` (${t(`booking.type.${r.type}`)})` : ''}` : '') },
    columns.customers && { key: 'customer', label: 'booking.field.customer', cell: (r) => r.customerName ?? '' },
    { key: 'noOfPax', label: 'booking.field.noOfPax', cell: (r) => r.noOfPax ?? '' },
    columns.agency && { key: 'agency', label: 'booking.field.agency', cell: (r) => r.agencyName ?? <span className={styles.muted}>–</span> },
    {
      key: 'source',
      label: 'booking.field.source',
      cell: (r) => (
        <span className={styles.source}>
          {r.source ?? ''}
          {r.channel === 'CustomerDirectBooking' ? (
            <Badge appearance="tint" color="brand" data-testid="badge-online">
              {t('booking.channel.CustomerDirectBooking')}
            </Badge>
          ) : null}
          {r.abandoned ? (
            <Badge appearance="tint" color="warning" data-testid="badge-abandoned">
              {t('booking.list.abandonedBadge')}
            </Badge>
          ) : null}
        </span>
      ),
    },
  ];
  const shown = all.filter((c): c is Column => Boolean(c));
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={t('booking.list.table')} data-testid="booking-table" size="small">
        <TableHeader>
          <TableRow>
            {shown.map((c) => (
              <TableHeaderCell key={c.key} data-testid={`booking-col-${c.key}`}>
                {t(c.label)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="booking-row" data-booking={r.bookingNo}>
              {shown.map((c) => (
                <TableCell key={c.key}>{c.cell(r)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
