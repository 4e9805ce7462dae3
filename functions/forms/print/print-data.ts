import type { z } from 'zod';
import type { guestFormPrintEndpoints } from '../../../shared/api/guest-form-print';
import { staff } from '../../../shared/auth/actor';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import type { Language } from '../../../shared/constants';
import { askedOfRespondent } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import { requireBookingAccess } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { getFormDefinitionVersion } from '../../data/forms';
import { bookingOfForm } from '../../data/guest-forms';
import { companyHeader } from '../../lib/documents/sources';
import { loadFormsContext, respondent } from '../guest/context';
import { filledView } from '../guest/views';
import { formLines, textIn } from './print-lines';
import type { CompanyHeader } from '../../lib/documents/render';
import type { GuestFormPrint, PrintedRespondent } from './render';
import { PRINT_TEXTS } from './texts';

type Query = z.infer<(typeof guestFormPrintEndpoints)['print']['input']['query']>;

/**
 * What the signed PDF of form `formId` prints, read as the filled form is (forms.read, or bookings.update as the staff
 * scope, with the booking's own access rules): every respondent, or the one of `query.guest`.
 */
export async function printData(principal: Principal, formId: string, query: Query): Promise<{ doc: GuestFormPrint; company: CompanyHeader; file: string }> {
  const bookingId = await bookingOfForm(principal.tenant, formId);
  if (!bookingId) throw new NotFoundError(`guest form ${formId} does not exist`);
  const booking = await getBooking(principal.tenant, bookingId);
  if (!booking) throw new NotFoundError(`booking ${bookingId} does not exist`);
  // As the filled form: forms.read, or bookings.update as the staff scope, with the booking's own access rules.
  await requireBookingAccess(staff(principal), booking, passes(principal, 'forms.read') ? 'forms.read' : 'bookings.update');
  const ctx = (await loadFormsContext(principal.tenant, bookingId, booking))!;
  const filled = await filledView(ctx, formId);
  const responses = query.guest ? filled.responses.filter((r) => r.guest === query.guest) : filled.responses;
  if (query.guest && responses.length === 0) throw new NotFoundError(`guest ${query.guest} does not answer guest form ${formId}`);
  const lang: Language = query.lang ?? (booking.language === 'en' ? 'en' : 'de');
  const words = PRINT_TEXTS[lang];
  const versions = new Map<number, Awaited<ReturnType<typeof getFormDefinitionVersion>>>();
  const versionOf = async (v: number) => {
    if (!versions.has(v))
      versions.set(v, v === filled.version ? ctx.definitions.get(formId)! : await getFormDefinitionVersion(principal.tenant, filled.definition, v));
    return versions.get(v) ?? null;
  };
  const respondents: PrintedRespondent[] = [];
  for (const r of responses) {
    const def = await versionOf(r.version);
    const name = respondent(ctx, r.guest)?.name;
    respondents.push({
      key: r.guest,
      ...(name ? { name } : {}),
      title: def ? textIn(def.title, lang, def.name) : filled.name,
      version: r.version,
      state: r.state,
      ...(r.submittedAt ? { submittedAt: r.submittedAt } : {}),
      physician: r.flags.includes('physician'),
      lines: def ? formLines(def, r.answers, ctx.dates, askedOfRespondent(r.guest), lang, words) : [],
      signatures: r.signatures,
    });
  }
  const company = await companyHeader(principal.tenant);
  const file = `guestform-${booking.bookingNo}-${filled.purpose}${query.guest ? `-${query.guest}` : ''}.pdf`;
  const doc = { lang, operator: company.name, bookingNo: booking.bookingNo, formName: filled.name, respondents, printedAt: new Date().toISOString() };
  return { doc, company, file };
}
