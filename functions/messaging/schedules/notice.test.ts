import { describe, expect, it } from 'vitest';
import { MailParamsMissingError, renderBuiltIn } from '../index';

describe('the built-in schedule notice', () => {
  it('reads the booking, the dates and the greeting in both languages', () => {
    const params = { bookingNo: 42, arrival: '01.04.2027', departure: '08.04.2027', name: 'Anna Berger', company: 'Blue Reef' };
    const en = renderBuiltIn('schedule.notice', 'en', params);
    expect(en.subject).toBe('Blue Reef: your booking 42');
    expect(en.text).toContain('Hello Anna Berger,');
    expect(en.text).toContain('you arrive on 01.04.2027 and leave on 08.04.2027');
    const de = renderBuiltIn('schedule.notice', 'de', { ...params, name: '' });
    expect(de.subject).toBe('Blue Reef: Ihre Buchung 42');
    expect(de.text).toContain('Hallo,');
    expect(de.text).toContain('Sie reisen am 01.04.2027 an und am 08.04.2027 ab');
    expect(() => renderBuiltIn('schedule.notice', 'en', { name: '' })).toThrow(MailParamsMissingError);
  });
});
