import { describe, expect, it } from 'vitest';
import { barsOf, dashboardDays, openTodos, shareOf } from './dashboard-model';

describe('start page model', () => {
  it('shares are whole percent of the capacity, none without capacity', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(4, 4)).toBe(100);
    expect(shareOf(2, 0)).toBe(0);
  });

  it('gives one bar per day from today and the average', () => {
    const { bars, average } = barsOf({ asset: 'r', type: 'resort', capacity: 4, taken: [4, 2, 0] }, '2027-02-27');
    expect(bars).toEqual([
      { date: '2027-02-27', taken: 4, share: 100 },
      { date: '2027-02-28', taken: 2, share: 50 },
      { date: '2027-03-01', taken: 0, share: 0 },
    ]);
    expect(average).toBe(50);
  });

  it('lists open to-dos overdue first, then by due day, those without a due day last', () => {
    const list = openTodos(
      [
        { booking: 'b1', id: 't1', text: 'later', due: '2027-01-20' },
        { booking: 'b2', id: 't2', text: 'none' },
        { booking: 'b3', id: 't3', text: 'done', due: '2027-01-01', open: false },
        { booking: 'b4', id: 't4', text: 'late', due: '2027-01-05T10:00:00Z' },
      ],
      '2027-01-10',
    );
    expect(list.map((t) => [t.text, t.overdue])).toEqual([
      ['late', true],
      ['later', false],
      ['none', false],
    ]);
  });

  it('asks for the user’s days within the maximum', () => {
    expect(dashboardDays(undefined, 90)).toBe(30);
    expect(dashboardDays(366, 90)).toBe(90);
    expect(dashboardDays(0, 90)).toBe(1);
  });
});
