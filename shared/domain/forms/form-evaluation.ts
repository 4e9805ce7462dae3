import { addDays } from '../../calendar-date';
import type { Condition, ConditionRule, FormDefinition, FormField, FormFlag, RelativeDate } from './form-definition';
import type { AnswerValue, Answers, CertificationAnswer, SignatureAnswer } from './form-answers';
import { asksNothing, fieldsOf, isChoice, isMultiChoice, MAX_STARS } from './form-field-types';

/**
 * The evaluation of a filled form (./form-answers re-exports it): the fields shown, the required ones, the issues,
 * the flags and the progress. Without zod, so the guest page (web/guest.html) evaluates on its first load without the
 * schema library; the answer shapes are checked by hand exactly as ./form-answers' schemas say (form-evaluation.test.ts
 * compares the two on every shape).
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (v: Record<string, unknown>, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));
/** A string of `min` to `max` characters once trimmed (zod's `.trim().min().max()`). */
const trimmed = (v: unknown, min: number, max: number): boolean => typeof v === 'string' && v.trim().length >= min && v.trim().length <= max;
const absentOr = (v: unknown, check: (x: unknown) => boolean): boolean => v === undefined || check(v);

/** A day of the calendar as YYYY-MM-DD (zod's `z.iso.date()`). */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}
/** ../common ZRef: 1 to 100 of A–Z, a–z, 0–9, _ and -. */
const isRef = (v: unknown): boolean => typeof v === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(v);
/** ../common ZCountryCode. */
export const isCountryCode = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{2}$/.test(v);
/** ZUploadRef. */
export const isUploadRef = (v: unknown): v is { upload: string } => isRecord(v) && onlyKeys(v, ['upload']) && isRef(v.upload);
/** ZSignatureAnswer. */
export function isSignatureAnswer(v: unknown): v is SignatureAnswer {
  if (!isRecord(v) || !onlyKeys(v, ['name', 'mode', 'drawing', 'guardian'])) return false;
  if (!trimmed(v.name, 1, 200) || (v.mode !== 'typed' && v.mode !== 'drawn')) return false;
  if (!absentOr(v.drawing, (d) => typeof d === 'string' && d.length <= 60_000)) return false;
  return absentOr(v.guardian, (g) => isRecord(g) && onlyKeys(g, ['name', 'relation']) && trimmed(g.name, 1, 200) && trimmed(g.relation, 1, 100));
}
/** ZCertificationAnswer. */
export function isCertificationAnswer(v: unknown): v is CertificationAnswer {
  if (!isRecord(v) || !onlyKeys(v, ['agency', 'level', 'number', 'date', 'card'])) return false;
  return (
    trimmed(v.agency, 1, 100) &&
    trimmed(v.level, 1, 200) &&
    absentOr(v.number, (n) => trimmed(n, 0, 100)) &&
    absentOr(v.date, isIsoDate) &&
    absentOr(v.card, isUploadRef)
  );
}

/** The days a relative date is counted from; a missing one (no arrival yet) skips the rule that needs it. */
export type FormDates = { today: string; arrival?: string; departure?: string };

/** Spec 1's e-mail pattern: a top-level domain of 2 to 4 letters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Spec 1's flight number: 2 to 3 letters or digits, an optional space, 1 to 5 digits. */
const FLIGHT = /^[A-Za-z0-9]{2,3} ?[0-9]{1,5}$/;
const PHONE = /^\+?[0-9][0-9 ()/-]{4,24}$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DEFAULT_MAX_LENGTH = { QuestionShort: 500, QuestionLong: 5000 } as const;

