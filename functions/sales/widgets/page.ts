import { widgetEndpoints as api } from '../../../shared/api/widgets';
import { securityHeadersFor } from '../../../shared/security-headers';
import { config } from '../../config';
import { HttpResult, readAction, type BoundAction } from '../../lib/http';
import { widgetFrameAncestors } from './frame-ancestors';

/** The guest entry's document, kept for five minutes (a deployment replaces it; its scripts are content-hashed). */
const GUEST_DOCUMENT_MS = 5 * 60_000;
let guestDocument: { html: string; until: number } | undefined;

async function guestHtml(): Promise<string> {
  if (guestDocument && guestDocument.until > Date.now()) return guestDocument.html;
  const base = config('PUBLIC_URL');
  if (!base) throw new Error('PUBLIC_URL is not set: the widget page is the guest entry of the configured site');
  const res = await fetch(new URL('/guest.html', base), { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`The guest entry answered ${res.status}`);
  guestDocument = { html: await res.text(), until: Date.now() + GUEST_DOCUMENT_MS };
  return guestDocument.html;
}

/**
 * GET /widget/{slug} in AWS (docs/decisions/widget.md "frame-ancestors per widget"): CloudFront sends the widget page
 * here instead of to the bucket, and this answers the guest entry's document with a Content-Security-Policy whose
 * frame-ancestors are the widget's own domains ('self' for the admin's preview). The local server does the same itself.
 */
export const widgetPageActions: BoundAction[] = [
  readAction(api.page, async ({ params }) => {
    const [html, domains] = await Promise.all([guestHtml(), widgetFrameAncestors(`/widget/${params.slug}`)]);
    const bucket = config('MEDIA_BUCKET');
    const region = config('AWS_REGION');
    const mediaOrigins = bucket && region ? [`https://${bucket}.s3.${region}.amazonaws.com`] : [];
    const csp = securityHeadersFor(`/widget/${params.slug}`, { mediaOrigins, widgetEmbedOrigins: ["'self'", ...domains] })['content-security-policy']!;
    return new HttpResult(200, html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': csp });
  }),
];
