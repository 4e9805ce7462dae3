import { fromMinor, money, toString } from '../money';
import type { OnsiteItem } from '../pos/pos';
import type { BookingHeader } from './booking';
import type { BookingPayment } from './payment';

/**
 * The money of a split by customer (splitByCustomer, docs/booking-states.md; docs/pricing.md "What a booking owes"):
 * the original's lines, milestones, money received and onsite items dealt out to the parts so that each is counted
 * once — the parts' totals, milestones and payments add up to the original's to the cent, and the original (state
 * `splitted`) keeps its lines for history but owes and counts nothing.
 *
 * - A line of one person or room (`customer`, `room`, or `customData.customer` / `customData.room`) goes whole to the
 *   part that holds that person in that room (else that room). A line of a cabin whose beds several parts hold (a
 *   shared trip cabin, no person named) is shared by those parts by their beds in it.
 * - Every other line (a booking-wide fee, a special on the whole booking, a hand-made line) is shared by all parts in
 *   proportion to the totals of the lines they took whole (so a whole-booking discount never takes more from a part
 *   than its share, and each part's bill is the original's in the same proportion); when no line names a person or
 *   room (a charter line), by their guests. Shares are integer minor units, the cents a division leaves to the first
 *   parts (in the split's order) one each.
 * - Milestones: each part's milestones are the original's, due days unchanged, their amounts dealt out so that each
 *   milestone's parts add up to it and each part's milestones to its share of what the milestones ask (its advance
 *   total when they ask the advance total; for a net agency booking its share of it).
 * - Money received stays whole: with the lead customer's part (the booking's customer, else the first part) — a
 *   payment is one transfer from one payer, with its bank entry, provider session or credit note behind it; a
 *   payment that paid onsite items goes with those items' part.
 * - Onsite items go with their person's part (else their room's).
 */

type Line = NonNullable<BookingHeader['calculation']>[number];
type Milestone = NonNullable<BookingHeader['payments']>[number];

/** A part of the split: its customer and the rooms (with their persons and beds) it takes (functions/booking/bookings/lifecycle/split.ts `shares`). */
export interface SplitPart {
  customer: string;
  rooms: ReadonlyArray<{ room: string; noOfPax: number; customers?: ReadonlyArray<{ customer: string }> }>;
}

export interface SplitSource {
  currency?: string;
  /** The lead customer. */
  customer?: string;
  calculation?: readonly Line[];
  payments?: readonly Milestone[];
  received?: readonly BookingPayment[];
  onsite?: readonly OnsiteItem[];
}

export interface PartMoney {
  calculation: Line[];
  payments: Milestone[];
  received: BookingPayment[];
  onsite: OnsiteItem[];
}

/**
 * `whole` split by non-negative integer `weights` (at least one above 0) into integer parts that add up to it
 * exactly: each part its weight's share rounded towards zero, the cents left over to the first parts with a weight,
 * one each. A part of weight 0 gets 0; every part has the sign of `whole`.
 */
export function allocateMinor(whole: number, weights: readonly number[]): number[] {
  const w = weights.map((x) => BigInt(x));
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum <= 0n || w.some((x) => x < 0n)) throw new RangeError('allocateMinor needs weights that are not negative, at least one above zero');
  const sign = whole < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(whole));
  const parts = w.map((x) => (abs * x) / sum);
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % parts.length) {
    if ((w[i] as bigint) === 0n) continue;
    parts[i] = (parts[i] as bigint) + 1n;
    left--;
  }
  return parts.map((p) => Number(p * sign) || 0);
}

/**
 * Column amounts dealt out to rows with fixed row totals (`targets`, adding up to the columns' sum), every cell in
 * integer minor units: each column but the last by what the rows still lack (so a row's cells never pass its target
 * when nothing is negative), the last column what each row lacks. Columns and rows add up exactly.
 */
export function dealColumns(columns: readonly number[], targets: readonly number[]): number[][] {
  const lack = [...targets];
  const cells = targets.map(() => columns.map(() => 0));
  const plain = columns.every((c) => c >= 0) && targets.every((t) => t >= 0);
  columns.forEach((c, j) => {
    const last = j === columns.length - 1;
    let shares: number[];
    if (last) shares = [...lack];
    else if (plain) shares = lack.some((l) => l > 0) ? capped(c, lack) : lack.map(() => 0);
    else
      shares =
        targets.some((t) => t > 0) && targets.every((t) => t >= 0)
          ? allocateMinor(c, targets)
          : allocateMinor(
              c,
              targets.map(() => 1),
            );
    shares.forEach((s, p) => {
      (cells[p] as number[])[j] = s;
      lack[p] = (lack[p] as number) - s;
    });
  });
  return cells;
}

