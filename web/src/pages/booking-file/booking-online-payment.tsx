import { Body1, Button, Field, Input, makeStyles, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { CopyRegular, OpenRegular, PaymentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Booking } from '../../../../shared/api/bookings';
import { CHECKOUT_PURPOSES, paymentCheckoutEndpoints as api } from '../../../../shared/api/payment-provider';
import { passesAny } from '../../../../shared/auth/permissions';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { callEndpoint } from '../../api/endpoint-client';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { moneyText } from './file-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  link: { minWidth: '320px', flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Purpose = (typeof CHECKOUT_PURPOSES)[number];
const CLOSED: ReadonlySet<Booking['state']> = new Set<Booking['state']>(['aborted', 'deleted', 'freed', 'rebooked', 'splitted']);

/**
 * "Take payment online" (docs/decisions.md "Payment provider"): starts a hosted checkout with the tenant's provider
 * for the deposit, the rest or everything open, opens the provider's page and shows the link to send the guest.
 * The payment itself appears in the booking once the provider's signed webhook has been applied.
 */
export function BookingOnlinePayment({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const [purpose, setPurpose] = useState<Purpose>('deposit');
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A booking that is over (cancelled, given up, continued as another) takes no money online: refunds and credit notes settle it.
  if (!passesAny(principal, api.start.scopes) || CLOSED.has(booking.state)) return null;
  const summary = paymentSummary(booking, new Date().toISOString().slice(0, 10));

  const take = async () => {
    setBusy(true);
    // Opened now (in the click), so a popup blocker lets it through; pointed at the provider's page when it is known.
    const tab = window.open('', '_blank');
    try {
      const started = await callEndpoint(api.start, { body: { bookingId: booking.id, purpose } });
      setUrl(started.url);
      if (tab) {
        tab.opener = null;
        tab.location.href = started.url;
      }
    } catch (err) {
      tab?.close();
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ intent: 'success', key: 'onlinePayment.copied' });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="booking-online-payment-title" data-testid="booking-online-payment">
      <Subtitle1 as="h2" id="booking-online-payment-title">
        {t('onlinePayment.title')}
      </Subtitle1>
      <Body1 data-testid="online-payment-status" data-status={summary.status}>
        {t('onlinePayment.paid', {
          paid: moneyText(summary.paid, summary.currency, lang),
          total: moneyText(summary.total, summary.currency, lang),
          status: t(`onlinePayment.status.${summary.status}`),
        })}
      </Body1>
      <Body1 className={styles.muted}>{t('onlinePayment.hint')}</Body1>
      <div className={styles.row}>
        <Field label={t('onlinePayment.purpose')}>
          <Select value={purpose} onChange={(_, d) => setPurpose(d.value as Purpose)} data-testid="online-payment-purpose">
            {CHECKOUT_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {t(`onlinePayment.purpose.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" icon={<PaymentRegular />} disabled={busy} onClick={() => void take()} data-testid="online-payment-take">
          {t('onlinePayment.take')}
        </Button>
      </div>
      {url ? (
        <div className={styles.row}>
          <Field label={t('onlinePayment.link')} className={styles.link}>
            <Input value={url} readOnly data-testid="online-payment-link" />
          </Field>
          <Button icon={<CopyRegular />} onClick={() => void copy()} data-testid="online-payment-copy">
            {t('onlinePayment.copy')}
          </Button>
          <Button as="a" href={url} target="_blank" rel="noopener" icon={<OpenRegular />} data-testid="online-payment-open">
            {t('onlinePayment.open')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
