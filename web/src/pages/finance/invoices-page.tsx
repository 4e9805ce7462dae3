import {
  Badge,
  type BadgeProps,
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, MailRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { invoiceDocumentEndpoints as docs, invoiceEndpoints as api } from '../../../../shared/api/invoices';
import { INVOICE_KINDS, INVOICE_STATES } from '../../../../shared/domain/booking/invoice';
import type { InvoicePaidState } from '../../../../shared/domain/booking/invoice-standing';
import { callEndpoint } from '../../api/endpoint-client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useInvoices } from '../../data/finance';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { Amount, downloadPdf, isOverpaid, overpaidBy } from './amount';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const PAID_COLORS: Record<InvoicePaidState, BadgeProps['color']> = { paid: 'success', 'part-paid': 'informative', open: 'warning', cancelled: 'subtle' };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  right: { textAlign: 'right' },
  link: { background: 'none', border: 'none', padding: 0, color: tokens.colorBrandForegroundLink, cursor: 'pointer', textDecoration: 'underline' },
});

type Filters = { state?: (typeof INVOICE_STATES)[number]; kind?: (typeof INVOICE_KINDS)[number]; search?: string };

/** /finance/invoices (docs/decisions.md "Invoices"): every invoice by number, newest first, with filters, download and resend. */
export function InvoicesPage() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const navigate = useAppNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const pages = useInvoices(filters);
  const { rows, more } = pages;
  const resend = async (booking: string, invoice: string) => {
    try {
      const res = await callEndpoint(api.sendInvoice, { params: { id: booking }, body: { invoice } });
      notify({ intent: 'success', key: 'invoices.queued', params: { to: res.to.join(', ') } });
    } catch (err) {
      notifyError(err);
    }
  };
  const download = (booking: string, invoice: string, number: string) =>
    downloadPdf(docs.download, { id: booking }, { invoice }, `invoice-${number}.pdf`).catch(notifyError);

  return (
    <section className={styles.root} aria-label={t('routes.invoices')} data-testid="invoices-page">
      <PageHeader title={t('routes.invoices')} />
      <div className={styles.filters}>
        <Field label={t('invoices.filter.state')}>
          <Select
            value={filters.state ?? ''}
            onChange={(_, d) => setFilters((f) => ({ ...f, state: (d.value || undefined) as Filters['state'] }))}
            data-testid="invoices-filter-state"
          >
            <option value="">{t('invoices.filter.all')}</option>
            {INVOICE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`invoices.state.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('invoices.filter.kind')}>
          <Select value={filters.kind ?? ''} onChange={(_, d) => setFilters((f) => ({ ...f, kind: (d.value || undefined) as Filters['kind'] }))}>
            <option value="">{t('invoices.filter.all')}</option>
            {INVOICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`invoices.kind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('invoices.filter.search')}>
          <Input value={filters.search ?? ''} onChange={(_, d) => setFilters((f) => ({ ...f, search: d.value || undefined }))} data-testid="invoices-search" />
        </Field>
      </div>
      {!pages.data && !pages.error ? <Spinner /> : null}
      {pages.data && rows.length === 0 ? <EmptyState message={t('invoices.empty')} testId="invoices-empty" /> : null}
      {rows.length ? (
        <Table aria-label={t('routes.invoices')} data-testid="invoices-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('invoices.number')}</TableHeaderCell>
              <TableHeaderCell>{t('invoices.date')}</TableHeaderCell>
              <TableHeaderCell>{t('invoices.booking')}</TableHeaderCell>
              <TableHeaderCell>{t('invoices.recipient')}</TableHeaderCell>
              <NumberHeaderCell className={styles.right}>{t('invoices.total')}</NumberHeaderCell>
              <NumberHeaderCell className={styles.right}>{t('invoices.paid')}</NumberHeaderCell>
              <NumberHeaderCell className={styles.right}>{t('invoices.open')}</NumberHeaderCell>
              <TableHeaderCell>{t('invoices.paidState')}</TableHeaderCell>
              <TableHeaderCell>{t('invoices.state')}</TableHeaderCell>
              <TableHeaderCell>{t('invoices.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="invoice-row" data-id={r.id}>
                <TableCell>{r.numberText}</TableCell>
                <TableCell>{formatDate(r.date)}</TableCell>
                <TableCell>
                  <button type="button" className={styles.link} onClick={() => navigate(`/booking/${r.booking}`)}>
                    {r.bookingNo}
                  </button>
                </TableCell>
                <TableCell>{r.recipient}</TableCell>
                <TableCell className={styles.right}>
                  <Amount value={r.total} currency={r.currency} lang={lang} />
                </TableCell>
                <TableCell className={styles.right} data-testid="invoice-paid">
                  <Amount value={r.paid} currency={r.currency} lang={lang} />
                </TableCell>
                <TableCell className={styles.right} data-testid="invoice-open">
                  {isOverpaid(r.open) ? (
                    <span data-overpaid>
                      {t('invoices.overpaid')} <Amount value={overpaidBy(r.open)} currency={r.currency} lang={lang} />
                    </span>
                  ) : (
                    <Amount value={r.open} currency={r.currency} lang={lang} />
                  )}
                </TableCell>
                <TableCell>
                  {/* Paid and open follow the booking's payments (docs/decisions.md "Invoices: paid and open follow the booking"). */}
                  {r.paidState ? (
                    <Badge appearance="tint" color={PAID_COLORS[r.paidState]} data-testid="invoice-paid-state" data-state={r.paidState}>
                      {t(`invoices.paidState.${r.paidState}`)}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell>
                  {t(`invoices.kind.${r.kind}`)} · {t(`invoices.state.${r.state}`)}
                  {r.sentAt ? ` · ${t('invoices.sent')}` : ''}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownloadRegular />}
                    aria-label={t('invoices.download', { number: r.numberText })}
                    onClick={() => void download(r.booking, r.id, r.numberText)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<MailRegular />}
                    aria-label={t('invoices.resend', { number: r.numberText })}
                    onClick={() => void resend(r.booking, r.id)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {more ? <Button onClick={() => void pages.loadMore()}>{t('invoices.more')}</Button> : null}
    </section>
  );
}
