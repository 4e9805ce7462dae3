import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { endpoint } from './endpoint';
import { ZGuestKey } from './guest-forms';
import { ZId } from './resource';

/**
 * The signed PDF of a booking's guest form (issue 24; docs/decisions/forms.md "The signed PDF"): spec 2's
 * `GET /api/guestform/{id}/print`, in a Lambda of its own (`guestform-documents`, functions/forms/print/lambda.ts)
 * because the PDF renderer (pdf-lib) does not fit the 265 KB budget of the `guestforms` Lambda.
 */
export const guestFormPrintEndpoints = {
  print: endpoint({
    id: 'guestform.print',
    method: 'GET',
    path: '/api/guestform/{id}/print',
    resource: 'guestform-documents',
    // As the filled form (guestform.get).
    scopes: ['forms.read', 'bookings.update'],
    tags: ['guestform'],
    summary:
      "A booking's form as filled, as PDF: the operator, the booking number, every respondent (or only `guest`) with the form's name and version, " +
      'each question shown with its answer, the physician flag and every signature record (signer, time UTC, IP, user agent, SHA-256) with whether ' +
      "it verifies now; in `lang`, else the booking's language",
    input: {
      params: z.object({ id: ZId }),
      query: z.strictObject({ guest: ZGuestKey.optional(), lang: z.enum(LANGUAGES).optional() }),
    },
    output: z.string(),
    produces: 'application/pdf',
  }),
};
