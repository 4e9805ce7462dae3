import { createHash } from 'node:crypto';
import type { FormDefinitionVersion } from '../../../shared/api/forms';
import type { Language } from '../../../shared/constants';
import { progressOf, ZSignatureAnswer, type Answers, type FormDates, type FormProgress } from '../../../shared/domain/forms/form-answers';
import { fieldsOf } from '../../../shared/domain/forms/form-definition';
import { askedOfRespondent, LEAD, renderSignedText } from '../../../shared/domain/forms/guest-form';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { AnswersItem } from '../../data/entities/guest-form';
import type { SignatureRecord } from '../../../shared/domain/forms/signature-record';
import { putAnswers } from '../../data/guest-forms';
import { requireUploads } from './upload-refs';
import { evaluate, isLocked, respondent, formsOf, type FormsContext } from './context';

/** The most one respondent's answers may take (a DynamoDB item holds 400 KB, the record and keys included). */
export const MAX_ANSWERS_BYTES = 300 * 1024;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash a signature on these answers signs (the form at the version answered, in the signer's language). */
export function signedHash(def: FormDefinitionVersion, dates: FormDates, key: string, answers: Answers, lang: Language): string {
  return sha256(renderSignedText(def, answers, dates, { askedOf: askedOfRespondent(key), lang }));
}

export interface SaveRequest {
  form: string;
  /** Whose link it is, and for whom it saves (the lead's link may name any guest). */
  linkGuest: string;
  guest?: string;
  data: Answers;
  submit: boolean;
  lang: Language;
  ip: string;
  userAgent: string;
}

/**
 * Saves a draft or submits (docs/decisions/forms.md "Answers"): the form must be one the link may answer (404), not
 * locked (409 FORM_LOCKED), every answer a question asked of this respondent that fits its field (400 naming each),
 * and on submit complete (400 with every issue). Nothing is stored when refused. A submit records each signature
 * with the hash of the text it signs; a new draft or submit replaces the answers (the version kept with them).
 */
export async function saveAnswers(ctx: FormsContext, req: SaveRequest): Promise<{ item: AnswersItem; progress: FormProgress }> {
  const prepared = prepareAnswers(ctx, req);
  await requireUploads(ctx, prepared.item);
  await putAnswers(ctx.tenant, ctx.booking.id, prepared.item);
  return prepared;
}

/** The checks of a save and the item it stores, without storing it (the multi page checks all before storing any). */
export function prepareAnswers(ctx: FormsContext, req: SaveRequest): { item: AnswersItem; progress: FormProgress } {
  const key = req.guest ?? req.linkGuest;
  const form = ctx.stored.forms.find((f) => f.id === req.form);
  // The lead fills in for a guest only on the multi page (the window setting); else each guest answers their own.
  const fillsIn = req.linkGuest === LEAD && ctx.multiGuestPage;
  if ((!fillsIn && key !== req.linkGuest) || !form || !respondent(ctx, key) || !formsOf(ctx, key).some((f) => f.id === form.id))
    throw new NotFoundError('No such guest form for this link');
  if (Buffer.byteLength(JSON.stringify(req.data), 'utf8') > MAX_ANSWERS_BYTES)
    throw new ValidationError('The answers are too large', [{ path: 'body.data', message: `at most ${MAX_ANSWERS_BYTES / 1024} KB` }]);
  const why = isLocked(ctx, form);
  if (why)
    throw new ConflictError(
      why === 'operator'
        ? `The form "${form.name}" is locked by the operator`
        : why === 'booking'
          ? `The form "${form.name}" is locked: the booking is ${ctx.booking.state}`
          : `The form "${form.name}" is locked: the arrival day has come`,
      'FORM_LOCKED',
    );
  const def = ctx.definitions.get(form.id)!;
  const askedOf = askedOfRespondent(key);
  const asked = new Set(
    fieldsOf(def)
      .filter((f) => (f.askedPer ?? def.askedPer) === askedOf)
      .map((f) => f.id),
  );
  const stray = Object.keys(req.data).filter((id) => !asked.has(id));
  if (stray.length)
    throw new ValidationError(
      'Some answers are not questions of this form',
      stray.map((id) => ({ path: `body.data.${id}`, message: 'not a question of this form for this guest' })),
    );
  const evaluation = evaluate(ctx, form.id, key, req.data);
  const issues = req.submit ? evaluation.issues : evaluation.issues.filter((i) => i.message !== 'required');
  if (issues.length)
    throw new ValidationError(
      req.submit ? 'The form is not complete' : 'Some answers do not fit their fields',
      issues.map((i) => ({ path: `body.data.${i.field}`, message: i.message })),
    );
  const now = new Date().toISOString();
  const signatures: SignatureRecord[] = [];
  if (req.submit) {
    const hash = signedHash(def, ctx.dates, key, req.data, req.lang);
    for (const field of evaluation.shown.filter((f) => f.type === 'Signature')) {
      const s = ZSignatureAnswer.safeParse(req.data[field.id]);
      if (!s.success) continue;
      signatures.push({
        field: field.id,
        signer: s.data.name,
        ...(s.data.guardian ? { guardian: s.data.guardian } : {}),
        signedAt: now,
        ip: req.ip,
        userAgent: req.userAgent.slice(0, 300),
        lang: req.lang,
        sha256: hash,
      });
    }
  }
  const item: AnswersItem = {
    form: form.id,
    guest: key,
    version: form.version,
    state: req.submit ? 'submitted' : 'draft',
    answers: req.data,
    lang: req.lang,
    flags: evaluation.flags,
    updatedAt: now,
    ...(req.submit ? { submittedAt: now } : {}),
    signatures,
  };
  return { item, progress: progressOf(evaluation) };
}
