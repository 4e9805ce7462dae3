import { describe, expect, it } from 'vitest';
import { isMessageKey, translator } from '../../../../shared/i18n';
import { lineText } from '../../i18n/price-lines';
import { calculationLines, moneyText, nightsBetween, paymentMilestones } from './file-view';

describe('booking file view', () => {
  it('shows a line the engine wrote in the reader’s language, and a text the operator wrote as written', () => {
    const explanation = {
      key: 'pricing.line.nightAdult',
      params: { definition: 'Low season', roomType: 'Family Villa', variant: ' (Full board)', pax: 2, count: 3, price: '100.00' },
      text: 'Low season, Family Villa (Full board), 2 guests, adult: 3 nights × 100.00',
    };
    const raw = [
      { sort: 0, text: explanation.text, amount: 3, price: '100.00', total: '300.00', explanation },
      { sort: 1, text: 'Villa for the honeymoon', amount: 3, price: '100.00', total: '300.00', explanation },
    ];
    const lines = calculationLines(raw, 'EUR', 'de', (l) => lineText(l, translator('de'), isMessageKey, 'de'));
    expect(lines.map((l) => l.text)).toEqual(['Low season, Family Villa (Full board), 2 Gäste, Erwachsene(r): 3 Nächte × 100,00', 'Villa for the honeymoon']);
    // Without a translator the stored text shows; the hand-written line keeps the engine's words as its explanation.
    expect(calculationLines(raw, 'EUR', 'de').map((l) => [l.text, l.explanation])).toEqual([
      [explanation.text, undefined],
      ['Villa for the honeymoon', explanation.text],
    ]);
  });

  it('reads calculation lines in sort order and skips what it does not understand', () => {
    const lines = calculationLines(
      [
        { text: 'Tourist tax', amount: '12.5', sort: 2 },
        { text: 'Room 101, 3 nights', amount: '450.00', sort: 1, type: 'room' },
        'garbage',
        { text: 'No amount' },
        { amount: '1' },
      ],
      'EUR',
    );
    expect(lines).toEqual([
      { key: '1', text: 'Room 101, 3 nights', amount: '450.00 EUR', type: 'room' },
      { key: '0', text: 'Tourist tax', amount: '12.50 EUR', type: undefined },
    ]);
    expect(calculationLines(undefined)).toEqual([]);
    expect(calculationLines({ text: 'x' })).toEqual([]);
  });

  it('reads a stored line of the wizard: its total, quantity × unit price, its explanation and the price entry behind it', () => {
    const [line] = calculationLines(
      [
        {
          sort: 0,
          type: 'room_cost',
          text: 'Garden Bungalow, 3 nights',
          amount: 3,
          price: '120.00',
          total: '360.00',
          explanation: { key: 'pricing.line.room', params: {}, text: 'High season 2027, entry 2 persons adult' },
          source: { kind: 'entry', definition: 'pd-high', entry: 'e2' },
        },
      ],
      'EUR',
    );
    expect(line).toEqual({
      key: '0',
      text: 'Garden Bungalow, 3 nights',
      amount: '360.00 EUR',
      type: 'room_cost',
      quantity: '3 × 120.00 EUR',
      explanation: 'High season 2027, entry 2 persons adult',
      entryRef: 'pd-high.e2',
    });
  });

  it('reads payment milestones in due order', () => {
    const payments = paymentMilestones([
      { text: 'Rest', amount: 300, due: '2027-02-01', type: 'rest' },
      { text: 'Deposit', amount: { amount: '150', currency: 'USD' }, due: '2026-12-01T00:00:00Z', type: 'deposit' },
      { text: 'Nothing' },
    ]);
    expect(payments).toEqual([
      { key: '1', text: 'Deposit', amount: '150.00 USD', due: '2026-12-01', type: 'deposit' },
      { key: '0', text: 'Rest', amount: '300.00', due: '2027-02-01', type: 'rest' },
    ]);
  });

  it("writes money in the language's format", () => {
    expect(moneyText('1980.5', 'EUR', 'de')).toBe('1.980,50 EUR');
    expect(moneyText(1980.5, 'EUR', 'en')).toBe('1,980.50 EUR');
    expect(paymentMilestones([{ amount: '2000', due: '2027-01-01' }], 'EUR', 'de')[0]?.amount).toBe('2.000,00 EUR');
  });

  it('keeps a money text it cannot read as a number, and counts nights', () => {
    expect(moneyText('EUR 12,50')).toBe('EUR 12,50');
    expect(moneyText(undefined)).toBe('');
    expect(nightsBetween('2027-01-10', '2027-01-13')).toBe(3);
    expect(nightsBetween('2027-01-10', undefined)).toBe(0);
  });
});
