import { escapeHtml } from '../mail/mail-template';
import { add, fromMinor, money, toString } from '../money';
import type { PosSale } from './pos';

/**
 * The receipt of a sale (GET /api/pos/print): plain text of 42 columns (an 80 mm thermal printer's line in its normal
 * font) and the same text in a page that prints on the receipt printer (@page 80 mm) or an A4 printer alike.
 */
export const RECEIPT_WIDTH = 42;

const WORDS = {
  en: {
    receipt: 'Receipt',
    total: 'Total',
    cash: 'Paid cash',
    card: 'Paid by card',
    booking: 'On the booking bill',
    walkIn: 'Walk-in',
    booking_: 'Booking',
    room: 'Room',
    voided: 'VOIDED',
    thanks: 'Thank you!',
    tax: 'incl.',
  },
  de: {
    receipt: 'Beleg',
    total: 'Summe',
    cash: 'Bar bezahlt',
    card: 'Mit Karte bezahlt',
    booking: 'Auf die Buchung',
    walkIn: 'Laufkundschaft',
    booking_: 'Buchung',
    room: 'Zimmer',
    voided: 'STORNIERT',
    thanks: 'Vielen Dank!',
    tax: 'enth.',
  },
} as const;

export interface ReceiptHeader {
  name: string;
  lines: string[];
  roomName?: string;
}

const fit = (left: string, right: string, width = RECEIPT_WIDTH) => {
  const room = width - right.length - 1;
  const l = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left;
  return `${l}${' '.repeat(Math.max(1, width - l.length - right.length))}${right}`;
};
const center = (text: string) => {
  const t = text.slice(0, RECEIPT_WIDTH);
  return `${' '.repeat(Math.floor((RECEIPT_WIDTH - t.length) / 2))}${t}`;
};

/**
 * The tax the total holds, one line per tax and rate ("incl. VAT 19 %   7.60"): a receipt names the rate and the tax
 * amount (§14 UStG, a small-amount invoice; issue 22). The lines' tax amounts are summed exactly, in minor units.
 */
function taxLines(sale: PosSale, word: string): string[] {
  const sums = new Map<string, ReturnType<typeof money>>();
  for (const l of sale.lines) {
    if (!l.tax || l.tax.rate === 0) continue;
    const key = `${l.tax.name} ${l.tax.rate} %`;
    sums.set(key, add(sums.get(key) ?? fromMinor(0, sale.currency), money(l.tax.amount, sale.currency)));
  }
  return [...sums].map(([name, amount]) => fit(`${word} ${name}`, toString(amount)));
}

/** The receipt as lines of at most RECEIPT_WIDTH characters. */
export function receiptText(sale: PosSale, head: ReceiptHeader, lang: 'de' | 'en'): string {
  const w = WORDS[lang];
  const rule = '-'.repeat(RECEIPT_WIDTH);
  const when = `${sale.day} ${sale.createdAt.slice(11, 16)}`;
  const out = [center(head.name), ...head.lines.map(center), rule, fit(`${w.receipt} ${sale.no}`, when)];
  out.push(sale.booking ? fit(`${w.booking_} ${sale.bookingNo ?? ''}`, `${w.room} ${head.roomName ?? sale.room ?? ''}`) : w.walkIn);
  if (sale.customerName) out.push(sale.customerName.slice(0, RECEIPT_WIDTH));
  out.push(rule);
  for (const l of sale.lines) {
    out.push(l.name.slice(0, RECEIPT_WIDTH));
    out.push(fit(`  ${l.quantity} x ${l.unitPrice}`, l.total));
  }
  out.push(rule, fit(w.total, `${sale.total} ${sale.currency}`), ...taxLines(sale, w.tax), w[sale.method]);
  if (sale.state === 'voided') out.push(center(`*** ${w.voided} ***`), ...(sale.voidReason ? [sale.voidReason.slice(0, RECEIPT_WIDTH)] : []));
  out.push('', center(w.thanks));
  return `${out.join('\n')}\n`;
}

/** The receipt page: the text in a monospaced 80 mm column. */
export function receiptHtml(sale: PosSale, head: ReceiptHeader, lang: 'de' | 'en'): string {
  const title = `${WORDS[lang].receipt} ${sale.no}`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
@page { size: 80mm auto; margin: 4mm; }
body { margin: 0; }
pre { width: 72mm; margin: 0 auto; font: 12px/1.35 "DejaVu Sans Mono", "Courier New", monospace; white-space: pre-wrap; }
</style>
</head>
<body>
<pre>${escapeHtml(receiptText(sale, head, lang))}</pre>
</body>
</html>
`;
}
