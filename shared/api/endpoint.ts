import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';

/** The resources that own endpoints; each is one Lambda (functions/<resource>/index.ts). */
export type ResourceName =
  | 'system'
  | 'auth'
  | 'users'
  | 'customers'
  | 'agencies'
  | 'employees'
  | 'products'
  | 'media'
  | 'specials'
  | 'geo'
  | 'settings'
  | 'assets'
  | 'rooms'
  | 'tours'
  | 'bookings'
  | 'calendar'
  | 'prices'
  | 'pricing'
  | 'booking-list'
  | 'bookingactions'
  | 'booking-calendar'
  | 'booking-history'
  | 'todo'
  | 'booking-extras'
  | 'booking-dashboard'
  | 'booking-calculation'
  | 'booking-rebook'
  | 'invoices'
  | 'invoice-documents'
  | 'payment-checkout'
  | 'payment-notify'
  | 'pos'
  | 'banks'
  | 'bankentries'
  | 'credits'
  | 'booking-payments'
  | 'booking-qr'
  | 'forms'
  | 'guestforms'
  | 'guestform-sync'
  | 'guestform-standalone'
  | 'guestform-documents'
  | 'club'
  | 'book'
  | 'book-checkout'
  | 'widgets'
  | 'notifications'
  | 'mailqueue'
  | 'mailschedule'
  | 'mailaccount'
  | 'mail';

export interface EndpointInput {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One endpoint of the API contract. The CDK stack makes an API Gateway route of it, the local server
 * dispatches by it, the OpenAPI document is generated from it and the web's client is typed by it.
 */
export interface Endpoint<I extends EndpointInput = EndpointInput, O extends z.ZodType = z.ZodType> {
  /** Unique id, `<resource>.<operation>`. */
  id: string;
  method: HttpMethod;
  /** API Gateway style path: `/api/users/{id}`. */
  path: string;
  resource: ResourceName;
  /**
   * Required scopes, any one of which passes (spec 1 section 6). An empty list means the endpoint is
   * public, which must then be said explicitly with `public: true`.
   */
  scopes: readonly string[];
  public?: boolean;
  summary: string;
  tags?: string[];
  input: I;
  output: O;
  /** Content type of a non-JSON answer (HTML, CSV, PDF). */
  produces?: string;
  /** Answers the same for every operator, so no tenant is looked up (version, API reference). */
  tenantless?: boolean;
  /**
   * A public booking call: its tenant is the widget's it names (query `widget` or header `x-tidewise-widget`), else its
   * host's; never the local demo tenant outside the local runtime (functions/lib/http/booking-tenant.ts).
   */
  widgetTenant?: boolean;
  /** Largest request body in bytes; defaults to MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * Accepts an `Idempotency-Key` header (non-idempotent POSTs: creates, stock movements, money): a repeat
   * with the same key and request answers the first answer without doing the work again, marked with
   * `idempotent-replayed: true`; the same key with another request is 422, a repeat while the first is
   * still running 409 IDEMPOTENCY_IN_PROGRESS.
   */
  idempotent?: boolean;
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const MAX_BODY_BYTES = 1024 * 1024;

export function endpoint<I extends EndpointInput, O extends z.ZodType>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

export type EndpointBody<E> = E extends Endpoint<infer I, z.ZodType> ? (I['body'] extends z.ZodType ? z.input<I['body']> : undefined) : never;
export type EndpointQuery<E> = E extends Endpoint<infer I, z.ZodType> ? (I['query'] extends z.ZodType ? z.infer<I['query']> : undefined) : never;
export type EndpointParams<E> = E extends Endpoint<infer I, z.ZodType> ? (I['params'] extends z.ZodType ? z.infer<I['params']> : undefined) : never;
export type EndpointOutput<E> = E extends Endpoint<EndpointInput, infer O> ? z.infer<O> : never;

/** Compiles an API Gateway style path into a matcher. */
export function pathMatcher(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  let pattern = '';
  let last = 0;
  for (const m of path.matchAll(/\{(\w+)(\+?)\}/g)) {
    pattern += escape(path.slice(last, m.index));
    names.push(m[1]!);
    pattern += m[2] ? '(.+)' : '([^/]+)';
    last = m.index + m[0].length;
  }
  pattern += escape(path.slice(last));
  const re = new RegExp(`^${pattern}$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    const params: Record<string, string> = {};
    try {
      names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
    } catch {
      return null; // a malformed %-escape matches no route
    }
    return params;
  };
}
