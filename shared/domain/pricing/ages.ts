import type { AgeBand } from './price-definition';
import type { PricingPerson } from './types';

/**
 * A child is a person at or under this age on the first day of travel, unless the definition says otherwise. Kept
 * here, not in ./price-definition (which re-exports it): the engine imports no zod schema, so the Lambdas that run it
 * do not carry the price definition's schemas (test/infra/bundle-size.test.ts).
 */
export const DEFAULT_CHILD_MAX_AGE = 11;

/**
 * A guest's age for pricing (ISSUE-13): `permanentAge` when it is 0 or more (an operator's fixed entry), otherwise
 * the completed years from `birthday` to `on` (the first day of travel); undefined when neither is known, which
 * prices the guest as an adult.
 */
export function ageOn(person: Pick<PricingPerson, 'permanentAge' | 'birthday'>, on: string): number | undefined {
  if (person.permanentAge !== undefined && person.permanentAge >= 0) return person.permanentAge;
  if (!person.birthday || !/^\d{4}-\d{2}-\d{2}$/.test(person.birthday)) return undefined;
  const [by, bm, bd] = person.birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age < 0 ? undefined : age;
}

/** A child is at or under the definition's childMaxAge on the first day of travel; an unknown age is an adult's. */
export function ageBandOf(age: number | undefined, childMaxAge: number): AgeBand {
  return age !== undefined && age <= childMaxAge ? 'child' : 'adult';
}
