import type { AgeBand, PriceEntry, PriceType } from '../../../../shared/domain/pricing/price-definition';

/**
 * The season editor's entries grid as data: rows are the asset's room types × the definition's variants, columns
 * the occupancies (1 .. the type's most persons) for adults plus one child column. Every cell is one entry, found
 * and written under a stable id made of its room type, variant, age band and persons, so typing a price twice
 * never makes two entries and a cleared cell removes its entry.
 */

export interface GridRoomType {
  id: string;
  name: string;
  maxNoOfPax: number;
}
export interface GridVariant {
  id: string;
  name: string;
}
export interface GridRow {
  key: string;
  roomType?: GridRoomType;
  variant?: GridVariant;
}
export interface GridColumn {
  key: string;
  noOfPax: number;
  ageBand: AgeBand;
}
export interface CellSlot {
  roomType?: string;
  variant?: string;
  noOfPax: number;
  ageBand: AgeBand;
}

/** The child column's persons: one price per child in any room of the type (docs/decisions.md). */
export const CHILD_COLUMN_PAX = 1;
/** Ids stay inside ZKey (letters, digits, _ . -). */
const part = (s: string | undefined, none: string) => (s ? s.replace(/[^A-Za-z0-9_-]/g, '_') : none);

/** The entry id of a cell: the same cell always gets the same id. */
export function entryId(slot: CellSlot): string {
  return `${part(slot.roomType, 'all')}.${part(slot.variant, 'base')}.${slot.ageBand === 'child' ? 'c' : 'a'}${slot.noOfPax}`.slice(0, 200);
}

export function gridRows(type: PriceType, roomTypes: readonly GridRoomType[], variants: readonly GridVariant[]): GridRow[] {
  const vs: Array<GridVariant | undefined> = variants.length ? [...variants] : [undefined];
  const types: Array<GridRoomType | undefined> = type === 'charter' ? [undefined] : [...roomTypes];
  return types.flatMap((rt) => vs.map((v) => ({ key: `${rt?.id ?? 'all'}|${v?.id ?? ''}`, roomType: rt, variant: v })));
}

/** Adults 1 .. the most persons of any row's type, then the child column; a charter prices the vessel in one column. */
export function gridColumns(type: PriceType, rows: readonly GridRow[]): GridColumn[] {
  if (type === 'charter') return [{ key: 'a1', noOfPax: 1, ageBand: 'adult' }];
  const max = Math.max(1, ...rows.map((r) => r.roomType?.maxNoOfPax ?? 1));
  const adults = Array.from({ length: max }, (_v, i): GridColumn => ({ key: `a${i + 1}`, noOfPax: i + 1, ageBand: 'adult' }));
  return [...adults, { key: `c${CHILD_COLUMN_PAX}`, noOfPax: CHILD_COLUMN_PAX, ageBand: 'child' }];
}

/** Whether a row's type takes this column (no 3-person price for a double room). */
export function cellApplies(row: GridRow, col: GridColumn): boolean {
  return col.ageBand === 'child' || !row.roomType || col.noOfPax <= row.roomType.maxNoOfPax;
}

export const slotOf = (row: GridRow, col: GridColumn): CellSlot => ({
  roomType: row.roomType?.id,
  variant: row.variant?.id,
  noOfPax: col.noOfPax,
  ageBand: col.ageBand,
});

const sameSlot = (e: PriceEntry, s: CellSlot) =>
  !e.room &&
  (e.roomType ?? undefined) === s.roomType &&
  (e.variant ?? undefined) === s.variant &&
  e.noOfPax === s.noOfPax &&
  e.ageBand === s.ageBand &&
  !e.minNights;

/** The index of the entry a cell shows, or -1. */
export function findEntry(entries: readonly PriceEntry[], slot: CellSlot): number {
  return entries.findIndex((e) => sameSlot(e, slot));
}

/** The entries after a cell is set (a number) or cleared (null); other entries keep their place. */
export function setCell(entries: readonly PriceEntry[], slot: CellSlot, price: number | null): PriceEntry[] {
  const at = findEntry(entries, slot);
  if (price === null) return at < 0 ? [...entries] : entries.filter((_e, i) => i !== at);
  if (at >= 0) return entries.map((e, i) => (i === at ? { ...e, price } : e));
  const entry: PriceEntry = { id: entryId(slot), noOfPax: slot.noOfPax, ageBand: slot.ageBand, price, minNights: 0 };
  if (slot.roomType) entry.roomType = slot.roomType;
  if (slot.variant) entry.variant = slot.variant;
  return [...entries, entry];
}

/** "Fill row": every applicable empty cell of the row gets the row's first price. */
export function fillRow(entries: readonly PriceEntry[], row: GridRow, cols: readonly GridColumn[]): PriceEntry[] {
  const applicable = cols.filter((c) => cellApplies(row, c));
  const first = applicable.map((c) => entries[findEntry(entries, slotOf(row, c))]).find((e) => e !== undefined);
  if (!first) return [...entries];
  return applicable.reduce<PriceEntry[]>((acc, c) => (findEntry(acc, slotOf(row, c)) >= 0 ? acc : setCell(acc, slotOf(row, c), first.price)), [...entries]);
}

/** "Copy column": the first row's price of the column into every applicable row of it (overwriting). */
export function copyColumn(entries: readonly PriceEntry[], rows: readonly GridRow[], col: GridColumn): PriceEntry[] {
  const source = rows.map((r) => entries[findEntry(entries, slotOf(r, col))]).find((e) => e !== undefined);
  if (!source) return [...entries];
  return rows.filter((r) => cellApplies(r, col)).reduce<PriceEntry[]>((acc, r) => setCell(acc, slotOf(r, col), source.price), [...entries]);
}

/** The next cell for a navigation key (arrows, Enter downwards), or null to stay. */
export function moveCell(pos: { row: number; col: number }, key: string, rows: number, cols: number): { row: number; col: number } | null {
  const step: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const d = step[key];
  if (!d) return null;
  const row = pos.row + d[0];
  const col = pos.col + d[1];
  return row < 0 || col < 0 || row >= rows || col >= cols ? null : { row, col };
}
