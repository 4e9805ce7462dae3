import type { SaleInput } from '../../../shared/api/pos';
import type { Principal } from '../../../shared/auth/principal';
import { sumOf, type OnsiteItem, type PosLine, type PosSale } from '../../../shared/domain/pos/pos';
import { itemMoney } from '../../../shared/domain/pos/onsite-bill';
import { money } from '../../../shared/domain/money';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import { planPayment } from '../../booking/index';
import { sendTransaction } from '../../data/booking-changes';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { getSale, getSaleOrThrow, readSaleCounter, saleIdOf, saleWrites, stockWritesFor, voidSaleWrite } from '../../data/pos';
import { getTenant } from '../../data/tenants';
import { actorOf } from '../products/service';
import { newItem, openItems, productOf, requirePerson, roomOf, taxOf, todayOf, unitPriceIn } from './common';
import { changeOnsite } from './onsite';

/**
 * A sale at the counter (docs/decisions.md "Point of sale"). The sale id comes from the client's key, its number from
 * the tenant's gap-free counter, and everything it does is ONE transaction: the sale, the counter, the stock and, onto
 * a booking, the onsite change with its payment (`received`, source {kind:'pos', id: saleId}). A repeat of the key
 * finds the sale (walk-in: the sale item exists; booking: the header holds items of the sale) and writes nothing.
 */

const MAX_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function linesOf(tenant: string, lines: SaleInput['lines'], currency: string) {
  return Promise.all(
    lines.map(async (l, i) => {
      const product = await productOf(tenant, l.product, `body.lines.${i}.product`);
      return { product, quantity: l.quantity, unitPrice: await unitPriceIn(tenant, product, currency), tax: await taxOf(tenant, product) };
    }),
  );
}

const saleLine = (i: OnsiteItem, takeover = false): PosLine => ({
  product: i.product,
  name: i.name,
  quantity: i.quantity,
  unitPrice: i.unitPrice,
  total: i.total,
  ...(i.tax ? { tax: i.tax } : {}),
  item: i.id,
  ...(takeover ? { takeover } : {}),
});

/** POST /api/pos/payment. */
export async function sell(principal: Principal, input: SaleInput, opts: { allOpen?: boolean } = {}): Promise<{ sale: PosSale; replayed: boolean }> {
  const id = saleIdOf(input.key);
  if (input.booking === undefined) return sellWalkIn(principal, id, input);
  const earlier = await getSale(principal.tenant, id);
  if (earlier) return { sale: earlier, replayed: true };
  let created: PosSale | undefined;
  await changeOnsite(principal, input.booking, async (b, ctx) => {
    const roomId = input.room as string;
    if ((b.onsite ?? []).some((i) => i.saleId === id) || (b.received ?? []).some((p) => p.key === `pos:${id}`)) {
      created = undefined;
      return { onsite: [], unchanged: true };
    }
    roomOf(b, roomId);
    requirePerson(b, roomId, input.person);
    const currency = b.currency ?? 'EUR';
    const day = await todayOf(ctx.tenant, ctx.now);
    const priced = await linesOf(ctx.tenant, input.lines, currency);
    const fresh = priced.map((p) => newItem(b, roomId, { ...p, person: input.person, day }, ctx.now, principal.userId));
    const ids = opts.allOpen ? (b.onsite ?? []).filter((i) => i.room === roomId && i.state === 'open').map((i) => i.id) : input.items;
    const taken = openItems(b, roomId, ids);
    if (!fresh.length && !taken.length) throw new ConflictError(`room ${roomId} of booking ${b.bookingNo} has no open items`, 'ONSITE_ITEM_NOT_OPEN');
    const total = sumOf(
      [...fresh, ...taken].map((i) => i.total),
      currency,
    );
    const pays = input.method !== 'booking' && money(total, currency).minor !== 0;
    const payment = pays
      ? await planPayment(
          ctx.tenant,
          b,
          { amount: total, method: input.method as 'cash' | 'card', source: { kind: 'pos', id }, text: `POS` },
          ctx.now,
          principal.userId,
        )
      : undefined;
    const settle = (i: OnsiteItem): OnsiteItem =>
      input.method === 'booking' ? { ...i, saleId: id } : { ...i, state: 'paid', saleId: id, paidAt: ctx.now, ...(payment ? { paymentId: payment.id } : {}) };
    const read = await readSaleCounter(ctx.tenant);
    created = {
      id,
      no: read + 1,
      method: input.method,
      currency,
      total,
      lines: [...fresh.map((i) => saleLine(i)), ...taken.map((i) => saleLine(i, true))],
      booking: b.id,
      bookingNo: b.bookingNo,
      room: roomId,
      ...(b.customerName ? { customerName: b.customerName } : {}),
      ...(payment ? { paymentId: payment.id } : {}),
      day,
      createdAt: ctx.now,
      ...(principal.userId ? { createdBy: principal.userId } : {}),
      state: 'done',
    };
    const takenIds = new Set(taken.map((i) => i.id));
    const onsite = [...(b.onsite ?? []).map((i) => (takenIds.has(i.id) ? settle(i) : i)), ...fresh.map(settle)];
    return {
      onsite,
      next: payment ? { received: [...(b.received ?? []), payment] } : {},
      stock: fresh.flatMap((i) => (i.stockTaken ? [{ product: i.product, quantity: i.quantity }] : [])),
      extra: saleWrites(ctx.tenant, created, read),
      lastAction: input.method === 'booking' ? 'posSaleOntoBooking' : 'posSale',
    };
  });
  if (created && (await getSale(principal.tenant, id))?.createdAt === created.createdAt) return { sale: created, replayed: false };
  return { sale: await getSaleOrThrow(principal.tenant, id), replayed: true };
}

