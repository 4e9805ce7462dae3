import { posEndpoints as api } from '../../../../shared/api/pos';
import { endpointUrl } from '../../api/endpoint-client';
import { authorizedGet } from '../../resources/download';

/** One line of the counter's cart. */
export interface CartLine {
  product: string;
  name: string;
  unitPrice: string;
  currency: string;
  quantity: number;
}

/** The cart's total as decimal text (exact: in cents as integers; the server prices the sale itself). */
export function sumLines(lines: readonly CartLine[]): string {
  const cents = lines.reduce((s, l) => s + Math.round(Number(l.unitPrice) * 100) * l.quantity, 0);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The receipt of a sale as text or HTML (GET /api/pos/print with the session's token). */
export async function fetchReceipt(sale: string, format: 'text' | 'html', lang?: 'de' | 'en'): Promise<string> {
  const res = await authorizedGet(endpointUrl(api.print, undefined, { sale, format, ...(lang ? { lang } : {}) }));
  return res.text();
}

/** Opens the printable receipt page (80 mm) in a new window and asks the browser to print it. */
export async function openReceiptPage(sale: string, lang?: 'de' | 'en'): Promise<void> {
  const html = await fetchReceipt(sale, 'html', lang);
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const win = window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  win?.focus();
}
