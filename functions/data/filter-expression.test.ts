import { describe, expect, it } from 'vitest';
import { filterExpression } from './filter-expression';

describe('filterExpression with anyOf terms', () => {
  it('joins the alternatives with OR, groups only what has more than one part, and keeps every value a placeholder', () => {
    const expr = filterExpression([
      { field: 'isActive', op: 'eq', value: true },
      {
        anyOf: [
          [{ field: 'resort', op: 'in', value: ['rs-1', 'rs-2'] }],
          [
            { field: 'resort', op: 'exists', value: false },
            { field: 'vessel', op: 'exists', value: false },
          ],
        ],
      },
      { anyOf: [[{ field: 'vessel', op: 'in', value: ['vs-1'] }]] },
    ]);
    expect(expr?.expression).toBe(
      '#f0_0 = :v0 AND (#f1a0c0_0 IN (:v1a0c0_0, :v1a0c0_1) OR (attribute_not_exists(#f1a1c0_0) AND attribute_not_exists(#f1a1c1_0))) AND #f2a0c0_0 IN (:v2a0c0_0)',
    );
    expect(expr?.values).toEqual({ ':v0': true, ':v1a0c0_0': 'rs-1', ':v1a0c0_1': 'rs-2', ':v2a0c0_0': 'vs-1' });
    expect(expr?.names).toMatchObject({ '#f1a0c0_0': 'resort', '#f1a1c1_0': 'vessel' });
  });
});
