import type { Language } from '../../../../shared/constants';

/**
 * The booking pages' state in the address (docs/decisions/online-pages.md "State in the URL"): what the embedding site
 * or widget chose (`widget`, `lang`, `tour`, `resort`, `vessel`, `from`, `to`, `currency`) and what the guest chose
 * so far (step, departure, cabin, dates, room type, guests, extras, and once held the hold's id with the guest's
 * token). A reload, a blocked-cookie iframe or the way back from the payment provider keeps the checkout: nothing is
 * kept in cookies or storage. Unknown or malformed values are dropped on reading, so a hand-edited address cannot
 * put the page in a state it cannot draw.
 */

export const TRIP_STEPS = ['tour', 'departure', 'cabin', 'guests', 'extras', 'details', 'pay'] as const;
export const STAY_STEPS = ['dates', 'rooms', 'guests', 'extras', 'details', 'pay'] as const;
export type Step = (typeof TRIP_STEPS)[number] | (typeof STAY_STEPS)[number];

/** What an embedding site or widget chose; never changed by the guest but `lang` and `currency`. */
export interface BookParams {
  widget?: string;
  lang?: Language;
  tour?: string;
  resort?: string;
  vessel?: string;
  from?: string;
  to?: string;
  /** The guest's currency for approximate amounts. */
  currency?: string;
}

/** An extra with its quantity. */
export interface ExtraChoice {
  id: string;
  qty: number;
}

/** What the guest chose. */
export interface Choice {
  step?: Step;
  /** The v2 calendar's month (yyyy-MM). */
  month?: string;
  tour?: string;
  /** The departure (schedule id). */
  schedule?: string;
  cabin?: string;
  checkIn?: string;
  checkOut?: string;
  roomType?: string;
  pax?: number;
  /** Genders of the guests in a shared cabin (m, f, u), in order. */
  genders?: string;
  extras?: ExtraChoice[];
  /** The held booking and the guest's token for it (booking/create's answer), its number, end and extensions left. */
  hold?: string;
  token?: string;
  no?: string;
  until?: string;
  ext?: number;
  /** Back from the provider: `success` or `aborted` (the provider adds its session id). */
  paid?: 'success' | 'aborted';
  session?: string;
}

export interface BookUrlState {
  params: BookParams;
  choice: Choice;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;
const SESSION = /^cs_[A-Za-z0-9_]{8,200}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const BOOKING_NO = /^[A-Za-z0-9_./-]{1,40}$/;
const GENDERS = /^[mfu]{1,12}$/;
const STEPS: readonly string[] = [...new Set<string>([...TRIP_STEPS, ...STAY_STEPS])];
const MAX_PAX = 12;

const pick = (v: string | null, re: RegExp): string | undefined => (v !== null && re.test(v) ? v : undefined);
const validDay = (v: string | null): string | undefined => {
  const d = pick(v, DAY);
  return d && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d) ? d : undefined;
};

function extrasOf(v: string | null): ExtraChoice[] | undefined {
  if (!v) return undefined;
  const out: ExtraChoice[] = [];
  for (const part of v.split(',')) {
    const m = /^(.+)\*(\d{1,3})$/.exec(part);
    const id = m ? m[1]! : part;
    const qty = m ? Number(m[2]) : 1;
    if (ID.test(id) && qty > 0 && !out.some((e) => e.id === id)) out.push({ id, qty });
  }
  return out.length ? out : undefined;
}

/** Reads the address's query (`location.search`). */
export function readUrl(search: string): BookUrlState {
  const q = new URLSearchParams(search);
  const lang = q.get('lang');
  const currency = q.get('currency')?.toUpperCase() ?? null;
  const params: BookParams = {};
  const set = <K extends keyof BookParams>(k: K, v: BookParams[K] | undefined) => {
    if (v !== undefined) params[k] = v;
  };
  set('widget', pick(q.get('widget'), ID));
  set('lang', lang === 'de' || lang === 'en' ? lang : undefined);
  set('tour', pick(q.get('tour'), ID));
  set('resort', pick(q.get('resort'), ID));
  set('vessel', pick(q.get('vessel'), ID));
  set('from', validDay(q.get('from')));
  set('to', validDay(q.get('to')));
  set('currency', pick(currency, CURRENCY));

  const choice: Choice = {};
  const put = <K extends keyof Choice>(k: K, v: Choice[K] | undefined) => {
    if (v !== undefined) choice[k] = v;
  };
  const step = q.get('step');
  put('step', step !== null && STEPS.includes(step) ? (step as Step) : undefined);
  put('month', pick(q.get('month'), MONTH));
  put('tour', pick(q.get('t'), ID));
  put('schedule', pick(q.get('schedule'), ID));
  put('cabin', pick(q.get('cabin'), ID));
  put('checkIn', validDay(q.get('checkIn')));
  put('checkOut', validDay(q.get('checkOut')));
  put('roomType', pick(q.get('roomType'), ID));
  const pax = Number(q.get('pax'));
  put('pax', Number.isInteger(pax) && pax >= 1 && pax <= MAX_PAX ? pax : undefined);
  put('genders', pick(q.get('genders'), GENDERS));
  put('extras', extrasOf(q.get('extras')));
  const hold = pick(q.get('hold'), ID);
  const token = pick(q.get('token'), TOKEN);
  // A hold is only of use with its token.
  if (hold && token) {
    Object.assign(choice, { hold, token });
    put('no', pick(q.get('no'), BOOKING_NO));
    put('until', pick(q.get('until'), INSTANT));
    const ext = Number(q.get('ext'));
    put('ext', q.get('ext') !== null && Number.isInteger(ext) && ext >= 0 && ext <= 9 ? ext : undefined);
  }
  const paid = q.get('paid');
  put('paid', paid === 'success' || paid === 'aborted' ? paid : undefined);
  put('session', pick(q.get('session_id'), SESSION));
  return { params, choice };
}

/** The query for a state (`?…`, or '' when empty), in a fixed order: the same state gives the same address. */
export function writeUrl({ params, choice }: BookUrlState): string {
  const q = new URLSearchParams();
  const add = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') q.set(k, String(v));
  };
  add('widget', params.widget);
  add('lang', params.lang);
  add('tour', params.tour);
  add('resort', params.resort);
  add('vessel', params.vessel);
  add('from', params.from);
  add('to', params.to);
  add('currency', params.currency);
  add('step', choice.step);
  add('month', choice.month);
  add('t', choice.tour);
  add('schedule', choice.schedule);
  add('cabin', choice.cabin);
  add('checkIn', choice.checkIn);
  add('checkOut', choice.checkOut);
  add('roomType', choice.roomType);
  add('pax', choice.pax);
  add('genders', choice.genders);
  add('extras', choice.extras?.map((e) => (e.qty === 1 ? e.id : `${e.id}*${e.qty}`)).join(','));
  if (choice.hold && choice.token) {
    add('hold', choice.hold);
    add('token', choice.token);
    add('no', choice.no);
    add('until', choice.until);
    add('ext', choice.ext);
  }
  add('paid', choice.paid);
  add('session_id', choice.session);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The address the provider sends the guest back to: this page with the whole state and `paid=success|aborted`; the
 * provider appends or fills its session id (`{CHECKOUT_SESSION_ID}` is Stripe's placeholder).
 */
export function returnUrl(origin: string, pathname: string, state: BookUrlState, paid: 'success' | 'aborted'): string {
  const query = writeUrl({ params: state.params, choice: { ...state.choice, step: 'pay', paid, session: undefined } });
  return `${origin}${pathname}${query}${query ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}
