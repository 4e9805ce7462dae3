import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { resolveRelativeDate } from './relative-date';
import {
  custom, dateNotAfter, dateNotBefore, email, equal, flightNumber, maxFileSize, maxLength, maxNumber, minLength, minNumber,
  nonNegativeInteger, nonZero, notEqual, optional, optionalEmail, optionalFlightNumber, passwordFormRules, regex, required, validate,
  type Rule, type RuleIssue,
} from './rules';

const passes = <T>(rule: Rule<T>, value: T) => expect(rule(value)).toBeNull();
const message = (found: RuleIssue | null, lang: 'de' | 'en' = 'en') => (found ? translate(lang, found.key, found.params) : null);

describe('required', () => {
  it.each([[''], ['   '], [null], [undefined], [[]]])('refuses %j', (value) => {
    expect(required()(value)).toEqual({ key: 'validation.required' });
  });
  it.each([['a'], [0], [false], [['x']]])('accepts %j', (value) => passes(required(), value));
});

describe('maxFileSize', () => {
  it('accepts a file of exactly 256 KB by default', () => passes(maxFileSize(), { size: 256 * 1024 }));
  it('refuses a larger file with the size in the message', () => {
    expect(message(maxFileSize()({ size: 256 * 1024 + 1 }))).toBe('The file must not be larger than 256 KB');
  });
  it('takes a custom limit and a byte count', () => {
    expect(message(maxFileSize(100)(200 * 1024))).toBe('The file must not be larger than 100 KB');
  });
  it('lets an empty value pass', () => passes(maxFileSize(), null));
});

