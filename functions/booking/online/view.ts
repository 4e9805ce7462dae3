import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookPrice, BookView } from '../../../shared/api/book';
import type { Language } from '../../../shared/constants';
import { MAX_HOLD_EXTENSIONS } from '../../../shared/domain/booking/online-hold';
import { milestonesPaid } from '../../../shared/domain/booking/payment-status';
import { owedOf } from '../../../shared/domain/booking/owed';
import { add, fromMinor, money, subtract, toNumber, type Money } from '../../../shared/domain/money';
import { NotFoundError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { signingKey } from '../../lib/signing-key';
import { guestLineIn } from './price';

/**
 * A guest's own booking as the public calls show it (docs/decisions/online-booking.md "What a guest sees"): found by
 * its number and opened by the guest token of its create only; its own guests' names, its lines in the guest's
 * words and language, what is paid and open. Never staff data: no notes, todos, history, commission or the lines'
 * sources. ONE view for every guest call: the hold's price (booking/create), no/{bookingNo}, payment/success and
 * payment/aborted all answer from here (the hold's `guest-view.ts` was a second copy of the lines).
 */

/**
 * The guest token of a booking made online (shared/api/book-schemas.ts ZBookToken): the HMAC-SHA256 of (tenant,
 * booking) with the server's signing key, base64url, as the create answers it (h-bookhold functions/booking/online/
 * token.ts makes the same); nothing stored, made again to check one.
 */
export async function bookToken(tenant: string, bookingId: string): Promise<string> {
  return createHmac('sha256', await signingKey())
    .update(`book|${tenant}|${bookingId}`)
    .digest('base64url');
}

/** 404 unless the token opens the booking: a wrong pair says no more than an unknown number. Constant time. */
export async function requireToken(tenant: string, b: BookingItem | null, token: string): Promise<BookingItem> {
  const expected = Buffer.from(await bookToken(tenant, b?.id ?? 'none'));
  const given = Buffer.from(token);
  if (!b || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError('No such booking');
  return b;
}

/** The guest's word for the booking's state. */
export function bookStatus(b: BookingItem, now = new Date()): BookView['status'] {
  if (b.state === 'confirmed' || b.state === 'planned' || b.state === 'resolved') return 'confirmed';
  const online = b.online;
  if (b.state === 'draft') return online?.expiredAt || (online?.until !== undefined && online.until <= now.toISOString()) ? 'expired' : 'held';
  return b.state === 'freed' && online?.expiredAt ? 'expired' : 'cancelled';
}

/** The extensions a hold has left (none without a hold). */
export const extensionsLeft = (b: BookingItem): number => (b.online ? Math.max(0, MAX_HOLD_EXTENSIONS - b.online.extensions) : 0);

/** The booking's stored lines as the guest reads them (the words of booking/price: `guestLineIn`). */
function guestLines(b: BookingItem, lang: Language): BookPrice['lines'] {
  const currency = b.currency ?? 'EUR';
  const amount = (text: string) => toNumber(money(text, currency));
  return (b.calculation ?? []).map((l) => ({
    type: l.type,
    ...guestLineIn(l, lang),
    amount: l.amount,
    price: amount(l.price),
    total: amount(l.total),
    ...(l.customer ? { guest: l.customer } : {}),
    onSite: l.customerType === 'OnSite',
  }));
}

/**
 * The price a hold answers (ZBookHold `price`): the booking's stored calculation as it is — so the price the hold
 * shows IS the booking's total, to the cent — in the guest's words and language.
 */
export function bookPriceOf(b: BookingItem, lang: Language): BookPrice {
  const currency = b.currency ?? 'EUR';
  const lines = b.calculation ?? [];
  const zero = fromMinor(0, currency);
  const total = lines.reduce((s, l) => add(s, money(l.total, currency)), zero);
  const deposit = (b.payments ?? []).filter((m) => m.type === 'deposit').reduce((s, m) => add(s, money(m.amount, currency)), zero);
  const taxes = new Map<string, { name: string; rate: number; inclusive: boolean; amount: Money }>();
  for (const l of lines) {
    if (!l.tax) continue;
    const key = `${l.tax.name}|${l.tax.rate}|${l.tax.inclusive}`;
    const had = taxes.get(key);
    taxes.set(key, { name: l.tax.name, rate: l.tax.rate, inclusive: l.tax.inclusive, amount: add(had?.amount ?? zero, money(l.tax.amount, currency)) });
  }
  const special = guestLines(b, lang);
  return {
    currency,
    lines: special,
    specials: lines.flatMap((l, i) =>
      l.type === 'special'
        ? [
            {
              id: String(l.source?.special ?? l.source?.id ?? l.sort),
              name: l.text,
              explanation: special[i]!.explanation,
              effect: toNumber(money(l.total, currency)),
            },
          ]
        : [],
    ),
    taxes: [...taxes.values()].map((t) => ({ ...t, amount: toNumber(t.amount) })),
    total: toNumber(total),
    deposit: toNumber(deposit),
    payNow: toNumber(deposit.minor > 0 ? deposit : total),
    milestones: (b.payments ?? []).map((m) => ({
      type: m.type === 'deposit' ? 'deposit' : 'rest',
      due: m.due,
      amount: toNumber(money(m.amount, currency)),
      text: m.text ?? '',
    })),
    problems: [],
  };
}

/** The guest's view of a booking (their own: the token was checked; its confirmation's links: own-view.ts). */
export async function bookView(tenant: string, b: BookingItem, lang: Language, today: string): Promise<BookView> {
  const currency = b.currency ?? 'EUR';
  const ids = [...new Set(b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer)))];
  const roomIds = [...new Set(b.rooms.map((r) => r.room))];
  const [customers, rooms, title] = await Promise.all([
    Promise.all(ids.map((id) => read.customers.get(tenant, id))),
    Promise.all(roomIds.map((id) => read.rooms.get(tenant, id))),
    b.schedule !== undefined
      ? read.tours.get(tenant, b.tour ?? '').then((t) => t?.name)
      : b.resort !== undefined
        ? read.resorts.get(tenant, b.resort).then((r) => r?.name)
        : Promise.resolve(undefined),
  ]);
  const customerOf = new Map(ids.map((id, i) => [id, customers[i]]));
  const roomOf = new Map(roomIds.map((id, i) => [id, rooms[i]]));
  const typeIds = [...new Set(rooms.flatMap((r) => (r ? [r.roomType] : [])))];
  const types = await Promise.all(typeIds.map((id) => read.roomTypes.get(tenant, id)));
  const typeName = new Map(typeIds.map((id, i) => [id, types[i]?.name ?? '']));
  const vessel = b.vessel !== undefined ? await read.vessels.get(tenant, b.vessel) : null;
  const owed = owedOf(b, today);
  const paid = (b.received ?? []).reduce((s, p) => add(s, money(p.amount, currency)), fromMinor(0, currency));
  const open = subtract(owed.owed, paid);
  const status = bookStatus(b);
  const amount = (text: string) => toNumber(money(text, currency));
  return {
    id: b.id,
    bookingNo: String(b.bookingNo),
    status,
    state: b.state,
    kind: b.type === 'trip' || b.schedule !== undefined ? 'trip' : 'stay',
    title: title ?? '',
    ...(vessel ? { vesselName: vessel.name } : {}),
    from: b.checkIn ?? b.createdAt.slice(0, 10),
    to: b.checkOut ?? b.createdAt.slice(0, 10),
    ...(status === 'held' && b.online?.until ? { holdExpiresAt: b.online.until, extensionsLeft: extensionsLeft(b) } : {}),
    rooms: b.rooms.map((r) => {
      const room = roomOf.get(r.room);
      return {
        name: room?.name ?? '',
        roomTypeName: room ? (typeName.get(room.roomType) ?? '') : '',
        guests: (r.customers ?? []).flatMap((c, i) => {
          const who = customerOf.get(c.customer);
          return who ? [{ key: `g${i + 1}`, firstName: who.masterData.firstName ?? '', lastName: who.masterData.lastName ?? '' }] : [];
        }),
      };
    }),
    currency,
    total: toNumber(owed.total),
    paid: toNumber(paid),
    open: open.minor > 0 ? toNumber(open) : 0,
    milestones: milestonesPaid(b).map((m) => ({
      type: m.type === 'deposit' ? 'deposit' : 'rest',
      due: m.due,
      amount: amount(m.amount),
      text: m.text ?? '',
      paid: Number(m.open) <= 0,
    })),
    lines: guestLines(b, lang).map(({ guest: _guest, ...l }) => l),
  };
}
