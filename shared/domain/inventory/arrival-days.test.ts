import { describe, expect, it } from 'vitest';
import { allowedDates, arrivalDays, isWeekendDay, stayOnAllowedDays } from './arrival-days';

// 2026-11-23 is a Monday.
describe('weekend rule (spec 2 section 5)', () => {
  it('is Saturday and Sunday when nothing is configured', () => {
    expect(arrivalDays()).toEqual({ arrival: [6, 7], departure: [6, 7] });
    expect(arrivalDays({ arrivalWeekdays: [], departureWeekdays: [] })).toEqual({ arrival: [6, 7], departure: [6, 7] });
    const days = arrivalDays();
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map((d) => isWeekendDay(d, days))).toEqual([false, true, true, false]);
  });

  it('is the configured arrival and departure weekdays otherwise, each list on its own', () => {
    const days = arrivalDays({ arrivalWeekdays: [3, 3, 9], departureWeekdays: [] });
    expect(days).toEqual({ arrival: [3], departure: [6, 7] });
    expect(isWeekendDay('2026-11-25', days)).toBe(true);
    expect(isWeekendDay('2026-11-26', days)).toBe(false);
  });

  it("takes a resort's own days before the tenant's settings", () => {
    expect(arrivalDays({ arrivalWeekdays: [1] }, { arrivalWeekdays: [5], departureWeekdays: [2] })).toEqual({ arrival: [1], departure: [2] });
    expect(arrivalDays(undefined, { arrivalWeekdays: [5] })).toEqual({ arrival: [5], departure: [6, 7] });
  });
});

describe('allowed dates', () => {
  it('lists the days of a range that allow an arrival or a departure', () => {
    const days = arrivalDays({ arrivalWeekdays: [6], departureWeekdays: [7] });
    expect(allowedDates('2026-11-23', '2026-12-06', days)).toEqual([
      { date: '2026-11-28', arrival: true, departure: false },
      { date: '2026-11-29', arrival: false, departure: true },
      { date: '2026-12-05', arrival: true, departure: false },
      { date: '2026-12-06', arrival: false, departure: true },
    ]);
    expect(stayOnAllowedDays({ checkIn: '2026-11-28', checkOut: '2026-12-06' }, days)).toEqual({ arrival: true, departure: true });
    expect(stayOnAllowedDays({ checkIn: '2026-11-29', checkOut: '2026-12-05' }, days)).toEqual({ arrival: false, departure: false });
  });
});
