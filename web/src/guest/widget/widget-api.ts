import type { Language } from '../../../../shared/constants';

/**
 * The widget page's calls (shared/api/widgets.ts: GET /api/widget/{slug}, POST /api/widget/track) with fetch and plain
 * types: the contract's zod schemas stay out of the guest entry. No cookie is sent or set (`credentials: 'omit'`).
 */
export interface PublicWidget {
  slug: string;
  name: string;
  kind: 'resort' | 'vessel' | 'tours';
  resort?: string;
  vessel?: string;
  tours: string[];
  language: 'auto' | Language;
  primaryColor: string;
  backgroundColor: string;
  logoUrl?: string;
}

/** What the widget's page reports (a booking is counted by the server when its payment confirms it). */
export type WidgetPageEvent = 'view' | 'search' | 'hold' | 'checkout';

export type Loaded = { state: 'ok'; widget: PublicWidget } | { state: 'missing' } | { state: 'error' };

export async function loadWidget(slug: string): Promise<Loaded> {
  try {
    const res = await fetch(`/api/widget/${encodeURIComponent(slug)}`, { credentials: 'omit', headers: { accept: 'application/json' } });
    if (res.status === 404 || res.status === 400) return { state: 'missing' };
    if (!res.ok) return { state: 'error' };
    return { state: 'ok', widget: (await res.json()) as PublicWidget };
  } catch {
    return { state: 'error' };
  }
}

/** Counts an event of the widget (fire and forget: a lost count never disturbs the guest). */
export function trackWidget(slug: string, event: WidgetPageEvent): void {
  void fetch('/api/widget/track', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug, event }),
  }).catch(() => undefined);
}

/** What the widget's address says: /widget/<slug>?lang=&currency=&preview=1&primaryColor=&backgroundColor= */
export interface WidgetRoute {
  slug: string;
  lang?: Language;
  currency?: string;
  preview: boolean;
  /**
   * The address carries a checkout under way (a hold, or the way back from the provider): the same guest's visit,
   * counted as a view when it began, not again (the return from the provider loads the page twice).
   */
  returning?: true;
  primaryColor?: string;
  backgroundColor?: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

export function parseWidgetLocation(pathname: string, search: string): WidgetRoute | null {
  const m = /^\/widget\/([a-z0-9-]{3,64})\/?$/.exec(pathname);
  if (!m) return null;
  const q = new URLSearchParams(search);
  const lang = q.get('lang');
  const currency = q.get('currency')?.toUpperCase();
  const preview = q.get('preview') === '1';
  const color = (k: string) => {
    const v = q.get(k);
    return preview && v && COLOR.test(v) ? v : undefined;
  };
  return {
    slug: m[1]!,
    ...(lang === 'de' || lang === 'en' ? { lang } : {}),
    ...(currency && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
    preview,
    ...(['hold', 'checkout', 'session_id', 'paid'].some((k) => q.has(k)) ? { returning: true as const } : {}),
    ...(color('primaryColor') ? { primaryColor: color('primaryColor') } : {}),
    ...(color('backgroundColor') ? { backgroundColor: color('backgroundColor') } : {}),
  };
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Black or white, whichever reads better on the colour. */
export function textOn(hex: string): '#000000' | '#ffffff' {
  return contrast(hex, '#000000') > contrast(hex, '#ffffff') ? '#000000' : '#ffffff';
}
