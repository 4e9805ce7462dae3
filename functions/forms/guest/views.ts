import type { z } from 'zod';
import type { ZByToken, ZFilledForm } from '../../../shared/api/guest-forms';
import { askedOfRespondent, LEAD, respondentsOf } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import type { AnswersItem } from '../../data/entities/guest-form';
import type { SignatureRecord } from '../../../shared/domain/forms/signature-record';
import { getFormDefinitionVersion } from '../../data/forms';
import { getTenant } from '../../data/tenants';
import { formsOf, isLocked, respondent, standing, storedAnswers, type FormsContext } from './context';
import { signedHash } from './answers';

/** An attachment as the API answers it (who attached it stays inside). */
export const publicForm = ({ id, booking, definition, version, name, purpose, attachedAt, locked }: FormsContext['stored']['forms'][number]) => ({
  id,
  booking,
  definition,
  version,
  name,
  purpose,
  attachedAt,
  ...(locked !== undefined ? { locked } : {}),
});

/**
 * What the guest page gets for a token: the operator's name and languages, the booking's dates, the guest, and each
 * form asked of them at its attached version with the answers so far. The lead's link (the multi page) gets the
 * booking's questions and every guest's forms.
 */
export async function byTokenView(ctx: FormsContext, key: string): Promise<z.infer<typeof ZByToken>> {
  const tenant = await getTenant(ctx.tenant);
  // The lead fills in for every guest only when the window setting flags the multi page.
  const multi = key === LEAD && ctx.multiGuestPage;
  const keys = multi ? [LEAD, ...ctx.guests.map((g) => g.key)] : [key];
  const who = respondent(ctx, key)!;
  return {
    tenant: { name: tenant?.name ?? ctx.tenant, languages: tenant?.supportedLanguages ?? [] },
    booking: {
      id: ctx.booking.id,
      bookingNo: ctx.booking.bookingNo,
      ...(ctx.dates.arrival ? { arrival: ctx.dates.arrival } : {}),
      ...(ctx.dates.departure ? { departure: ctx.dates.departure } : {}),
    },
    guest: { key, ...(who.name ? { name: who.name } : {}) },
    page: multi ? 'multi' : 'single',
    forms: keys.flatMap((k) =>
      formsOf(ctx, k).map((f) => {
        const name = respondent(ctx, k)?.name;
        return {
          form: f.id,
          guest: k,
          ...(name ? { guestName: name } : {}),
          askedOf: askedOfRespondent(k),
          definition: ctx.definitions.get(f.id)!,
          ...standing(ctx, f.id, k),
          locked: isLocked(ctx, f) !== undefined,
        };
      }),
    ),
  };
}

/**
 * The staff's view of one form: every respondent's answers and each signature record checked against its hash,
 * recomputed from the stored answers and the stored snapshot of the version they were answered on.
 */
export async function filledView(ctx: FormsContext, formId: string): Promise<z.infer<typeof ZFilledForm>> {
  const form = ctx.stored.forms.find((f) => f.id === formId);
  const def = ctx.definitions.get(formId);
  if (!form || !def) throw new NotFoundError(`guest form ${formId} does not exist`);
  const answered = new Map([[form.version, def]]);
  for (const a of ctx.stored.answers.filter((x) => x.form === formId && !answered.has(x.version))) {
    const other = await getFormDefinitionVersion(ctx.tenant, form.definition, a.version);
    if (other) answered.set(a.version, other);
  }
  const verified = (k: string, stored: AnswersItem, s: SignatureRecord) => {
    const at = answered.get(stored.version);
    return at !== undefined && signedHash(at, ctx.dates, k, stored.answers, s.lang) === s.sha256;
  };
  return {
    ...publicForm(form),
    responses: respondentsOf(def, ctx.guests).map((k) => {
      const stored = storedAnswers(ctx, form.id, k);
      return {
        ...standing(ctx, form.id, k),
        guest: k,
        version: stored?.version ?? form.version,
        ...(stored?.submittedAt ? { submittedAt: stored.submittedAt } : {}),
        signatures: (stored?.signatures ?? []).map((s) => ({ ...s, verified: verified(k, stored!, s) })),
      };
    }),
  };
}
