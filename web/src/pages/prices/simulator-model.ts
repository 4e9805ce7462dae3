import type { MessageKey, MessageParams, Translate } from '../../../../shared/i18n/core';
import { format, money, type Money } from '../../../../shared/domain/money';
import type { Explanation, PricingRequest, SpecialChannel } from '../../../../shared/domain/pricing/types';

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
export function toRequest(f: SimForm): PricingRequest {
  let n = 0;
  const persons: PricingRequest['persons'] = [];
  const rooms = f.rooms.map((r, i) => {
    const keys = r.ages.map((age) => {
      const key = `p${++n}`;
      persons.push({ key, permanentAge: age });
      return key;
    });
    return { room: `sim-room-${i + 1}`, roomType: r.roomType, persons: keys, ...(r.variant ? { variant: r.variant } : {}) };
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
  };
}

/** An explanation in the interface language: its key's text when the dictionary has it, else the engine's English. */
export function explain(e: Explanation | undefined, t: Translate, has: (key: string) => key is MessageKey): string {
  if (!e) return '';
  return has(e.key) ? t(e.key, e.params as MessageParams) : e.text;
}

/** Money as the engine answers it ({minor, currency, decimals}, or a plain amount), formatted for the language. */
export function moneyText(m: Money | number | undefined | null, lang: string, currency = 'EUR'): string {
  if (m === undefined || m === null) return '';
  return format(typeof m === 'number' ? money(m, currency) : m, lang);
}

/** A failed condition in words: "NoOfPax GreaterThan 9 (was 4)". */
export function failedText(f: { condition: string; operator?: string; wanted?: unknown; actual?: unknown } | undefined): string {
  if (!f) return '';
  const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return [f.condition, f.operator, show(f.wanted)].filter(Boolean).join(' ') + (f.actual !== undefined ? ` (${show(f.actual)})` : '');
}
