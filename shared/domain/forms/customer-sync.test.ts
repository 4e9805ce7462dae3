import { describe, expect, it } from 'vitest';
import { customerValue, syncTargets, targetOf, withValues } from './customer-sync';
import type { FormField } from './form-definition';

const f = (id: string, type: string, customerField?: string) => ({ id, type, label: { en: id }, ...(customerField ? { customerField } : {}) }) as FormField;

describe('answers to the customer: the mapping', () => {
  it('maps by customerField (short name, customer path or meta key), else by a known id, else not at all', () => {
    expect(targetOf(f('a', 'Date', 'birthday'))).toEqual({ kind: 'customer', target: 'masterData.birthday' });
    expect(targetOf(f('a', 'Country', 'masterData.nationality'))).toEqual({ kind: 'customer', target: 'masterData.nationality' });
    expect(targetOf(f('a', 'QuestionShort', 'diving.insurance'))).toEqual({ kind: 'meta', target: 'diving.insurance' });
    expect(targetOf(f('passportNo', 'QuestionShort'))).toEqual({ kind: 'customer', target: 'passport.number' });
    expect(targetOf(f('diet', 'QuestionShort'))).toBeUndefined();
  });

  it('takes shown answers only, trims them, skips empty ones and splits a certification into its meta values', () => {
    const shown = [f('firstName', 'QuestionShort'), f('email', 'Email'), f('cert', 'Certification'), f('dives', 'Select')];
    const targets = syncTargets(shown, {
      firstName: '  Ana ',
      email: '',
      cert: { agency: 'SSI', level: 'Open Water' },
      dives: '25-99',
      lastName: 'hidden: not shown',
    });
    expect(targets.map((t) => [t.target, t.value])).toEqual([
      ['masterData.firstName', 'Ana'],
      ['diving.certificationAgency', 'SSI'],
      ['diving.certificationLevel', 'Open Water'],
    ]);
  });

  it('reads and writes customer values by path without touching the rest', () => {
    const customer = { masterData: { firstName: 'A', lastName: 'B' }, contact: {} };
    expect(customerValue(customer, 'masterData.lastName')).toBe('B');
    expect(customerValue(customer, 'contact.email')).toBeUndefined();
    const next = withValues(customer, [{ target: 'contact.email', value: 'a@example.com' }]);
    expect(next).toEqual({ masterData: { firstName: 'A', lastName: 'B' }, contact: { email: 'a@example.com' } });
    expect(customer.contact).toEqual({});
  });
});
