import { ValidationError } from '../../errors';

/**
 * Meta values of a customer after a change: a value sets its key, null removes it; a customer has at most
 * `max` keys (400). Returns the keys there are afterwards.
 */
export function metaKeysAfter(existing: Iterable<string>, values: Record<string, unknown>, max: number): Set<string> {
  const after = new Set(existing);
  for (const [key, value] of Object.entries(values)) {
    if (value === null) after.delete(key);
    else after.add(key);
  }
  if (after.size > max) throw new ValidationError(`A customer has at most ${max} meta values`, [{ path: 'body', message: `at most ${max} meta values` }]);
  return after;
}
