import { describe, expect, it } from 'vitest';
import { renderBuiltIn } from '../../../messaging/built-in';

/** The online booking's confirmation mail (built-in booking.onlineConfirmed), in both languages. */
const params = {
  company: 'Blue Reef',
  name: 'Gina',
  bookingNo: 1042,
  what: 'Komodo',
  from: '06.03.2027',
  to: '13.03.2027',
  guests: 2,
  total: '€2,401.00',
  paid: '€720.30',
  invoice: '2026-000017: https://reef.example/invoice/inv-1?t=abc',
  forms: '- Gina Guest: https://reef.example/guestform-m/bk-1/tok1\n- Guest2 Online: https://reef.example/guestform/bk-1/tok2',
};

describe('the online confirmation mail', () => {
  it('in English: the booking, the payment, the invoice link and each guest’s form link', () => {
    const mail = renderBuiltIn('booking.onlineConfirmed', 'en', params);
    expect(mail.subject).toBe('Blue Reef: your booking 1042 is confirmed');
    expect(mail.text).toContain('Hello Gina,');
    expect(mail.text).toContain('payment of €720.30');
    expect(mail.text).toContain('From 06.03.2027 to 13.03.2027');
    expect(mail.text).toContain('https://reef.example/invoice/inv-1?t=abc');
    expect(mail.text).toContain('- Guest2 Online: https://reef.example/guestform/bk-1/tok2');
  });

  it('in German, and without a name the greeting has no gap', () => {
    const mail = renderBuiltIn('booking.onlineConfirmed', 'de', { ...params, name: '' });
    expect(mail.subject).toBe('Blue Reef: Ihre Buchung 1042 ist bestätigt');
    expect(mail.text.startsWith('Hallo,')).toBe(true);
    expect(mail.text).toContain('Ihre Rechnung:\n2026-000017');
    expect(mail.text).toContain('https://reef.example/guestform-m/bk-1/tok1');
  });
});
