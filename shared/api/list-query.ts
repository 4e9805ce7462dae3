import * as z from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';

/** Largest page a list answers; size 0 ("all") is capped here too so one call cannot read without bound. */
export const MAX_PAGE_SIZE = 1000;

export const FILTER_OPERATORS = ['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'contains', 'exists'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A filter condition as the list query's `filter` JSON carries it: a plain value means eq. */
export type FilterCondition = { op: FilterOperator; value: unknown };
export type ParsedFilter = Array<{ field: string; op: FilterOperator; value: unknown }>;

export interface FilterField {
  /** The value type of the field: string, number or boolean. */
  type: 'string' | 'number' | 'boolean';
  label?: string;
  /** Allowed values for enum-like fields (shown as choices in the filter UI). */
  values?: readonly string[];
}

/**
 * Parses the `filter` text of a list query: `{"customerType":"Direct","address.country":{"in":["DE","AT"]}}`.
 * Only declared fields and known operators pass; everything else is a list of readable problems.
 */
export function parseFilter(text: string | undefined, fields: Record<string, FilterField>): { filter: ParsedFilter; problems: string[] } {
  const problems: string[] = [];
  const filter: ParsedFilter = [];
  if (!text) return { filter, problems };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { filter, problems: ['filter is not valid JSON'] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { filter, problems: ['filter must be a JSON object'] };
  for (const [field, condition] of Object.entries(raw as Record<string, unknown>)) {
    const def = fields[field];
    if (!def) {
      problems.push(`unknown filter field ${field}`);
      continue;
    }
    const conditions: Array<[string, unknown]> =
      condition !== null && typeof condition === 'object' && !Array.isArray(condition)
        ? Object.entries(condition as Record<string, unknown>)
        : [['eq', condition]];
    for (const [op, value] of conditions) {
      if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
        problems.push(`unknown filter operator ${op} on ${field}`);
        continue;
      }
      const problem = checkValue(def, op as FilterOperator, value);
      if (problem) problems.push(`${field}: ${problem}`);
      else filter.push({ field, op: op as FilterOperator, value });
    }
  }
  return { filter, problems };
}

function checkValue(def: FilterField, op: FilterOperator, value: unknown): string | null {
  if (op === 'exists') return typeof value === 'boolean' ? null : 'exists takes true or false';
  const one = (v: unknown): string | null => {
    if (typeof v !== def.type) return `expected a ${def.type}`;
    if (def.values && typeof v === 'string' && !def.values.includes(v)) return `must be one of ${def.values.join(', ')}`;
    if (typeof v === 'string' && v.length > 200) return 'value too long';
    return null;
  };
  if (op === 'in' || op === 'nin') {
    if (!Array.isArray(value) || value.length === 0 || value.length > 50) return `${op} takes a list of 1 to 50 values`;
    for (const v of value) {
      const p = one(v);
      if (p) return p;
    }
    return null;
  }
  if (op === 'contains' && def.type !== 'string') return 'contains works on text fields only';
  return one(value);
}

/** The query of every list call (spec 2 section 7). */
export function listQuerySchema(sortable: readonly [string, ...string[]]) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    search: z.string().trim().max(200).optional(),
    filter: z.string().max(4000).optional(),
  });
}

export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

/**
 * The answer of every list call (docs/decisions/booking.md "Counts"): `total` where a counter answers it (a
 * counted list without narrowing, the booking list by state), else absent; `more` is true when matches follow the page.
 */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().optional(),
    more: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
