import { makeStyles, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { EntrySource } from './booking-prices';
import { calculationLines, paymentMilestones } from './file-view';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  amountHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  lineText: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  explanation: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

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
