import { describe, expect, it } from 'vitest';
import { ruleQuantity } from '../product/price';
import { combineLines, onsiteTotals, saleStats, type OnsiteItem, type PosSale } from './pos';
import { RECEIPT_WIDTH, receiptHtml, receiptText } from './receipt';

const sale = (over: Partial<PosSale> = {}): PosSale => ({
  id: 'ps-1',
  no: 7,
  method: 'cash',
  currency: 'EUR',
  total: '19.00',
  lines: [
    { product: 'p-1', name: 'A very long product name that does not fit on one receipt line', quantity: 2, unitPrice: '3.50', total: '7.00' },
    { product: 'p-2', name: 'Mask <defog>', quantity: 1, unitPrice: '12.00', total: '12.00' },
  ],
  day: '2027-09-02',
  createdAt: '2027-09-02T10:15:00.000Z',
  state: 'done',
  ...over,
});

describe('point of sale rules', () => {
  it('counts a price rule for a booking room: persons, nights, days, weeks, else once', () => {
    const ctx = { persons: 3, nights: 10 };
    expect(ruleQuantity('PerPerson', ctx)).toBe(3);
    expect(ruleQuantity('PerPerson', { ...ctx, personNamed: true })).toBe(1);
    expect(ruleQuantity('PerNight', ctx)).toBe(10);
    expect(ruleQuantity('PerDay', ctx)).toBe(11);
    expect(ruleQuantity('PerWeekFloor', ctx)).toBe(1);
    expect(ruleQuantity('PerWeekCeil', ctx)).toBe(2);
    expect(ruleQuantity('PerDive', ctx)).toBe(1);
    expect(ruleQuantity('PerNight', { persons: 0, nights: 0 })).toBe(1);
  });

  it('merges equal lines and totals open and paid items, voided ones counting nothing', () => {
    const merged = combineLines([
      { product: 'a', unitPrice: '1.00', quantity: 1, day: 'd1' },
      { product: 'a', unitPrice: '1.00', quantity: 2, day: 'd1' },
      { product: 'a', unitPrice: '1.00', quantity: 1, day: 'd2' },
    ]);
    expect(merged.map((l) => l.quantity)).toEqual([3, 1]);
    const item = (state: OnsiteItem['state'], total: string) => ({ state, total }) as OnsiteItem;
    expect(onsiteTotals([item('open', '1.10'), item('open', '2.20'), item('paid', '5.00'), item('voided', '9.99')], 'EUR')).toEqual({
      open: '3.30',
      paid: '5.00',
      count: 3,
    });
  });

  it('counts done sales per day, method and product', () => {
    const stats = saleStats([sale(), sale({ id: 'ps-2', method: 'card', total: '1.00', lines: [] }), sale({ id: 'ps-3', state: 'voided' })], 'EUR');
    expect(stats).toMatchObject({ count: 2, total: '20.00' });
    expect(stats.byMethod).toEqual([
      { key: 'card', quantity: 1, total: '1.00' },
      { key: 'cash', quantity: 1, total: '19.00' },
    ]);
    expect(stats.byProduct.map((r) => r.quantity)).toEqual([2, 1]);
  });

  it('prints a receipt of at most 42 columns in de and en, escaped in its page', () => {
    const head = { name: 'Blue Reef Divers', lines: ['Beach road 1', '6000 Cebu'] };
    const en = receiptText(sale(), head, 'en');
    for (const line of en.split('\n')) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    expect(en).toContain('Receipt 7');
    expect(en).toContain('19.00 EUR');
    expect(en).toContain('Paid cash');
    expect(receiptText(sale({ state: 'voided', voidReason: 'wrong' }), head, 'de')).toContain('STORNIERT');
    const html = receiptHtml(sale(), head, 'de');
    expect(html).toContain('@page { size: 80mm auto');
    expect(html).toContain('Mask &lt;defog&gt;');
    expect(html).not.toContain('<defog>');
  });

  it('names the tax the total holds, per tax and rate, summed exactly', () => {
    const head = { name: 'Blue Reef Divers', lines: [] };
    const vat = (rate: number, amount: string) => ({ name: 'VAT', rate, amount, inclusive: true });
    // 2 × 3.50 = 7.00 holds 19 %: 7.00 × 19 / 119 = 1.1176… → 1.12; 12.00 holds 19 %: 1.92; 1 × 5.35 holds 7 %: 0.35.
    const taxed = sale({
      total: '24.35',
      lines: [
        { product: 'p-1', name: 'Water', quantity: 2, unitPrice: '3.50', total: '7.00', tax: vat(19, '1.12') },
        { product: 'p-2', name: 'Mask', quantity: 1, unitPrice: '12.00', total: '12.00', tax: vat(19, '1.92') },
        { product: 'p-3', name: 'Postcard', quantity: 1, unitPrice: '5.35', total: '5.35', tax: vat(7, '0.35') },
      ],
    });
    const de = receiptText(taxed, head, 'de').split('\n');
    // 1.12 + 1.92 = 3.04 at 19 %.
    expect(
      de
        .find((l) => l.startsWith('enth. VAT 19 %'))
        ?.trim()
        .endsWith('3.04'),
    ).toBe(true);
    expect(
      de
        .find((l) => l.startsWith('enth. VAT 7 %'))
        ?.trim()
        .endsWith('0.35'),
    ).toBe(true);
    expect(receiptText(taxed, head, 'en')).toContain('incl. VAT 19 %');
    // No tax on the lines: no tax line.
    expect(receiptText(sale(), head, 'en')).not.toContain('incl.');
  });
});
