import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import * as z from 'zod';
import { invoiceDocumentEndpoints as docs, invoiceEndpoints as api } from '../../../../shared/api/invoices';
import type { Invoice } from '../../../../shared/domain/booking/invoice';
import { callEndpoint, endpointUrl } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: '11em 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  mail: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    maxHeight: '40vh',
    overflowY: 'auto',
  },
  attachment: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const ZAddresses = z.array(z.email()).min(1).max(10);
const addressesOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * "Send invoice" with a look first (docs/decisions.md "Invoices"): the recipients (editable), the subject and the mail
 * text as they will be sent in the booking's language, and the PDF to open; then Send or Cancel. Without an invoice,
 * sending issues one: the preview says so and shows the draft.
 */
export function SendInvoiceDialog({ bookingId, invoice, onClose, onSent }: { bookingId: string; invoice?: Invoice; onClose: () => void; onSent: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const query = invoice ? { invoice: invoice.id } : {};
  const preview = useSWR(['invoices.mailPreview', bookingId, invoice?.id ?? ''], () =>
    callEndpoint(docs.mailPreview, { params: { id: bookingId, templateId: 'invoice' }, query }),
  );
  const [to, setTo] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (preview.error) notifyError(preview.error);
  }, [preview.error]);

  const data = preview.data;
  const toText = to ?? data?.to.join(', ') ?? '';
  const addresses = addressesOf(toText);
  const valid = ZAddresses.safeParse(addresses).success;

  const openPdf = async () => {
    // The tab is opened within the click (no popup blocker), then shown the PDF once it is made.
    const tab = window.open('', '_blank');
    try {
      const res = await authorizedGet(endpointUrl(docs.download, { id: bookingId }, { ...query, preview: 'true' }));
      const blob = await res.blob();
      if (tab) tab.location.href = URL.createObjectURL(blob);
      else saveBlob(blob, filenameFromDisposition(res.headers.get('content-disposition'), data?.attachment ?? 'invoice.pdf'));
    } catch (err) {
      tab?.close();
      notifyError(err);
    }
  };

  const send = async () => {
    setTouched(true);
    if (!valid || !data) return;
    setBusy(true);
    try {
      const changed = addresses.join(',') !== data.to.join(',');
      const res = await callEndpoint(api.sendInvoice, {
        params: { id: bookingId },
        body: { ...(invoice ? { invoice: invoice.id } : {}), ...(changed || data.to.length === 0 ? { to: addresses } : {}) },
      });
      notify({ intent: 'success', key: 'invoices.queued', params: { to: res.to.join(', ') } });
      onSent();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid="send-invoice-dialog" aria-describedby="send-invoice-mail">
        <DialogBody>
          <DialogTitle>{data?.invoice ? t('invoices.preview.title', { number: data.invoice.numberText }) : t('invoices.preview.titleNew')}</DialogTitle>
          <DialogContent className={styles.content}>
            {!data ? (
              <Spinner size="small" label={t('invoices.preview.loading')} />
            ) : (
              <>
                {data.invoice ? null : (
                  <MessageBar intent="info" data-testid="send-invoice-new">
                    <MessageBarBody>{t('invoices.preview.newInvoice')}</MessageBarBody>
                  </MessageBar>
                )}
                <dl className={styles.facts}>
                  <dt className={styles.term}>{t('invoices.preview.recipient')}</dt>
                  <dd className={styles.value} data-testid="send-invoice-recipient">
                    {data.recipient}
                  </dd>
                  <dt className={styles.term}>{t('invoices.preview.language')}</dt>
                  <dd className={styles.value}>{t(`invoices.language.${data.language}`)}</dd>
                </dl>
                <Field
                  label={t('invoices.preview.to')}
                  required
                  hint={t('invoices.preview.toHint')}
                  validationMessage={(touched || data.to.length === 0) && !valid ? t('invoices.preview.toRequired') : undefined}
                >
                  <Input value={toText} type="text" inputMode="email" onChange={(_e, d) => setTo(d.value)} data-testid="send-invoice-to" />
                </Field>
                <dl className={styles.facts}>
                  <dt className={styles.term}>{t('invoices.preview.subject')}</dt>
                  <dd className={styles.value} data-testid="send-invoice-subject">
                    {data.subject}
                  </dd>
                </dl>
                <div>
                  <Caption1 className={styles.term}>{t('invoices.preview.text')}</Caption1>
                  <pre id="send-invoice-mail" className={styles.mail} data-testid="send-invoice-text" tabIndex={0}>
                    {data.text}
                  </pre>
                </div>
                <div className={styles.attachment}>
                  <Body1>
                    {t('invoices.preview.attachment')}: {data.attachment}
                  </Body1>
                  <Button icon={<DocumentPdfRegular />} onClick={() => void openPdf()} data-testid="send-invoice-pdf">
                    {t('invoices.preview.openPdf')}
                  </Button>
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onClose} data-testid="send-invoice-cancel">
              {t('invoices.preview.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy || !data} onClick={() => void send()} data-testid="send-invoice-confirm">
              {t('invoices.preview.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
