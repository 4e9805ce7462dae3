import type { ResolvedPerson, SpecialContext, SpecialOutcome } from '../types';
import type { Special } from '../special';
import { bookingValues, holds, PERSON_CONDITIONS, personValues, wantedList, type Wanted } from './conditions';
import { english, explain, type SpecialMessageKey } from './messages';

export type SpecialWithId = Special & { id: string };

/** A special checked against the request: the outcome, and the guests it applies to (all, for Booking and Bed scope). */
export interface Checked {
  outcome: SpecialOutcome;
  persons: ResolvedPerson[];
}

const shown = (v: unknown): string | number => {
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return english('pricing.special.unknown');
  if (Array.isArray(v)) return v.join(', ');
  return typeof v === 'number' ? v : String(v);
};

function failed(
  special: SpecialWithId,
  failure: NonNullable<SpecialOutcome['failed']>,
  key: SpecialMessageKey,
  extra: Record<string, string | number> = {},
): Checked {
  const params: Record<string, string | number> = { name: special.name, actual: shown(failure.actual), wanted: shown(failure.wanted), ...extra };
  return { outcome: { special: special.id, name: special.name, matched: false, explanation: explain(key, params), failed: failure }, persons: [] };
}

/**
 * Checks a special against the request, in this order: status active (and its group's, when it has one); the date range covers the first day of
 * travel; the request's channel is one of the rule's channels (none: every channel); then every condition in the
 * rule's order. The first check that fails is the outcome. Person scope narrows the guests condition by condition
 * (a guest must pass every person-level condition); Booking and Bed scope read a person-level condition as
 * "any guest" (IsNotIn: "no guest").
 */
export function check(special: SpecialWithId, ctx: SpecialContext): Checked {
  if (special.status !== 'active') return failed(special, { condition: 'status', wanted: 'active', actual: special.status }, 'pricing.special.status');
  // A switched-off group (a campaign that ended) switches off its specials.
  const group = special.groupId !== undefined ? ctx.data.specialGroups?.find((g) => g.id === special.groupId) : undefined;
  if (group && !group.active) {
    return failed(special, { condition: 'status', wanted: 'active', actual: 'inactive' }, 'pricing.special.groupInactive', { group: group.name });
  }
  const start = ctx.request.from;
  const range = special.dateRange;
  if (range && (start < range.from || start > range.to)) {
    return failed(special, { condition: 'dateRange', wanted: range, actual: start }, 'pricing.special.dateRange', { from: range.from, to: range.to });
  }
  const channels = special.rule.channels;
  if (channels.length > 0 && !channels.includes(ctx.request.channel)) {
    return failed(special, { condition: 'channel', operator: 'IsIn', wanted: channels, actual: ctx.request.channel }, 'pricing.special.channel');
  }
  const perPerson = special.rule.scope === 'Person';
  let persons = ctx.persons;
  for (const c of special.rule.conditions) {
    const wanted = c.value as Wanted;
    let ok: boolean;
    let actual: unknown;
    if (PERSON_CONDITIONS.has(c.condition)) {
      const values = persons.map((p) => personValues(c.condition, p, ctx, wanted));
      const pass = values.map((v) => holds(v, c.operator, wanted));
      actual = values.flat();
      if (perPerson) {
        persons = persons.filter((_, i) => pass[i]);
        ok = persons.length > 0;
      } else ok = c.operator === 'IsNotIn' ? pass.every(Boolean) : pass.some(Boolean);
    } else {
      const values = bookingValues(c.condition, special, ctx, wanted);
      ok = holds(values, c.operator, wanted);
      actual = values.length === 1 ? values[0] : values;
    }
    if (!ok) {
      const conditionKey = `pricing.special.condition.${c.condition}` as SpecialMessageKey;
      const wantedShown = Array.isArray(wanted) || c.operator === 'IsIn' || c.operator === 'IsNotIn' ? wantedList(wanted) : wanted;
      return failed(special, { condition: c.condition, operator: c.operator, wanted: wantedShown, actual }, `pricing.special.failed.${c.operator}`, {
        condition: english(conditionKey),
        conditionKey,
      });
    }
  }
  return {
    outcome: { special: special.id, name: special.name, matched: true, explanation: explain('pricing.special.matched', { name: special.name }) },
    persons,
  };
}
