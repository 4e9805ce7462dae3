import { staff } from '../../../shared/auth/actor';
import { invoiceDocumentEndpoints as api } from '../../../shared/api/invoices';
import { invoiceNumberText } from '../../../shared/domain/booking/invoice';
import { NotFoundError } from '../../../shared/errors';
import { readBooking } from '../../booking/index';
import { bookingInvoices, getInvoice } from '../../data/invoices';
import { action, HttpResult, resourceHandler } from '../../lib/http';
import { renderInvoicePdf } from '../../lib/documents/render';
import { renderVoucherPdf } from '../../lib/documents/voucher';
import { companyHeader, invoiceExtras, voucherData } from '../../lib/documents/sources';
import { invoiceAsOfNow } from '../../data/invoice-standing';
import { invoiceToSend, mailPreview, staffBooking } from './preview';
import { bookingTemplatePdf, documentActions, isMailPreview } from './templates';

/**
 * The booking's PDFs (ISSUE-15, docs/decisions.md "Invoices"): the invoice and the guest's voucher, rendered with
 * pdf-lib (shared with the send-document consumer), and the preview of the mail that sends them. A Lambda of its own: pdf-lib with its font metrics is ~520 KB.
 */
const pdf = (bytes: Uint8Array, name: string, disposition: 'attachment' | 'inline' = 'attachment') =>
  new HttpResult(200, Buffer.from(bytes), {
    'content-type': 'application/pdf',
    'content-disposition': `${disposition}; filename="${name}"`,
    'cache-control': 'no-store',
  });

const downloadAction = action(api.download, async ({ principal, params, query }) => {
  const booking = await readBooking(staff(principal), params.id);
  const [company, extras] = await Promise.all([companyHeader(principal.tenant), invoiceExtras(principal.tenant, booking)]);
  if (query.preview) {
    // What "Send invoice" would mail: the same choice of invoice, a draft when it would issue one.
    const { invoice, issued } = await invoiceToSend(principal, await staffBooking(principal, params.id), query);
    const name = issued ? invoiceNumberText(invoice) : 'draft';
    const shown = issued ? await invoiceAsOfNow(principal.tenant, invoice) : invoice;
    return pdf(await renderInvoicePdf(shown, company, { ...extras, draft: !issued }), `invoice-${name}.pdf`, 'inline');
  }
  const invoice = query.invoice ? await getInvoice(principal.tenant, query.invoice) : (await bookingInvoices(principal.tenant, params.id)).at(-1);
  if (!invoice || invoice.booking !== params.id) throw new NotFoundError(`booking ${params.id} has no such invoice`);
  // Paid and open as of the booking's payments now (docs/decisions.md "Invoices: paid and open follow the booking").
  return pdf(await renderInvoicePdf(await invoiceAsOfNow(principal.tenant, invoice), company, extras), `invoice-${invoiceNumberText(invoice)}.pdf`);
});

/** One path, two answers: the mail previews (invoice, voucher) and any print template's PDF (docs/decisions.md "Document templates"). */
const mailPreviewAction = action(api.mailPreview, async ({ principal, params, query }) => {
  const { lang, ...rest } = query;
  if (isMailPreview(params.templateId)) return mailPreview(principal, params.id, params.templateId, rest);
  return bookingTemplatePdf(principal, params.id, params.templateId, lang);
});

const voucherAction = action(api.voucher, async ({ principal, params }) => {
  const booking = await readBooking(staff(principal), params.id);
  const [company, data] = await Promise.all([companyHeader(principal.tenant), voucherData(principal.tenant, booking)]);
  return pdf(await renderVoucherPdf(data, company), `voucher-${booking.bookingNo}.pdf`);
});

export const handler = resourceHandler('invoice-documents', [downloadAction, voucherAction, mailPreviewAction, ...documentActions]);
