import { invoiceDocumentEndpoints as api } from '../../shared/api/invoices';
import { invoiceNumberText } from '../../shared/domain/booking/invoice';
import { NotFoundError } from '../../shared/errors';
import { readBooking } from '../bookings/access';
import { bookingInvoices, getInvoice } from '../data/invoices';
import { action, HttpResult, resourceHandler } from '../lib/http';
import { renderInvoicePdf, renderVoucherPdf } from '../lib/documents/render';
import { companyHeader, voucherData } from '../lib/documents/sources';
import { invoiceAsOfNow } from '../invoices/standing';

/**
 * The booking's PDFs (ISSUE-15, docs/decisions.md "Invoices"): the invoice and the guest's voucher, rendered with
 * pdf-lib (shared with the send-document consumer). A Lambda of its own: pdf-lib with its font metrics is ~520 KB.
 */
const pdf = (bytes: Uint8Array, name: string) =>
  new HttpResult(200, Buffer.from(bytes), {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });

const downloadAction = action(api.download, async ({ principal, params, query }) => {
  await readBooking(principal, params.id);
  const invoice = query.invoice ? await getInvoice(principal.tenant, query.invoice) : (await bookingInvoices(principal.tenant, params.id)).at(-1);
  if (!invoice || invoice.booking !== params.id) throw new NotFoundError(`booking ${params.id} has no such invoice`);
  // Paid and open as of the booking's payments now (docs/decisions.md "Invoices: paid and open follow the booking").
  const [now, company] = await Promise.all([invoiceAsOfNow(principal.tenant, invoice), companyHeader(principal.tenant)]);
  return pdf(await renderInvoicePdf(now, company), `invoice-${invoiceNumberText(invoice)}.pdf`);
});

const voucherAction = action(api.voucher, async ({ principal, params }) => {
  const booking = await readBooking(principal, params.id);
  const [company, data] = await Promise.all([companyHeader(principal.tenant), voucherData(principal.tenant, booking)]);
  return pdf(await renderVoucherPdf(data, company), `voucher-${booking.bookingNo}.pdf`);
});

export const handler = resourceHandler('invoice-documents', [downloadAction, voucherAction]);
