import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import useSWR from 'swr';
import { tourPaymentEndpoints as api } from '../../../../shared/api/qr-stays';
import { passesAny } from '../../../../shared/auth/permissions';
import { isMessageKey } from '../../../../shared/i18n';
import { callEndpoint } from '../../api/endpoint-client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { AppLink } from '../../components/AppLink/AppLink';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { errorNotice } from '../../notices/notice-bus';

const useStyles = makeStyles({
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  sum: { fontWeight: tokens.fontWeightSemibold },
  open: { color: tokens.colorPaletteRedForeground1 },
  // The due milestones take the room: a booking number, a name and three amounts are short.
  narrow: { width: '9%' },
  guest: { width: '19%' },
  amount: { width: '11%' },
  due: { width: '30%' },
  dueItem: { whiteSpace: 'nowrap' },
});

/**
 * A departure's payments (GET /api/tours/{tour}/{schedule}/payments): per booking what it costs, what came in, what is
 * open and which milestones are due now, and the sums per currency. Shown to those who may read bookings.
 */
export function DeparturePayments({ tour, schedule }: { tour: string; schedule: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const allowed = passesAny(usePrincipal(), api.payments.scopes);
  const res = useSWR(allowed ? ['tours.payments', tour, schedule] : null, () => callEndpoint(api.payments, { params: { tour, schedule } }), {
    revalidateOnFocus: false,
  });
  if (!allowed) return null;
  const money = (amount: string, currency: string) => moneyText(amount, currency, lang);
  const milestone = (type: string) => {
    const key = `payments.milestone.${type}`;
    return isMessageKey(key) ? t(key) : type;
  };
  let body;
  if (res.error) {
    const notice = errorNotice(res.error);
    body = (
      <MessageBar intent="error" data-testid="departure-payments-error">
        <MessageBarBody>
          {t('departure.error')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void res.mutate()}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!res.data) {
    body = <ListSkeleton label={t('departure.loading')} columns={[1, 2, 1, 1, 1, 2]} rows={3} testId="departure-payments-loading" />;
  } else if (res.data.data.length === 0) {
    body = <EmptyState testId="departure-payments-none" message={t('departure.none')} />;
  } else {
    // Money not owed in advance gets its column only when a booking has some, so total − on site − agency − paid = open.
    const nonZero = (k: 'onSite' | 'agencyKeeps') => res.data!.sums.some((s) => Number(s[k]) !== 0);
    const extra = (['onSite', 'agencyKeeps'] as const).filter(nonZero);
    body = (
      <Table aria-labelledby="schedule-payments" data-testid="departure-payments">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.narrow}>{t('departure.bookingNo')}</TableHeaderCell>
            <TableHeaderCell className={styles.guest}>{t('departure.leadGuest')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(styles.number, styles.amount)}>{t('departure.total')}</TableHeaderCell>
            {extra.map((k) => (
              <TableHeaderCell key={k} className={mergeClasses(styles.number, styles.amount)}>
                {t(`departure.${k}`)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell className={mergeClasses(styles.number, styles.amount)}>{t('departure.paid')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(styles.number, styles.amount)}>{t('departure.open')}</TableHeaderCell>
            <TableHeaderCell className={styles.due}>{t('departure.due')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {res.data.data.map((r) => (
            <TableRow key={r.booking} data-testid="departure-payment">
              <TableCell>
                <AppLink to={`/booking/${encodeURIComponent(r.booking)}`}>#{r.bookingNo}</AppLink>
              </TableCell>
              <TableCell>{r.leadGuest ?? ''}</TableCell>
              <TableCell className={styles.number}>{money(r.total, r.currency)}</TableCell>
              {extra.map((k) => (
                <TableCell key={k} className={styles.number} data-testid={`departure-${k}`}>
                  {money(r[k], r.currency)}
                </TableCell>
              ))}
              <TableCell className={styles.number}>{money(r.paid, r.currency)}</TableCell>
              <TableCell className={styles.number}>{money(r.open, r.currency)}</TableCell>
              <TableCell className={r.due.length ? styles.open : undefined}>
                {r.due.length
                  ? r.due.map((m, i) => (
                      // One milestone a line: "Deposit 1,221.00 €, due 18.10.2026" is read at a glance, not as a paragraph.
                      <div key={i} className={styles.dueItem}>
                        {t('departure.dueItem', { type: milestone(m.type), amount: money(m.open, r.currency), date: formatDate(m.due) })}
                      </div>
                    ))
                  : t('departure.nothingDue')}
              </TableCell>
            </TableRow>
          ))}
          {res.data.sums.map((s) => (
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
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <section aria-labelledby="schedule-payments" data-testid="schedule-payments">
      <Subtitle1 as="h2" id="schedule-payments" className={styles.title}>
        {t('departure.payments')}
      </Subtitle1>
      {body}
    </section>
  );
}
