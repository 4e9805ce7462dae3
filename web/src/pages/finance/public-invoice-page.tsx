import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { PaymentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { invoiceEndpoints as api, type PublicInvoice } from '../../../../shared/api/invoices';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { isMessageKey } from '../../i18n/dictionary';
import { lineText } from '../../i18n/price-lines';
import { notifyError } from '../../notices/notice-bus';
import { moneyText } from '../../i18n/money';
import { Amount, isOverpaid, overpaidBy } from './amount';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px', margin: '0 auto', padding: tokens.spacingHorizontalL },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  right: { textAlign: 'right' },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, marginLeft: 'auto' },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * /invoice/:id?t=<token> and /club/invoice/:id (docs/decisions.md "Invoices"): the guest's invoice, opened with the
 * link's token only (no session), negative values in red (spec 1), totals, what is paid on site or kept by the agency,
 * paid, the open amount (or "Overpaid") and "Pay now" for the open amount.
 */
export function PublicInvoicePage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const { id } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const club = window.location.pathname.startsWith('/club/');
  const [paying, setPaying] = useState(false);
  const view = useSWR(
    id && token ? ['invoices.public', id, token] : null,
    () => callEndpoint(api.public, { body: { id: id!, token, club } }) as Promise<PublicInvoice>,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  if (!id || !token || view.error) {
    return (
      <section className={styles.root} data-testid="public-invoice">
        <MessageBar intent="error" data-testid="public-invoice-not-found">
          <MessageBarBody>{t('invoices.public.notFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!view.data) return <Spinner label={t('invoices.public.loading')} />;
  const inv = view.data;
  const m = (value: string, strong = false) => <Amount value={value} currency={inv.currency} lang={lang} strong={strong} />;
  const title = t(inv.kind === 'cancellation' ? 'invoices.public.cancellation' : 'invoices.public.title', { number: inv.numberText });
  const payNow = async () => {
    setPaying(true);
    try {
      const res = (await callEndpoint(api.public, { body: { id: inv.id, token, pay: true, club } })) as { url?: string };
      if (res.url) window.location.assign(res.url);
    } catch (err) {
      notifyError(err);
    } finally {
      setPaying(false);
    }
  };

  return (
    <section className={styles.root} aria-label={title} data-testid="public-invoice">
      <div className={styles.head}>
        <div className={styles.block}>
          <Title2 as="h1">{title}</Title2>
          <Body1>
            {formatDate(inv.date)} · {t('invoices.public.bookingNo', { bookingNo: inv.bookingNo })}
          </Body1>
          <Body1>
            <strong>{inv.recipient.name}</strong>
          </Body1>
          {inv.recipient.address.map((a) => (
            <Body1 key={a}>{a}</Body1>
          ))}
        </div>
        <div className={styles.block}>
          <Subtitle1 as="p">{inv.company.name}</Subtitle1>
          {inv.company.address.map((a) => (
            <Body1 key={a} className={styles.muted}>
              {a}
            </Body1>
          ))}
        </div>
      </div>
      <Table aria-label={title} data-testid="public-invoice-lines">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('invoices.public.description')}</TableHeaderCell>
            <NumberHeaderCell className={styles.right}>{t('invoices.public.quantity')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.right}>{t('invoices.public.price')}</NumberHeaderCell>
            <NumberHeaderCell className={styles.right}>{t('invoices.public.amount')}</NumberHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {inv.lines.map((l) => (
            <TableRow key={l.sort}>
              <TableCell>{lineText(l, t, isMessageKey, lang)}</TableCell>
              <TableCell className={styles.right}>{l.amount}</TableCell>
              <TableCell className={styles.right}>{m(l.price)}</TableCell>
              <TableCell className={styles.right}>{m(l.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className={styles.totals} data-testid="public-invoice-totals">
        <strong>{t('invoices.total')}</strong>
        {m(inv.total, true)}
        {inv.taxes.map((tax) => (
          <span key={`${tax.name}${tax.rate}`} style={{ display: 'contents' }}>
            <span className={styles.muted}>
              {t(tax.inclusive ? 'invoices.public.taxIncluded' : 'invoices.public.taxAdded', { name: tax.name, rate: tax.rate })}
            </span>
            {m(tax.amount)}
          </span>
        ))}
        {inv.onSite ? (
          <>
            <span>{t('invoices.onSite')}</span>
            <span data-testid="public-invoice-onsite">{m(inv.onSite)}</span>
          </>
        ) : null}
        {inv.agencyKeeps ? (
          <>
            <span>{t('invoices.agencyKeeps')}</span>
            <span data-testid="public-invoice-agency-keeps">{m(inv.agencyKeeps)}</span>
          </>
        ) : null}
        <span>{t('invoices.paid')}</span>
        {m(inv.paid)}
        {isOverpaid(inv.open) ? (
          <>
            <strong>{t('invoices.overpaid')}</strong>
            <span data-testid="public-invoice-overpaid">{m(overpaidBy(inv.open), true)}</span>
          </>
        ) : (
          <>
            <strong>{t('invoices.open')}</strong>
            <span data-testid="public-invoice-open">{m(inv.open, true)}</span>
          </>
        )}
      </div>
      {inv.milestones.length ? (
        <div className={styles.block}>
          <Subtitle1 as="h2">{t('invoices.public.milestones')}</Subtitle1>
          {inv.milestones.map((ms) => (
            <Body1 key={`${ms.type}${ms.due}`}>
              {t(ms.type === 'deposit' ? 'invoices.public.deposit' : 'invoices.public.rest', { due: formatDate(ms.due) })}: {m(ms.amount)}
            </Body1>
          ))}
        </div>
      ) : null}
      {inv.received.length ? (
        <div className={styles.block}>
          <Subtitle1 as="h2">{t('invoices.public.received')}</Subtitle1>
          {inv.received.map((p, i) => (
            <Body1 key={`${p.date}${i}`}>
              {formatDate(p.date)} {p.reference ?? ''}: {m(p.amount)}
            </Body1>
          ))}
        </div>
      ) : null}
      {inv.payable ? (
        <Button appearance="primary" size="large" icon={<PaymentRegular />} disabled={paying} onClick={() => void payNow()} data-testid="public-invoice-pay">
          {t('invoices.public.payNow', { amount: moneyText(inv.open, inv.currency, lang) })}
        </Button>
      ) : inv.paidState === 'paid' || (!inv.paidState && Number(inv.open) <= 0 && inv.kind === 'invoice') ? (
        <MessageBar intent="success" data-testid="public-invoice-paid">
          <MessageBarBody>{t('invoices.public.paidInFull')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
