import { describe, expect, it } from 'vitest';
import { isMessageKey, translator } from '../../../shared/i18n';
import { priceRequest } from '../../../shared/domain/pricing/engine';
import { adults, data, def, stay } from '../../../shared/domain/pricing/engine/fixtures.test-helpers';
import { explain, lineText } from './price-lines';

/** The stored lines of a stay priced by the engine: a single room for `guests` adults, `to` the day of departure. */
function lines(guests: number, to: string) {
  const d = def('d', {
    name: 'Low season',
    entries: [
      { id: 'd1', roomType: 'DBL', noOfPax: 1, price: 150 },
      { id: 'd2', roomType: 'DBL', noOfPax: 2, price: 100 },
    ],
  });
  return priceRequest(stay({ persons: adults(guests), to }), data({ definitions: [d] })).lines;
}

describe('price lines in the reader’s language', () => {
  it.each([
    ['en', 1, '2027-03-02', 'Low season, DBL, 1 guest, adult: 1 night × 150.00'],
    ['de', 1, '2027-03-02', 'Low season, DBL, 1 Gast, Erwachsene(r): 1 Nacht × 150,00'],
    ['en', 2, '2027-03-03', 'Low season, DBL, 2 guests, adult: 2 nights × 100.00'],
    ['de', 2, '2027-03-03', 'Low season, DBL, 2 Gäste, Erwachsene(r): 2 Nächte × 100,00'],
  ] as const)('%s: %i guest(s) up to %s', (lang, guests, to, text) => {
    const [line] = lines(guests, to);
    expect(lineText(line!, translator(lang), isMessageKey, lang)).toBe(text);
    expect(explain(line!.explanation, translator(lang), isMessageKey, lang)).toBe(text);
  });

  it('keeps a text the operator wrote, and the engine’s English for a key the dictionary lacks', () => {
    const [line] = lines(1, '2027-03-02');
    expect(lineText({ ...line!, text: 'Honeymoon villa' }, translator('de'), isMessageKey, 'de')).toBe('Honeymoon villa');
    const unknown = { key: 'pricing.not.a.key', params: {}, text: 'as the engine wrote it' };
    expect(lineText({ text: unknown.text, explanation: unknown }, translator('de'), isMessageKey, 'de')).toBe('as the engine wrote it');
  });
});
