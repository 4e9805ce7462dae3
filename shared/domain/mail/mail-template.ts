import * as z from 'zod';
import { ZDescription, ZKey, ZLocalizedText, ZName } from '../common';
import { format, money as amountOf } from '../money';
import { escapeHtml } from './template-language';

/** The placeholder language lives in ./template-language; these callers (web preview, print, settings) import it from here. */
export { escapeHtml, placeholdersOf, renderTemplate } from './template-language';

/** What a template is about: decides the sample data of the preview and where it is offered. */
export const TEMPLATE_CONTEXTS = ['general', 'booking', 'customer', 'agency', 'invoice', 'auth', 'schedule'] as const;
export type TemplateContext = (typeof TEMPLATE_CONTEXTS)[number];
/**
 * The contexts a print template may have to be offered for a document (docs/decisions.md "Document templates"):
 * a booking's documents (confirmation, voucher, offer), a customer letter, a departure's passenger list, an agency
 * sheet. A general template fits every one of them.
 */
export const PRINT_CONTEXTS = {
  booking: ['booking', 'general'],
  customer: ['customer', 'general'],
  schedule: ['schedule', 'general'],
  agency: ['agency', 'general'],
} as const satisfies Record<string, readonly TemplateContext[]>;

/** Whether a template is an active print template of one of the contexts. */
export function fitsPrint(template: Pick<MailTemplate, 'kind' | 'context' | 'active'>, contexts: readonly TemplateContext[]): boolean {
  return template.kind === 'print' && template.active && contexts.includes(template.context);
}
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

/**
 * The data a print template reads (docs/decisions.md "Document templates"), here with sample values: the editor's
 * live preview renders with it, and the server builds the same shape from a booking, a customer or a departure.
 * Dates are DD.MM.YYYY, amounts as the invoice prints them in the document's language.
 */
export function samplePrintData(lang: string, today: string): Record<string, unknown> {
  const de = lang !== 'en';
  const money = (v: string) => format(amountOf(v, 'EUR'), de ? 'de-DE' : 'en-GB').replace(/[\u00a0\u202f]/g, ' ');
  const guests = [
    {
      pos: 1,
      name: 'Erika Mustermann',
      firstName: 'Erika',
      lastName: 'Mustermann',
      nationality: 'DE',
      birthday: '15.06.1985',
      passport: 'C01X00T47',
      room: 'Cabin 1',
      bed: 'A',
      bookingNo: 42,
    },
    {
      pos: 2,
      name: 'Max Mustermann',
      firstName: 'Max',
      lastName: 'Mustermann',
      nationality: 'DE',
      birthday: '02.03.1983',
      passport: '',
      room: 'Cabin 1',
      bed: 'B',
      bookingNo: 42,
    },
  ];
  return {
    today,
    company: {
      name: 'Blue Reef Divers',
      legalName: 'Blue Reef Divers GmbH',
      address: 'Strandweg 5, 18609 Binz, DE',
      email: 'info@bluereef.example',
      phone: '+49 38393 1234',
      website: 'https://bluereef.example',
      vatId: 'DE123456789',
      bank: { accountHolder: 'Blue Reef Divers GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    },
    customer: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      fullName: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '+49 221 123456',
      birthday: '15.06.1985',
      nationality: 'DE',
      address: { street: 'Domstraße 1', zip: '50667', city: 'Köln', country: 'DE', lines: 'Domstraße 1, 50667 Köln, DE' },
    },
    booking: {
      bookingNo: 42,
      offerNo: 7,
      state: 'booking',
      place: 'Blue Reef Resort',
      checkIn: '03.12.2026',
      checkOut: '10.12.2026',
      nights: 7,
      noOfPax: 2,
      currency: 'EUR',
      customerName: 'Erika Mustermann',
      optionDate: '20.11.2026',
      lines: [
        { pos: 1, text: de ? 'Doppelzimmer, 7 Nächte' : 'Double room, 7 nights', quantity: 2, price: money('980.00'), total: money('1960.00') },
        { pos: 2, text: de ? '10 Tauchgänge' : '10 dives', quantity: 2, price: money('260.00'), total: money('520.00') },
      ],
      total: money('2480.00'),
      paid: money('744.00'),
      open: money('1736.00'),
      milestones: [
        { pos: 1, text: de ? 'Anzahlung' : 'Deposit', due: '10.10.2026', amount: money('744.00') },
        { pos: 2, text: de ? 'Restzahlung' : 'Balance', due: '03.11.2026', amount: money('1736.00') },
      ],
      rooms: [{ pos: 1, name: 'Cabin 1', noOfPax: 2, guests: 'Erika Mustermann, Max Mustermann' }],
      guests,
    },
    schedule: {
      tour: 'Red Sea North',
      vessel: 'MY Blue Reef',
      from: '03.12.2026',
      to: '10.12.2026',
      count: guests.length,
      guests,
    },
  };
}
