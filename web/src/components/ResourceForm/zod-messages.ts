import type { z } from 'zod';
import type { MessageKey, MessageParams } from '../../../../shared/i18n/core';
import { isMessageKey } from '../../i18n/dictionary';

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The shared schemas' own messages (English, as the API answers them) and their translated texts.
 * A message not listed falls back to the generic text of its issue code, so German users never see
 * the server's English.
 */
const KNOWN_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Password is required': 'validation.passwordRequired',
  'Password must be longer than %minLength characters': 'validation.passwordMinLength',
  'Passwords must match': 'validation.passwordsMustMatch',
  'E-Mail is required': 'validation.emailRequired',
  'E-mail must be valid': 'validation.emailInvalid',
  'Token is required': 'validation.tokenRequired',
  'A colour is #rrggbb': 'validation.color',
  'A country code is two capital letters (ISO 3166-1)': 'validation.countryCode',
  'A currency code is three capital letters (ISO 4217)': 'validation.currencyCode',
  'Invalid id': 'validation.invalidId',
  'Use letters, digits, _ . and - only': 'validation.keyFormat',
  'The range ends before it starts': 'validation.dateRange',
  'A field appears twice in the group': 'validation.duplicate',
  'A state code appears twice': 'validation.duplicate',
  'An IANA time zone such as Asia/Manila': 'validation.timezone',
  'A UN/LOCODE is five characters: PHMNL': 'validation.locode',
  'An IATA airport code is three capital letters': 'validation.iataAirport',
  'An ICAO airport code is four capital letters': 'validation.icaoAirport',
  'An IATA airline code is two letters or digits': 'validation.iataAirline',
  'An ICAO airline code is three capital letters': 'validation.icaoAirline',
  'A calling code looks like +49 or +1-868': 'validation.callingCode',
  'An IBAN without spaces': 'validation.iban',
  'A plugin key is lower case letters, digits and -': 'validation.pluginKey',
  'A system name is lower case letters, digits, _ and -': 'validation.pluginKey',
  'Not a scope': 'validation.scope',
  'At most 20 secrets': 'validation.tooManyItems',
  // Booking widgets (shared/domain/widget/widget.ts, functions/sales/widgets/prepare.ts).
  'A slug is 3 to 64 lower-case letters, digits and inner hyphens': 'label.widget.invalid.slug',
  'This slug is reserved': 'label.widget.invalid.reserved',
  'A domain is a host name such as example.com or *.example.com, with an optional :port': 'label.widget.invalid.domain',
  'An https address or a media id': 'label.widget.invalid.logo',
  'Choose the resort': 'label.widget.invalid.target',
  'Choose the vessel': 'label.widget.invalid.target',
};

/** The parts of a zod issue the translation needs (server field errors carry only the message). */
export type IssueLike = Pick<z.core.$ZodIssue, 'code' | 'message'> &
  Partial<Record<'minimum' | 'maximum' | 'origin' | 'format' | 'exact' | 'expected' | 'input', unknown>>;

/** A money amount with more decimals than its currency has (shared/domain/money, and the products handler). */
const TOO_MANY_DECIMALS = /has at most (\d+) decimals$/;
const decimalsMessage = (message: string): FieldMessage | null => {
  const m = TOO_MANY_DECIMALS.exec(message);
  if (!m) return null;
  return m[1] === '0' ? { key: 'validation.integer' } : { key: 'validation.maxDecimals', params: { decimals: Number(m[1]) } };
};

const num = (v: unknown): number | string => (typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'bigint' ? Number(v) : '');

/** A zod issue as a translated message; `fieldName` picks the spec's wording for e-mail and password. */
export function messageForIssue(issue: IssueLike, fieldName = ''): FieldMessage {
  const known = KNOWN_MESSAGES[issue.message];
  if (known) {
    if (known === 'validation.passwordMinLength') return { key: known, params: { minLength: num(issue.minimum) } };
    if (known === 'validation.tooManyItems') return { key: known, params: { max: 20 } };
    return { key: known };
  }
  const decimals = decimalsMessage(issue.message);
  if (decimals) return decimals;
  const isEmail = /e-?mail/i.test(fieldName);
  const isPassword = /password/i.test(fieldName);
  switch (issue.code) {
    case 'invalid_type':
      // A number with a fraction where a whole one belongs (zod 4 reports z.int() so).
      if (issue.expected === 'int') return { key: 'validation.integer' };
      // A missing value: nothing was entered.
      if (issue.input === undefined || issue.input === null) {
        if (isEmail) return { key: 'validation.emailRequired' };
        if (isPassword) return { key: 'validation.passwordRequired' };
        return { key: 'validation.required' };
      }
      return issue.expected === 'number' ? { key: 'validation.number' } : { key: 'validation.custom' };
    case 'too_small':
      if (issue.origin === 'string') {
        if (num(issue.minimum) === 1)
          return isEmail ? { key: 'validation.emailRequired' } : isPassword ? { key: 'validation.passwordRequired' } : { key: 'validation.required' };
        if (issue.exact) return { key: 'validation.exactLength', params: { length: num(issue.minimum) } };
        if (isPassword) return { key: 'validation.passwordMinLength', params: { minLength: num(issue.minimum) } };
        return { key: 'validation.minLength', params: { minLength: num(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooFewItems', params: { min: num(issue.minimum) } };
      return { key: 'validation.minNumber', params: { min: num(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.exact) return { key: 'validation.exactLength', params: { length: num(issue.maximum) } };
        return { key: 'validation.maxLength', params: { maxLength: num(issue.maximum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooManyItems', params: { max: num(issue.maximum) } };
      return { key: 'validation.maxNumber', params: { max: num(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.emailInvalid' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'validation.invalidDate' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.pattern' };
    case 'invalid_value':
      return { key: 'validation.invalidChoice' };
    case 'not_multiple_of':
      return { key: 'validation.integer' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.custom' };
  }
}

/** A server field error's message: the API answers the schema's message text, or a code (WRONG_PASSWORD). */
export function messageForServerField(message: string, fieldName = ''): FieldMessage {
  const known = KNOWN_MESSAGES[message];
  if (known) return { key: known };
  const decimals = decimalsMessage(message);
  if (decimals) return decimals;
  const coded = `errors.${message}`;
  if (isMessageKey(coded)) return { key: coded };
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return messageForIssue({ code: 'invalid_type', message, input: undefined }, fieldName);
  if (/^Too small: expected string to have >=1 characters$/.test(message))
    return messageForIssue({ code: 'too_small', message, origin: 'string', minimum: 1 }, fieldName);
  if (/^Invalid email/i.test(message)) return { key: 'validation.emailInvalid' };
  return { key: 'validation.custom' };
}

/** A refused field: its path (a.b.0) and its translated message. */
export interface PathMessage {
  path: string;
  message: FieldMessage;
}

/** What a schema refuses in a value: the first translated message of each field path, in order. */
export function issuesOf(schema: z.ZodType, value: unknown): PathMessage[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const seen = new Set<string>();
  const out: PathMessage[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message: messageForIssue(issue, String(issue.path.at(-1) ?? '')) });
  }
  return out;
}
