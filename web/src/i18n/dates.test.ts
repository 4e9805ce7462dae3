import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { DATE_FORMATS } from '../../../shared/constants';
import { formatDate, formatDateRange, formatDateTime, formatLongDate, formatMonth, formatShortDate, formatTime, formatWeekday, zonedToday } from './dates';

describe('date texts', () => {
  it('writes days DD.MM.YYYY and DD.MM in both languages, never moved by a zone', () => {
    expect(formatDate('2026-11-25')).toBe('25.11.2026');
    expect(formatDate('2026-11-25T23:30:00.000Z')).toBe('25.11.2026');
    expect(formatShortDate('2026-11-25')).toBe('25.11');
    expect(formatMonth('2026-11')).toBe('11.2026');
    expect(formatDateRange('2026-11-25', '2026-12-02')).toBe('25.11.2026 – 02.12.2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes instants DD.MM.YYYY HH:mm in the zone given', () => {
    expect(formatDateTime('2026-11-28T23:30:00.000Z', 'Europe/Berlin')).toBe('29.11.2026 00:30');
    expect(formatDateTime('2026-11-28T23:30:00.000Z', 'Asia/Makassar')).toBe('29.11.2026 07:30');
    expect(formatTime('2026-11-28T06:05:00.000Z', 'UTC')).toBe('06:05');
  });

  it('names weekdays in the reader language', () => {
    expect(formatWeekday('2026-11-25', 'de')).toBe('Mi');
    expect(formatWeekday('2026-11-25', 'en')).toBe('Wed');
    expect(formatLongDate('2026-11-25', 'de')).toBe('Mittwoch, 25.11.2026');
    expect(formatLongDate('2026-11-25', 'en')).toBe('Wednesday, 25.11.2026');
  });
});

/**
 * Screens do not format dates themselves: every date text comes from web/src/i18n/dates.ts, so one
 * format holds everywhere. Reading the zone (Intl.DateTimeFormat().resolvedOptions()) is no formatting.
 */
const WEB_SRC = path.resolve(__dirname, '..');
const HELPER = 'i18n/dates.ts';
const FORMATTING = [
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toLocaleString\(/,
  /Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\))/,
  /\.toFormat\(/,
  /\.toLocale(Parts)?\(/,
  /DateTime\.(DATE|TIME|DATETIME)_[A-Z_]+/,
];
/**
 * Stored dates are ISO (2026-12-03); shown raw they read as neither language's date. These catch the shapes that
 * rendered them as text: a range of two fields (`${s.from} – ${s.to}`), a table cell that is a date field alone, and
 * JSX text that is a date-named field alone. Only the names say what a value is, so the patterns stay narrow: a label
 * the helper already made may be called `date` in a calendar head, and date fields' input values stay ISO
 * (`value={form.checkIn}`: DateInput shows them DD.MM.YYYY).
 */
const RAW_ISO_DATE = [
  /\$?\{[A-Za-z_][\w.?]*\.(from|checkIn|start|validFrom)\}\s*[–-]\s*\$?\{[A-Za-z_][\w.?]*\.(to|checkOut|end|validTo)\}/,
  /<TableCell[^>]*>\{[A-Za-z_][\w.?]*\.(day|date|night|[a-zA-Z]+(Date|Day|On)|checkIn|checkOut|arrival|departure|from|to)\}<\/TableCell>/,
  />\{[A-Za-z_][\w.?]*\.(checkIn|checkOut|arrival|departure|[a-zA-Z]+(Date|On))\}</,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('date formatting in one place', () => {
  const files = sourceFiles(WEB_SRC).map((f) => path.relative(WEB_SRC, f).split(path.sep).join('/'));

  it('finds the screens', () => {
    expect(files).toContain('pages/home/home-page.tsx');
    expect(files).toContain(HELPER);
  });

  it('leaves formatting dates to web/src/i18n/dates.ts', () => {
    const offenders = files
      .filter((f) => f !== HELPER)
      .flatMap((f) =>
        readFileSync(path.join(WEB_SRC, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
          .filter(({ line }) => [...FORMATTING, ...RAW_ISO_DATE].some((re) => re.test(line)))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  // The lines issue 22 found (the booking file's history in UTC, the cash flow's own month names, raw ISO days and
  // ranges in the wizard, the move dialog, the on-site table and the bank import preview) are caught.
  it.each([
    ["new Date(iso).toLocaleString(locale, { timeZone: 'UTC' }) + ' UTC'"],
    ["return DateTime.fromISO(`${period}-01`).setLocale(locale).toFormat('LLL yyyy');"],
    ['options={scheduleList.map((s) => ({ value: s.id, title: `${s.from} – ${s.to}` }))}'],
    ['<option key={s.id} value={s.id}>{`${s.tour}: ${s.from} – ${s.to}`}</option>'],
    ['<TableCell>{i.day}</TableCell>'],
    ['<TableCell>{m.row.date}</TableCell>'],
    ['<span>{booking.checkIn}</span>'],
  ])('catches %s', (line) => {
    expect([...FORMATTING, ...RAW_ISO_DATE].some((re) => re.test(line))).toBe(true);
  });

  it.each([
    ['<DateInput value={form.checkIn} onChange={(v) => patch({ checkIn: v })} />'],
    ['<div>{d.date}</div>'],
    ['title: formatDateRange(s.from, s.to) }'],
    ['<TableCell>{formatDate(i.day)}</TableCell>'],
    ['const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;'],
  ])('lets %s pass', (line) => {
    expect([...FORMATTING, ...RAW_ISO_DATE].some((re) => re.test(line))).toBe(false);
  });
});

describe('date texts without luxon', () => {
  const DAYS = ['2026-11-25', '2024-02-29', '2026-02-29', '0999-01-05', '2026-12', '2026', '2026-13-01', '2026-1-5', '', 'x', '2026-11-25T10:00:00Z'];
  const INSTANTS = [
    '2026-11-28T23:30:00.000Z',
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00+02:00',
    '2026-06-01T12:00',
    '2026-06-01',
    '2026-06-01T12:00:00.123456-05:30',
    '2026-06-01T24:00:00Z',
    '2026-06-01T25:00:00Z',
    '2026-02-30T10:00:00Z',
    'nonsense',
  ];
  const ZONES = ['UTC', 'Europe/Berlin', 'Asia/Makassar', 'America/St_Johns', 'Pacific/Chatham', 'Not/AZone'];
  const luxonDay = (v: string) => DateTime.fromISO(v.slice(0, 10), { zone: 'utc' });

  it('write days as luxon wrote them (DATE_FORMATS)', () => {
    for (const v of DAYS) {
      const d = luxonDay(v);
      expect(formatDate(v), v).toBe(d.isValid ? d.toFormat(DATE_FORMATS.date) : v);
      expect(formatShortDate(v), v).toBe(d.isValid ? d.toFormat(DATE_FORMATS.shortNumericNoYear) : v);
      for (const lang of ['de', 'en'])
        for (const width of ['short', 'long'] as const)
          expect(formatWeekday(v, lang, width), v).toBe(
            d.isValid ? d.setLocale(lang === 'de' ? 'de-DE' : 'en-GB').toFormat(width === 'short' ? 'ccc' : 'cccc') : v,
          );
    }
    for (const v of ['2026-11', '2026-11-25', '1999-01', 'x']) {
      const d = luxonDay(v.length === 7 ? `${v}-01` : v);
      expect(formatMonth(v), v).toBe(d.isValid ? d.toFormat(DATE_FORMATS.monthYear) : v);
    }
  });

  it('write instants in a zone as luxon wrote them', () => {
    for (const v of INSTANTS)
      for (const zone of ZONES) {
        const d = DateTime.fromISO(v, { zone: 'utc' }).setZone(zone);
        expect(formatDateTime(v, zone), `${v} ${zone}`).toBe(d.isValid ? d.toFormat(DATE_FORMATS.dateTime) : v);
        expect(formatTime(v, zone), `${v} ${zone}`).toBe(d.isValid ? d.toFormat(DATE_FORMATS.time) : v);
      }
  });

  it('say today in a zone as luxon did', () => {
    for (const zone of ZONES.slice(0, 5))
      for (const ms of [Date.UTC(2026, 11, 31, 23, 30), Date.UTC(2026, 2, 29, 1, 15), Date.now()]) {
        const d = DateTime.fromMillis(ms).setZone(zone);
        expect(zonedToday(zone, ms), `${zone} ${ms}`).toEqual({ iso: d.toISODate(), hour: d.hour });
      }
  });
});
