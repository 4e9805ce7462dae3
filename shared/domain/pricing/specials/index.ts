/**
 * The specials rule engine (ISSUE-13): pure functions the pricing engine calls after base and supplement lines.
 * docs/pricing.md ("Specials") explains the conditions, discount types, price effects, scopes, flags and order.
 */
import type { SpecialContext, SpecialOutcome } from '../types';
import { check, type SpecialWithId } from './check';

export { applySpecials, specialOrder } from './apply';
export { explain } from './messages';

/** Checks one special: matched, or the first failing check (status, dateRange, channel, a condition). */
export function checkSpecial(special: SpecialWithId, ctx: SpecialContext): SpecialOutcome {
  return check(special, ctx).outcome;
}
