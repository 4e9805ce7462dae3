import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { expect, vi } from 'vitest';
import type { Invoice } from '../../shared/domain/booking/invoice';
import type { PublicInvoice } from '../../shared/api/invoices';
import type { PaymentStatusRow } from '../../shared/api/booking-payments';
import type { BookingItem } from '../../functions/data/entities/booking';
import { resetConfig } from '../../functions/config';
import { mapHost } from '../../functions/data/tenants';
import { routeRequest } from '../../infra/local/api-server';
import type { lambdaContext } from '../../infra/local/lambda-context';
import { invoke, type InvokeOptions, type InvokeResult } from './invoke';
import { pdfText, saveCompanyForTest } from './invoices';
import { adminOf } from './tokens';
import { lambdaEntry } from '../../functions/lambdas';

/**
 * The operator scenarios' calls (test/scenarios/): every call goes to the Lambda API Gateway routes it to (the
 * contract's resource, functions/<resource>/index.ts), as the local server does, so a scenario reads as the operator's
 * clicks: master data, prices, booking, payments, invoice, PDF, the guest's public invoice.
 */

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers = new Map<string, Promise<Handler>>();

function handlerOf(method: string, path: string): Promise<Handler> {
  const route = routeRequest(method, path);
  if (!route?.endpoint) throw new Error(`no endpoint for ${method} ${path}`);
  let h = handlers.get(route.resource);
  if (!h) {
    h = import(/* @vite-ignore */ `../../${lambdaEntry(route.resource)}`).then((m: { handler: Handler }) => m.handler);
    handlers.set(route.resource, h);
  }
  return h;
}

/** One call as API Gateway makes it, to the Lambda the contract names. */
export async function call<T = Record<string, unknown>>(method: string, path: string, opts: InvokeOptions = {}): Promise<InvokeResult<T>> {
  return invoke<T>(await handlerOf(method, path), method, path, opts);
}

/** A call that must answer `status` (default 200 or 201); answers the body. */
export async function must<T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown, status?: number): Promise<T> {
  const res = await call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  if (status !== undefined) expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  else expect([200, 201], `${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body;
}

/**
 * The scenarios run on a fixed day: the clock (Date only; timers stay real) reads `now`, so the booking date, the
 * milestones' due dates and the invoice date are the literals the handbook states. Call in beforeAll.
 */
export function clockAt(now: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
}
export function realClock(): void {
  vi.useRealTimers();
}

/** An operator: the admin's token, the company (address, VAT id, bank account) and a host name for its public links. */
export async function operator(tenant: string): Promise<{ token: string; host: string }> {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
  await saveCompanyForTest(tenant);
  const host = `${tenant}.example.test`;
  await mapHost(host, tenant);
  return { token: await adminOf(tenant), host };
}

/** Creates a master-data record through its resource call; answers its id. */
export async function record(token: string, path: string, body: Record<string, unknown>): Promise<string> {
  return (await must<{ id: string }>(token, 'POST', path, body)).id;
}

export const booking = (token: string, id: string) => must<BookingItem>(token, 'GET', `/api/bookings/${id}`);

/** The payment status of one booking (GET /api/bookings/paymentStatus?id=). */
export async function paymentStatus(token: string, id: string): Promise<PaymentStatusRow> {
  const res = await call<{ data: PaymentStatusRow[] } | PaymentStatusRow[]>('GET', '/api/bookings/paymentStatus', { token, query: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = Array.isArray(res.body) ? res.body : res.body.data;
  return rows[0] as PaymentStatusRow;
}

export const issueInvoice = (token: string, bookingId: string, body: Record<string, unknown> = {}) =>
  must<Invoice>(token, 'POST', `/api/bookings/${bookingId}/invoices`, body, 201);

/** The text of the booking's invoice PDF (the latest, or `invoice`). */
export async function invoicePdf(token: string, bookingId: string, invoice?: string): Promise<string> {
  const res = await call<string>('GET', `/api/bookings/${bookingId}/download`, { token, ...(invoice ? { query: { invoice } } : {}) });
  expect(res.status, res.raw.slice(0, 300)).toBe(200);
  return pdfText(Buffer.from(res.raw, 'base64'));
}

/** The invoice as the guest opens it from the link in the mail (no sign-in; the tenant from the host name). */
export async function guestInvoice(token: string, host: string, invoiceId: string): Promise<PublicInvoice> {
  const link = await must<{ url: string }>(token, 'POST', `/api/invoices/${invoiceId}/link`, {});
  const t = new URL(link.url).searchParams.get('t') as string;
  const res = await call<PublicInvoice>('POST', '/api/bookings/invoice/public', { body: { id: invoiceId, token: t }, headers: { host } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Money text of a list of lines, for comparing whole calculations: [text, amount, price, total]. */
export const linesOf = (b: Pick<BookingItem, 'calculation'>) => (b.calculation ?? []).map((l) => [l.type, l.amount, l.price, l.total, l.from, l.to]);
export const milestonesOf = (b: Pick<BookingItem, 'payments'>) => (b.payments ?? []).map((p) => [p.type, p.amount, p.due]);
