import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCustomer } from '../../../../shared/domain/customer/customer';
import { ZEmployee } from '../../../../shared/domain/staff/employee';
import { ZMailTemplate } from '../../../../shared/domain/mail/mail-template';
import { ZPaymentProvider } from '../../../../shared/domain/settings/payment-provider';
import { ZProduct } from '../../../../shared/domain/product/product';
import { SETTINGS_GROUPS } from '../../../../shared/domain/settings/settings';
import { ZSpecial } from '../../../../shared/domain/pricing/special';
import { loadDictionary } from '../../i18n/dictionary';
import { getPath, parsePlain, setPath, stableJson, toPayload } from './form-values';
import { describeSchema, indexFields, initialValues } from './schema-fields';
import { messageForIssue, messageForServerField } from './zod-messages';

// The app loads its language's texts before the first render (main.tsx); so do these tests.
beforeAll(() => loadDictionary('en'));

describe('describeSchema', () => {
  const fields = indexFields(describeSchema(ZCustomer));

  it.each([
    ['masterData.lastName', 'text', true],
    ['masterData.firstName', 'text', false],
    ['masterData.gender', 'enum', false],
    ['masterData.birthday', 'date', false],
    ['contact.email', 'email', false],
    ['permanentAge', 'number', false],
    ['address', 'object', false],
  ])('reads %s as %s (required %s)', (path, kind, required) => {
    expect(fields.get(path)).toMatchObject({ kind, required });
  });

  it('reads a money amount as a decimal number with the step of its currency', () => {
    expect(indexFields(describeSchema(ZProduct)).get('price')).toMatchObject({
      kind: 'number',
      required: true,
      min: 0,
      max: 10_000_000,
      step: 0.01,
      decimals: 2,
    });
  });

  it('reads limits, choices and defaults', () => {
    expect(fields.get('masterData.lastName')).toMatchObject({ minLength: 1, maxLength: 100 });
    expect(fields.get('masterData.gender')).toMatchObject({ options: ['u', 'm', 'f'], defaultValue: 'u' });
    expect(fields.get('permanentAge')).toMatchObject({ min: -1, max: 130, integer: true });
  });

  it.each([
    [ZMailTemplate, 'body', 'localized'],
    [ZMailTemplate, 'description', 'longText'],
    [ZEmployee, 'languages', 'textList'],
    [ZEmployee, 'certifications', 'objectList'],
    [ZEmployee, 'active', 'boolean'],
    [ZSpecial, 'includeIn', 'enumList'],
    [ZPaymentProvider, 'config', 'record'],
    [SETTINGS_GROUPS.calendar, 'arrivalWeekdays', 'numberList'],
  ] as const)('reads %#: %s as %s', (schema, path, kind) => {
    expect(indexFields(describeSchema(schema)).get(path)?.kind).toBe(kind);
  });

  it('reads the entries of an object list, and values that take text, numbers or lists', () => {
    const rule = indexFields(describeSchema(ZSpecial)).get('rule');
    const conditions = rule?.children?.find((c) => c.key === 'conditions');
    expect(conditions?.children?.map((c) => [c.key, c.kind])).toEqual([
      ['condition', 'enum'],
      ['operator', 'enum'],
      ['value', 'plain'],
    ]);
  });
});

describe('initialValues', () => {
  it('starts a new entity from the schema defaults', () => {
    const start = initialValues(describeSchema(ZCustomer));
    expect(start).toMatchObject({ masterData: { lastName: '', gender: 'u', firstName: '' }, permanentAge: -1, contact: {}, customerType: 'Direct' });
  });
});

describe('toPayload', () => {
  const fields = describeSchema(ZCustomer);

  it('leaves out empty optional text and keeps the rest as it was loaded', () => {
    const draft = {
      masterData: { lastName: 'Weber', firstName: '', middleName: '', birthday: '' },
      contact: { email: '' },
      address: {},
      passport: {},
      permanentAge: -1,
      customerType: 'Direct',
      agencyId: '',
    };
    const payload = toPayload(fields, draft);
    expect(payload).toEqual({ masterData: { lastName: 'Weber' }, contact: {}, address: {}, passport: {}, permanentAge: -1, customerType: 'Direct' });
    expect(ZCustomer.safeParse(payload).success).toBe(true);
  });

  it('leaves out an optional group nothing is filled in', () => {
    const special = describeSchema(ZSpecial);
    expect(toPayload(special, { name: 'x', dateRange: { from: '', to: '' } })).not.toHaveProperty('dateRange');
    expect(toPayload(special, { name: 'x', dateRange: { from: '2026-01-01', to: '' } })).toMatchObject({ dateRange: { from: '2026-01-01' } });
  });
});

