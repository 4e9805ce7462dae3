import { invoiceNumberText } from '../../shared/domain/booking/invoice';
import type { Mail, MailAttachment } from '../../shared/domain/mail/mail';
import { getBooking } from '../../functions/data/bookings';
import { getInvoice, markInvoiceSent, mintInvoiceToken } from '../../functions/data/invoices';
import { invoiceAsOfNow } from '../../functions/data/invoice-standing';
import { renderInvoicePdf } from '../../functions/lib/documents/render';
import { renderVoucherPdf } from '../../functions/lib/documents/voucher';
import { invoiceMailParams, voucherMailParams } from '../../functions/lib/documents/mail';
import { companyHeader, invoiceExtras, voucherData } from '../../functions/lib/documents/sources';
import { DOCUMENT_TEXTS } from '../../functions/lib/documents/texts';
import { publicLink } from '../../functions/lib/documents/invoice-link';
import { delayRedelivery } from '../../functions/aws/sqs';
import { deliverMail } from '../../functions/messaging/index';
import { DocumentMailRequested, type DocumentMailRequestedDetail } from '../invoice-mail-requested';
import { MalformedMessageError, sqsConsumer } from '../lib/sqs-consumer';
import { consumerTimings, CONSUMERS } from '../registry';

const { maxReceiveCount } = consumerTimings(CONSUMERS.find((c) => c.name === 'send-document')!);

/**
 * Mails a booking document with its PDF attached (docs/decisions.md "Invoices"): renders the invoice (with a fresh
 * public link in the text) or the voucher and hands the built-in mail document.invoice or document.voucher (the
 * operator's own subject and text, when given, as its params) with the PDF to the one sender (functions/messaging).
 * Runs once per event id however often the queue delivers it (sqsConsumer → events/lib/idempotency.ts).
 */
type DocumentMail = Omit<Mail, 'to' | 'purpose'> & { file: MailAttachment };

const overrides = (d: DocumentMailRequestedDetail) => ({ ...(d.subject ? { subject: d.subject } : {}), ...(d.text ? { text: d.text } : {}) });
const pdf = (name: string, bytes: Uint8Array): MailAttachment => ({ name, bytes, contentType: 'application/pdf' });

async function invoiceMail(d: DocumentMailRequestedDetail): Promise<DocumentMail> {
  const invoice = d.invoice ? await getInvoice(d.tenant, d.invoice) : null;
  if (!invoice) throw new MalformedMessageError(`invoice ${d.invoice} does not exist`);
  const [company, extras] = await Promise.all([companyHeader(d.tenant), invoiceExtras(d.tenant, await getBooking(d.tenant, invoice.booking))]);
  const t = DOCUMENT_TEXTS[invoice.language];
  const number = invoiceNumberText(invoice);
  const link = await publicLink(d.tenant, invoice.id, await mintInvoiceToken(d.tenant, invoice.id));
  return {
    locale: invoice.language,
    template: { builtIn: 'document.invoice' },
    params: { ...invoiceMailParams(invoice, number, company, link), ...overrides(d) },
    file: pdf(`${t.invoice}-${number}.pdf`, await renderInvoicePdf(await invoiceAsOfNow(d.tenant, invoice), company, extras)),
  };
}

async function voucherMail(d: DocumentMailRequestedDetail): Promise<DocumentMail> {
  const booking = await getBooking(d.tenant, d.booking);
  if (!booking) throw new MalformedMessageError(`booking ${d.booking} does not exist`);
  const [company, data] = await Promise.all([companyHeader(d.tenant), voucherData(d.tenant, booking)]);
  const locale = booking.language === 'en' ? 'en' : 'de';
  return {
    locale,
    template: { builtIn: 'document.voucher' },
    params: { ...voucherMailParams(booking.bookingNo, data.guests, company), ...overrides(d) },
    file: pdf(`${DOCUMENT_TEXTS[locale].voucher}-${booking.bookingNo}.pdf`, await renderVoucherPdf(data, company)),
  };
}

export const handler = sqsConsumer('send-document', DocumentMailRequested, async (d, log, delivery) => {
  const { file, ...mail } = d.document === 'invoice' ? await invoiceMail(d) : await voucherMail(d);
  // Through the mail queue (functions/messaging/deliver.ts): its record is written here, at the first try.
  const outcome = await deliverMail(
    d.tenant,
    { ...mail, to: d.to, purpose: d.document, ...(d.booking ? { booking: d.booking } : {}) },
    {
      eventId: d.eventId,
      receiveCount: delivery.receiveCount,
      maxReceiveCount,
      attachments: [file],
      retryIn: (seconds) => delayRedelivery(delivery.queueArn, delivery.receiptHandle, seconds),
    },
  );
  if (d.document === 'invoice' && d.invoice && (outcome === 'sent' || outcome === 'already-sent')) await markInvoiceSent(d.tenant, d.invoice, d.to);
  log.info(`document mail ${outcome}`, { document: d.document, recipients: d.to.length, bytes: file.bytes.length });
});
