import { Badge, Button, Card, Spinner, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { useState } from 'react';
import type { ClubInvoice } from '../../../../shared/api/club';
import { clubInvoiceLink, useClubInvoices } from '../../data/club';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { moneyText } from '../../i18n/money';
import { notifyError } from '../../notices/notice-bus';
import { Facts, ReadState, useClubStyles } from './club-kit';

const owes = (i: ClubInvoice) => i.kind === 'invoice' && i.state === 'issued' && Number(i.open) > 0;

/**
 * The invoices tab: the invoices addressed to the member with paid and open as of now. Pay (or view) opens the club's
 * public invoice page (/club/invoice/:id) with a fresh link; its Pay now goes to the operator's payment provider.
 */
export function ClubInvoices({ enabled }: { enabled: boolean }) {
  const styles = useClubStyles();
  const { t, lang } = useI18n();
  const res = useClubInvoices(enabled);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = res.data?.data;

  const open = async (i: ClubInvoice) => {
    setBusy(i.id);
    try {
      // The page on this origin (the link's host is the operator's public one; the same app answers both).
      const url = new URL((await clubInvoiceLink(i.id)).url);
      window.location.assign(`${url.pathname}${url.search}`);
    } catch (err) {
      notifyError(err);
      setBusy(null);
    }
  };
  const stateText = (i: ClubInvoice) =>
    i.state === 'cancelled'
      ? t('club.invoices.state.cancelled')
      : t(`club.invoices.state.${i.paidState === 'paid' ? 'paid' : Number(i.paid) > 0 ? 'partly' : 'open'}`);

  return (
    <section className={styles.section} aria-labelledby="club-invoices-title" data-testid="club-invoices">
      <Subtitle1 as="h2" id="club-invoices-title" className={styles.heading}>
        {t('club.invoices.title')}
      </Subtitle1>
      <ReadState
        testId="club-invoices"
        texts={{ loading: t('club.invoices.loading'), error: t('club.invoices.error'), empty: t('club.invoices.none') }}
        loading={enabled && !rows}
        error={res.error}
        empty={!rows?.length}
        onRetry={() => void res.mutate()}
      />
      {rows?.length ? (
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((i) => (
            <li key={i.id}>
              <Card className={styles.card} data-testid="club-invoice" data-id={i.id}>
                <div className={styles.cardHead}>
                  <Subtitle2 as="h3" className={styles.heading}>
                    {t(i.kind === 'invoice' ? 'club.invoices.invoice' : 'club.invoices.cancellation', { number: i.numberText })}
                  </Subtitle2>
                  <Badge
                    appearance="tint"
                    color={i.paidState === 'paid' ? 'success' : i.state === 'cancelled' ? 'subtle' : 'warning'}
                    data-testid="club-invoice-state"
                  >
                    {stateText(i)}
                  </Badge>
                </div>
                <Facts
                  items={[
                    [t('club.invoices.total'), moneyText(i.total, i.currency, lang)],
                    [t('club.invoices.paid'), moneyText(i.paid, i.currency, lang)],
                    [t('club.invoices.open'), moneyText(Number(i.open) > 0 ? i.open : '0', i.currency, lang), 'club-invoice-open'],
                  ]}
                />
                <p className={styles.muted} style={{ margin: 0 }}>
                  {t('club.invoices.ofBooking', { bookingNo: i.bookingNo, date: formatDate(i.date) })}
                </p>
                <div className={styles.actions}>
                  <Button
                    appearance={owes(i) ? 'primary' : 'secondary'}
                    disabled={busy !== null}
                    icon={busy === i.id ? <Spinner size="tiny" /> : undefined}
                    onClick={() => void open(i)}
                    data-testid={owes(i) ? 'club-invoice-pay' : 'club-invoice-view'}
                  >
                    {owes(i) ? t('club.invoices.pay', { amount: moneyText(i.open, i.currency, lang) }) : t('club.invoices.view')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
