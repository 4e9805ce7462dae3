import type { MessageKey, Translate } from '../../../../shared/i18n/core';
import { format, money, type Money } from '../../../../shared/domain/money';
import type { Explanation, PricingRequest, PricingRoom, SpecialChannel } from '../../../../shared/domain/pricing/types';
import { explain } from '../../i18n/price-lines';

/**
 * The price simulator's form as data and the PricingRequest it sends (POST /api/price/simulate): a stay at a
 * resort or a trip on a vessel, rooms with their room type (and variant) and the persons in them by age.
 */
export interface SimRoom {
  roomType: string;
  variant: string;
  /** Ages of the persons in the room; adults are entered as 30 by default. */
  ages: number[];
}

export interface SimForm {
  kind: 'stay' | 'trip';
  asset: string;
  schedule: string;
  from: string;
  to: string;
  rooms: SimRoom[];
  agency: string;
  agencyCommission: number;
  channel: SpecialChannel;
  bookingDate: string;
  currency: string;
  /** Optional supplements chosen (the mandatory ones are added by the engine anyway). */
  supplements: string[];
}

export const ADULT_AGE = 30;

export function emptyForm(today: string): SimForm {
  return {
    kind: 'stay',
    asset: '',
    schedule: '',
    from: '',
    to: '',
    rooms: [{ roomType: '', variant: '', ages: [ADULT_AGE, ADULT_AGE] }],
    agency: '',
    agencyCommission: 0,
    channel: 'Booking',
    bookingDate: today,
    currency: '',
    supplements: [],
  };
}

/** What is missing before the request can be sent (message keys), empty when it can. */
export function formProblems(f: SimForm): MessageKey[] {
  const out: MessageKey[] = [];
  if (!f.asset) out.push('label.prices.simNeedsAsset');
  if (!f.from || !f.to || f.to <= f.from) out.push('label.prices.simNeedsDates');
  if (f.rooms.length === 0 || f.rooms.some((r) => !r.roomType || r.ages.length === 0)) out.push('label.prices.simNeedsRooms');
  return out;
}

/** The engine's request: persons p1..pn with their ages (permanentAge), each room naming its persons. */
export function toRequest(f: SimForm): Omit<PricingRequest, 'rooms'> & { rooms: Omit<PricingRoom, 'room'>[] } {
  let n = 0;
  const persons: PricingRequest['persons'] = [];
  const rooms = f.rooms.map((r) => {
    const keys = r.ages.map((age) => {
      const key = `p${++n}`;
      persons.push({ key, permanentAge: age });
      return key;
    });
    // No stored room: a room of the type (the server refuses a room that does not exist).
    return { roomType: r.roomType, persons: keys, ...(r.variant ? { variant: r.variant } : {}) };
  });
  return {
    kind: f.kind,
    ...(f.kind === 'stay' ? { resort: f.asset } : { vessel: f.asset, ...(f.schedule ? { schedule: f.schedule } : {}) }),
    from: f.from,
    to: f.to,
    rooms,
    persons,
    ...(f.agency ? { agency: { id: f.agency, commission: f.agencyCommission } } : {}),
    channel: f.channel,
    bookingDate: f.bookingDate,
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.supplements.length > 0 ? { supplements: f.supplements.map((id) => ({ id })) } : {}),
  };
}

/** Money as the engine answers it ({minor, currency, decimals}, or a plain amount), formatted for the language. */
export function moneyText(m: Money | number | undefined | null, lang: string, currency = 'EUR'): string {
  if (m === undefined || m === null) return '';
  return format(typeof m === 'number' ? money(m, currency) : m, lang);
}

/** How a failed condition's parts are named on screen (the raw names without). */
export interface FailedWords {
  condition?: (condition: string) => string;
  operator?: (operator: string) => string;
  date?: (iso: string) => string;
  /** A wanted or actual value (a channel's name). */
  value?: (value: string) => string;
}

/** A failed condition in words: "NoOfPax GreaterThan 9 (4)", with words "Number of guests greater than 9 (4)". */
export function failedText(f: { condition: string; operator?: string; wanted?: unknown; actual?: unknown } | undefined, words: FailedWords = {}): string {
  if (!f) return '';
  const date = (v: string) => (words.date && /^\d{4}-\d{2}-\d{2}$/.test(v) ? words.date(v) : v);
  const show = (v: unknown): string => {
    if (Array.isArray(v)) return v.map(show).join(', ');
    if (v === undefined) return '';
    if (v && typeof v === 'object') {
      const r = v as { from?: unknown; to?: unknown };
      return typeof r.from === 'string' && typeof r.to === 'string' && words.date ? `${date(r.from)} – ${date(r.to)}` : JSON.stringify(v);
    }
    return words.value?.(date(String(v))) ?? date(String(v));
  };
  const condition = words.condition?.(f.condition) ?? f.condition;
  const operator = f.operator ? (words.operator?.(f.operator) ?? f.operator) : '';
  return [condition, operator, show(f.wanted)].filter(Boolean).join(' ') + (f.actual !== undefined ? ` (${show(f.actual)})` : '');
}

/** A payment milestone on screen: its reason, and only what its explanation adds to amount and due date. */
export interface MilestoneView {
  reason: string;
  /** "30 % of €1,071.00", "the rest"; empty for a fixed value. */
  detail: string;
}

/**
 * The engine's milestone explanation repeats reason, amount and due date (shown apart): of it only the percent and
 * its base, or that the milestone takes the rest, are kept. An explanation of an unknown key is kept whole.
 */
export function milestoneView(
  m: { reason: string; explanation?: Explanation },
  t: Translate,
  has: (key: string) => key is MessageKey,
  lang: string,
  currency: string,
): MilestoneView {
  const e = m.explanation;
  const p = e?.params ?? {};
  switch (e?.key) {
    case 'pricing.milestone.percent':
      return {
        reason: m.reason,
        detail: t('label.prices.simMilestonePercent', {
          percent: p.percent ?? '',
          base: p.base === undefined ? '' : moneyText(money(String(p.base), currency), lang),
        }),
      };
    case 'pricing.milestone.rest':
      return { reason: m.reason, detail: t('label.prices.simMilestoneRest') };
    case 'pricing.milestone.single':
      return { reason: t('label.prices.simMilestoneFull'), detail: '' };
    case 'pricing.milestone.value':
      return { reason: m.reason, detail: '' };
    default:
      return { reason: m.reason, detail: explain(e, t, has, lang) };
  }
}
