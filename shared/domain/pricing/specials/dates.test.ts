import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, nightDates, weekday } from './dates';

describe('integer date arithmetic agrees with the calendar', () => {
  it('for every day from 1999 to 2031', () => {
    const start = Date.UTC(1999, 0, 1);
    for (let i = 0; i < 12_000; i++) {
      const d = new Date(start + i * 86_400_000);
      const iso = d.toISOString().slice(0, 10);
      expect(daysBetween('1999-01-01', iso)).toBe(i);
      expect(addDays('1999-01-01', i)).toBe(iso);
      expect(weekday(iso)).toBe(d.getUTCDay() === 0 ? 7 : d.getUTCDay());
    }
  });

  it('lists the nights across a leap day', () => {
    expect(nightDates('2028-02-27', 4)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
