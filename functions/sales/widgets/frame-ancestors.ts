import { activeWidgetBySlug } from '../../data/widgets';

/**
 * The sites that may frame the page /widget/<slug>: the widget's domains as CSP host-sources (`www.example.com`,
 * `*.example.com`, `localhost:8080`; no scheme, so an https page may be framed by https sites only). None for an unknown
 * or inactive widget. The local server and the AWS widget-page Lambda put them into `frame-ancestors`
 * (docs/decisions/widget.md "frame-ancestors per widget").
 */
export async function widgetFrameAncestors(pathname: string): Promise<string[]> {
  const slug = /^\/widget\/([a-z0-9-]{3,64})\/?$/.exec(pathname)?.[1];
  if (!slug) return [];
  const found = await activeWidgetBySlug(slug);
  return found ? found.widget.domains : [];
}
