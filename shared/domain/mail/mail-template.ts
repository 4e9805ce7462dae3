import * as z from 'zod';
import { ZDescription, ZKey, ZLocalizedText, ZName } from '../common';

/** What a template is about: decides the sample data of the preview and where it is offered. */
export const TEMPLATE_CONTEXTS = ['general', 'booking', 'customer', 'agency', 'invoice', 'auth'] as const;
/** A mail is sent; a print template renders an HTML document (agency sheets, lists). */
export const TEMPLATE_KINDS = ['mail', 'print'] as const;

/**
 * A mail or print template with `{{customer.firstName}}` placeholders, subject and body per language.
 * Designed: spec 1 names the screens only.
 */
export const ZMailTemplate = z.strictObject({
  name: ZName,
  /** A stable name code refers to (booking.confirmation); optional. */
  key: ZKey.optional(),
  context: z.enum(TEMPLATE_CONTEXTS).default('general'),
  kind: z.enum(TEMPLATE_KINDS).default('mail'),
  subject: ZLocalizedText.default({}),
  /** HTML. */
  body: ZLocalizedText,
  description: ZDescription.optional(),
  active: z.boolean().default(true),
});
export type MailTemplate = z.infer<typeof ZMailTemplate>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;

/** The placeholders a text uses, once each, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function lookup(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills the placeholders from `data`. Values are HTML-escaped for bodies (never for subjects, which are
 * plain text); a placeholder without a value becomes empty and is reported in `missing`.
 */
export function renderTemplate(text: string, data: unknown, opts: { html: boolean }): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const out = text.replace(PLACEHOLDER, (_m, path: string) => {
    const value = lookup(data, path);
    if (value === undefined || value === null || typeof value === 'object') {
      missing.add(path);
      return '';
    }
    const plain = String(value);
    return opts.html ? escapeHtml(plain) : plain.replace(/[\r\n]+/g, ' ');
  });
  return { text: out, missing: [...missing] };
}

/** The text in the wanted language, else the other one. */
export function inLanguage(text: Partial<Record<string, string | undefined>>, lang: string): string {
  return text[lang] ?? Object.values(text).find((v) => v !== undefined) ?? '';
}

/** Sample data of the preview, per context; real sends use the same shape. */
export function sampleTemplateData(today: string): Record<string, unknown> {
  return {
    today,
    company: { name: 'Blue Reef Divers', email: 'info@bluereef.example', phone: '+63 2 555 0100', website: 'https://bluereef.example' },
    customer: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      fullName: 'Erika Mustermann',
      email: 'erika@example.com',
      birthday: '1985-06-15',
      address: { city: 'Köln', country: 'DE' },
    },
    agency: {
      name: 'Sunseeker Travel',
      contact: { person: 'Sam Sun', email: 'info@sunseeker.example', phone: '+49 30 1234567' },
      address: { city: 'Berlin', country: 'DE' },
      commission: 12,
    },
    booking: { bookingNo: 'B-2026-0042', checkIn: '2026-12-03', checkOut: '2026-12-10', noOfPax: 2, total: '2,480.00 EUR' },
    user: { name: 'Alex Admin', email: 'admin@demo.test' },
    link: 'https://demo.example/link',
  };
}

/** A whole HTML document around a rendered body, for print templates. */
export function htmlDocument(opts: { lang: string; title: string; body: string }): string {
  return `<!doctype html>\n<html lang="${escapeHtml(opts.lang)}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(opts.title)}</title>\n</head>\n<body>\n${opts.body}\n</body>\n</html>\n`;
}
