import { BOOK_LOCALE_HEADER, BOOK_TIMEZONE_HEADER } from '../../../../shared/api/book-schemas';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants';
import type { LocalizedText } from '../../../../shared/domain/common';
import { NotFoundError } from '../../../../shared/errors';
import { headerOf } from '../../../lib/headers';
import { widgetScope, widgetSlugOf } from '../../../lib/http/booking-tenant';
import type { HttpEvent } from '../../../lib/http';
import { signLink, roundedExpiry } from '../../../lib/signed-links';
import type { WidgetScope } from '../../../data/widget-tenant';
import { throttleBook } from '../rate-limit';

/**
 * What every public booking read starts with (docs/decisions/online-booking.md): the client's rate limit, the widget
 * the call names (of the call's tenant, else 404 TENANT_NOT_FOUND), the guest's language (header `locale`) and the
 * guest's today (header `timezone-offset`, minutes as JavaScript's getTimezoneOffset answers them).
 */
export interface GuestCall {
  tenant: string;
  lang: Language;
  /** The guest's calendar day. */
  today: string;
  widget?: WidgetScope;
}

/** de, de-DE, de_CH → de; en, en-GB → en; anything else → the product's default. */
export function languageOf(locale: string | undefined): Language {
  const l = locale?.trim().slice(0, 2).toLowerCase();
  return l === 'de' || l === 'en' ? l : DEFAULT_LANGUAGE;
}

/** The guest's day at `now` by the offset header (-840..840 minutes); a missing or odd header counts as UTC. */
export function guestToday(offsetHeader: string | undefined, now = Date.now()): string {
  const offset = offsetHeader !== undefined && /^-?\d{1,4}$/.test(offsetHeader.trim()) ? Number(offsetHeader) : 0;
  const minutes = Math.abs(offset) <= 840 ? offset : 0;
  return new Date(now - minutes * 60_000).toISOString().slice(0, 10);
}

export async function guestCall(tenant: string, event: HttpEvent, bodyWidget?: string): Promise<GuestCall> {
  await throttleBook(event);
  const slug = widgetSlugOf(event) ?? bodyWidget;
  let widget: WidgetScope | undefined;
  if (slug !== undefined) {
    const scope = await widgetScope(slug);
    if (!scope || scope.tenant !== tenant) throw new NotFoundError(`No widget ${slug} of this operator`, 'TENANT_NOT_FOUND');
    widget = scope;
  }
  return {
    tenant,
    lang: languageOf(headerOf(event.headers, BOOK_LOCALE_HEADER)),
    today: guestToday(headerOf(event.headers, BOOK_TIMEZONE_HEADER)),
    ...(widget ? { widget } : {}),
  };
}

/** A text in the guest's language, else the other's; none when both are empty. */
export function textIn(text: LocalizedText | undefined, lang: Language): string | undefined {
  const t = text?.[lang] || text?.[lang === 'de' ? 'en' : 'de'];
  return t ? t : undefined;
}

/** Media ids as the guest pages load them: signed links to GET /api/media/file/{id}, the same for hours. */
export function imagesOf(tenant: string, ids: readonly string[] | undefined): Promise<{ id: string; url: string }[]> {
  const expires = roundedExpiry(24 * 3600);
  return Promise.all((ids ?? []).map(async (id) => ({ id, url: `/api/media/file/${id}?${await signLink({ method: 'GET', tenant, id, expires })}` })));
}

/** What a widget sells decides what a call may ask for: another resort, vessel or tour than its own is 404. */
export function requireInWidget(call: GuestCall, what: { resort?: string; vessel?: string; tour?: string }): void {
  const w = call.widget;
  if (!w) return;
  const refuse = () => new NotFoundError('Not offered here');
  if (what.resort !== undefined && (w.kind !== 'resort' || w.resort !== what.resort)) throw refuse();
  if (what.vessel !== undefined && w.kind === 'vessel' && w.vessel !== what.vessel) throw refuse();
  if (what.vessel !== undefined && w.kind === 'resort') throw refuse();
  if (what.tour !== undefined && w.kind === 'tours' && w.tours.length > 0 && !w.tours.includes(what.tour)) throw refuse();
  if (what.tour !== undefined && w.kind === 'resort') throw refuse();
}
