import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../ResourceList/cell-format';
import { completeDay, isoToLocalDate, localDateToIso, parseDateText } from './date-text';

const today = DateTime.fromISO('2026-11-23');

describe('parseDateText', () => {
  it.each([
    ['03.12.2026', '2026-12-03'],
    ['3.12.2026', '2026-12-03'],
    ['3/12/2026', '2026-12-03'],
    ['03.12.26', '2026-12-03'],
    ['03.12.36', '2036-12-03'],
    ['06.05.70', '1970-05-06'],
    ['03122026', '2026-12-03'],
    ['3.12.', '2026-12-03'],
    ['3.12', '2026-12-03'],
    ['2026-12-03', '2026-12-03'],
    ['  29.02.2028 ', '2028-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDateText(text, today)).toBe(iso);
  });

  it.each(['', 'tomorrow', '31.11.2026', '29.02.2027', '12/31/2026', '2026-13-01', '1.2.3'])('refuses %j', (text) => {
    expect(parseDateText(text, today)).toBeNull();
  });
});

describe('the conversions', () => {
  it('shows a calendar day as DD.MM.YYYY (the field and the list alike) and keeps other text', () => {
    expect(formatDate('2026-12-03')).toBe('03.12.2026');
    expect(formatDate('nonsense')).toBe('nonsense');
  });

  it('goes to the local midnight and back to the same day', () => {
    const d = isoToLocalDate('2026-03-29')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(localDateToIso(d)).toBe('2026-03-29');
    expect(isoToLocalDate('')).toBeNull();
  });
});

describe('completeDay (the day a field holds while typing)', () => {
  it('holds a day typed as DD.MM.YYYY at once', () => {
    expect(completeDay('03.12.2026')).toBe('2026-12-03');
    expect(completeDay('29.02.2028')).toBe('2028-02-29');
  });

  it.each(['1', '1.1.', '1.1.2', '1.1.20', '1.1.202', '1.12.2026', '3.12.2026', '03122026', '2026-12-03', '00.12.2026', '31.11.2026', ' 03.12.2026'])(
    'waits for more than %j',
    (text) => {
      expect(completeDay(text)).toBeNull();
    },
  );

  it('holds nothing outside min..max (the blur then says why)', () => {
    expect(completeDay('01.12.2026', '2026-12-02')).toBeNull();
    expect(completeDay('03.12.2026', undefined, '2026-12-02')).toBeNull();
    expect(completeDay('02.12.2026', '2026-12-02', '2026-12-02')).toBe('2026-12-02');
  });
});
