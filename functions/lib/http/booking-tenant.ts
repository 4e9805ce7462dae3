import { BOOK_WIDGET_HEADER } from '../../../shared/api/book-headers';
import { NotFoundError } from '../../../shared/errors';
import { tenantForHost } from '../../data/tenants';
import { widgetScopeOfSlug, type WidgetScope } from '../../data/widget-tenant';
import { config } from '../../config';
import { headerOf } from '../headers';
import type { HttpEvent } from './action';
import { useWidgetTenant } from './principal';

/**
 * The tenant of a public booking call (endpoints marked `widgetTenant`; docs/decisions/online-booking.md "Tenant of a
 * public call"): the widget's when the call names one (query `widget` or header `x-tidewise-widget`; an unknown or
 * switched-off widget is 404 TENANT_NOT_FOUND, never another tenant), else the site host's mapping. The demo tenant
 * stands in for an unmapped host only in the local runtime and the tests (DynamoDB Local), never in AWS: there an
 * unmapped host is 404 TENANT_NOT_FOUND, also where the stack sets DEFAULT_TENANT for other public pages.
 */

const TTL_MS = 60_000;
const widgets = new Map<string, { scope: WidgetScope | null; until: number }>();
const hosts = new Map<string, { tenant: string | null; until: number }>();

function remember<T>(cache: Map<string, T & { until: number }>, key: string, value: T): void {
  if (cache.size > 1000) cache.delete(cache.keys().next().value as string);
  cache.set(key, { ...value, until: Date.now() + TTL_MS });
}

/** The widget slug a call names, lower case; none when it names none. */
export function widgetSlugOf(event: HttpEvent): string | undefined {
  const slug = event.queryStringParameters?.widget ?? headerOf(event.headers, BOOK_WIDGET_HEADER);
  const trimmed = slug?.trim().toLowerCase();
  return trimmed ? trimmed : undefined;
}

/** The active widget of a slug (kept a minute per container), or null. */
export async function widgetScope(slug: string): Promise<WidgetScope | null> {
  const cached = widgets.get(slug);
  if (cached && cached.until > Date.now()) return cached.scope;
  const scope = await widgetScopeOfSlug(slug);
  remember(widgets, slug, { scope });
  return scope;
}

async function hostTenant(host: string): Promise<string | null> {
  const cached = hosts.get(host);
  if (cached && cached.until > Date.now()) return cached.tenant;
  const tenant = await tenantForHost(host);
  remember(hosts, host, { tenant });
  return tenant;
}

const notFound = (what: string) => new NotFoundError(`No operator is configured for ${what}`, 'TENANT_NOT_FOUND');

/** Where the demo tenant may stand in for an unmapped host: the local runtime and the tests only. */
export const localFallback = (): string | undefined => (config('DYNAMODB_ENDPOINT') !== undefined ? config('DEFAULT_TENANT') : undefined);

/** `fallback`: the tenant of an unmapped host (null: none; by default the local runtime's demo tenant only). */
export async function bookingTenant(event: HttpEvent, fallback: string | null = localFallback() ?? null): Promise<string> {
  const slug = widgetSlugOf(event);
  if (slug !== undefined) {
    const scope = await widgetScope(slug);
    if (!scope) throw notFound(`widget ${slug}`);
    return scope.tenant;
  }
  const host = (headerOf(event.headers, 'x-forwarded-host') ?? headerOf(event.headers, 'host') ?? '').split(':')[0]?.toLowerCase() ?? '';
  const tenant = (host ? await hostTenant(host) : null) ?? fallback;
  if (!tenant) throw notFound(`host ${host}`);
  return tenant;
}

/** The Lambdas answering `widgetTenant` endpoints call this once at load: their public calls' tenant is bookingTenant's. */
export function answerBookingCalls(): void {
  useWidgetTenant((event) => bookingTenant(event));
}
