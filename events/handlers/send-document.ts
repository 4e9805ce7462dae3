import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { invoiceNumberText } from '../../shared/domain/booking/invoice';
import { requireConfig } from '../../functions/config';
import { ses } from '../../functions/aws/sesv2';
import { getBooking } from '../../functions/data/bookings';
import { getInvoice, markInvoiceSent, mintInvoiceToken } from '../../functions/data/invoices';
import { invoiceAsOfNow } from '../../functions/data/invoice-standing';
import { renderInvoicePdf } from '../../functions/lib/documents/render';
import { renderVoucherPdf } from '../../functions/lib/documents/voucher';
import { invoiceMailOf } from '../../functions/lib/documents/mail';
import { companyHeader, invoiceExtras, voucherData } from '../../functions/lib/documents/sources';
import { DOCUMENT_TEXTS, fill } from '../../functions/lib/documents/texts';
import { publicLink } from '../../functions/lib/documents/invoice-link';
import { DocumentMailRequested, type DocumentMailRequestedDetail } from '../invoice-mail-requested';
import { MalformedMessageError, sqsConsumer } from '../lib/sqs-consumer';

/**
 * Mails a booking document with its PDF attached (docs/decisions.md "Invoices"): renders the invoice (with a fresh
 * public link in the text) or the voucher and sends ONE SESv2 SendEmail (Simple content with an attachment). Runs once
 * per event id however often the queue delivers it (sqsConsumer → events/lib/idempotency.ts).
 */
interface Mail {
  subject: string;
  text: string;
  file: { name: string; bytes: Uint8Array };
}

async function invoiceMail(d: DocumentMailRequestedDetail): Promise<Mail> {
  const invoice = d.invoice ? await getInvoice(d.tenant, d.invoice) : null;
  if (!invoice) throw new MalformedMessageError(`invoice ${d.invoice} does not exist`);
  const [company, extras] = await Promise.all([companyHeader(d.tenant), invoiceExtras(d.tenant, await getBooking(d.tenant, invoice.booking))]);
  const t = DOCUMENT_TEXTS[invoice.language];
  const number = invoiceNumberText(invoice);
  const link = await publicLink(d.tenant, invoice.id, await mintInvoiceToken(d.tenant, invoice.id));
  const mail = invoiceMailOf(invoice, number, company, link);
  return {
    subject: d.subject ?? mail.subject,
    text: d.text ? `${d.text}\n\n${link}` : mail.text,
    file: { name: `${t.invoice}-${number}.pdf`, bytes: await renderInvoicePdf(await invoiceAsOfNow(d.tenant, invoice), company, extras) },
  };
}

async function voucherMail(d: DocumentMailRequestedDetail): Promise<Mail> {
  const booking = await getBooking(d.tenant, d.booking);
  if (!booking) throw new MalformedMessageError(`booking ${d.booking} does not exist`);
  const [company, data] = await Promise.all([companyHeader(d.tenant), voucherData(d.tenant, booking)]);
  const t = DOCUMENT_TEXTS[booking.language === 'en' ? 'en' : 'de'];
  const values = { booking: booking.bookingNo, name: data.guests[0] ?? '', company: company.name };
  return {
    subject: d.subject ?? fill(t.voucherSubject, values),
    text: d.text ?? fill(t.voucherMail, values),
    file: { name: `${t.voucher}-${booking.bookingNo}.pdf`, bytes: await renderVoucherPdf(data, company) },
  };
}

export const handler = sqsConsumer('send-document', DocumentMailRequested, async (d, log) => {
  const mail = d.document === 'invoice' ? await invoiceMail(d) : await voucherMail(d);
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: requireConfig('MAIL_FROM'),
      Destination: { ToAddresses: d.to },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          Attachments: [{ FileName: mail.file.name, RawContent: mail.file.bytes, ContentType: 'application/pdf', ContentDisposition: 'ATTACHMENT' }],
        },
      },
      EmailTags: [
        { Name: 'tenant', Value: d.tenant },
        { Name: 'purpose', Value: d.document },
      ],
    }),
  );
  if (d.document === 'invoice' && d.invoice) await markInvoiceSent(d.tenant, d.invoice, d.to);
  log.info('document mailed', { document: d.document, recipients: d.to.length, bytes: mail.file.bytes.length });
});
