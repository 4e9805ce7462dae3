import { describe, expect, it } from 'vitest';
import { dictionaries, interpolate, type Translate } from '../../../../shared/i18n/index';
import { notificationText, relativeTime } from './notification-text';

const tr =
  (lang: 'en' | 'de'): Translate =>
  (key, params) =>
    interpolate(dictionaries[lang][key], params, lang);

describe('a notification as text', () => {
  it('reads each kind from its display values, in English and German', () => {
    const paid = { kind: 'payment.received' as const, params: { bookingNo: '1042', amount: '150.00', currency: 'EUR', customer: 'Ada Lovelace' } };
    expect(notificationText(tr('en'), 'en', paid).replace(/\s/g, ' ')).toBe('€150.00 received on booking 1042 (Ada Lovelace).');
    expect(notificationText(tr('de'), 'de', paid).replace(/\s/g, ' ')).toBe('150,00 € auf Buchung 1042 eingegangen (Ada Lovelace).');
    const kept = { kind: 'option.expired' as const, params: { bookingNo: '7', date: '2027-01-10', kept: 'true' } };
    expect(notificationText(tr('en'), 'en', kept)).toBe('The option of booking 7 expired on 10.01.2027 with its deposit paid: confirm it or free it.');
    expect(notificationText(tr('de'), 'de', { kind: 'payment.failed', params: {} })).toBe('Eine Online-Zahlung auf Buchung (unbekannt) ist fehlgeschlagen.');
  });

  it('says the time relative to now', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(relativeTime('2026-11-29T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-28T12:00:00Z', 'de', now)).toBe('gestern');
  });
});