describe('length, number and equality rules', () => {
  it.each<[string, Rule, unknown, string | null]>([
    ['minLength refuses too short', minLength(3), 'ab', 'Enter at least 3 characters'],
    ['minLength accepts the minimum', minLength(3), 'abc', null],
    ['maxLength refuses too long', maxLength(3), 'abcd', 'Enter at most 3 characters'],
    ['maxLength accepts the maximum', maxLength(3), 'abc', null],
    ['minNumber refuses below', minNumber(1), 0, 'The value must be at least 1'],
    ['minNumber reads a decimal comma', minNumber(1.5), '1,6', null],
    ['minNumber refuses text', minNumber(1), 'abc', 'The value must be at least 1'],
    ['maxNumber refuses above', maxNumber(366), '367', 'The value must be at most 366'],
    ['maxNumber accepts the maximum', maxNumber(366), 366, null],
    ['nonZero refuses 0', nonZero(), 0, 'The value must not be zero'],
    ['nonZero refuses "0"', nonZero(), '0', 'The value must not be zero'],
    ['nonZero accepts -1', nonZero(), -1, null],
    ['equal refuses a different value', equal('a'), 'b', 'The values must match'],
    ['equal reads the other value lazily', equal(() => 'b'), 'b', null],
    ['notEqual refuses the same value', notEqual('a'), 'a', 'The values must differ'],
    ['notEqual accepts a different value', notEqual('a'), 'b', null],
    ['custom uses the predicate', custom((v) => v === 'ok'), 'nope', 'The value is not valid'],
    ['custom accepts what the predicate accepts', custom((v) => v === 'ok'), 'ok', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(message(rule(value))).toBe(expected);
  });
});

describe('nonNegativeInteger', () => {
  it.each([[0], [12], ['7'], [' 3 ']])('accepts %j', (value) => passes(nonNegativeInteger(), value));
  it.each([[-1], [1.5], ['1.5'], ['abc'], ['']])('refuses %j', (value) => {
    expect(nonNegativeInteger()(value)).toEqual({ key: 'validation.nonNegativeInteger' });
  });
});

describe('regex', () => {
  it('tests the pattern', () => {
    expect(regex(/^[A-Z]{3}$/)('abc')).toEqual({ key: 'validation.pattern' });
    passes(regex(/^[A-Z]{3}$/), 'ABC');
  });
});

describe('email', () => {
  it.each(['a@b.de', 'first.last@example.info', 'x+y@sub.domain.com'])('accepts %s', (value) => passes(email(), value));
  it.each(['a@b', 'a@b.c', 'a@b.museum', 'no-at.example.com', 'a b@c.de', ''])('refuses %s', (value) => {
    expect(message(email()(value))).toBe('E-mail must be valid');
  });
  it('lets an empty value pass in its optional variant', () => {
    passes(optionalEmail(), '');
    expect(optionalEmail()('nope')).toEqual({ key: 'validation.emailInvalid' });
  });
});

describe('flightNumber', () => {
  it.each(['LH 123', 'LH123', '4U9525', 'EZY 12345', 'ab1'])('accepts %s', (value) => passes(flightNumber(), value));
  it.each(['L 123', 'LHAA 12', 'LH  123', 'LH 123456', 'LH'])('refuses %s', (value) => {
    expect(flightNumber()(value)).toEqual({ key: 'validation.flightNumber' });
  });
  it('lets an empty value pass in its optional variant', () => passes(optionalFlightNumber(), ''));
});

describe('optional', () => {
  it('lets empty values pass and checks the others', () => {
    const rule = optional(minLength(3));
    passes(rule, '');
    passes(rule, null);
    expect(rule('ab')).toEqual({ key: 'validation.minLength', params: { minLength: 3 } });
  });
});

describe('relative dates', () => {
  const now = DateTime.fromISO('2026-03-10T15:30:00', { zone: 'Europe/Berlin' });

  it.each([
    ['today', '2026-03-10T00:00'],
    ['now', '2026-03-10T15:30'],
    ['+2 days', '2026-03-12T15:30'],
    ['-1 year', '2025-03-10T15:30'],
    ['today +2 days', '2026-03-12T00:00'],
    ['today -1 month +1 week', '2026-02-17T00:00'],
    ['2026-05-01', '2026-05-01T00:00'],
    ['%arrival% +1 day', '2026-07-02T00:00'],
  ])('reads %s', (expression, expected) => {
    const resolved = resolveRelativeDate(expression, { now, zone: 'Europe/Berlin', placeholders: { arrival: '2026-07-01' } });
    expect(resolved?.toFormat("yyyy-MM-dd'T'HH:mm")).toBe(expected);
  });

  it.each(['+2 fortnights', 'tomorrow', '%missing%', 'today today'])('cannot read %s', (expression) => {
    expect(resolveRelativeDate(expression, { now })).toBeNull();
  });

  it('refuses a date before the bound, with the bound in the message', () => {
    const rule = dateNotBefore('+2 days', { now, zone: 'Europe/Berlin' });
    expect(message(rule('2026-03-11'))).toBe('The date must not be before 12.03.2026');
    passes(rule, '2026-03-12');
  });

  it('accepts any time on the bound day', () => {
    passes(dateNotBefore('today', { now, zone: 'Europe/Berlin' }), '2026-03-10T00:01:00+01:00');
  });

  it('refuses a date after the bound', () => {
    const rule = dateNotAfter('-18 years', { now, zone: 'Europe/Berlin' });
    expect(message(rule('2010-01-01'), 'de')).toBe('Das Datum darf nicht nach dem 10.03.2008 liegen');
    passes(rule, '1990-06-15');
  });

  it('refuses a value that is not a date and lets an empty one pass', () => {
    const rule = dateNotAfter('today', { now });
    expect(rule('31.02.2026')).toEqual({ key: 'validation.invalidDate' });
    passes(rule, '');
  });
});

describe('the password form rules', () => {
  it.each<[string, Rule[], unknown, string | null, string | null]>([
    ['password required', passwordFormRules.password, '', 'Password is required', 'Passwort ist erforderlich'],
    ['password too short', passwordFormRules.password, 'abc', 'Password must be longer than 4 characters', 'Das Passwort muss länger als 4 Zeichen sein'],
    ['password long enough', passwordFormRules.password, 'abcd', null, null],
    ['e-mail required', passwordFormRules.email, ' ', 'E-Mail is required', 'E-Mail ist erforderlich'],
    ['e-mail valid', passwordFormRules.email, 'nope', 'E-mail must be valid', 'Die E-Mail-Adresse muss gültig sein'],
    ['passwords match', passwordFormRules.passwordRepeat(() => 'secret1'), 'secret2', 'Passwords must match', 'Die Passwörter müssen übereinstimmen'],
    ['token required', passwordFormRules.token, '', 'Token is required', 'Token ist erforderlich'],
  ])('%s', (_name, rules, value, en, de) => {
    const found = validate(value, rules);
    expect(message(found, 'en')).toBe(en);
    expect(message(found, 'de')).toBe(de);
  });
});
