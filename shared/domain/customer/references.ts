import { ValidationError } from '../../errors';

/** A customer's identity in another system: `external` is the customer's id there. */
export interface ReferenceKey {
  system: string;
  external: string;
}

/**
 * Linking a customer to an external id: the same link again changes nothing (answers the link there is),
 * a new one needs room, a customer has at most `max` references (400). Returns the existing link, or null
 * when the new one may be added.
 */
export function existingOrRoomForReference<R extends ReferenceKey>(existing: readonly R[], wanted: ReferenceKey, max: number): R | null {
  const same = existing.find((r) => r.system === wanted.system && r.external === wanted.external);
  if (same) return same;
  if (existing.length >= max)
    throw new ValidationError(`A customer has at most ${max} references`, [{ path: 'params.external', message: `at most ${max} references` }]);
  return null;
}
