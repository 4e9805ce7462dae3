import { describe, expect, it } from 'vitest';
import { ZKey } from '../../../../shared/domain/common';
import { ZPriceDefinition, type PriceEntry } from '../../../../shared/domain/pricing/price-definition';
import { cellApplies, copyColumn, entryId, fillRow, findEntry, gridColumns, gridRows, moveCell, setCell, slotOf } from './entries-model';
import { parseAmount } from '../../i18n/money';

const types = [
  { id: 'rt-double', name: 'Double', maxNoOfPax: 2 },
  { id: 'rt-family', name: 'Family', maxNoOfPax: 4 },
];
const variants = [
  { id: 'v-hb', name: 'Half board' },
  { id: 'v-fb', name: 'Full board' },
];

describe('the entries grid', () => {
  it('has a row per room type and variant and a column per occupancy plus a child column', () => {
    const rows = gridRows('room', types, variants);
    expect(rows.map((r) => `${r.roomType?.name}/${r.variant?.name}`)).toEqual([
      'Double/Half board',
      'Double/Full board',
      'Family/Half board',
      'Family/Full board',
    ]);
    expect(gridColumns('room', rows).map((c) => c.key)).toEqual(['a1', 'a2', 'a3', 'a4', 'c1']);
    expect(gridRows('room', types, []).map((r) => r.variant)).toEqual([undefined, undefined]);
    expect(cellApplies(rows[0]!, { key: 'a3', noOfPax: 3, ageBand: 'adult' })).toBe(false);
    expect(cellApplies(rows[0]!, { key: 'c1', noOfPax: 1, ageBand: 'child' })).toBe(true);
  });

  it('prices a charter in one column per variant, without room types', () => {
    const rows = gridRows('charter', types, variants);
    expect(rows.map((r) => [r.roomType, r.variant?.id])).toEqual([
      [undefined, 'v-hb'],
      [undefined, 'v-fb'],
    ]);
    expect(gridColumns('charter', rows)).toEqual([{ key: 'a1', noOfPax: 1, ageBand: 'adult' }]);
  });

  it('gives a cell a stable id within the key format', () => {
    const slot = { roomType: 'rt:1/x', variant: 'v-hb', noOfPax: 2, ageBand: 'adult' as const };
    expect(entryId(slot)).toBe(entryId({ ...slot }));
    expect(ZKey.safeParse(entryId(slot)).success).toBe(true);
    expect(entryId(slot)).not.toBe(entryId({ ...slot, ageBand: 'child' }));
    expect(entryId({ noOfPax: 1, ageBand: 'adult' })).toBe('all.base.a1');
  });

  it('creates, updates and removes the entry of a cell, never twice', () => {
    const rows = gridRows('room', types, variants);
    const cols = gridColumns('room', rows);
    const slot = slotOf(rows[0]!, cols[1]!);
    let entries: PriceEntry[] = setCell([], slot, 120);
    expect(entries).toEqual([{ id: 'rt-double.v-hb.a2', roomType: 'rt-double', variant: 'v-hb', noOfPax: 2, ageBand: 'adult', price: 120, minNights: 0 }]);
    entries = setCell(entries, slot, 130.5);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.price).toBe(130.5);
    expect(setCell(entries, slot, null)).toEqual([]);
    // An entry for one room or with minimum nights is not the cell's.
    expect(findEntry([{ ...entries[0]!, minNights: 3 }], slot)).toBe(-1);
  });

  it('fills a row’s empty cells with its first price and copies a column down', () => {
    const rows = gridRows('room', types, variants);
    const cols = gridColumns('room', rows);
    let entries = setCell([], slotOf(rows[2]!, cols[1]!), 90);
    entries = setCell(entries, slotOf(rows[2]!, cols[3]!), 200);
    const filled = fillRow(entries, rows[2]!, cols);
    expect(cols.map((c) => filled[findEntry(filled, slotOf(rows[2]!, c))]?.price)).toEqual([90, 90, 90, 200, 90]);
    const copied = copyColumn(filled, rows, cols[3]!);
    // Double rooms take no fourth person: only the family rows get the price.
    expect(rows.map((r) => copied[findEntry(copied, slotOf(r, cols[3]!))]?.price)).toEqual([undefined, undefined, 200, 200]);
    expect(fillRow([], rows[0]!, cols)).toEqual([]);
  });

  it('writes entries the definition schema accepts', () => {
    const rows = gridRows('room', types, variants);
    const cols = gridColumns('room', rows);
    let entries: PriceEntry[] = [];
    for (const r of rows) for (const c of cols) if (cellApplies(r, c)) entries = setCell(entries, slotOf(r, c), 100);
    const parsed = ZPriceDefinition.safeParse({
      name: 'S',
      resort: 'rs1',
      validRange: { from: '2027-01-01', to: '2027-02-01' },
      variants: ['v-hb', 'v-fb'],
      entries,
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(entries).toHaveLength(2 * (2 + 1) + 2 * (4 + 1));
  });

  it('reads amounts with a decimal point or comma', () => {
    expect(parseAmount('120')).toBe(120);
    expect(parseAmount(' 120,5 ')).toBe(120.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12.345')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });

  it('moves between cells with the arrow keys and Enter, not past the edges', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowRight', 2, 3)).toEqual({ row: 0, col: 1 });
    expect(moveCell({ row: 0, col: 0 }, 'Enter', 2, 3)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, 'ArrowDown', 2, 3)).toBeNull();
    expect(moveCell({ row: 0, col: 0 }, 'ArrowLeft', 2, 3)).toBeNull();
    expect(moveCell({ row: 1, col: 2 }, 'ArrowUp', 2, 3)).toEqual({ row: 0, col: 2 });
    expect(moveCell({ row: 0, col: 0 }, 'Tab', 2, 3)).toBeNull();
  });
});
