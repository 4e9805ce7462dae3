import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn, isLeapYear, isTimeZone } from './calendar-date';

// The Lambdas replaced luxon with these helpers; luxon (still used by the web) is the reference.
describe('calendar dates without a date library', () => {
  const zones = ['UTC', 'Europe/Berlin', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/St_Johns', 'Asia/Kathmandu'];

  it('gives the date of an instant in a time zone as luxon does, every seven hours over two years', () => {
    for (let t = Date.UTC(2023, 11, 25); t < Date.UTC(2025, 11, 31); t += 3_600_000 * 7) {
      for (const zone of zones) {
        expect(dateIn(zone, new Date(t)), `${new Date(t).toISOString()} ${zone}`).toBe(DateTime.fromMillis(t).setZone(zone).toISODate());
      }
    }
  });

  it('adds and subtracts days as luxon does, across month, year and leap-day boundaries', () => {
    for (let day = DateTime.fromISO('2023-12-01', { zone: 'UTC' }); day.year < 2026; day = day.plus({ days: 1 })) {
      for (const n of [-29, -1, 0, 1, 6, 31]) expect(addDays(day.toISODate()!, n)).toBe(day.plus({ days: n }).toISODate());
    }
  });

  it('knows leap years and time zones as luxon does', () => {
    for (const year of [1900, 2000, 2023, 2024, 2100]) expect(isLeapYear(year), String(year)).toBe(DateTime.local(year).isInLeapYear);
    for (const zone of [...zones, 'Europe/Nowhere', '', 'utc', 'Etc/GMT+5', 'not a zone']) {
      expect(isTimeZone(zone), zone).toBe(IANAZone.isValidZone(zone));
    }
  });
});
