import { describe, expect, it } from 'vitest';
import { MAX_FIELDS_PER_GROUP, type CustomerDataField } from './customer-data-group';
import { planFieldMove, requireOtherGroup } from './field-move';

const field = (key: string) => ({ key, label: {}, type: 'Text', required: false }) as CustomerDataField;
const group = (id: string, keys: string[]) => ({ id, name: `Group ${id}`, fields: keys.map(field) });

describe('planFieldMove', () => {
  it('takes the field out of one group and appends it to the other, keys compared without case', () => {
    const from = group('a', ['passport.number', 'passport.expiry']);
    const plan = planFieldMove(from, group('b', ['medical.notes']), 'Passport.Number');
    expect(plan.field).toBe(from.fields[0]);
    expect(plan.fromFields.map((f) => f.key)).toEqual(['passport.expiry']);
    expect(plan.toFields.map((f) => f.key)).toEqual(['medical.notes', 'passport.number']);
  });

  it('refuses the group the field is in (400)', () => {
    expect(() => requireOtherGroup('a', 'a')).toThrow(expect.objectContaining({ statusCode: 400, fields: [{ path: 'params.to', message: 'same group' }] }));
    expect(() => planFieldMove(group('a', ['x']), group('a', ['x']), 'x')).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => requireOtherGroup('a', 'b')).not.toThrow();
  });

  it('refuses a field the group does not have (409 FIELD_NOT_IN_GROUP)', () => {
    expect(() => planFieldMove(group('a', ['x']), group('b', []), 'y')).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'FIELD_NOT_IN_GROUP', description: 'Customer data group Group a has no field y' }),
    );
  });

  it('refuses a full group (409 GROUP_FULL) and fills the last place', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(() => planFieldMove(group('a', ['x']), group('b', keys(MAX_FIELDS_PER_GROUP)), 'x')).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'GROUP_FULL', description: 'Customer data group Group b is full (40 fields)' }),
    );
    expect(planFieldMove(group('a', ['x']), group('b', keys(MAX_FIELDS_PER_GROUP - 1)), 'x').toFields).toHaveLength(MAX_FIELDS_PER_GROUP);
  });
});
