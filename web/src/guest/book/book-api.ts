import type { Language } from '../../../../shared/constants';
import type {
  BookAddon,
  BookCabin,
  BookCreateBody,
  BookHold,
  BookPrice,
  BookPriceBody,
  BookProduct,
  BookRoomType,
  BookSchedule,
  BookView,
  BookConfirmationLinks,
} from '../../../../shared/api/book';
import type { CheckoutSessionView } from '../../../../shared/api/payment-provider';
import type { PublicWidget } from './widget-stub';

/**
 * The booking pages' calls (shared/api/book.ts, the bookread and bookhold slices) with fetch and the contract's types
 * only: its zod schemas stay out of the guest entry (the server checks every body). Every call carries spec 2's
 * headers (`timezone-offset`, `locale`) and, embedded, the widget (query and `x-tidewise-widget`), from which the
 * server finds the operator; without it the site's host names the operator.
 */

/** A refused call: its status and the error's code (the answer's `message`, spec 2 section 8). */
export class BookApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

export interface BookContext {
  widget?: string;
  lang: Language;
  /**
   * A signed-in club member's bearer token (/book in the staff app, docs/decisions/club.md): every call carries it,
   * so the server takes the tenant from the token and books as the member's customer. None on the guest pages.
   */
  bearer?: () => string | undefined;
}

type Query = Record<string, string | number | boolean | undefined>;

function queryOf(q: Query): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

/** GET answers of the last 20 seconds by address: two steps showing the same cabins ask once. */
const recent = new Map<string, { at: number; answer: Promise<unknown> }>();
const RECENT_MS = 20_000;

function call<T>(ctx: BookContext, method: 'GET' | 'POST', path: string, query: Query = {}, body?: unknown): Promise<T> {
  if (method !== 'GET') return send<T>(ctx, method, path, query, body);
  const key = `${ctx.lang}|${ctx.widget ?? ''}|${path}${queryOf(query)}`;
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < RECENT_MS) return hit.answer as Promise<T>;
  const answer = send<T>(ctx, method, path, query, body);
  recent.set(key, { at: Date.now(), answer });
  answer.catch(() => recent.delete(key));
  return answer;
}

/** Forgets the answers kept (after a hold or a refusal the free cabins and rooms have changed). */
export const forgetAnswers = (): void => recent.clear();

async function send<T>(ctx: BookContext, method: 'GET' | 'POST', path: string, query: Query = {}, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'timezone-offset': String(new Date().getTimezoneOffset()),
    locale: ctx.lang,
  };
  if (ctx.widget) headers['x-tidewise-widget'] = ctx.widget;
  const bearer = ctx.bearer?.();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${path}${queryOf(method === 'GET' ? { widget: ctx.widget, ...query } : query)}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new BookApiError(res.status, typeof json.message === 'string' ? json.message : '');
  return json as T;
}

const withWidget = <B extends object>(ctx: BookContext, body: B): B => (ctx.widget ? { ...body, widget: ctx.widget } : body);
const id = (s: string) => encodeURIComponent(s);

export const bookApi = {
  schedules: (ctx: BookContext, q: { from?: string; to?: string; tour?: string; vessel?: string; pax?: number; cabins?: boolean }) =>
    call<{ data: BookSchedule[] }>(ctx, 'GET', '/api/book/schedules', q),
  /** A schedule's cabins (with their free beds and gender rule), or a resort's rooms free over the dates. */
  cabins: (ctx: BookContext, schedule: string) => call<{ data: BookCabin[] }>(ctx, 'GET', '/api/book/rooms', { schedule }),
  roomTypes: (ctx: BookContext, q: { resort?: string; schedule?: string; from?: string; to?: string; pax?: number }) =>
    call<{ data: BookRoomType[] }>(ctx, 'GET', '/api/book/roomTypes', q),
  addons: (ctx: BookContext, q: { resort?: string; vessel?: string; schedule?: string; from?: string; to?: string }) =>
    call<{ data: BookAddon[] }>(ctx, 'GET', '/api/book/addons', q),
  products: (ctx: BookContext, q: { resort?: string; vessel?: string }) => call<{ data: BookProduct[] }>(ctx, 'GET', '/api/book/products', q),
  price: (ctx: BookContext, body: BookPriceBody) => call<BookPrice>(ctx, 'POST', '/api/book/booking/price', {}, withWidget(ctx, body)),
  create: (ctx: BookContext, body: BookCreateBody) => call<BookHold>(ctx, 'POST', '/api/book/booking/create', {}, withWidget(ctx, body)),
  extend: (ctx: BookContext, booking: string, token: string) =>
    call<{ holdExpiresAt: string; extensionsLeft: number }>(ctx, 'POST', `/api/book/${id(booking)}/extend`, {}, { token }),
  /** `returnTo`: this page's path and query (its state, hold and token), where the provider sends the guest back. */
  checkout: (ctx: BookContext, booking: string, token: string, purpose: 'deposit' | 'full', returnTo?: string) =>
    call<{ url: string; sessionId: string; holdExpiresAt: string }>(
      ctx,
      'POST',
      `/api/book/${id(booking)}/checkout`,
      {},
      { token, purpose, ...(returnTo ? { returnTo } : {}) },
    ),
  paymentSuccess: (ctx: BookContext, session: string, token: string) =>
    send<{ booking: BookView & ConfirmationLinks; session: CheckoutSessionView; confirmed: boolean }>(ctx, 'GET', '/api/book/payment/success', {
      session,
      token,
    }),
  paymentAborted: (ctx: BookContext, session: string, token: string) =>
    call<{ booking: BookView; holdExpiresAt?: string; canRetry: boolean }>(ctx, 'POST', '/api/book/payment/aborted', {}, { session, token }),
  byNumber: (ctx: BookContext, bookingNo: string, token: string) => send<BookView & ConfirmationLinks>(ctx, 'GET', `/api/book/no/${id(bookingNo)}`, { token }),
  /** The widget's look (the widget slice's public call GET /api/widget/{slug}). */
  widget: (ctx: BookContext, slug: string) => send<PublicWidget>({ lang: ctx.lang }, 'GET', `/api/widget/${id(slug)}`),
  /** Counts one event of the widget (POST /api/widget/track); never fails the page. */
  track: (slug: string, event: 'view' | 'search' | 'hold' | 'checkout') => {
    void fetch('/api/widget/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug, event }),
      keepalive: true,
    }).catch(() => undefined);
  },
};

/**
 * The confirmation's invoice link and each guest's form link (ZBookView `invoiceUrl`, `forms`): answered to the
 * booking's token holder once the confirmation's consumer issued the invoice and attached the forms; until then the
 * page says the confirmation mail carries them.
 */
export type ConfirmationLinks = BookConfirmationLinks;
