/**
 * The snippet an operator pastes into their site (docs/decisions/widget.md "The embed"): the loader script (places the
 * iframe and fits its height), a plain iframe for sites that allow no scripts, and a <noscript> link. Every value is
 * escaped for HTML attributes; the slug's own format allows no quote anyway.
 */
export interface WidgetSnippet {
  loader: string;
  iframe: string;
  noscript: string;
  /** All three as one block to paste: the script with its noscript link (the iframe is the alternative). */
  all: string;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function widgetSnippet(origin: string, slug: string, title: string, linkText: string): WidgetSnippet {
  const page = `${origin}/widget/${encodeURIComponent(slug)}`;
  const loader = `<script src="${attr(`${origin}/widget.js`)}" data-widget="${attr(slug)}" data-title="${attr(title)}" async></script>`;
  const noscript = `<noscript><a href="${attr(page)}" target="_blank" rel="noopener">${text(linkText)}</a></noscript>`;
  const iframe = `<iframe src="${attr(page)}" title="${attr(title)}" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;
  return { loader, iframe, noscript, all: `${loader}\n${noscript}` };
}
