import { Body1, Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentAddRegular, LinkRegular, MailRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Booking } from '../../../../shared/api/bookings';
import { invoiceDocumentEndpoints as docs, invoiceEndpoints as api } from '../../../../shared/api/invoices';
import { invoiceNumberText, type Invoice } from '../../../../shared/domain/booking/invoice';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useBookingInvoices } from '../../data/bookings';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { Amount, downloadPdf, isOverpaid, overpaidBy } from '../finance/amount';
import { SendInvoiceDialog } from './send-invoice-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The booking's invoices (docs/decisions.md "Invoices"): create (customer or agency), send after a preview of the mail
 * and the PDF (the mail carries the PDF and a public link), download the invoice and the voucher, copy a public link, cancel.
 */
export function BookingInvoices({ booking }: { booking: Booking }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const mayEdit = passesAny(principal, api.create.scopes) && booking.state !== 'deleted';
  const list = useBookingInvoices(booking.id, booking.version);
  // An invoice made, sent or cancelled: the booking's file and every invoice list.
  const changed = () => revalidate(keys.booking(booking.id), keys.invoices.all());
  const [busy, setBusy] = useState(false);
  const invoices = list.data?.data ?? [];

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await changed();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const create = (recipient: 'customer' | 'agency') =>
    run(async () => {
      const inv = await callEndpoint(api.create, { params: { id: booking.id }, body: { recipient } });
      notify({ intent: 'success', key: 'invoices.created', params: { number: invoiceNumberText(inv) } });
    });
  // Send opens the preview (recipients, subject, text, PDF); the dialog sends.
  const [sending, setSending] = useState<{ invoice?: Invoice } | null>(null);
  const send = (invoice?: Invoice) => setSending(invoice ? { invoice } : {});
  const sendVoucher = () =>
    run(async () => {
      const res = await callEndpoint(api.sendMail, { params: { id: booking.id }, body: {} });
      notify({ intent: 'success', key: 'invoices.queued', params: { to: res.to.join(', ') } });
    });
  const cancel = (invoice: Invoice) =>
    run(async () => {
      const c = await callEndpoint(api.cancel, { params: { id: invoice.id } });
      notify({ intent: 'success', key: 'invoices.cancelled', params: { number: invoiceNumberText(c) } });
    });
  const copyLink = (invoice: Invoice) =>
    run(async () => {
      const { url } = await callEndpoint(api.link, { params: { id: invoice.id }, body: { club: false } });
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify({ intent: 'success', key: 'invoices.linkCopied' });
    });
  const download = (invoice: Invoice) =>
    run(() => downloadPdf(docs.download, { id: booking.id }, { invoice: invoice.id }, `invoice-${invoiceNumberText(invoice)}.pdf`));
  const voucher = () => run(() => downloadPdf(docs.voucher, { id: booking.id }, undefined, `voucher-${booking.bookingNo}.pdf`));

  return (
    <section className={styles.root} aria-labelledby="booking-invoices-title" data-testid="booking-invoices">
      <Subtitle1 as="h2" id="booking-invoices-title">
        {t('invoices.section')}
      </Subtitle1>
      <div className={styles.actions}>
        {mayEdit ? (
          <>
            <Button icon={<DocumentAddRegular />} disabled={busy} onClick={() => void create('customer')} data-testid="invoice-create">
              {t('invoices.create')}
            </Button>
            {booking.agency ? (
              <Button disabled={busy} onClick={() => void create('agency')} data-testid="invoice-create-agency">
                {t('invoices.createAgency')}
              </Button>
            ) : null}
            <Button icon={<MailRegular />} disabled={busy} onClick={() => send()} data-testid="invoice-send">
              {t('invoices.send')}
            </Button>
            <Button icon={<MailRegular />} disabled={busy} onClick={() => void sendVoucher()} data-testid="voucher-send">
              {t('invoices.sendVoucher')}
            </Button>
          </>
        ) : null}
        <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void voucher()} data-testid="voucher-download">
          {t('invoices.downloadVoucher')}
        </Button>
      </div>
      {invoices.length === 0 ? (
        <Body1 className={styles.muted} data-testid="booking-invoices-empty">
          {t('invoices.none')}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {invoices.map((inv) => {
            const number = invoiceNumberText(inv);
            return (
              <li key={inv.id} className={styles.item} data-testid="booking-invoice">
                <strong>{number}</strong>
                <span>{t(`invoices.kind.${inv.kind}`)}</span>
                <span className={styles.muted}>{formatDate(inv.date)}</span>
                <span>{inv.recipient.name}</span>
                <Amount value={inv.total} currency={inv.currency} lang={lang} strong />
                <span className={styles.muted}>
                  {isOverpaid(inv.open) ? (
                    <>
                      {t('invoices.overpaid')}: <Amount value={overpaidBy(inv.open)} currency={inv.currency} lang={lang} />
                    </>
                  ) : (
                    <>
                      {t('invoices.open')}: <Amount value={inv.open} currency={inv.currency} lang={lang} />
                    </>
                  )}
                </span>
                <span className={styles.muted}>
                  {t(`invoices.state.${inv.state}`)}
                  {inv.sentAt ? ` · ${t('invoices.sent')}` : ''}
                  {inv.part ? ` · ${t('invoices.part', { index: inv.part.index, of: inv.part.of })}` : ''}
                </span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowDownloadRegular />}
                  aria-label={t('invoices.download', { number })}
                  disabled={busy}
                  onClick={() => void download(inv)}
                  data-testid="invoice-download"
                />
                {mayEdit ? (
                  <>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<LinkRegular />}
                      aria-label={t('invoices.copyLink', { number })}
                      disabled={busy}
                      onClick={() => void copyLink(inv)}
                      data-testid="invoice-link"
                    />
                    <Menu>
                      <MenuTrigger disableButtonEnhancement>
                        <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('invoices.more')} disabled={busy} />
                      </MenuTrigger>
                      <MenuPopover>
                        <MenuList>
                          <MenuItem onClick={() => send(inv)}>{t('invoices.resend', { number })}</MenuItem>
                          {inv.kind === 'invoice' && inv.state === 'issued' ? (
                            <MenuItem onClick={() => void cancel(inv)}>{t('invoices.cancel', { number })}</MenuItem>
                          ) : null}
                        </MenuList>
                      </MenuPopover>
                    </Menu>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {sending ? (
        <SendInvoiceDialog
          bookingId={booking.id}
          {...(sending.invoice ? { invoice: sending.invoice } : {})}
          onClose={() => setSending(null)}
          onSent={() => void changed()}
        />
      ) : null}
    </section>
  );
}
