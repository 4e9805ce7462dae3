import { describe, expect, it } from 'vitest';
import { translator } from '../../../../shared/i18n';
import { isMessageKey } from '../../../../shared/i18n';
import { money } from '../../../../shared/domain/money';
import { askedPercent, milestoneSentence } from './terms-preview';
import { explain } from '../../i18n/price-lines';
import { emptyForm, failedText, formProblems, moneyText, toRequest } from './simulator-model';

const en = translator('en');
const de = translator('de');
const deposit = { reason: 'Deposit', percent: 30, value: 0, date: { days: 7, from: 'booking' } };
const balance = { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' } };

describe('the schedule preview of terms of payment', () => {
  it('reads as a sentence in English and German', () => {
    expect(milestoneSentence([deposit, balance], en)).toBe('Deposit: 30 % 7 days after booking; Balance: the rest 30 days before travel.');
    expect(milestoneSentence([deposit, balance], de)).toBe('Deposit: 30 % 7 Tage nach Buchung; Balance: der Rest 30 Tage vor Reisebeginn.');
  });

  it('shows a value over the percent, due on the day, commission included, and the last taking the remainder', () => {
    const first = { reason: 'Deposit', percent: 30, value: 200, date: { days: 0, from: 'booking' }, includeCommission: true };
    const second = { reason: '', percent: 50, date: { days: 0, from: 'travel' } };
    expect(milestoneSentence([first, second], en)).toBe(
      'Deposit: 200 on booking (commission included); Milestone 2: 50 % and whatever remains on the first day of travel.',
    );
    expect(milestoneSentence([], en)).toBe('No milestones yet.');
  });

  it('adds up the percent the milestones ask for', () => {
    expect(askedPercent([deposit, balance])).toBe(30);
    expect(askedPercent([deposit, { ...deposit, percent: 80 }])).toBe(110);
    expect(askedPercent([{ ...deposit, value: 100 }])).toBe(0);
  });
});

describe('the price simulator', () => {
  const form = {
    ...emptyForm('2027-01-10'),
    asset: 'rs1',
    from: '2027-03-01',
    to: '2027-03-08',
    rooms: [
      { roomType: 'rt1', variant: 'v-hb', ages: [30, 30] },
      { roomType: 'rt2', variant: '', ages: [40, 8] },
    ],
    agency: 'ag1',
    agencyCommission: 15,
    currency: 'USD',
  };

  it('sends the engine’s request: persons with ages, rooms naming them', () => {
    expect(toRequest(form)).toEqual({
      kind: 'stay',
      resort: 'rs1',
      from: '2027-03-01',
      to: '2027-03-08',
      rooms: [
        { roomType: 'rt1', persons: ['p1', 'p2'], variant: 'v-hb' },
        { roomType: 'rt2', persons: ['p3', 'p4'] },
      ],
      persons: [
        { key: 'p1', permanentAge: 30 },
        { key: 'p2', permanentAge: 30 },
        { key: 'p3', permanentAge: 40 },
        { key: 'p4', permanentAge: 8 },
      ],
      agency: { id: 'ag1', commission: 15 },
      channel: 'Booking',
      bookingDate: '2027-01-10',
      currency: 'USD',
    });
    const trip = toRequest({ ...form, kind: 'trip', asset: 'vs1', schedule: 'sc1', agency: '', currency: '' });
    expect(trip).toMatchObject({ kind: 'trip', vessel: 'vs1', schedule: 'sc1' });
    expect(trip).not.toHaveProperty('resort');
    expect(trip).not.toHaveProperty('agency');
    expect(trip).not.toHaveProperty('currency');
    expect(trip).not.toHaveProperty('supplements');
  });

  it('sends the chosen supplements (the mandatory ones the engine adds itself)', () => {
    expect(toRequest({ ...form, supplements: ['su1', 'su2'] }).supplements).toEqual([{ id: 'su1' }, { id: 'su2' }]);
  });

  it('says what is missing before it can price', () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems(emptyForm('2027-01-10'))).toEqual(['label.prices.simNeedsAsset', 'label.prices.simNeedsDates', 'label.prices.simNeedsRooms']);
    expect(formProblems({ ...form, to: '2027-03-01' })).toEqual(['label.prices.simNeedsDates']);
  });

  it('explains by the dictionary’s key, else in the engine’s words', () => {
    expect(explain({ key: 'label.prices.simRoomN', params: { n: 2 }, text: 'Room two' }, de, isMessageKey)).toBe('Zimmer 2');
    expect(explain({ key: 'pricing.not.a.key', params: {}, text: 'High season, double room' }, de, isMessageKey)).toBe('High season, double room');
    expect(explain(undefined, de, isMessageKey)).toBe('');
  });

  it('words an applied special’s discount in the reader’s language, with its value and scope unit', async () => {
    const { applySpecials } = await import('../../../../shared/domain/pricing/specials');
    const { context, roomLine, special } = await import('../../../../shared/domain/pricing/specials/test-support');
    const run = (over: Parameters<typeof special>[0]) =>
      applySpecials([roomLine({ price: 100, nights: 7 })], context({ specials: [special({ name: 'Deal', ...over })] }), []).lines.at(-1)!.explanation;
    const free = run({ discount: 'FOCUnit', discountValue: 1, reduce: 'ChangeRoomPrice' });
    expect(explain(free, de, isMessageKey, 'de')).toBe('Deal: 1 Nacht frei auf die Zimmerpreise von 700,00 EUR: -100,00 EUR');
    expect(explain(free, en, isMessageKey, 'en')).toBe('Deal: 1 night free on the room prices of 700.00 EUR: -100.00 EUR');
    const perGuest = run({ discount: 'Absolute', discountValue: 20, rule: { scope: 'Person' } });
    expect(explain(perGuest, de, isMessageKey, 'de')).toContain('20 Nachlass pro Person');
  });

  it('shows money and the failed condition', () => {
    expect(moneyText(money(1234.5, 'EUR'), 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(moneyText(12, 'en', 'USD')).toBe('$12.00');
    expect(failedText({ condition: 'NoOfPax', operator: 'GreaterThanEquals', wanted: 10, actual: 4 })).toBe('NoOfPax GreaterThanEquals 10 (4)');
    expect(failedText({ condition: 'Agencies', operator: 'IsIn', wanted: ['a', 'b'] })).toBe('Agencies IsIn a, b');
  });

  it('names the failed condition and the engine’s English words in the reader’s language', () => {
    const words = { condition: (c: string) => `«${c}»`, operator: (o: string) => o.toLowerCase(), date: (d: string) => d.split('-').reverse().join('.') };
    expect(failedText({ condition: 'NoOfPax', operator: 'GreaterThanEquals', wanted: 10, actual: 2 }, words)).toBe('«NoOfPax» greaterthanequals 10 (2)');
    expect(failedText({ condition: 'dateRange', wanted: { from: '2026-01-01', to: '2026-12-31' }, actual: '2027-02-07' }, words)).toBe(
      '«dateRange» 01.01.2026 – 31.12.2026 (07.02.2027)',
    );
    const failed = {
      key: 'pricing.special.failed.GreaterThanEquals',
      params: { name: 'Group', condition: 'persons', conditionKey: 'pricing.special.condition.NoOfPax', actual: 2, wanted: 10 },
      text: 'Group: not applied, persons 2 is not ≥ 10',
    };
    expect(explain(failed, de, isMessageKey)).toBe(`Group: nicht angewandt, ${de('pricing.special.condition.NoOfPax')} 2 ist nicht ≥ 10`);
    expect(explain(failed, de, isMessageKey)).not.toContain('persons');
    const supplement = { key: 'pricing.line.supplement', params: { name: 'Park fee', rule: 'PerDay', count: 10, price: '15.00' }, text: '' };
    expect(explain(supplement, de, isMessageKey)).toBe('Park fee (Pro Tag): 10 × 15.00');
    expect(explain(supplement, en, isMessageKey)).toBe('Park fee (Per day): 10 × 15.00');
    // Dates as DD.MM.YYYY and amounts with the language's decimals.
    expect(explain({ ...supplement, params: { ...supplement.params, price: '1071.50' } }, de, isMessageKey, 'de')).toBe('Park fee (Pro Tag): 10 × 1.071,50');
    const outside = {
      key: 'pricing.special.dateRange',
      params: { name: 'Early 2026-01-01', actual: '2027-02-07', from: '2026-01-01', to: '2026-12-31' },
      text: '',
    };
    const channel = { key: 'pricing.special.channel', params: { name: 'Partner', actual: 'Booking', wanted: 'AgentDirectBooking, OTABooking' }, text: '' };
    expect(explain(channel, en, isMessageKey, 'en')).toBe(
      `Partner: not applied, channel ${en('label.specialLabels.officeBooking')} is not one of ${en('label.specialLabels.agencyDirectBooking')}, ${en('label.specialLabels.bookingPortalOta')}`,
    );
    expect(explain(outside, en, isMessageKey, 'en')).toBe('Early 2026-01-01: not applied, travel starts 07.02.2027, outside 01.01.2026 – 31.12.2026');
  });
});
