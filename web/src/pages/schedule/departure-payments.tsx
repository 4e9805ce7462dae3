import { makeStyles, Subtitle1, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { tourPaymentEndpoints as api, type DeparturePayments as Answer } from '../../../../shared/api/qr-stays';
import { passesAny } from '../../../../shared/auth/permissions';
import { isMessageKey } from '../../i18n/dictionary';
import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { AppLink } from '../../components/AppLink/AppLink';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { useDeparturePayments } from '../../data/finance';

const useStyles = makeStyles({
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  sum: { fontWeight: tokens.fontWeightSemibold },
  open: { color: tokens.colorPaletteRedForeground1 },
  // The due milestones take the room: a booking number, a name and three amounts are short.
  narrow: { width: '9%' },
  guest: { width: '19%' },
  amount: { width: '11%' },
  due: { width: '30%' },
  dueItem: { whiteSpace: 'nowrap' },
});

type Row = Answer['data'][number];

/**
 * A departure's payments (GET /api/tours/{tour}/{schedule}/payments): per booking what it costs, what came in, what is
 * open and which milestones are due now, and the sums per currency. Shown to those who may read bookings.
 */
export function DeparturePayments({ tour, schedule }: { tour: string; schedule: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const allowed = passesAny(usePrincipal(), api.payments.scopes);
  const res = useDeparturePayments(tour, schedule, allowed);
  if (!allowed) return null;
  const money = (amount: string, currency: string) => moneyText(amount, currency, lang);
  const milestone = (type: string) => {
    const key = `payments.milestone.${type}`;
    return isMessageKey(key) ? t(key) : type;
  };
  // Money not owed in advance gets its column only when a booking has some, so total − on site − agency − paid = open.
  const extra = (['onSite', 'agencyKeeps'] as const).filter((k) => (res.data?.sums ?? []).some((s) => Number(s[k]) !== 0));
  const amount = (key: string, header: string, cell: (r: Row) => string, testId?: string): Column<Row> => ({
    key,
    header,
    numeric: true,
    className: styles.amount,
    cell,
    ...(testId ? { cellTestId: testId } : {}),
  });
  const columns: Column<Row>[] = [
    {
      key: 'no',
      header: t('departure.bookingNo'),
      className: styles.narrow,
      cell: (r) => <AppLink to={`/booking/${encodeURIComponent(r.booking)}`}>#{r.bookingNo}</AppLink>,
    },
    { key: 'guest', header: t('departure.leadGuest'), className: styles.guest, cell: (r) => r.leadGuest ?? '' },
    amount('total', t('departure.total'), (r) => money(r.total, r.currency)),
    ...extra.map((k) => amount(k, t(`departure.${k}`), (r) => money(r[k], r.currency), `departure-${k}`)),
    amount('paid', t('departure.paid'), (r) => money(r.paid, r.currency)),
    amount('open', t('departure.open'), (r) => money(r.open, r.currency)),
    {
      key: 'due',
      header: t('departure.due'),
      className: styles.due,
      cell: (r) =>
        r.due.length ? (
          <div className={styles.open}>
            {r.due.map((m, i) => (
              // One milestone a line: "Deposit 1,221.00 €, due 18.10.2026" is read at a glance, not as a paragraph.
              <div key={i} className={styles.dueItem}>
                {t('departure.dueItem', { type: milestone(m.type), amount: money(m.open, r.currency), date: formatDate(m.due) })}
              </div>
            ))}
          </div>
        ) : (
          t('departure.nothingDue')
        ),
    },
  ];
  const sums = (res.data?.sums ?? []).map((s) => (
    <TableRow key={`sum-${s.currency}`} className={styles.sum} data-testid="departure-payments-sum">
      <TableCell>{t('departure.sum', { currency: s.currency })}</TableCell>
      <TableCell />
      <TableCell className={styles.number}>{money(s.total, s.currency)}</TableCell>
      {extra.map((k) => (
        <TableCell key={k} className={styles.number}>
          {money(s[k], s.currency)}
        </TableCell>
      ))}
      <TableCell className={styles.number}>{money(s.paid, s.currency)}</TableCell>
      <TableCell className={styles.number}>{money(s.open, s.currency)}</TableCell>
      <TableCell>{money(s.dueNow, s.currency)}</TableCell>
    </TableRow>
  ));
  const body = (
    <DataTable
      columns={columns}
      rows={res.data?.data}
      rowKey={(r) => r.booking}
      error={res.error}
      onRetry={() => void res.mutate()}
      states={{
        loading: t('departure.loading'),
        loadingTestId: 'departure-payments-loading',
        error: t('departure.error'),
        errorTestId: 'departure-payments-error',
        empty: t('departure.none'),
        emptyTestId: 'departure-payments-none',
      }}
      skeleton={[1, 2, 1, 1, 1, 2]}
      labelledBy="schedule-payments"
      testId="departure-payments"
      rowTestId="departure-payment"
      footer={sums}
    />
  );
  return (
    <section aria-labelledby="schedule-payments" data-testid="schedule-payments">
      <Subtitle1 as="h2" id="schedule-payments" className={styles.title}>
        {t('departure.payments')}
      </Subtitle1>
      {body}
    </section>
  );
}
