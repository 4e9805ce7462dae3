import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { paymentCheckoutEndpoints as api, ZCheckoutSessionId, type CheckoutSessionView } from '../../../../shared/api/payment-provider';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { useI18n } from '../../hooks/use-i18n';
import { moneyText } from '../booking-file/file-view';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * /payment/success and /payment/aborted: where the provider sends the guest back (`?session_id=`). Shows what was
 * paid from the session's public read; on success it polls while the provider's confirmation is still on its way.
 */
function PaymentResultPage({ kind }: { kind: 'success' | 'aborted' }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const [search] = useSearchParams();
  // A club member's invoice payment returns to /club/payment/…: the way back is their club area's invoices.
  const club = useLocation().pathname.startsWith('/club/');
  const raw = search.get('session_id') ?? '';
  const id = ZCheckoutSessionId.safeParse(raw).success ? raw : null;
  const session = useSWR<CheckoutSessionView>(id ? ['payments.checkoutSession', id] : null, () => callEndpoint(api.session, { params: { id: id! } }), {
    refreshInterval: (s) => (kind === 'success' && s?.status === 'open' ? 2000 : 0),
  });
  const s = session.data;
  const title = t(kind === 'success' ? 'routes.paymentSuccess' : 'routes.paymentAborted');
  // A paid session says so on either page (the guest may come back through the cancel link after paying).
  const message = !s ? null : s.status === 'paid' ? 'paymentPage.paid' : kind === 'aborted' ? 'paymentPage.aborted' : 'paymentPage.pending';

  return (
    <AuthCard title={title}>
      <div aria-live="polite" data-testid="payment-result" data-status={s?.status ?? ''}>
        {!id || session.error ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('paymentPage.unknown')}</MessageBarBody>
          </MessageBar>
        ) : !s ? (
          <Spinner size="small" label={t('paymentPage.loading')} />
        ) : (
          <>
            <MessageBar intent={s.status === 'paid' ? 'success' : kind === 'aborted' ? 'warning' : 'info'} data-testid="payment-result-message">
              <MessageBarBody>{t(message!)}</MessageBarBody>
            </MessageBar>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('paymentPage.amount')}</dt>
              <dd className={styles.value} data-testid="payment-result-amount">
                {moneyText(s.amount, s.currency, lang)}
              </dd>
              <dt className={styles.term}>{t('paymentPage.for')}</dt>
              <dd className={styles.value}>{s.description}</dd>
              <dt className={styles.term}>{t('paymentPage.status')}</dt>
              <dd className={styles.value} data-testid="payment-result-status">
                {t(`paymentPage.status.${s.status}`)}
              </dd>
              <dt className={styles.term}>{t('paymentPage.reference')}</dt>
              <dd className={styles.value}>{s.sessionId}</dd>
            </dl>
          </>
        )}
      </div>
      {club ? (
        <AppLink to="/club/dashboard/invoices" data-testid="payment-result-club">
          {t('club.payment.back')}
        </AppLink>
      ) : null}
    </AuthCard>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage kind="success" />;
export const PaymentAbortedPage = () => <PaymentResultPage kind="aborted" />;
