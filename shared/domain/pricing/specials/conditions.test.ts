import { describe, expect, it } from 'vitest';
import type { RuleOperator, SpecialCondition } from '../types';
import { checkSpecial } from './index';
import { context, person, special } from './test-support';

type Row = [SpecialCondition, RuleOperator, unknown, boolean];
const adult = (key: string, over = {}) => person(key, over);

/**
 * The default context: stay 2027-03-01 (Monday) .. 2027-03-08, 7 nights, booked 2026-12-01 (90 days before), resort
 * res1, two guests p1 (30, DE, passport DE, customer c1, type vip, 3 bookings, 2 stays, last stay 2026-03-01,
 * revenue 2500) and p2 (8, AT, passport CH, customer c2, type regular, no history) in a Double, channel Booking,
 * agency a1 of group g1, source online, schedule sch1, tour t1, 10 guests on the trip already.
 */
const base = () =>
  context({
    persons: [
      adult('p1', {
        age: 30,
        addressCountry: 'DE',
        passportCountry: 'DE',
        customerId: 'c1',
        customerType: 'vip',
        history: { bookings: 3, stays: 2, lastStay: '2026-03-01', revenue: 2500 },
      }),
      adult('p2', { age: 8, addressCountry: 'AT', passportCountry: 'CH', customerId: 'c2', customerType: 'regular' }),
    ],
    request: { agency: { id: 'a1', commission: 10, groupId: 'g1' }, source: 'online', schedule: 'sch1', tour: 't1', vessel: 'v1', paxOnTrip: 10 },
  });

const rows: Row[] = [
  ['NoOfPax', 'GreaterThanEquals', 2, true],
  ['NoOfPax', 'GreaterThan', 2, false],
  ['NoOfPax', 'LessThan', 3, true],
  ['NoOfPax', 'LessThanEquals', 1, false],
  ['NoOfPax', 'Equals', 2, true],
  ['NoOfPax', 'IsIn', [2, 4], true],
  ['NoOfPax', 'IsNotIn', [2, 4], false],
  ['NoOfPaxOnTrip', 'GreaterThanEquals', 12, true],
  ['NoOfPaxOnTrip', 'GreaterThan', 12, false],
  ['NoOfPaxInDoubleRoom', 'Equals', 2, true],
  ['NoOfPaxInDoubleRoom', 'GreaterThan', 2, false],
  ['Date', 'GreaterThanEquals', '2027-03-01', true],
  ['Date', 'GreaterThan', '2027-03-01', false],
  ['Date', 'LessThan', '2027-04-01', true],
  ['Date', 'IsIn', ['2027-03-01', '2027-03-15'], true],
  ['DepartureDay', 'Equals', 1, true],
  ['DepartureDay', 'IsIn', [6, 7], false],
  ['DepartureDay', 'IsNotIn', [6, 7], true],
  ['DepartureDay', 'Equals', '2027-03-01', true],
  ['DepartureDay', 'IsIn', ['2027-03-08'], false],
  ['DaysBeforeTravelDate', 'GreaterThanEquals', 90, true],
  ['DaysBeforeTravelDate', 'GreaterThan', 90, false],
  ['DaysBeforeTravelDate', 'LessThanEquals', 14, false],
  ['BookingDate', 'LessThan', '2027-01-01', true],
  ['BookingDate', 'GreaterThanEquals', '2027-01-01', false],
  ['Bookings', 'GreaterThanEquals', 3, true],
  ['Bookings', 'GreaterThan', 3, false],
  ['Resort', 'Equals', 'res1', true],
  ['Resort', 'IsNotIn', ['res1'], false],
  ['Vessel', 'IsIn', ['v1', 'v2'], true],
  ['Vessel', 'Equals', 'v2', false],
  ['CustomerType', 'Equals', 'VIP', true],
  ['CustomerType', 'IsIn', ['staff'], false],
  ['CustomerType', 'IsNotIn', ['vip'], false],
  ['CustomerType', 'IsNotIn', ['staff'], true],
  ['Itineraries', 'IsIn', ['t1'], true],
  ['Itineraries', 'IsNotIn', ['t1'], false],
  ['Agencies', 'Equals', 'a1', true],
  ['Agencies', 'IsIn', ['g1'], true],
  ['Agencies', 'IsNotIn', ['g1'], false],
  ['Agencies', 'IsIn', ['a2'], false],
  ['BookingSource', 'Equals', 'online', true],
  ['BookingSource', 'IsIn', 'phone, mail', false],
  ['Nights', 'GreaterThanEquals', 7, true],
  ['Nights', 'GreaterThan', 7, false],
  ['Nights', 'LessThan', 14, true],
  ['Customers', 'IsIn', ['c2'], true],
  ['Customers', 'Equals', 'c9', false],
  ['Schedules', 'Equals', 'sch1', true],
  ['Schedules', 'IsIn', ['sch2'], false],
  ['Age', 'LessThanEquals', 11, true],
  ['Age', 'LessThan', 8, false],
  ['Age', 'GreaterThan', 65, false],
  ['Age', 'GreaterThanEquals', 30, true],
  ['PassportCountry', 'IsIn', ['CH'], true],
  ['PassportCountry', 'Equals', 'FR', false],
  ['AddressCountry', 'IsIn', ['de', 'fr'], true],
  ['AddressCountry', 'IsNotIn', ['DE'], false],
  ['AddressCountry', 'IsNotIn', ['FR'], true],
  ['DayInWeek', 'IsIn', [7], true],
  ['DayInWeek', 'Equals', [6, 7], false],
  ['DayInWeek', 'Equals', [1, 2, 3, 4, 5, 6, 7], true],
  ['DayInWeek', 'IsNotIn', [6], false],
  ['RoomType', 'Equals', 'Double', true],
  ['RoomType', 'IsIn', ['Single'], false],
  ['LastStay', 'GreaterThanEquals', 365, true],
  ['LastStay', 'LessThan', 365, false],
  ['LastStay', 'GreaterThan', '2026-01-01', true],
  ['LastStay', 'LessThan', '2026-01-01', false],
  ['NoOfStays', 'GreaterThanEquals', 2, true],
  ['NoOfStays', 'GreaterThan', 2, false],
  ['StayRevenue', 'GreaterThanEquals', 2500, true],
  ['StayRevenue', 'GreaterThan', 2500, false],
];

