import { describe, expect, it } from 'vitest';
import { ZCsvMapping } from './bank';
import { mapRow, parseBankAmount, parseBankDate, rowOccurrences } from './csv';

describe('bank CSV rows', () => {
  it('reads German and English amounts', () => {
    expect(parseBankAmount('1.234,56', 'comma')).toBe('1234.56');
    expect(parseBankAmount('-12,30', 'comma')).toBe('-12.30');
    expect(parseBankAmount('12,30-', 'comma')).toBe('-12.30');
    expect(parseBankAmount('1.234.567,8 €', 'comma')).toBe('1234567.8');
    expect(parseBankAmount('1,234.56', 'point')).toBe('1234.56');
    expect(parseBankAmount('-12.30', 'point')).toBe('-12.30');
    expect(parseBankAmount('(45.00)', 'point')).toBe('-45.00');
    expect(parseBankAmount('+7', 'point')).toBe('7');
    // Wrong grouping, the other format, words, empty: no amount.
    for (const bad of ['1.23,4', '12.30.1', 'zehn', '', '1,2,3']) expect(parseBankAmount(bad, 'comma'), bad).toBeUndefined();
    expect(parseBankAmount('1.234,56', 'point')).toBeUndefined();
  });

  it('reads DD.MM.YYYY, YYYY-MM-DD and MM/DD/YYYY and refuses days that do not exist', () => {
    expect(parseBankDate('02.03.2027', 'DD.MM.YYYY')).toBe('2027-03-02');
    expect(parseBankDate('2.3.27', 'DD.MM.YYYY')).toBe('2027-03-02');
    expect(parseBankDate('2027-03-02', 'YYYY-MM-DD')).toBe('2027-03-02');
    expect(parseBankDate('03/02/2027', 'MM/DD/YYYY')).toBe('2027-03-02');
    expect(parseBankDate('29.02.2028', 'DD.MM.YYYY')).toBe('2028-02-29');
    for (const [text, f] of [
      ['31.02.2027', 'DD.MM.YYYY'],
      ['13/01/2027', 'MM/DD/YYYY'],
      ['2027-03-02', 'DD.MM.YYYY'],
      ['02.03.2027', 'YYYY-MM-DD'],
    ] as const)
      expect(parseBankDate(text, f), text).toBeUndefined();
  });

  it('maps a row, with debit and credit columns, and says why a row is refused', () => {
    const german = ZCsvMapping.parse({ columns: { date: 0, amount: 1, reference: 2, currency: 3 } });
    expect(mapRow(['02.03.2027', '1.234,56', ' Buchung 1042 ', ''], german, 'EUR')).toEqual({
      ok: true,
      row: { date: '2027-03-02', amount: '1234.56', currency: 'EUR', reference: 'Buchung 1042', counterparty: '', iban: '' },
    });
    expect(mapRow(['02.03.2027', '12,345', 'x', 'EUR'], german, 'EUR')).toEqual({ ok: false, reason: 'amount' });
    expect(mapRow(['02.03.2027', '12', 'x', 'JPY'], german, 'EUR')).toMatchObject({ ok: true, row: { amount: '12', currency: 'JPY' } });
    expect(mapRow(['02.03.2027', '0,00', 'x', ''], german, 'EUR')).toEqual({ ok: false, reason: 'zero' });
    expect(mapRow(['02.03.2027', '1', 'x', 'euro'], german, 'EUR')).toEqual({ ok: false, reason: 'currency' });
    expect(mapRow(['02.03.2027'], german, 'EUR')).toEqual({ ok: false, reason: 'columns' });
    expect(mapRow(['32.03.2027', '1', '', ''], german, 'EUR')).toEqual({ ok: false, reason: 'date' });
    const english = ZCsvMapping.parse({ delimiter: ',', decimal: 'point', dateFormat: 'MM/DD/YYYY', columns: { date: 0, debit: 1, credit: 2 } });
    expect(mapRow(['03/01/2027', '1,200.00', ''], english, 'USD')).toMatchObject({ ok: true, row: { amount: '-1200.00' } });
    expect(mapRow(['03/01/2027', '', '2,500.10'], english, 'USD')).toMatchObject({ ok: true, row: { amount: '2500.10' } });
    expect(mapRow(['03/01/2027', '', ''], english, 'USD')).toEqual({ ok: false, reason: 'amount' });
    expect(ZCsvMapping.safeParse({ columns: { date: 0, debit: 1 } }).success).toBe(false);
  });

  it('counts each row content once per occurrence in the file', () => {
    expect(rowOccurrences([['a', '1'], ['b'], ['a ', '1'], ['a', '1']])).toEqual([1, 1, 2, 3]);
  });
});
