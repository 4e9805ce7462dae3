import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { saleStats, type PosSale } from '../../../shared/domain/pos/pos';
import { receiptHtml, receiptText } from '../../../shared/domain/pos/receipt';
import { readBooking } from '../../booking/index';
import { getCompany } from '../../data/company';
import { getSaleOrThrow, listSales } from '../../data/pos';
import { read } from '../../data/readers';
import { allOf } from '../../data/iterate';
import { HttpResult } from '../../lib/http';
import { asBookingWriter, ruleQuantityFor, unitPriceIn, roomOf, type CounterProduct } from './common';

/** The counter's read calls: products, receipts, a room's open items, the sales and their stats. */

/** The counter searches at most this many active products (a counter's catalogue; docs/decisions.md). */
const CATALOGUE = 2000;

/** GET /api/pos/product: an exact barcode or SKU first, then names containing the text; priced for the booking room. */
export async function counterProducts(principal: Principal, q: { q?: string; booking?: string; room?: string; person?: string }) {
  const { tenant } = principal;
  const all: CounterProduct[] = [];
  for await (const p of allOf(read.products, tenant)) if (all.push(p) >= CATALOGUE) break;
  const active = all.filter((p) => p.active);
  const text = q.q?.toLowerCase() ?? '';
  const exact = active.filter((p) => text && (p.barcode?.toLowerCase() === text || p.sku?.toLowerCase() === text));
  const found = exact.length
    ? exact
    : active
        .filter((p) => !text || p.name.toLowerCase().includes(text) || p.sku?.toLowerCase().includes(text) || p.barcode?.includes(text))
        .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
        .slice(0, 50);
  const booking = q.booking ? await readBooking(staff(asBookingWriter(principal)), q.booking) : undefined;
  if (booking && q.room) roomOf(booking, q.room);
  const currency = booking?.currency ?? (await getCompany(tenant)).tenant?.baseCurrency ?? 'EUR';
  const data = await Promise.all(
    found.map(async (p: CounterProduct) => ({
      id: p.id,
      name: p.name,
      ...(p.sku ? { sku: p.sku } : {}),
      ...(p.barcode ? { barcode: p.barcode } : {}),
      unit: p.unit,
      priceRule: p.priceRule,
      price: await unitPriceIn(tenant, p, currency),
      currency,
      quantity: booking && q.room ? ruleQuantityFor(booking, q.room, p, q.person) : 1,
      stock: { tracked: p.stock.tracked, quantity: p.stock.quantity },
    })),
  );
  return { data };
}

/** GET /api/pos/print: the receipt as HTML (80 mm page) or text. */
export async function printReceipt(principal: Principal, q: { sale: string; format: 'html' | 'text'; lang?: 'de' | 'en' }) {
  const sale = await getSaleOrThrow(principal.tenant, q.sale);
  const company = await getCompany(principal.tenant);
  const a = company.profile.address;
  const head = {
    name: company.profile.legalName ?? company.tenant?.name ?? principal.tenant,
    lines: [a.street, [a.zip, a.city].filter(Boolean).join(' '), company.profile.vatId ? `VAT ${company.profile.vatId}` : undefined].filter(
      (l): l is string => !!l,
    ),
    roomName: sale.room ? (await read.rooms.get(principal.tenant, sale.room))?.name : undefined,
  };
  const lang = q.lang ?? (company.tenant?.lang === 'en' ? 'en' : 'de');
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (q.format === 'text') return new HttpResult(200, receiptText(sale, head, lang), { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  return new HttpResult(200, receiptHtml(sale, head, lang), {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

/** POST /api/pos/takeover: the room's open items as sale lines. */
export async function takeover(principal: Principal, body: { booking: string; room: string }) {
  const b = await readBooking(staff(asBookingWriter(principal)), body.booking);
  roomOf(b, body.room);
  const lines = (b.onsite ?? [])
    .filter((i) => i.room === body.room && i.state === 'open')
    .map((i) => ({ item: i.id, product: i.product, name: i.name, quantity: i.quantity, unitPrice: i.unitPrice, total: i.total }));
  return { currency: b.currency ?? 'EUR', lines };
}

const MAX_SALES = 1000;

function matches(s: PosSale, q: { method?: string; q?: string }): boolean {
  if (q.method && s.method !== q.method) return false;
  if (!q.q) return true;
  const t = q.q.toLowerCase();
  return (
    String(s.no) === t ||
    String(s.bookingNo ?? '') === t ||
    (s.customerName ?? '').toLowerCase().includes(t) ||
    s.lines.some((l) => l.name.toLowerCase().includes(t))
  );
}

/** GET /api/pos/sales. */
export async function salesOf(principal: Principal, q: { from: string; to: string; method?: string; q?: string }) {
  return { data: (await listSales(principal.tenant, q.from, q.to, MAX_SALES)).filter((s) => matches(s, q)) };
}

/** GET /api/pos/stats: in the tenant's base currency (sales onto bookings in another currency are left out). */
export async function statsOf(principal: Principal, q: { from: string; to: string; method?: string; q?: string }) {
  const currency = (await getCompany(principal.tenant)).tenant?.baseCurrency ?? 'EUR';
  const sales = (await listSales(principal.tenant, q.from, q.to, 10_000)).filter((s) => s.currency === currency && matches(s, q));
  return saleStats(sales, currency);
}