/**
 * `c` (≤ the sum of `room`) by `room`, no share above its room: each its exact share rounded down, the cents left to
 * the largest remainders (ties: the first), which always have room to spare.
 */
function capped(c: number, room: readonly number[]): number[] {
  const weights = room.map((r) => BigInt(Math.max(0, r)));
  const sum = weights.reduce((a, b) => a + b, 0n);
  const exact = weights.map((w) => BigInt(c) * w);
  const shares = exact.map((x) => Number(x / sum));
  let left = c - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x % sum })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    if (BigInt(shares[i] as number) < (weights[i] as bigint)) {
      shares[i] = (shares[i] as number) + 1;
      left--;
    }
  }
  // Only when the column asks more than the rows lack (milestones that do not add up to the lines).
  if (left > 0) shares[0] = (shares[0] as number) + left;
  return shares;
}

/** What a line is for: its person and room (fields first, then customData). */
function refsOf(l: Pick<Line, 'customer' | 'room' | 'customData'>): { customer?: string; room?: string } {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { customer: l.customer ?? text(l.customData?.['customer']), room: l.room ?? text(l.customData?.['room']) };
}

/** Where one person's or room's money goes: whole to a part, shared by the parts holding a cabin (by beds), or shared by all. */
type Owner = { whole: number } | { room: string } | 'shared';

function ownerOf(parts: readonly SplitPart[], refs: { customer?: string; room?: string }): Owner {
  const holders = (room: string) => parts.flatMap((p, i) => (p.rooms.some((r) => r.room === room) ? [i] : []));
  if (refs.customer !== undefined) {
    const has = (p: SplitPart) =>
      p.rooms.some((r) => (refs.room === undefined || r.room === refs.room) && (r.customers ?? []).some((c) => c.customer === refs.customer));
    const i = parts.findIndex(has);
    if (i >= 0) return { whole: i };
    const own = parts.findIndex((p) => p.customer === refs.customer);
    if (own >= 0 && (refs.room === undefined || holders(refs.room).includes(own))) return { whole: own };
  }
  if (refs.room !== undefined) {
    const h = holders(refs.room);
    if (h.length === 1) return { whole: h[0] as number };
    if (h.length > 1) return { room: refs.room };
  }
  return 'shared';
}

/** A line's share: the total (and tax) of `minor`; quantity and unit price kept when the share divides by the quantity, else 1 × the share. */
function shareOf(l: Line, minor: number, tax: number | undefined, currency: string, of: string): Line {
  const whole = money(l.total, currency).minor;
  if (minor === whole) return l;
  const divides = Number.isInteger(l.amount) && l.amount > 0 && minor % l.amount === 0;
  const unit = divides ? minor / l.amount : minor;
  const priceSign = money(l.price, currency).minor < 0 !== unit < 0 && unit !== 0 ? -1 : 1;
  return {
    ...l,
    amount: divides ? l.amount : 1,
    price: toString(fromMinor(unit * priceSign, currency)),
    total: toString(fromMinor(minor, currency)),
    ...(l.tax && tax !== undefined ? { tax: { ...l.tax, amount: toString(fromMinor(tax, currency)) } } : {}),
    customData: { ...(l.customData ?? {}), splitOf: of },
  };
}