describe('every condition with its operators', () => {
  it.each(rows)('%s %s %j holds: %s', (condition, operator, value, expected) => {
    const s = special({ rule: { conditions: [{ condition, operator, value: value as never }] } });
    const outcome = checkSpecial(s, base());
    expect(outcome.matched).toBe(expected);
    if (!expected) expect(outcome.failed).toMatchObject({ condition, operator });
  });

  it('covers every condition of the enumeration', async () => {
    const { SPECIAL_CONDITIONS } = await import('../special');
    const tested = new Set(rows.map((r) => r[0]).concat('SpecialsGroup'));
    expect(SPECIAL_CONDITIONS.filter((c) => !tested.has(c))).toEqual([]);
  });

  it.each([
    ['g1', 'Equals', true],
    [['g2'], 'IsIn', false],
    [['g2'], 'IsNotIn', true],
  ] as const)('SpecialsGroup %j %s: %s for a special of group g1', (value, operator, expected) => {
    const s = special({ groupId: 'g1', rule: { conditions: [{ condition: 'SpecialsGroup', operator, value: value as never }] } });
    expect(checkSpecial(s, base()).matched).toBe(expected);
  });

  it('reads an unknown value (no history, no age) as failing, except IsNotIn', () => {
    const ctx = context({ persons: [person('p1', { age: undefined })] });
    const check = (condition: SpecialCondition, operator: RuleOperator, value: never) =>
      checkSpecial(special({ rule: { conditions: [{ condition, operator, value }] } }), ctx).matched;
    expect(check('Age', 'LessThan', 12 as never)).toBe(false);
    expect(check('Age', 'IsNotIn', [1, 2] as never)).toBe(true);
    expect(check('LastStay', 'GreaterThan', 0 as never)).toBe(false);
    expect(check('NoOfStays', 'Equals', 0 as never)).toBe(true);
  });
});
