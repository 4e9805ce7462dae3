import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { paymentCheckoutEndpoints as api, type PaymentReview } from '../../../../shared/api/payment-provider';
import { passesAll } from '../../../../shared/auth/permissions';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { usePaymentReviews } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { formatDateTime } from '../../components/ResourceList/cell-format';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { useBankStyles } from './bank-styles';

type Status = PaymentReview['status'];
const STATUSES = ['open', 'accepted', 'dismissed'] as const;

/**
 * /bank/payment/review: provider payments whose amount differs from what their checkout asked (docs/decisions.md
 * "Payment provider", "The webhook cross-check"). Nothing of them is booked until an operator accepts one (booked on
 * its booking as it arrived) or dismisses it (refunded at the provider's); either solves the owner's todo.
 */
export function PaymentReviewsPage() {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const { data: bootstrap } = useBootstrap();
  const timezone = bootstrap?.settings.timezone ?? DEFAULT_TIMEZONE;
  const [status, setStatus] = useState<Status | ''>('open');
  const list = usePaymentReviews(status);
  const mayDecide = passesAll(usePrincipal(), api.acceptReview.scopes);
  const [busy, setBusy] = useState<string>();
  const decide = async (r: PaymentReview, how: 'accept' | 'dismiss') => {
    setBusy(r.sessionId);
    try {
      await callEndpoint(how === 'accept' ? api.acceptReview : api.dismissReview, { params: { sessionId: r.sessionId } });
      notify(
        how === 'accept'
          ? { intent: 'success', key: 'bank.review.accepted', params: { amount: moneyText(r.amount, r.currency, lang), bookingNo: r.bookingNo ?? r.bookingId } }
          : { intent: 'success', key: 'bank.review.dismissed' },
      );
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(undefined);
      // An accepted payment counts on its booking: the reviews, the bank's lists and the booking are stale.
      void revalidate(keys.bank.all(), keys.booking(r.bookingId), keys.bookings.all());
    }
  };
  const title = t('bank.review.title');
  const rows = list.data?.data ?? [];
  return (
    <section className={styles.root} aria-label={title} data-testid="payment-reviews">
      <PageHeader title={title} />
      <Text>{t('bank.review.intro')}</Text>
      <Field label={t('bank.review.show')}>
        <Select value={status} onChange={(_e, d) => setStatus(d.value as Status | '')} data-testid="payment-reviews-status">
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`bank.review.status.${s}`)}
            </option>
          ))}
          <option value="">{t('bank.review.status.all')}</option>
        </Select>
      </Field>
      {list.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('bank.payments.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !list.data ? (
        <Spinner label={t('bank.payments.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('bank.review.empty')} testId="payment-reviews-empty" />
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={title} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('bank.review.received')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.review.booking')}</TableHeaderCell>
                <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.review.amount')}</TableHeaderCell>
                <TableHeaderCell button={{ className: styles.numberHead }}>{t('bank.review.expected')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.review.reason')}</TableHeaderCell>
                <TableHeaderCell>{t('bank.review.state')}</TableHeaderCell>
                <TableHeaderCell>{''}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.sessionId} data-testid={`payment-review-${r.sessionId}`}>
                  <TableCell className={styles.nowrap}>{formatDateTime(r.createdAt, timezone)}</TableCell>
                  <TableCell>
                    <AppLink to={`/booking/${encodeURIComponent(r.bookingId)}`}>#{r.bookingNo ?? r.bookingId}</AppLink>
                    {r.customerName ? ` ${r.customerName}` : ''}
                  </TableCell>
                  <TableCell className={styles.number}>{moneyText(r.amount, r.currency, lang)}</TableCell>
                  <TableCell className={styles.number}>{moneyText(r.expected, r.currency, lang)}</TableCell>
                  <TableCell>{t(`bank.review.reason.${r.reason}`)}</TableCell>
                  <TableCell>
                    {t(`bank.review.status.${r.status}`)}
                    {r.decidedAt ? ` ${formatDateTime(r.decidedAt, timezone)}` : ''}
                  </TableCell>
                  <TableCell>
                    {r.status === 'open' && mayDecide ? (
                      <span className={styles.nowrap}>
                        <Button
                          appearance="primary"
                          size="small"
                          disabled={busy !== undefined}
                          onClick={() => void decide(r, 'accept')}
                          data-testid="payment-review-accept"
                        >
                          {t('bank.review.accept')}
                        </Button>{' '}
                        <Button size="small" disabled={busy !== undefined} onClick={() => void decide(r, 'dismiss')} data-testid="payment-review-dismiss">
                          {t('bank.review.dismiss')}
                        </Button>
                      </span>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
