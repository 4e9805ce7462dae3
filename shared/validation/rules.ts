import { DEFAULT_UPLOAD_MAX_KB, MIN_PASSWORD_LENGTH } from '../constants';
import type { MessageKey, MessageParams } from '../i18n';
import { resolveRelativeDate, toDateTime, type DateInput, type RelativeDateOptions } from './relative-date';

/**
 * The generic form rules of spec 1 section 5. A rule answers null when the value passes, otherwise
 * an issue: a message key with its parameters, which the form translates (so the password form
 * reads "Password is required" in English and its German text in German).
 */

export interface RuleIssue {
  key: MessageKey;
  params?: MessageParams;
}

export type Rule<T = unknown> = (value: T) => RuleIssue | null;

const issue = (key: MessageKey, params?: MessageParams): RuleIssue => (params ? { key, params } : { key });

/** Empty means: nothing entered. 0 and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Runs the rules in order and answers the first issue. */
export function validate<T>(value: T, rules: readonly Rule<T>[]): RuleIssue | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found) return found;
  }
  return null;
}

/** The optional variant of a rule: an empty value passes, anything else must pass the rule. */
export function optional<T>(rule: Rule<T>): Rule<T | null | undefined> {
  return (value) => (isEmpty(value) ? null : rule(value as T));
}

export function required(key: MessageKey = 'validation.required'): Rule {
  return (value) => (isEmpty(value) ? issue(key) : null);
}

/** Anything with a size in bytes: a File, a Blob, or the byte count itself. */
export type Sized = { size: number } | number | null | undefined;

export function maxFileSize(maxKb: number = DEFAULT_UPLOAD_MAX_KB, key: MessageKey = 'validation.maxFileSize'): Rule<Sized> {
  return (value) => {
    if (value === null || value === undefined) return null;
    const bytes = typeof value === 'number' ? value : value.size;
    return bytes > maxKb * 1024 ? issue(key, { SIZE: `${maxKb} KB` }) : null;
  };
}

const length = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : String(value ?? '').length);

export function minLength(min: number, key: MessageKey = 'validation.minLength'): Rule {
  return (value) => (length(value) < min ? issue(key, { minLength: min }) : null);
}

export function maxLength(max: number, key: MessageKey = 'validation.maxLength'): Rule {
  return (value) => (length(value) > max ? issue(key, { maxLength: max }) : null);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.replace(',', '.'));
  return Number.NaN;
}

export function minNumber(min: number, key: MessageKey = 'validation.minNumber'): Rule {
  return (value) => {
    const n = toNumber(value);
    return Number.isNaN(n) || n < min ? issue(key, { min }) : null;
  };
}

export function maxNumber(max: number, key: MessageKey = 'validation.maxNumber'): Rule {
  return (value) => {
    const n = toNumber(value);
    return Number.isNaN(n) || n > max ? issue(key, { max }) : null;
  };
}

export function nonZero(key: MessageKey = 'validation.nonZero'): Rule {
  return (value) => (toNumber(value) === 0 ? issue(key) : null);
}

/** The other value may be given directly or read at validation time (the repeat field of a form). */
export type Other<T> = T | (() => T);
const read = <T>(other: Other<T>): T => (typeof other === 'function' ? (other as () => T)() : other);

export function equal(other: Other<unknown>, key: MessageKey = 'validation.equal'): Rule {
  return (value) => (value === read(other) ? null : issue(key));
}

export function notEqual(other: Other<unknown>, key: MessageKey = 'validation.notEqual'): Rule {
  return (value) => (value === read(other) ? issue(key) : null);
}

export interface DateRuleOptions extends RelativeDateOptions {
  /** How the bound is shown in the message; dd.MM.yyyy by default. */
  format?: string;
}

function dateRule(expression: string, opts: DateRuleOptions, key: MessageKey, refuses: (diffDays: number) => boolean): Rule<DateInput | null | undefined> {
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    const bound = resolveRelativeDate(expression, opts);
    const date = toDateTime(value, opts.zone);
    if (!date.isValid) return issue('validation.invalidDate');
    if (!bound) throw new Error(`Unreadable relative date expression: ${expression}`);
    // Compared as calendar days in the operator's zone: "not before today" accepts any time today.
    const diff = date.startOf('day').diff(bound.startOf('day'), 'days').days;
    return refuses(diff) ? issue(key, { date: bound.toFormat(opts.format ?? 'dd.MM.yyyy') }) : null;
  };
}

/** The date must not be earlier than the expression ("today", "+2 days", "%arrival%"). */
export function dateNotBefore(expression: string, opts: DateRuleOptions = {}, key: MessageKey = 'validation.dateNotBefore') {
  return dateRule(expression, opts, key, (diff) => diff < 0);
}

/** The date must not be later than the expression ("-1 year", "today +6 months"). */
export function dateNotAfter(expression: string, opts: DateRuleOptions = {}, key: MessageKey = 'validation.dateNotAfter') {
  return dateRule(expression, opts, key, (diff) => diff > 0);
}

export function custom<T>(predicate: (value: T) => boolean, key: MessageKey = 'validation.custom'): Rule<T> {
  return (value) => (predicate(value) ? null : issue(key));
}

export function nonNegativeInteger(key: MessageKey = 'validation.nonNegativeInteger'): Rule {
  return (value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d+$/.test(text) ? null : issue(key);
  };
}

export function regex(pattern: RegExp, key: MessageKey = 'validation.pattern'): Rule {
  return (value) => (pattern.test(String(value ?? '')) ? null : issue(key));
}

/** Top-level domain of 2 to 4 letters, as the spec says. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** 2 to 3 letters or digits, an optional space, 1 to 5 digits: "LH 123", "4U9525". */
export const FLIGHT_NUMBER_PATTERN = /^[A-Za-z0-9]{2,3} ?\d{1,5}$/;

export function email(key: MessageKey = 'validation.emailInvalid'): Rule {
  return (value) => (typeof value === 'string' && EMAIL_PATTERN.test(value.trim()) ? null : issue(key));
}

export function flightNumber(key: MessageKey = 'validation.flightNumber'): Rule {
  return regex(FLIGHT_NUMBER_PATTERN, key);
}

export const optionalEmail = (key?: MessageKey) => optional(email(key));
export const optionalFlightNumber = (key?: MessageKey) => optional(flightNumber(key));
export const optionalMinLength = (min: number, key?: MessageKey) => optional(minLength(min, key));
export const optionalMaxLength = (max: number, key?: MessageKey) => optional(maxLength(max, key));
export const optionalMinNumber = (min: number, key?: MessageKey) => optional(minNumber(min, key));
export const optionalMaxNumber = (max: number, key?: MessageKey) => optional(maxNumber(max, key));
export const optionalNonNegativeInteger = (key?: MessageKey) => optional(nonNegativeInteger(key));
export const optionalRegex = (pattern: RegExp, key?: MessageKey) => optional(regex(pattern, key));

/**
 * The password form of spec 1 section 5, with its exact messages. `passwordRepeat` and `token` are
 * read at validation time so that one set of rules serves a changing form.
 */
export const passwordFormRules = {
  email: [required('validation.emailRequired'), email('validation.emailInvalid')] as Rule[],
  password: [required('validation.passwordRequired'), minLength(MIN_PASSWORD_LENGTH, 'validation.passwordMinLength')] as Rule[],
  passwordRepeat: (password: Other<string>): Rule[] => [equal(password, 'validation.passwordsMustMatch')],
  token: [required('validation.tokenRequired')] as Rule[],
};
