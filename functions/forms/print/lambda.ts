import { guestFormPrintEndpoints as api } from '../../../shared/api/guest-form-print';
import { action, HttpResult, resourceHandler } from '../../lib/http';
import { printData } from './print-data';
import { renderGuestFormPdf } from './render';

/**
 * The signed PDF of a booking's guest form (issue 24; docs/decisions/forms.md "The signed PDF"): the filled form of
 * every respondent (or one, `?guest=`) with the signature records verified now. A Lambda of its own, as the invoices'
 * PDFs: pdf-lib with its font metrics is ~520 KB.
 */
const printAction = action(api.print, async ({ principal, params, query }) => {
  const { doc, company, file } = await printData(principal, params.id, query);
  return new HttpResult(200, Buffer.from(await renderGuestFormPdf(doc, company)), {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${file}"`,
    'cache-control': 'no-store',
  });
});

export const handler = resourceHandler('guestform-documents', [printAction]);