/** The day a relative date names, or undefined when its base day is not known. */
export function resolveRelativeDate(rel: RelativeDate, dates: FormDates): string | undefined {
  const base = rel.from === 'today' ? dates.today : rel.from === 'arrival' ? dates.arrival : dates.departure;
  if (!base) return undefined;
  if (rel.unit === 'days') return addDays(base, rel.amount);
  if (rel.unit === 'weeks') return addDays(base, rel.amount * 7);
  const months = rel.unit === 'years' ? rel.amount * 12 : rel.amount;
  const [y, m, d] = base.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The last day of a shorter month (31 March − 1 month = 28 or 29 February).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function ruleHolds(rule: ConditionRule, answers: Answers, shown: ReadonlySet<string>): boolean {
  // A hidden question's stored answer counts for nothing.
  const value = shown.has(rule.field) ? answers[rule.field] : undefined;
  switch (rule.op) {
    case 'answered':
      return isAnswered(value);
    case 'notAnswered':
      return !isAnswered(value);
    case 'equals':
      return Array.isArray(value) ? value.length === 1 && value[0] === String(rule.value) : value !== undefined && String(value) === String(rule.value);
    case 'notEquals':
      return !(Array.isArray(value) ? value.length === 1 && value[0] === String(rule.value) : value !== undefined && String(value) === String(rule.value));
    case 'includes':
      return Array.isArray(value) ? value.includes(String(rule.value)) : typeof value === 'string' && value === String(rule.value);
    case 'lessThan':
    case 'greaterThan': {
      if (typeof value !== 'number' && typeof value !== 'string') return false;
      if (!isAnswered(value)) return false;
      const a = typeof value === 'number' && typeof rule.value === 'number' ? value - rule.value : String(value).localeCompare(String(rule.value));
      return rule.op === 'lessThan' ? a < 0 : a > 0;
    }
  }
}

export function conditionHolds(condition: Condition, answers: Answers, shown: ReadonlySet<string>): boolean {
  return condition.any.some((group) => group.all.every((rule) => ruleHolds(rule, answers, shown)));
}

export type FieldIssue = { field: string; message: string };

export type FormEvaluation = {
  /** Fields asked now (conditions and the asked-of filter applied), in order. */
  shown: FormField[];
  /** Of those, the ones that must be answered before submit. */
  required: Set<string>;
  /** Answers that do not fit their field, and required fields without an answer. */
  issues: FieldIssue[];
  /** Flags the shown answers raise. */
  flags: FormFlag[];
  /** Questions shown that ask something, and how many of them have an answer. */
  asked: number;
  answered: number;
  /** No issue: the form can be submitted. */
  complete: boolean;
};

/**
 * What the answers mean for the definition. `askedOf` leaves out the questions asked of the other party (a guest's
 * own link does not ask the booking's questions); `minor` (the guest is under 18 on arrival) makes a guardian
 * required on a signature that asks for one.
 */
export function evaluateForm(
  def: Pick<FormDefinition, 'sections' | 'askedPer'>,
  answers: Answers,
  dates: FormDates,
  options: { askedOf?: 'booking' | 'guest'; minor?: boolean } = {},
): FormEvaluation {
  const shownIds = new Set<string>();
  const shown: FormField[] = [];
  const required = new Set<string>();
  for (const section of def.sections) {
    if (section.condition && !conditionHolds(section.condition, answers, shownIds)) continue;
    for (const field of section.fields) {
      const per = field.askedPer ?? def.askedPer;
      if (options.askedOf && per !== options.askedOf) continue;
      const c = field.condition;
      if (c?.effect === 'show' && !conditionHolds(c, answers, shownIds)) continue;
      shownIds.add(field.id);
      shown.push(field);
      if (!asksNothing(field.type) && (field.required || (c?.effect === 'require' && conditionHolds(c, answers, shownIds)))) required.add(field.id);
    }
  }
  const issues: FieldIssue[] = [];
  const flags = new Set<FormFlag>();
  let asked = 0;
  let answered = 0;
  for (const field of shown) {
    if (asksNothing(field.type)) continue;
    asked++;
    const value = answers[field.id];
    if (!isAnswered(value)) {
      if (required.has(field.id)) issues.push({ field: field.id, message: 'required' });
      continue;
    }
    answered++;
    const problem = answerProblem(field, value!, dates, options.minor === true);
    if (problem) issues.push({ field: field.id, message: problem });
    else if (field.raises) {
      const given = Array.isArray(value) ? value : [String(value)];
      if (given.some((v) => field.raises!.when.includes(v))) flags.add(field.raises.flag);
    }
  }
  return { shown, required, issues, flags: [...flags], asked, answered, complete: issues.length === 0 };
}

/** Why an answer does not fit its field (a message key or text), or undefined when it does. */
export function answerProblem(field: FormField, value: AnswerValue, dates: FormDates, minor = false): string | undefined {
  const v = field.validation;
  const options = new Set(field.options?.map((o) => o.value));
  const dateRange = (day: string) => {
    const notBefore = v?.notBefore && resolveRelativeDate(v.notBefore, dates);
    const notAfter = v?.notAfter && resolveRelativeDate(v.notAfter, dates);
    if (notBefore && day < notBefore) return `not before ${notBefore}`;
    if (notAfter && day > notAfter) return `not after ${notAfter}`;
    return undefined;
  };
  switch (field.type) {
    case 'Date':
      if (typeof value !== 'string' || !isIsoDate(value)) return 'a date (YYYY-MM-DD)';
      return dateRange(value);
    case 'Time':
      return typeof value === 'string' && TIME.test(value) ? undefined : 'a time (HH:mm)';
    case 'DateTime': {
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T([01][0-9]|2[0-3]):[0-5][0-9]$/.test(value) || !isIsoDate(value.slice(0, 10)))
        return 'a date and time (YYYY-MM-DDTHH:mm)';
      return dateRange(value.slice(0, 10));
    }
    case 'QuestionShort':
    case 'QuestionLong': {
      if (typeof value !== 'string') return 'a text';
      const max = v?.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
      if (value.length > max) return `at most ${max} characters`;
      if (v?.minLength !== undefined && value.trim().length < v.minLength) return `at least ${v.minLength} characters`;
      if (v?.pattern === 'email' && !EMAIL.test(value.trim())) return 'an e-mail address';
      if (v?.pattern === 'flightNumber' && !FLIGHT.test(value.trim())) return 'a flight number';
      if (v?.pattern === 'digits' && !/^[0-9]+$/.test(value.trim())) return 'digits only';
      return undefined;
    }
    case 'Radio':
    case 'Select':
      return typeof value === 'string' && options.has(value) ? undefined : 'one of the options';
    case 'MultipleChoice':
    case 'MultipleSelect': {
      if (!Array.isArray(value) || value.some((x) => !options.has(x)) || new Set(value).size !== value.length) return 'some of the options';
      if (v?.min !== undefined && value.length < v.min) return `at least ${v.min}`;
      if (v?.max !== undefined && value.length > v.max) return `at most ${v.max}`;
      return undefined;
    }
    case 'Stars':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_STARS ? undefined : `1 to ${MAX_STARS} stars`;
    case 'Image':
      return isUploadRef(value) ? undefined : 'an uploaded file';
    case 'Signature': {
      if (!isSignatureAnswer(value)) return 'a signature';
      if (value.mode === 'drawn' && !value.drawing) return 'a signature';
      if (minor && field.guardianForMinors && !value.guardian) return 'a guardian signs for a guest under 18';
      return undefined;
    }
    case 'Certification': {
      if (!isCertificationAnswer(value)) return 'a certification (agency and level)';
      return value.date ? dateRange(value.date) : undefined;
    }
    case 'Country':
      return isCountryCode(value) ? undefined : 'a country';
    case 'Phone':
      return typeof value === 'string' && PHONE.test(value.trim()) ? undefined : 'a phone number';
    case 'Email':
      return typeof value === 'string' && EMAIL.test(value.trim()) ? undefined : 'an e-mail address';
    default:
      return isChoice(field.type) || isMultiChoice(field.type) ? 'one of the options' : undefined;
  }
}

/** missing: nothing answered; started: some; complete: nothing left to answer or fix. */
export type FormProgress = 'missing' | 'started' | 'complete';
export function progressOf(evaluation: FormEvaluation): FormProgress {
  if (evaluation.complete && evaluation.asked > 0) return 'complete';
  return evaluation.answered > 0 ? 'started' : evaluation.complete ? 'complete' : 'missing';
}

/** The field ids of a definition that ask something (for the board's columns and syncs). */
export const questionIdsOf = (def: Pick<FormDefinition, 'sections'>) =>
  fieldsOf(def)
    .filter((f) => !asksNothing(f.type))
    .map((f) => f.id);
