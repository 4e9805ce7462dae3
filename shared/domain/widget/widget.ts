import * as z from 'zod';
import { ZColor, ZName, ZRef } from '../common';

/** What a widget sells: the stays of one resort, the trips of one vessel, or tours (some or all). */
export const WIDGET_KINDS = ['resort', 'vessel', 'tours'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
/** The widget's language; `auto` follows the guest's browser. */
export const WIDGET_LANGUAGES = ['auto', 'de', 'en'] as const;

/**
 * A widget's slug: its name in URLs (`/widget/<slug>`) and in the snippet, unique in the whole product (the
 * public calls find the tenant by it). Lower-case letters, digits and inner hyphens, 3 to 64 characters.
 */
export const WIDGET_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/;
/** Slugs that name calls of `/api/widget/*` and so can never be a widget's. */
export const RESERVED_WIDGET_SLUGS = ['track', 'stats', 'admin', 'list', 'create'] as const;
export const ZWidgetSlug = z
  .string()
  .trim()
  .regex(WIDGET_SLUG_PATTERN, { message: 'A slug is 3 to 64 lower-case letters, digits and inner hyphens' })
  .refine((s) => !(RESERVED_WIDGET_SLUGS as readonly string[]).includes(s), { message: 'This slug is reserved' });

/**
 * A site allowed to embed the widget, as a host name (`example.com`, `*.example.com`, `localhost`) with an optional
 * port: a host-source of the Content-Security-Policy `frame-ancestors` (no scheme, no path).
 */
export const WIDGET_DOMAIN_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
export const ZWidgetDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(WIDGET_DOMAIN_PATTERN, { message: 'A domain is a host name such as example.com or *.example.com, with an optional :port' });

/** A logo: a media id of the operator's library or an https address. */
export const ZWidgetLogo = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s"'<>]+|[A-Za-z0-9_-]{1,100})$/, { message: 'An https address or a media id' });

/** An embeddable booking widget (issue 25): docs/decisions/widget.md. */
export const ZWidget = z.strictObject({
  name: ZName,
  slug: ZWidgetSlug,
  kind: z.enum(WIDGET_KINDS),
  /** The resort of a `resort` widget. */
  resort: ZRef.optional(),
  /** The vessel of a `vessel` widget. */
  vessel: ZRef.optional(),
  /** The tours of a `tours` widget; empty: all the operator's tours. */
  tours: z.array(ZRef).max(100).default([]),
  language: z.enum(WIDGET_LANGUAGES).default('auto'),
  primaryColor: ZColor.default('#0f6cbd'),
  backgroundColor: ZColor.default('#ffffff'),
  logo: ZWidgetLogo.optional(),
  /** The sites allowed to embed it (frame-ancestors); empty: no other site may frame it. */
  domains: z.array(ZWidgetDomain).max(50).default([]),
  active: z.boolean().default(true),
});
export type Widget = z.infer<typeof ZWidget>;

/** The events a widget counts (POST /api/widget/track): a day's figures per widget, no personal data. */
export const WIDGET_EVENTS = ['view', 'search', 'hold', 'checkout', 'booking'] as const;
export type WidgetEvent = (typeof WIDGET_EVENTS)[number];
/** What a widget's page reports itself; a booking is counted by the server when its payment confirms it (with its total). */
export const WIDGET_PAGE_EVENTS = ['view', 'search', 'hold', 'checkout'] as const;

/** Which field of a widget must name what it sells, by kind (null: none needed). */
export function widgetTargetMissing(w: Pick<Widget, 'kind' | 'resort' | 'vessel'>): 'resort' | 'vessel' | null {
  if (w.kind === 'resort' && !w.resort) return 'resort';
  if (w.kind === 'vessel' && !w.vessel) return 'vessel';
  return null;
}
