import type { MessageKey, MessageParams, Translate } from '../../../../shared/i18n/core';
import { format, money, type Money } from '../../../../shared/domain/money';
import type { Explanation, PricingRequest, PricingRoom, SpecialChannel } from '../../../../shared/domain/pricing/types';
import { CHANNEL_NAMES } from '../../resources/special-labels';

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

/**
 * Values the engine writes in English beside the key of their words (`condition` with `conditionKey`, the
 * special's `base` with `effectKey`), and a supplement's price `rule` (PerPerson): in the reader's language.
 */
const WORD_KEYS = { condition: 'conditionKey', base: 'effectKey', discount: 'discountKey' } as const;

/** The engine writes dates as ISO and amounts as "1071.00"; the screens show DD.MM.YYYY and the language's decimals. */
function localValue(v: string | number, lang: string): string | number {
  if (typeof v !== 'string') return v;
  const dated = v.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3.$2.$1');
  const amount = /^(-?\d+\.\d{2})( [A-Z]{3})?$/.exec(dated);
  if (!amount) return dated;
  const shown = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount[1]));
  return `${shown}${amount[2] ?? ''}`;
}

/** A channel's name (Booking, AgentDirectBooking) in words, one or a list. */
const channelWords = (v: string | number, t: Translate) =>
  String(v)
    .split(', ')
    .map((c) => (CHANNEL_NAMES[c] ? t(CHANNEL_NAMES[c]!) : c))
    .join(', ');

function localParams(e: Explanation, t: Translate, has: (key: string) => key is MessageKey, lang: string): MessageParams {
  const params = e.params;
  const out: Record<string, string | number> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === 'name' ? v : localValue(v, lang)]));
  // A special's scope unit (booking, guest, bed) first: the discount's words name it.
  const unitKey = params.unitKey;
  const words: Record<string, string | number> = { ...params, ...(typeof unitKey === 'string' && has(unitKey) ? { unit: t(unitKey) } : {}) };
  for (const [value, keyParam] of Object.entries(WORD_KEYS)) {
    const key = params[keyParam];
    // A discount's words need its value (engines before issue 22 did not send it): else the English stays.
    if (value === 'discount' && params.value === undefined) continue;
    if (typeof key === 'string' && has(key)) out[value] = t(key, words as MessageParams);
  }
  const rule = `label.prices.rule.${String(params.rule)}`;
  if (typeof params.rule === 'string' && has(rule)) out.rule = t(rule);
  if (e.key === 'pricing.special.channel') for (const k of ['actual', 'wanted'] as const) if (params[k] !== undefined) out[k] = channelWords(params[k]!, t);
  return out as MessageParams;
}

/** An explanation in the interface language: its key's text when the dictionary has it, else the engine's English. */
export function explain(e: Explanation | undefined, t: Translate, has: (key: string) => key is MessageKey, lang = 'en'): string {
  if (!e) return '';
  return has(e.key) ? t(e.key, localParams(e, t, has, lang)) : e.text;
}

/**
 * A stored line's text for the reader: a line whose text is still its explanation's (the engine wrote it, in English)
 * reads in the interface language; a text the operator wrote or changed stays as written.
 */
export function lineText(l: { text: string; explanation?: Explanation }, t: Translate, has: (key: string) => key is MessageKey, lang = 'en'): string {
  return l.explanation && l.explanation.text === l.text ? explain(l.explanation, t, has, lang) || l.text : l.text;
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
