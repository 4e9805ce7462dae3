import sanitizeHtml from 'sanitize-html';

/**
 * A received mail's HTML made safe to show (docs/decisions/mailbox.md "The reader"): sanitize-html (an allow list over
 * htmlparser2, no DOM needed in a Lambda) keeps text formatting, tables, links and images; it drops scripts, styles'
 * active parts, forms and their fields, iframes, objects, embeds, event handlers and `javascript:` URLs. Remote images
 * (http/https: also the invisible tracking pixels) are replaced by nothing until the reader allows them for this one
 * mail (`remoteImages: true`); inline images (`cid:`, `data:image/…`) always stay. The web shows the answer in an
 * iframe with an empty `sandbox` and a CSP (`mailReaderCsp`, shared/domain/mail/mailbox.ts) as a second wall.
 */

export interface SafeHtml {
  html: string;
  /** Remote images (and pixels) left out because the reader has not allowed them. */
  blockedImages: number;
}

const ALLOWED_TAGS = [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'), 'img', 'font', 'center', 'span', 'div', 'u', 's', 'small', 'big'];

const REMOTE = /^\s*https?:/i;
const INLINE_IMAGE = /^\s*(cid:|data:image\/(png|gif|jpe?g|webp);base64,)/i;

export function sanitizeMailHtml(html: string, opts: { remoteImages?: boolean } = {}): SafeHtml {
  let blockedImages = 0;
  const out = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    // No `on*` handler, no `style` (url(...) in a style loads a remote image past the img rule), no `srcset`.
    allowedAttributes: {
      a: ['href', 'title', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      table: ['width', 'border', 'cellpadding', 'cellspacing', 'align'],
      font: ['color', 'size', 'face'],
      '*': ['dir', 'lang', 'align'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
    allowProtocolRelative: false,
    // Dropped together with their content: what would run, load or ask for input.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object', 'embed', 'form', 'select', 'button'],
    disallowedTagsMode: 'discard',
    transformTags: {
      // Every link opens outside the reader, never in it, and tells the target nothing.
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src ?? '';
      if (INLINE_IMAGE.test(src)) return false;
      if (REMOTE.test(src) && opts.remoteImages) return false;
      if (REMOTE.test(src) || src.startsWith('//')) blockedImages += 1;
      return true;
    },
  });
  return { html: out, blockedImages };
}
