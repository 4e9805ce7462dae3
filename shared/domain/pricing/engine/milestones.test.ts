import { describe, expect, it } from 'vitest';
import { money, toString } from '../../money';
import { data, stay, terms } from './fixtures.test-helpers';
import { milestonesOf } from './milestones';

/**
 * docs/pricing.md, "Terms of payment": the schedule of the milestones. Dates worked out by hand on a calendar
 * (2027 is no leap year; travel on 2027-03-01 less 30 days is 2027-01-30).
 */
const table = { base: 'EUR', currencies: data().currencies };
const depositAndBalance = terms('tp', {
  entries: [
    { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
    { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' } },
  ],
});
const instalments = terms('ti', {
  entries: [
    { reason: 'First instalment', percent: 34, date: { days: 7, from: 'booking' } },
    { reason: 'Second instalment', percent: 33, date: { days: 90, from: 'travel' } },
    { reason: 'Final instalment', useTerms: true, date: { days: 30, from: 'travel' } },
  ],
});

const shown = (ms: ReturnType<typeof milestonesOf>) => ms.map((m) => `${m.type} ${m.reason} ${toString(m.amount)} ${m.due}`);

describe('the milestone schedule', () => {
  it.each([
    ['booked early: deposit in 7 days, balance 30 days before travel', '2027-01-10', ['deposit Deposit 180.00 2027-01-17', 'rest Balance 420.00 2027-01-30']],
    ['the deposit one day before the balance: two milestones', '2027-01-22', ['deposit Deposit 180.00 2027-01-29', 'rest Balance 420.00 2027-01-30']],
    ['the deposit on the balance day: one milestone on that day', '2027-01-23', ['rest Balance 600.00 2027-01-30']],
    ['booked 32 days before travel: the balance (in 2 days) takes the deposit (in 7)', '2027-01-28', ['rest Balance 600.00 2027-01-30']],
    ['booked after the balance was due: all of it, due now', '2027-02-15', ['rest Balance 600.00 2027-02-15']],
    ['booked on the day of travel: all of it, due now', '2027-03-01', ['rest Balance 600.00 2027-03-01']],
  ])('%s', (_name, bookingDate, want) => {
    const ms = milestonesOf(stay({ from: '2027-03-01', bookingDate }), money(600, 'EUR'), null, depositAndBalance, undefined, table);
    expect(shown(ms)).toEqual(want);
  });

  it('says a merged milestone is the whole amount', () => {
    const [m] = milestonesOf(stay({ from: '2027-03-01', bookingDate: '2027-02-15' }), money(600, 'EUR'), null, depositAndBalance, undefined, table);
    expect(m!.explanation.text).toBe('Balance: the whole amount, 600.00, due 2027-02-15');
  });

  it.each([
    [
      'in order as written',
      '2027-01-10',
      ['deposit First instalment 204.00 2027-01-17', 'deposit Second instalment 198.00 2027-03-03', 'rest Final instalment 198.00 2027-05-02'],
    ],
    [
      'the second instalment (90 days before travel, 2027-03-03) is never due before the first (2027-03-07)',
      '2027-02-28',
      ['deposit First instalment 204.00 2027-03-07', 'deposit Second instalment 198.00 2027-03-07', 'rest Final instalment 198.00 2027-05-02'],
    ],
    ['booked after the final instalment was due: one milestone, due now', '2027-05-10', ['rest Final instalment 600.00 2027-05-10']],
  ])('three instalments: %s', (_name, bookingDate, want) => {
    const ms = milestonesOf(stay({ from: '2027-06-01', to: '2027-06-08', bookingDate }), money(600, 'EUR'), null, instalments, undefined, table);
    expect(shown(ms)).toEqual(want);
    const dues = ms.map((m) => m.due);
    expect([...dues].sort()).toEqual(dues);
    expect(dues.every((d) => d >= bookingDate)).toBe(true);
  });

  it('figures the milestones on what is paid in advance: the on-site fee is in none', () => {
    // 700.00 in all, of which a marine-park fee of 105.00 is paid on site: 595.00 in advance, 30 % = 178.50.
    const ms = milestonesOf(
      stay({ from: '2027-03-01', bookingDate: '2027-01-10' }),
      money(700, 'EUR'),
      null,
      depositAndBalance,
      undefined,
      table,
      money(105, 'EUR'),
    );
    expect(shown(ms)).toEqual(['deposit Deposit 178.50 2027-01-17', 'rest Balance 416.50 2027-01-30']);
  });

  it('without terms: one milestone of what is paid in advance on the booking date', () => {
    const ms = milestonesOf(stay({ bookingDate: '2027-01-10' }), money(700, 'EUR'), null, undefined, undefined, table, money(105, 'EUR'));
    expect(shown(ms)).toEqual(['rest Total 595.00 2027-01-10']);
  });
});
