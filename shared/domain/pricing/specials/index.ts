import type { Special } from '../special';
import type { CalculationLine, SpecialContext, SpecialOutcome } from '../types';

/**
 * PLACEHOLDER for the engine's worktree (ISSUE-13): the specials rule engine is written in parallel by another
 * helper; on merge that module replaces this file. Lines pass unchanged; every special is reported unmatched.
 */
export function checkSpecial(special: Special & { id: string }, _ctx: SpecialContext): SpecialOutcome {
  return {
    special: special.id,
    name: special.name,
    matched: false,
    explanation: { key: 'pricing.special.notChecked', params: { name: special.name }, text: `The special ${special.name} was not checked` },
  };
}

export function applySpecials(
  lines: CalculationLine[],
  ctx: SpecialContext,
  _manual: string[],
): { lines: CalculationLine[]; outcomes: SpecialOutcome[]; commissionPercent?: number } {
  return { lines, outcomes: ctx.data.specials.map((s) => checkSpecial(s, ctx)) };
}
