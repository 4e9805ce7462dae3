import type { ParsedFilter } from '../../shared/api/list-query';

export interface Expression {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const COMPARATORS = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/**
 * A DynamoDB FilterExpression from validated filter conditions. Field names and values only ever travel as
 * placeholders (#f…, :v…), so no filter text can change the expression's meaning.
 */
export function filterExpression(filter: ParsedFilter, search?: string): Expression | null {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (search) {
    names['#search'] = 'search';
    values[':search'] = search;
    parts.push('contains(#search, :search)');
  }
  filter.forEach(({ field, op, value }, i) => {
    const path = field
      .split('.')
      .map((segment, j) => {
        names[`#f${i}_${j}`] = segment;
        return `#f${i}_${j}`;
      })
      .join('.');
    const v = `:v${i}`;
    switch (op) {
      case 'exists':
        parts.push(value ? `attribute_exists(${path})` : `attribute_not_exists(${path})`);
        break;
      case 'contains':
        values[v] = value;
        parts.push(`contains(${path}, ${v})`);
        break;
      case 'in':
      case 'nin': {
        const list = (value as unknown[]).map((item, k) => {
          values[`${v}_${k}`] = item;
          return `${v}_${k}`;
        });
        const clause = `${path} IN (${list.join(', ')})`;
        parts.push(op === 'in' ? clause : `NOT (${clause})`);
        break;
      }
      default:
        values[v] = value;
        parts.push(`${path} ${COMPARATORS[op]} ${v}`);
    }
  });
  return parts.length ? { expression: parts.join(' AND '), names, values } : null;
}
