import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { epcAmount, epcPayload, epcRemittance } from './epc';

const transfer = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', name: 'Tauchbasis Müller GmbH', amountMinor: 123_456, remittance: 'Buchung 88' };

describe('epcPayload', () => {
  it('writes the EPC069-12 version 002 lines: BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, purpose, reference, text', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Tauchbasis Müller GmbH',
      'DE89370400440532013000',
      'EUR1234.56',
      '',
      '',
      'Buchung 88',
    ]);
  });

  it.each([
    [1, 'EUR0.01'],
    [100, 'EUR1.00'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (minor, text) => expect(epcAmount(minor)).toBe(text));

  it('leaves the BIC line empty without a BIC, and cuts the name at 70 and the text at 140 characters', () => {
    const lines = epcPayload({ ...transfer, bic: undefined, name: 'N'.repeat(90), remittance: 'R'.repeat(200) }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
  });

  it.each([
    ['no amount', { amountMinor: 0 }],
    ['a negative amount', { amountMinor: -5 }],
    ['over 999999999.99', { amountMinor: 100_000_000_000 }],
    ['a bad IBAN', { iban: 'DE89' }],
    ['a bad BIC', { bic: 'COBA' }],
    ['no name', { name: ' ' }],
  ])('refuses %s', (_name, change) => {
    expect(() => epcPayload({ ...transfer, ...change })).toThrow(ValidationError);
  });

  it('names the booking in the booking’s language', () => {
    expect(epcRemittance(88, 'de')).toBe('Buchung 88');
    expect(epcRemittance(88, 'en')).toBe('Booking 88');
    expect(epcRemittance(88, undefined)).toBe('Buchung 88');
  });
});
