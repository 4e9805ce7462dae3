import { describe, expect, it } from 'vitest';
import { isMessageKey, translator } from '../../../../shared/i18n';
import { convertedText, currencyOptions, decimalText, displayLine, displayTargets, rateText } from './display-currencies';
import { priceListUrl, printProblems } from './price-list';
import { serverChoices } from './season-options';
import { milestoneView } from './simulator-model';

const en = translator('en');
const de = translator('de');

describe('the printed price list', () => {
  it('asks GET /api/resort/print for a resort, a year and a format', () => {
    expect(priceListUrl('rs 1', 2027, 'html')).toBe('/api/resort/print?resort=rs+1&year=2027&format=html');
    expect(priceListUrl('rs1', 2027, 'csv')).toBe('/api/resort/print?resort=rs1&year=2027&format=csv');
  });

  it('needs a resort and a year from 2000 to 2100', () => {
    expect(printProblems('rs1', 2026)).toEqual([]);
    expect(printProblems('', 2026)).toEqual(['label.prices.printNeedsResort']);
    expect(printProblems('rs1', null)).toEqual(['label.prices.printNeedsYear']);
    expect(printProblems('rs1', 1999)).toEqual(['label.prices.printNeedsYear']);
    expect(printProblems('rs1', 2101)).toEqual(['label.prices.printNeedsYear']);
  });
});

describe('the total in the display currencies', () => {
  const book = {
    data: [
      { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, rate: 1 },
      { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2, rate: 1.085 },
      { code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0, rate: 160 },
    ],
    displayCurrencies: ['EUR', 'USD', 'JPY', 'USD'],
    showInvertedCurrencyExchange: false,
  };
  const usd = { from: 'EUR', to: 'USD', rate: 1.085, invertedRate: 0.921659, amount: 1071, converted: 1162.04 };

  it('converts into every display currency but the result’s own, once each', () => {
    expect(displayTargets(book, 'EUR')).toEqual(['USD', 'JPY']);
    expect(displayTargets(book, 'USD')).toEqual(['EUR', 'JPY']);
    expect(displayTargets(undefined, 'EUR')).toEqual([]);
  });

  it('sends the exact decimal total, never a product computed in the browser', () => {
    expect(decimalText(1071)).toBe('1071');
    expect(decimalText(321.3)).toBe('321.3');
    expect(decimalText({ minor: 107100, currency: 'EUR', decimals: 2 })).toBe('1071.00');
    expect(decimalText(undefined)).toBe('');
    expect(decimalText(Number.NaN)).toBe('');
  });

  it('shows the server’s amount with the rate used, or the inverted rate when the user wants it', () => {
    expect(displayLine(usd, book, 'en')).toBe('≈ USD 1,162.04 · 1 EUR = 1.0850 USD');
    expect(displayLine(usd, { ...book, showInvertedCurrencyExchange: true }, 'en')).toBe('≈ USD 1,162.04 · 1 USD = 0.9217 EUR');
    expect(displayLine(usd, book, 'de')).toBe('≈ USD 1.162,04 · 1 EUR = 1,0850 USD');
    expect(rateText(usd, true, 'de')).toBe('1 USD = 0,9217 EUR');
    // The target's decimals: no cents for yen.
    expect(displayLine({ ...usd, to: 'JPY', rate: 160, invertedRate: 0.00625, converted: 171360 }, book, 'en')).toBe('≈ JPY 171,360 · 1 EUR = 160.0000 JPY');
    expect(convertedText({ to: 'USD' }, 'en')).toBe('');
  });

  it('offers the active currencies as the simulator’s currencies', () => {
    expect(currencyOptions(book).map((o) => o.title)).toEqual(['EUR Euro', 'USD US dollar', 'JPY Yen']);
    expect(currencyOptions(undefined)).toEqual([]);
  });
});

describe('the season editor’s served choices', () => {
  const names = { room: 'label.prices.type.room', trip: 'label.prices.type.trip', charter: 'label.prices.type.charter' } as const;
  it('lists the served values with their labels, the schema’s while they load', () => {
    expect(serverChoices(['trip', 'room'], ['room', 'trip', 'charter'], names, de)).toEqual([
      { value: 'trip', title: de('label.prices.type.trip') },
      { value: 'room', title: de('label.prices.type.room') },
    ]);
    expect(serverChoices(undefined, ['room', 'trip', 'charter'], names, en).map((c) => c.title)).toEqual(['Room', 'Trip', 'Charter']);
    expect(serverChoices([], ['room'], names, en)).toEqual([{ value: 'room', title: 'Room' }]);
    // A value the web has no words for yet is shown as it is.
    expect(serverChoices(['room', 'houseboat'], [], names, en).map((c) => c.title)).toEqual(['Room', 'houseboat']);
  });
});

describe('a payment milestone in the simulator', () => {
  const deposit = {
    reason: 'Deposit',
    explanation: {
      key: 'pricing.milestone.percent',
      params: { reason: 'Deposit', percent: 30, base: '1071.00', amount: '321.30', due: '2026-12-01' },
      text: 'Deposit: 30 percent of 1071.00, 321.30, due 2026-12-01',
    },
  };
  it('keeps of the explanation only what it adds to reason, amount and due date', () => {
    expect(milestoneView(deposit, en, isMessageKey, 'en', 'EUR')).toEqual({ reason: 'Deposit', detail: '30 % of €1,071.00' });
    expect(milestoneView(deposit, de, isMessageKey, 'de', 'EUR').detail.replace(/\s/g, ' ')).toBe('30 % von 1.071,00 €');
    const rest = {
      reason: 'Balance',
      explanation: { key: 'pricing.milestone.rest', params: { reason: 'Balance', amount: '749.70', due: '2027-01-01' }, text: '' },
    };
    expect(milestoneView(rest, en, isMessageKey, 'en', 'EUR')).toEqual({ reason: 'Balance', detail: 'the rest' });
    const value = { reason: 'Fee', explanation: { key: 'pricing.milestone.value', params: { reason: 'Fee', amount: '200.00', due: '2027-01-01' }, text: '' } };
    expect(milestoneView(value, en, isMessageKey, 'en', 'EUR')).toEqual({ reason: 'Fee', detail: '' });
    const single = { reason: 'Total', explanation: { key: 'pricing.milestone.single', params: { amount: '1071.00', due: '2026-11-24' }, text: '' } };
    expect(milestoneView(single, de, isMessageKey, 'de', 'EUR')).toEqual({ reason: 'Gesamtbetrag', detail: '' });
    // An explanation the web does not know is kept whole.
    expect(
      milestoneView({ reason: 'X', explanation: { key: 'pricing.milestone.other', params: {}, text: 'Something new' } }, en, isMessageKey, 'en', 'EUR').detail,
    ).toBe('Something new');
  });
});
