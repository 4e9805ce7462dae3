import type { ParsedFilter } from '../../shared/api/list-query';

export interface Expression {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** One condition of a parsed filter, or (server-side only, never from a request) any one of several filters. */
export type FilterTerm = ParsedFilter[number] | { anyOf: ParsedFilter[] };

const COMPARATORS = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function condition({ field, op, value }: ParsedFilter[number], at: string, names: Record<string, string>, values: Record<string, unknown>): string {
  const path = field
    .split('.')
    .map((segment, j) => {
      names[`#f${at}_${j}`] = segment;
      return `#f${at}_${j}`;
    })
    .join('.');
  const v = `:v${at}`;
  switch (op) {
    case 'exists':
      return value ? `attribute_exists(${path})` : `attribute_not_exists(${path})`;
    case 'contains':
      values[v] = value;
      return `contains(${path}, ${v})`;
    case 'in':
    case 'nin': {
      const list = (value as unknown[]).map((item, k) => {
        values[`${v}_${k}`] = item;
        return `${v}_${k}`;
      });
      const clause = `${path} IN (${list.join(', ')})`;
      return op === 'in' ? clause : `NOT (${clause})`;
    }
    default:
      values[v] = value;
      return `${path} ${COMPARATORS[op]} ${v}`;
  }
}

/**
 * A DynamoDB FilterExpression from validated filter conditions. Field names and values only ever travel as
 * placeholders (#f…, :v…), so no filter text can change the expression's meaning.
 */
export function filterExpression(filter: readonly FilterTerm[], search?: string): Expression | null {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (search) {
    names['#search'] = 'search';
    values[':search'] = search;
    parts.push('contains(#search, :search)');
  }
  filter.forEach((term, i) => {
    if ('anyOf' in term) {
      // DynamoDB refuses redundant parentheses: only groups of more than one are wrapped.
      const group = (xs: string[], op: string) => (xs.length > 1 ? `(${xs.join(` ${op} `)})` : xs[0]!);
      const alternatives = term.anyOf.map((all, a) =>
        group(
          all.map((c, k) => condition(c, `${i}a${a}c${k}`, names, values)),
          'AND',
        ),
      );
      parts.push(group(alternatives, 'OR'));
    } else parts.push(condition(term, String(i), names, values));
  });
  return parts.length ? { expression: parts.join(' AND '), names, values } : null;
}

function valueAt(item: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), item);
}

function holds({ field, op, value }: ParsedFilter[number], item: unknown): boolean {
  const v = valueAt(item, field);
  switch (op) {
    case 'exists':
      return (v !== undefined) === value;
    case 'contains':
      return typeof v === 'string' ? v.includes(String(value)) : Array.isArray(v) && v.includes(value);
    case 'in':
      return (value as unknown[]).includes(v);
    case 'nin':
      return !(value as unknown[]).includes(v);
    case 'eq':
      return v === value;
    case 'ne':
      return v !== value;
    default: {
      // DynamoDB compares only values of the same type; an absent attribute fails the comparison.
      if (v === undefined || typeof v !== typeof value) return false;
      const [a, b] = [v as string | number, value as string | number];
      return op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b;
    }
  }
}

/**
 * Whether an item read by key (a BatchGet, which takes no FilterExpression) meets the filter, with the meaning the
 * FilterExpression of `filterExpression` has in DynamoDB.
 */
export function matchesFilter(item: unknown, filter: readonly FilterTerm[]): boolean {
  return filter.every((term) => ('anyOf' in term ? term.anyOf.some((all) => all.every((c) => holds(c, item))) : holds(term, item)));
}
