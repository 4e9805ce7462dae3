import { describe, expect, it } from 'vitest';
import { ageBandOf, ageOn } from './ages';

describe('ageOn', () => {
  it.each([
    [{ permanentAge: 8, birthday: '1980-01-01' }, '2027-03-01', 8],
    [{ permanentAge: 0 }, '2027-03-01', 0],
    [{ permanentAge: -1, birthday: '2015-03-01' }, '2027-03-01', 12],
    [{ birthday: '2015-03-02' }, '2027-03-01', 11],
    [{ birthday: '2016-02-29' }, '2027-02-28', 10],
    [{ birthday: '2016-02-29' }, '2027-03-01', 11],
    [{}, '2027-03-01', undefined],
    [{ birthday: '2030-01-01' }, '2027-03-01', undefined],
  ])('of %j on %s is %s', (person, on, age) => {
    expect(ageOn(person, on)).toBe(age);
  });
});

describe('ageBandOf', () => {
  it('makes a guest at or under childMaxAge a child, an unknown age an adult', () => {
    expect(ageBandOf(11, 11)).toBe('child');
    expect(ageBandOf(12, 11)).toBe('adult');
    expect(ageBandOf(0, 0)).toBe('child');
    expect(ageBandOf(undefined, 11)).toBe('adult');
  });
});