/** The original's money dealt out to `parts` (in the split's order; the first takes the remainder cents). */
export function splitMoney(b: SplitSource, parts: readonly SplitPart[]): PartMoney[] {
  if (parts.length < 1) throw new RangeError('a split needs parts');
  const currency = b.currency ?? 'EUR';
  const minorOf = (text: string) => money(text, currency).minor;
  const out: PartMoney[] = parts.map(() => ({ calculation: [], payments: [], received: [], onsite: [] }));
  const lead = Math.max(
    0,
    parts.findIndex((p) => p.customer === b.customer),
  );
  const pax = parts.map((p) => p.rooms.reduce((n, r) => n + r.noOfPax, 0));

  // Onsite items (and their lines) go whole: their person's part, else their room's first holder, else the lead's.
  const itemPart = new Map<string, number>();
  for (const item of b.onsite ?? []) {
    const o = ownerOf(parts, { customer: item.person, room: item.room });
    const holder = parts.findIndex((p) => p.rooms.some((r) => r.room === item.room));
    const at = typeof o === 'object' && 'whole' in o ? o.whole : holder >= 0 ? holder : lead;
    itemPart.set(item.id, at);
    (out[at] as PartMoney).onsite.push(item);
  }

  // Lines: whole ones first (their totals weigh the shared ones), then a shared cabin's by beds, then the rest.
  const lines = b.calculation ?? [];
  const whole: (number | undefined)[] = [];
  const cabin: (string | undefined)[] = [];
  lines.forEach((l, k) => {
    const item = l.source?.['kind'] === 'onsite' ? itemPart.get(String(l.source?.['item'])) : undefined;
    const o = item !== undefined ? { whole: item } : ownerOf(parts, refsOf(l));
    whole[k] = typeof o === 'object' && 'whole' in o ? o.whole : undefined;
    cabin[k] = typeof o === 'object' && 'room' in o ? o.room : undefined;
  });
  const placed: (Line | undefined)[][] = parts.map(() => lines.map(() => undefined));
  const put = (p: number, k: number, l: Line) => ((placed[p] as (Line | undefined)[])[k] = l);
  // A line's shares (minor units per part, adding up to its total); its tax shared as its total is; a part without
  // a share takes no line (a line of 0 goes to every part with a weight).
  const place = (k: number, amounts: number[], weights: number[]) => {
    const l = lines[k] as Line;
    const total = minorOf(l.total);
    const by = amounts.map((a) => Math.abs(a));
    const taxes = l.tax && by.some((a) => a > 0) ? allocateMinor(minorOf(l.tax.amount), by) : undefined;
    amounts.forEach((a, p) => {
      if (a !== 0 || (total === 0 && (weights[p] as number) > 0)) put(p, k, shareOf(l, a, taxes?.[p], currency, l.total));
    });
  };
  lines.forEach((l, k) => {
    if (whole[k] !== undefined) put(whole[k] as number, k, l);
    else if (cabin[k] !== undefined) {
      const beds = parts.map((p) => p.rooms.filter((r) => r.room === cabin[k]).reduce((n, r) => n + r.noOfPax, 0));
      place(k, allocateMinor(minorOf(l.total), beds), beds);
    }
  });
  // The weights: what each part took of the lines paid in advance (the bill the milestones ask for).
  const own = placed.map((row) => row.reduce((s, l) => s + (l && l.customerType !== 'OnSite' ? minorOf(l.total) : 0), 0));
  const weights = own.every((x) => x >= 0) && own.some((x) => x > 0) ? own : pax;
  // The shared lines, charges and discounts apart: each group's sum by the weights (the cents left to the first
  // parts), then dealt out line by line (dealColumns). So a part's share of the discounts is never more than its
  // weight's share of them: a discount of at most the whole never takes a part below 0, and every share keeps its
  // line's sign.
  const shared = lines.flatMap((_l, k) => (whole[k] === undefined && cabin[k] === undefined ? [k] : []));
  for (const sign of [1, -1]) {
    const group = shared.filter((k) => Math.sign(minorOf((lines[k] as Line).total)) === sign);
    if (!group.length) continue;
    const sizes = group.map((k) => Math.abs(minorOf((lines[k] as Line).total)));
    const targets = allocateMinor(
      sizes.reduce((a, x) => a + x, 0),
      weights,
    );
    const cells = dealColumns(sizes, targets);
    group.forEach((k, j) =>
      place(
        k,
        cells.map((row) => sign * (row[j] as number)),
        weights,
      ),
    );
  }
  for (const k of shared)
    if (minorOf((lines[k] as Line).total) === 0)
      place(
        k,
        weights.map(() => 0),
        weights,
      );
  placed.forEach((row, p) => ((out[p] as PartMoney).calculation = row.filter((l): l is Line => l !== undefined)));

  // Milestones: each part's share of what they ask, dealt out milestone by milestone in their order.
  const milestones = b.payments ?? [];
  if (milestones.length) {
    const asked = milestones.reduce((s, m) => s + minorOf(m.amount), 0);
    const advance = out.map((o) => o.calculation.filter((l) => l.customerType !== 'OnSite').reduce((s, l) => s + minorOf(l.total), 0));
    const advanceSum = advance.reduce((a, x) => a + x, 0);
    const fair = advance.every((x) => x >= 0) && advanceSum > 0;
    const targets = asked === advanceSum && fair ? advance : allocateMinor(asked, fair ? advance : pax);
    const cells = dealColumns(
      milestones.map((m) => minorOf(m.amount)),
      targets,
    );
    cells.forEach((row, p) => {
      (out[p] as PartMoney).payments = milestones.flatMap((m, j) => {
        const minor = row[j] as number;
        return minor === 0 && minorOf(m.amount) !== 0 ? [] : [{ ...m, amount: toString(fromMinor(minor, currency)) }];
      });
    });
  }

  // Money received: whole, with the lead's part, or with the onsite items it paid.
  const paidItems = new Map((b.onsite ?? []).flatMap((i) => (i.paymentId ? [[i.paymentId, itemPart.get(i.id) as number] as const] : [])));
  for (const p of b.received ?? []) (out[paidItems.get(p.id) ?? lead] as PartMoney).received.push(p);
  return out;
}
