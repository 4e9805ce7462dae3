import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../calendar-date';
import { daysBetween, daysOf, isIsoDate, MAX_STAY_NIGHTS, nightsOf, validateStay, weekdayOf } from './stay';

describe('stay nights', () => {
  it('are check-in up to the night before check-out; the check-out day is not a night', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(nightsOf('2026-05-01', '2026-05-01')).toEqual([]);
    expect(nightsOf('2026-05-02', '2026-05-01')).toEqual([]);
  });

  it('count daysBetween for any stay (property)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (from, n) => {
        const nights = nightsOf(from, addDays(from, n));
        expect(nights).toHaveLength(n);
        expect(daysBetween(from, addDays(from, n))).toBe(n);
        nights.forEach((night, i) => expect(night).toBe(addDays(from, i)));
      }),
    );
  });

  it('days include both ends; weekdays count from Monday = 1', () => {
    expect(daysOf('2026-11-28', '2026-11-30')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(['2026-11-23', '2026-11-28', '2026-11-29'].map(weekdayOf)).toEqual([1, 6, 7]);
  });

  it('recognises real calendar days only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});

describe('validateStay', () => {
  it('returns the nights of a valid stay', () => {
    expect(validateStay({ checkIn: '2026-06-01', checkOut: '2026-06-03' })).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('refuses a check-out not after check-in, bad dates and a stay that is too long (400)', () => {
    expect(() => validateStay({ checkIn: '2026-06-03', checkOut: '2026-06-03' })).toThrow(
      expect.objectContaining({ statusCode: 400, fields: [{ path: 'checkOut', message: 'not after checkIn' }] }),
    );
    expect(() => validateStay({ checkIn: '2026-13-01', checkOut: '2026-06-03' })).toThrow(
      expect.objectContaining({ statusCode: 400, fields: [{ path: 'checkIn', message: 'not a date (YYYY-MM-DD)' }] }),
    );
    const checkIn = '2026-01-01';
    expect(validateStay({ checkIn, checkOut: addDays(checkIn, MAX_STAY_NIGHTS) })).toHaveLength(MAX_STAY_NIGHTS);
    expect(() => validateStay({ checkIn, checkOut: addDays(checkIn, MAX_STAY_NIGHTS + 1) })).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
