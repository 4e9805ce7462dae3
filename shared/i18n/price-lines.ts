import type { Explanation } from '../domain/pricing/types';
import type { MessageKey, MessageParams, Translate } from './core';

/*
 * The engine's explanations and the price lines it wrote, in the reader's language: the price simulator, the specials'
 * matches, the booking file's calculation and the guest's public invoice show them alike, and the online booking's
 * answers (functions/booking/online/price.ts) word them so for the guest (moved here from web/src/i18n, where the
 * server could not use them).
 */

/** A sales channel's name in words (the dictionary key of each; web/src/resources/special-labels.ts shows them too). */
export const CHANNEL_NAMES: Readonly<Record<string, MessageKey>> = {
  Booking: 'label.specialLabels.officeBooking',
  AgentDirectBooking: 'label.specialLabels.agencyDirectBooking',
  CustomerDirectBooking: 'label.specialLabels.customerOnlineBooking',
  OTABooking: 'label.specialLabels.bookingPortalOta',
};

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
const channelWords = (v: string | number, t: Translate, has: (key: string) => key is MessageKey) =>
  String(v)
    .split(', ')
    .map((c) => (CHANNEL_NAMES[c] && has(CHANNEL_NAMES[c]) ? t(CHANNEL_NAMES[c]) : c))
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
  if (e.key === 'pricing.special.channel')
    for (const k of ['actual', 'wanted'] as const) if (params[k] !== undefined) out[k] = channelWords(params[k]!, t, has);
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

/**
 * A price line as the guest reads it (the online booking's price box, hold and confirmation): an engine line's words
 * without the operator's price list or "base price" — the room or cabin type, the nights or the trip, the guests
 * (`pricing.guestLine.*` beside each `pricing.line.*`); any other explanation (a special, a supplement) as `explain`
 * words it. A text the operator wrote or changed stays as written.
 */
export function guestLineText(l: { text: string; explanation?: Explanation }, t: Translate, has: (key: string) => key is MessageKey, lang = 'en'): string {
  const e = l.explanation;
  if (!e || e.text !== l.text) return l.text;
  const guestKey = e.key.replace(/^pricing\.line\./, 'pricing.guestLine.');
  if (guestKey !== e.key && has(guestKey)) return t(guestKey, localParams(e, t, has, lang));
  return explain(e, t, has, lang) || l.text;
}
