import { describe, expect, it } from 'vitest';
import { ageTurning, birthdayRanges } from './birthdays';

describe('birthdayRanges', () => {
  it.each([
    ['today', '2026-03-10', [['03-10', '03-10', 2026]]],
    ['today on 28 February of a common year', '2027-02-28', [['02-28', '02-29', 2027]]],
    ['today on 28 February of a leap year', '2028-02-28', [['02-28', '02-28', 2028]]],
    ['week', '2026-06-01', [['06-01', '06-07', 2026]]],
    ['week ending on 28 February of a common year', '2027-02-22', [['02-22', '02-29', 2027]]],
    [
      'week across New Year',
      '2026-12-29',
      [
        ['12-29', '12-31', 2026],
        ['01-01', '01-04', 2027],
      ],
    ],
    ['month', '2026-02-14', [['02-01', '02-31', 2026]]],
    ['07-04', '2026-01-01', [['07-04', '07-04', 2026]]],
  ])('reads %s as the right ranges', (arg, today, expected) => {
    const ranges = birthdayRanges(arg.split(' ')[0]!, today);
    expect(ranges.map((r) => [r.from, r.to, r.year])).toEqual(expected);
  });
});

describe('ageTurning', () => {
  it('is the year of the birthday minus the birth year, unknown without one', () => {
    expect(ageTurning('1992-03-10', 2026)).toBe(34);
    expect(ageTurning('2000-12-31', 2027)).toBe(27);
    expect(ageTurning(undefined, 2026)).toBeUndefined();
  });
});
