import { MAX_PAGE_SIZE, parseFilter, type FilterField, type FilterOperator } from '../../../../shared/api/list-query';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/constants';

/**
 * The list's query lives in the URL (page, size, sort, order, search, filter), so a reload, a shared
 * link and the Back button all show the same list. These functions read and write it.
 */

/** Page sizes offered; 0 is "all" (spec 1 section 9). */
export const PAGE_SIZES = [25, 50, 100, 250, 0] as const;

export interface FilterChip {
  field: string;
  op: FilterOperator;
  value: unknown;
}

export interface ListState {
  page: number;
  size: number;
  sort?: string;
  order: 'asc' | 'desc';
  search: string;
  filters: FilterChip[];
}

export interface ListShape {
  sortNames: readonly string[];
  filters: Readonly<Record<string, FilterField>>;
}

export interface ListDefaults {
  sort?: string;
  order?: 'asc' | 'desc';
}

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n < min || n > max ? fallback : n;
}

/** Reads the URL's query; whatever does not fit the resource (an unknown sort, a bad filter) is dropped. */
export function readListState(params: URLSearchParams, shape: ListShape, defaults: ListDefaults = {}): ListState {
  const sortParam = params.get('sort');
  const sort = sortParam && shape.sortNames.includes(sortParam) ? sortParam : defaults.sort;
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : (defaults.order ?? 'asc');
  return {
    page: intParam(params.get('page'), 1, 1, 1_000_000),
    size: intParam(params.get('size'), DEFAULT_PAGE_SIZE, 0, MAX_PAGE_SIZE),
    sort,
    order,
    search: (params.get('search') ?? '').slice(0, 200),
    filters: chipsFromFilter(params.get('filter'), shape.filters),
  };
}

/** The URL query of a state; defaults are left out so links stay short. */
export function writeListState(state: ListState, defaults: ListDefaults = {}): URLSearchParams {
  const out = new URLSearchParams();
  if (state.page !== 1) out.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) out.set('size', String(state.size));
  if (state.sort && state.sort !== defaults.sort) out.set('sort', state.sort);
  if (state.order !== (defaults.order ?? 'asc')) out.set('order', state.order);
  if (state.search.trim()) out.set('search', state.search);
  const filter = filterJson(state.filters);
  if (filter) out.set('filter', filter);
  return out;
}

/** The filter JSON of spec 2 section 7: a plain value for eq, an operator object otherwise. */
export function filterObject(chips: readonly FilterChip[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const chip of chips) {
    const current = out[chip.field];
    const ops: Record<string, unknown> =
      current === undefined
        ? {}
        : typeof current === 'object' && current !== null && !Array.isArray(current)
          ? { ...(current as Record<string, unknown>) }
          : { eq: current };
    ops[chip.op] = chip.value;
    const keys = Object.keys(ops);
    out[chip.field] = keys.length === 1 && keys[0] === 'eq' ? ops.eq : ops;
  }
  return out;
}

export function filterJson(chips: readonly FilterChip[]): string | undefined {
  return chips.length ? JSON.stringify(filterObject(chips)) : undefined;
}

/** The chips of a filter text; invalid parts (unknown fields, wrong types) are left out. */
export function chipsFromFilter(text: string | null | undefined, fields: Readonly<Record<string, FilterField>>): FilterChip[] {
  if (!text) return [];
  return parseFilter(text, { ...fields }).filter.map((f) => ({ field: f.field, op: f.op, value: f.value }));
}

/** Chips of both, the second winning where both set the same field and condition. */
export function mergeChips(base: readonly FilterChip[], over: readonly FilterChip[]): FilterChip[] {
  const key = (c: FilterChip) => `${c.field}\u0000${c.op}`;
  const overKeys = new Set(over.map(key));
  return [...base.filter((c) => !overKeys.has(key(c))), ...over];
}

/**
 * The conditions a list asks for: a preset's, the user's over them, and a configuration's fixed filter over
 * both (the user cannot widen a list that shows part of a resource).
 */
export function listChips(
  preset: readonly FilterChip[],
  user: readonly FilterChip[],
  fixed: Readonly<Record<string, unknown>> | undefined,
  fields: Readonly<Record<string, FilterField>>,
): FilterChip[] {
  const merged = mergeChips(preset, user);
  return fixed ? mergeChips(merged, chipsFromFilter(JSON.stringify(fixed), fields)) : merged;
}

/** Conditions that make sense for a field's type. */
export function operatorsFor(field: FilterField): FilterOperator[] {
  if (field.type === 'boolean') return ['eq'];
  if (field.values) return ['eq', 'ne', 'in', 'nin', 'exists'];
  if (field.type === 'number') return ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'exists'];
  return ['eq', 'ne', 'contains', 'in', 'nin', 'exists'];
}

/** A typed filter value from what was entered, or null when it does not fit the field. */
export function typedFilterValue(field: FilterField, op: FilterOperator, raw: string | readonly string[]): unknown {
  if (op === 'exists') return raw === 'true' ? true : raw === 'false' ? false : null;
  const one = (text: string): unknown => {
    const t = text.trim();
    if (t === '') return null;
    if (field.type === 'number') return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
    if (field.type === 'boolean') return t === 'true' ? true : t === 'false' ? false : null;
    if (field.values && !field.values.includes(t)) return null;
    return t;
  };
  if (op === 'in' || op === 'nin') {
    const parts = (typeof raw === 'string' ? raw.split(',') : [...raw]).map(one);
    if (parts.length === 0 || parts.some((p) => p === null)) return null;
    return parts;
  }
  return typeof raw === 'string' ? one(raw) : one(raw[0] ?? '');
}