async function sellWalkIn(principal: Principal, id: string, input: SaleInput): Promise<{ sale: PosSale; replayed: boolean }> {
  const { tenant } = principal;
  const currency = (await getTenant(tenant))?.baseCurrency ?? 'EUR';
  for (let attempt = 1; ; attempt++) {
    const before = await getSale(tenant, id);
    if (before) return { sale: before, replayed: true };
    const now = new Date().toISOString();
    const priced = await linesOf(tenant, input.lines, currency);
    const lines: PosLine[] = priced.map((p) => ({
      product: p.product.id,
      name: p.product.name,
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      // The product's tax on the receipt, as on a booking's bill (included: the total holds it; added: on top).
      ...itemMoney(p.unitPrice, p.quantity, currency, p.tax),
    }));
    const read = await readSaleCounter(tenant);
    const sale: PosSale = {
      id,
      no: read + 1,
      method: input.method,
      currency,
      total: sumOf(
        lines.map((l) => l.total),
        currency,
      ),
      lines,
      day: await todayOf(tenant, now),
      createdAt: now,
      ...(principal.userId ? { createdBy: principal.userId } : {}),
      state: 'done',
    };
    const stock = await stockWritesFor(
      tenant,
      lines.map((l) => ({ product: l.product, quantity: l.quantity })),
      `sale ${sale.no}`,
      actorOf(principal),
    );
    const failed = await sendTransaction([...saleWrites(tenant, sale, read), ...stock.writes]);
    if (!failed) return { sale, replayed: false };
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('Too many sales at the same time; try again');
    await sleep(Math.random() * Math.min(80, 5 * 2 ** attempt));
  }
}

/** POST /api/pos/sales/{sale}/void: a walk-in sale's stock goes back; onto a booking its items and payment go too. */
export async function voidSale(principal: Principal, saleId: string, reason: string): Promise<PosSale> {
  const { tenant } = principal;
  const sale = await getSaleOrThrow(tenant, saleId);
  if (sale.state !== 'done') throw new ConflictError(`sale ${sale.no} is voided already`);
  const now = new Date().toISOString();
  if (!sale.booking) {
    const stock = await stockWritesFor(
      tenant,
      sale.lines.map((l) => ({ product: l.product, quantity: -l.quantity })),
      `void sale ${sale.no}`,
      actorOf(principal),
    );
    const failed = await sendTransaction([voidSaleWrite(tenant, saleId, reason, now), ...stock.writes]);
    if (failed) throw new ConflictError(`sale ${sale.no} changed meanwhile; reload and try again`);
  } else {
    await changeOnsite(principal, sale.booking, (b, ctx) => undoSale(tenant, b, sale, reason, ctx.now, principal.userId, 'void'));
  }
  return { ...sale, state: 'voided', voidReason: reason, voidedAt: now };
}

/**
 * What undoing a sale on its booking plans: its payment leaves `received`, taken-over items are open again, and what
 * it sold is voided (`void`: stock back) or open again on the bill (`reopen`: the payment alone is taken back).
 */
function undoSale(tenant: string, b: BookingItem, sale: PosSale, reason: string, now: string, userId: string | undefined, how: 'void' | 'reopen') {
  const lines = new Map(sale.lines.filter((l) => l.item).map((l) => [l.item as string, l]));
  const back: { product: string; quantity: number }[] = [];
  const onsite = (b.onsite ?? []).map((i): OnsiteItem => {
    const line = lines.get(i.id);
    if (!line || i.saleId !== sale.id) return i;
    const { saleId: _s, paymentId: _p, paidAt: _a, ...open } = i;
    if (line.takeover || how === 'reopen') return { ...open, state: 'open', updatedAt: now };
    if (i.state === 'voided') return i;
    if (i.stockTaken) back.push({ product: i.product, quantity: -i.quantity });
    return { ...i, state: 'voided', voidReason: reason, voidedAt: now, ...(userId ? { voidedBy: userId } : {}) };
  });
  return {
    onsite,
    next: { received: (b.received ?? []).filter((p) => p.key !== `pos:${sale.id}`) },
    stock: back,
    extra: [voidSaleWrite(tenant, sale.id, reason, now)],
    lastAction: how === 'void' ? 'posSaleVoid' : 'onsitePaymentRemoved',
  };
}

/** DELETE …/onsite/{roomId}/payment/{paymentId}: the POS payment is taken back, its items are open again, its sale voided. */
export async function removeOnsitePayment(principal: Principal, id: string, roomId: string, paymentId: string) {
  const b0 = await getBooking(principal.tenant, id);
  const payment = b0?.received?.find((p) => p.id === paymentId && p.source.kind === 'pos');
  if (!b0 || !payment) throw new NotFoundError(`booking ${id} has no POS payment ${paymentId}`);
  const sale = await getSaleOrThrow(principal.tenant, payment.source.id);
  if (sale.room !== roomId) throw new NotFoundError(`payment ${paymentId} is not of room ${roomId}`);
  return changeOnsite(principal, id, (b, ctx) => undoSale(principal.tenant, b, sale, 'payment taken back', ctx.now, principal.userId, 'reopen'));
}
