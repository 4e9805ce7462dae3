import { describe, expect, it } from 'vitest';
import { applySpecials, checkSpecial } from './index';
import { context, person, roomLine, special } from './test-support';

/** Booked 2027-01-15 for 2027-03-01: 45 days before travel; channel AgentDirectBooking. */
const late = () => context({ request: { bookingDate: '2027-01-15', channel: 'AgentDirectBooking' } });
const early = { condition: 'DaysBeforeTravelDate' as const, operator: 'GreaterThanEquals' as const, value: 90 };

describe('outcomes explain the first failing check', () => {
  it.each([
    [
      'a condition',
      special({ name: 'Early booking 10 %', rule: { conditions: [early] } }),
      { condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', wanted: 90, actual: 45 },
      'Early booking 10 %: not applied, days before travel 45 is not ≥ 90',
    ],
    [
      'the status before anything else',
      special({ name: 'Old deal', status: 'inactive', rule: { conditions: [early] } }),
      { condition: 'status', wanted: 'active', actual: 'inactive' },
      'Old deal: not applied, the special is inactive',
    ],
    [
      'the date range (it must cover the first day of travel)',
      special({ name: 'Summer', dateRange: { from: '2027-06-01', to: '2027-08-31' } }),
      { condition: 'dateRange', actual: '2027-03-01' },
      'Summer: not applied, travel starts 2027-03-01, outside 2027-06-01 – 2027-08-31',
    ],
    [
      'the channel',
      special({ name: 'Web only', rule: { channels: ['CustomerDirectBooking', 'OTABooking'] } }),
      { condition: 'channel', wanted: ['CustomerDirectBooking', 'OTABooking'], actual: 'AgentDirectBooking' },
      'Web only: not applied, channel AgentDirectBooking is not one of CustomerDirectBooking, OTABooking',
    ],
    [
      'the first of several failing conditions',
      special({
        name: 'Group',
        rule: {
          conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }, { condition: 'NoOfPax', operator: 'GreaterThan', value: 5 }, early],
        },
      }),
      { condition: 'NoOfPax', operator: 'GreaterThan', wanted: 5, actual: 2 },
      'Group: not applied, persons 2 is not > 5',
    ],
    [
      'an IsIn list',
      special({ name: 'Neighbours', rule: { conditions: [{ condition: 'Resort', operator: 'IsIn', value: ['res7', 'res8'] }] } }),
      { condition: 'Resort', operator: 'IsIn', wanted: ['res7', 'res8'], actual: 'res1' },
      'Neighbours: not applied, resort res1 is not one of res7, res8',
    ],
    [
      'an IsNotIn list',
      special({ name: 'Not here', rule: { conditions: [{ condition: 'Resort', operator: 'IsNotIn', value: 'res1, res2' }] } }),
      { condition: 'Resort', operator: 'IsNotIn', wanted: ['res1', 'res2'], actual: 'res1' },
      'Not here: not applied, resort res1 is one of the excluded res1, res2',
    ],
    [
      'an unknown value',
      special({ name: 'Via agency', rule: { conditions: [{ condition: 'Agencies', operator: 'IsIn', value: ['a1'] }] } }),
      { condition: 'Agencies', actual: [] },
      'Via agency: not applied, agency unknown is not one of a1',
    ],
  ])('%s', (_, s, failed, text) => {
    const outcome = checkSpecial(s, late());
    expect(outcome).toMatchObject({ special: s.id, name: s.name, matched: false, failed });
    expect(outcome.explanation.text).toBe(text);
    expect(outcome.explanation.key).toMatch(/^pricing\.special\./);
  });

  it('a switched-off group switches off its specials; an active group does not', () => {
    const s = special({ name: 'Winter deal', groupId: 'g1' });
    const withGroup = (active: boolean) => {
      const ctx = late();
      const group = { id: 'g1', name: 'Winter campaign', sort: 0, active };
      return { ...ctx, data: { ...ctx.data, specialGroups: [group] } };
    };
    expect(checkSpecial(s, withGroup(false))).toMatchObject({
      matched: false,
      failed: { condition: 'status', actual: 'inactive' },
      explanation: { key: 'pricing.special.groupInactive', text: 'Winter deal: not applied, its group Winter campaign is switched off' },
    });
    expect(checkSpecial(s, withGroup(true)).matched).toBe(true);
  });

  it('a date range covering the first day of travel, and a listed channel, pass', () => {
    const s = special({ name: 'Spring', dateRange: { from: '2027-03-01', to: '2027-03-01' }, rule: { channels: ['AgentDirectBooking'] } });
    expect(checkSpecial(s, late())).toMatchObject({ matched: true, explanation: { text: 'Spring: matches' } });
  });

  it('a matching special reports its effect; applySpecials explains every special of the data, in order', () => {
    const a = special({ name: 'Early booking 10 %', rule: { conditions: [early] }, discountValue: 10 });
    const b = special({
      name: 'Long stay',
      rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
      discount: 'Absolute',
      discountValue: 25,
    });
    const { outcomes } = applySpecials([roomLine()], { ...late(), data: { specials: [a, b] } }, []);
    expect(outcomes.map((o) => [o.name, o.matched, o.effect?.minor])).toEqual([
      ['Early booking 10 %', false, undefined],
      ['Long stay', true, -2500],
    ]);
    expect(outcomes[1]!.explanation.text).toBe('Long stay: 25 off per booking on the full booking price of 700.00 EUR: -25.00 EUR');
  });

  it('Booking scope reads a person condition as “any guest”, IsNotIn as “no guest”', () => {
    const ctx = context({ persons: [person('p1', { addressCountry: 'DE', age: 70 }), person('p2', { addressCountry: 'FR', age: 20 })] });
    const rule = (operator: 'IsIn' | 'IsNotIn', value: string[]) => special({ rule: { conditions: [{ condition: 'AddressCountry', operator, value }] } });
    expect(checkSpecial(rule('IsIn', ['DE']), ctx).matched).toBe(true);
    expect(checkSpecial(rule('IsNotIn', ['DE']), ctx).matched).toBe(false);
    expect(checkSpecial(rule('IsNotIn', ['AT']), ctx).matched).toBe(true);
    // Any guest per condition: a senior and a guest from FR need not be the same guest in Booking scope ...
    const both = [
      { condition: 'Age' as const, operator: 'GreaterThanEquals' as const, value: 65 },
      { condition: 'AddressCountry' as const, operator: 'IsIn' as const, value: ['FR'] },
    ];
    expect(checkSpecial(special({ rule: { conditions: both } }), ctx).matched).toBe(true);
    // ... but must be in Person scope.
    expect(checkSpecial(special({ rule: { scope: 'Person', conditions: both } }), ctx)).toMatchObject({
      matched: false,
      failed: { condition: 'AddressCountry', actual: ['DE'] },
    });
  });
});