describe('paths', () => {
  it('reads and writes nested values and list entries without changing the original', () => {
    const draft = { rule: { conditions: [{ value: 1 }] } };
    const next = setPath(draft, 'rule.conditions.0.value', 2);
    expect(getPath(next, 'rule.conditions.0.value')).toBe(2);
    expect(getPath(draft, 'rule.conditions.0.value')).toBe(1);
    expect(setPath({}, 'address.city', 'Köln')).toEqual({ address: { city: 'Köln' } });
    expect(setPath({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
  });

  it('compares drafts whatever the key order', () => {
    expect(stableJson({ a: 1, b: { c: 2, d: 3 } })).toBe(stableJson({ b: { d: 3, c: 2 }, a: 1 }));
  });

  it.each([
    ['90', ['string', 'number'], 90],
    ['DE, AT', ['string', 'number', 'array'], ['DE', 'AT']],
    ['true', ['boolean', 'string'], true],
    ['Direct', ['string', 'number'], 'Direct'],
    ['', ['string'], undefined],
  ] as const)('types the plain entry %s', (text, types, expected) => {
    expect(parsePlain(text, types)).toEqual(expected);
  });
});

describe('the messages', () => {
  const issues = (schema: z.ZodType, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => messageForIssue(i, String(i.path.at(-1) ?? '')));

  it('uses the spec texts for e-mail and password', () => {
    expect(issues(z.object({ email: z.email() }), { email: 'nope' })).toEqual([{ key: 'validation.emailInvalid' }]);
    expect(issues(z.object({ email: z.email() }), {})).toEqual([{ key: 'validation.emailRequired' }]);
    expect(issues(z.object({ password: z.string().min(4) }), { password: 'abc' })).toEqual([{ key: 'validation.passwordMinLength', params: { minLength: 4 } }]);
  });

  it.each([
    [z.object({ name: z.string().min(1) }), { name: '' }, { key: 'validation.required' }],
    [z.object({ name: z.string().max(3) }), { name: 'abcd' }, { key: 'validation.maxLength', params: { maxLength: 3 } }],
    [z.object({ n: z.number().max(100) }), { n: 101 }, { key: 'validation.maxNumber', params: { max: 100 } }],
    [z.object({ c: z.string().length(2) }), { c: 'D' }, { key: 'validation.exactLength', params: { length: 2 } }],
    [z.object({ d: z.iso.date() }), { d: '2026-13-01' }, { key: 'validation.invalidDate' }],
    [z.object({ e: z.enum(['a', 'b']) }), { e: 'c' }, { key: 'validation.invalidChoice' }],
    [ZProduct.pick({ price: true }), { price: 12.345 }, { key: 'validation.maxDecimals', params: { decimals: 2 } }],
  ])('translates %#', (schema, value, expected) => {
    expect(issues(schema, value)).toEqual([expected]);
  });

  it('translates the shared schemas’ own messages', () => {
    expect(issues(ZEmployee.pick({ color: true }), { color: 'blue' })).toEqual([{ key: 'validation.color' }]);
  });

  it('translates server field errors: schema texts and coded messages', () => {
    expect(messageForServerField('A country code is two capital letters (ISO 3166-1)')).toEqual({ key: 'validation.countryCode' });
    expect(messageForServerField('VERSION_CONFLICT')).toEqual({ key: 'errors.VERSION_CONFLICT' });
    expect(messageForServerField('A price in EUR has at most 2 decimals')).toEqual({ key: 'validation.maxDecimals', params: { decimals: 2 } });
    expect(messageForServerField('A price in JPY has at most 0 decimals')).toEqual({ key: 'validation.integer' });
    expect(messageForServerField('Invalid input: expected string, received undefined', 'email')).toEqual({ key: 'validation.emailRequired' });
    expect(messageForServerField('something else')).toEqual({ key: 'validation.custom' });
  });
});
