import { addDays } from '../../../shared/calendar-date';
import type { BookingState } from '../../../shared/domain/booking/states';
import { acceptClaims, resortStayUnits, tripCabinUnits, type CabinForClaims, type Claim, type Gender } from '../../../shared/domain/inventory/claims';
import type { Room } from '../../../shared/domain/inventory/room';
import { daysBetween, nightsOf, weekdayOf } from '../../../shared/domain/inventory/stay';
import { bookingSearchItems } from '../../../functions/data/booking-search';
import { countsOf } from '../../../functions/data/booking-counts';
import {
  bookingCountsItem,
  bookingCountsKey,
  bookingHeaderItem,
  bookingNoCounterItem,
  bookingNoCounterKey,
  type BookingItem,
} from '../../../functions/data/entities/booking';
import { cabinGenderItem, cabinGenderKey, claimItem } from '../../../functions/data/entities/inventory';
import { batchWriteAll } from '../../../functions/data/paging';
import type { DemoInventory } from './inventory';
import { mulberry32 } from './random';
import { withDemoInvoices } from './invoices';
import type { InvoiceRecipient } from '../../../shared/domain/booking/invoice';
import { withDemoPayments } from './payments';
import { withDemoTodos } from './todos';

/**
 * The demo season (docs/decisions.md, "Demo season"): blockers, then resort stays and trip bookings planned in
 * memory with the pure inventory rules (acceptClaims, tripCabinUnits), a candidate that conflicts being skipped,
 * so no night or bed has two owners; then headers, inventory items, cabin genders and the BOOKINGNO counter
 * are bulk-written. Deterministic for a given seed day.
 */
export const RESORT_BOOKINGS = 150;
export const TRIP_BOOKINGS = 44;
/** Resort stays arrive from a week ago to this many days ahead, more of them soon than late. */
export const RESORT_WINDOW_DAYS = 91;
const ALLOWED_DAYS = [3, 6, 7];
const AGENCIES = ['a-sunseeker', 'a-sunseeker', 'a-deepblue', 'a-wavehop', 'a-oceanic'];

/** [room id, first night in days from the seed day, nights, reason]. */
const BLOCKERS: Array<[string, number, number, 'Maintanance' | 'OutOfOrder' | 'Event']> = [
  ['rm-104', 2, 4, 'OutOfOrder'],
  ['rm-villa-cempaka', 9, 6, 'Maintanance'],
  ['rm-201', 38, 3, 'Event'],
  ['rm-202', 38, 3, 'Event'],
  ['rm-203', 38, 3, 'Event'],
  ['rm-garden-5', 63, 8, 'Maintanance'],
];

export interface SeasonOptions {
  /** The seed day (YYYY-MM-DD). */
  today: string;
  now: Date;
  /** Demo customers c-0001 .. c-<customers>. */
  customers: number;
  /** The demo customer's gender by number (1: c-0001). */
  genderOf: (n: number) => Gender;
  /** The demo customer's full name by number (kept on the booking header for lists and calendars). */
  nameOf?: (n: number) => string;
  /** Prices a planned booking with the engine (calculation, milestones, currency, commission): every booking has a bill. */
  price?: (b: BookingItem) => Promise<Partial<BookingItem>>;
  /** An invoice's recipient for a demo customer id (name, address, e-mail as printed). */
  recipientOf?: (customer: string) => InvoiceRecipient | undefined;
}

/** `work` over `items`, at most `limit` at a time, in order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}

export interface Season {
  bookings: BookingItem[];
  claims: Claim[];
}

/** Plans the season: every booking with its claims, numbered 1..N in the order they were created. */
export function planSeason(inv: DemoInventory, opts: SeasonOptions): Season {
  const rnd = mulberry32(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  // The claims by room or cabin (asset|unit): the rules only ever compare claims of the same unit, so each check
  // reads that unit's claims, not the whole season's (keeps the seed fast).
  const held = new Map<string, Claim[]>();
  const of = (asset: string, unit: string) => held.get(`${asset}|${unit}`) ?? [];
  const keep = (asset: string, unit: string, claims: Claim[]) => held.set(`${asset}|${unit}`, claims);
  BLOCKERS.forEach(([room, offset, nights, reason], i) => {
    const units = resortStayUnits(inv.resort, [room], nightsOf(addDays(opts.today, offset), addDays(opts.today, offset + nights)));
    keep(inv.resort, room, acceptClaims(of(inv.resort, room), units, { kind: 'blocker', id: `blk-${i + 1}`, reason }));
  });
  const drafts: Array<Omit<BookingItem, 'bookingNo'>> = [];
  const party = () => {
    const n = 1 + Math.floor(rnd() * opts.customers);
    const agency = rnd() < 0.3 ? pick(AGENCIES) : undefined;
    const customer = opts.customers > 0 && (rnd() < 0.9 || !agency) ? `c-${String(n).padStart(4, '0')}` : undefined;
    return { n, customer, agency };
  };
  const header = (id: string, who: ReturnType<typeof party>, checkIn: string) => {
    // Booked up to two months before the seed day (and before the arrival of a guest in the house).
    const daysAgo = Math.max(0, -daysBetween(opts.today, checkIn)) + 0.05 + rnd() * 60;
    const createdAt = new Date(opts.now.getTime() - Math.floor(daysAgo * 86_400_000));
    const state: BookingState = rnd() < 0.12 ? 'draft' : 'confirmed';
    return {
      id,
      state,
      version: 1,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      ...(who.customer ? { customer: who.customer } : {}),
      ...(who.customer && opts.nameOf ? { customerName: opts.nameOf(who.n) } : {}),
      ...(who.agency ? { agency: who.agency } : {}),
      lastAction: 'create',
    };
  };

  const roomsByType = new Map<string, Array<[string, Room]>>();
  for (const r of inv.rooms) roomsByType.set(r[1].roomType, [...(roomsByType.get(r[1].roomType) ?? []), r]);
  const typeWeights = ['rt-budget', 'rt-garden', 'rt-garden', 'rt-ocean', 'rt-ocean', 'rt-family'];
  for (let attempt = 0; attempt < 3000 && drafts.length < RESORT_BOOKINGS; attempt++) {
    let checkIn = addDays(opts.today, Math.floor(rnd() ** 1.3 * (RESORT_WINDOW_DAYS + 7)) - 7);
    while (!ALLOWED_DAYS.includes(weekdayOf(checkIn))) checkIn = addDays(checkIn, 1);
    const nights = 2 + Math.floor(rnd() * 13);
    const checkOut = addDays(checkIn, nights);
    if (!ALLOWED_DAYS.includes(weekdayOf(checkOut))) continue;
    const candidates = [...(roomsByType.get(pick(typeWeights)) ?? [])].sort(() => rnd() - 0.5);
    const wanted = rnd() < 0.1 ? 2 : 1;
    const taken: Array<[string, Room, Claim[]]> = [];
    const id = `bk-r${String(drafts.length + 1).padStart(3, '0')}`;
    for (const [room, r] of candidates) {
      if (taken.length === wanted) break;
      try {
        taken.push([room, r, acceptClaims(of(inv.resort, room), resortStayUnits(inv.resort, [room], nightsOf(checkIn, checkOut)), { kind: 'booking', id })]);
      } catch {
        // taken on one of the nights: the next room of the type
      }
    }
    if (taken.length < wanted) continue;
    for (const [room, , claims] of taken) keep(inv.resort, room, claims);
    const rooms = taken.map(([room, r]) => {
      const { minNoOfPax, maxNoOfPax, defaultNoOfPax } = r.configuration;
      return { room, noOfPax: rnd() < 0.7 ? defaultNoOfPax : minNoOfPax + Math.floor(rnd() * (maxNoOfPax - minNoOfPax + 1)) };
    });
    const noOfPax = rooms.reduce((sum, r) => sum + r.noOfPax, 0);
    drafts.push({ ...header(id, party(), checkIn), type: 'resort', resort: inv.resort, checkIn, checkOut, rooms, noOfPax });
  }

  const sailing = inv.schedules.filter(([, s]) => s.status === 'active');
  const cabins: CabinForClaims[] = inv.cabins.map(([id, c]) => ({ ...c, id, beds: c.configuration.beds }));
  let trips = 0;
  for (let attempt = 0; attempt < 1000 && trips < TRIP_BOOKINGS; attempt++) {
    const [scheduleId, schedule] = sailing[Math.floor(rnd() ** 1.8 * sailing.length)]!;
    const cabin = pick(cabins);
    const who = party();
    const gender = who.customer ? opts.genderOf(who.n) : 'u';
    const beds = cabin.beds.length;
    // A shared cabin sells one or two beds; a private one is booked whole, by one guest now and then.
    const noOfPax = cabin.allowSharedRoom ? (rnd() < 0.75 ? 1 : 2) : rnd() < 0.15 ? 1 : beds;
    const id = `bk-t${String(trips + 1).padStart(3, '0')}`;
    try {
      const inCabin = of(scheduleId, cabin.id);
      const units = tripCabinUnits(scheduleId, cabin, { noOfPax, genders: Array.from({ length: noOfPax }, () => gender) }, inCabin);
      keep(scheduleId, cabin.id, acceptClaims(inCabin, units, { kind: 'booking', id }));
      const room = { room: cabin.id, noOfPax, beds: units.map((u) => u.bed!) };
      const trip = { type: 'trip' as const, schedule: scheduleId, vessel: schedule.vessel, tour: schedule.tour, noOfPax };
      drafts.push({ ...header(id, who, schedule.from), ...trip, checkIn: schedule.from, checkOut: schedule.to, rooms: [room] });
      trips++;
    } catch {
      // the cabin is full, or taken by guests of the other gender: another try
    }
  }

  const bookings = drafts
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((b, i): BookingItem => ({ ...b, bookingNo: i + 1 }));
  return { bookings, claims: [...held.values()].flat() };
}

/** The gender each cabin that does not allow mixed genders is sold to, per schedule (from its beds' guests). */
export function cabinGenders(inv: DemoInventory, claims: Claim[]): Array<{ schedule: string; cabin: string; gender: 'm' | 'f' }> {
  const noMix = new Set(inv.cabins.filter(([, c]) => !c.allowMixedGender).map(([id]) => id));
  const seen = new Map<string, { schedule: string; cabin: string; gender: 'm' | 'f' }>();
  for (const c of claims) {
    if (c.bed === undefined || !noMix.has(c.unit) || (c.gender !== 'm' && c.gender !== 'f')) continue;
    seen.set(`${c.asset}|${c.unit}`, { schedule: c.asset, cabin: c.unit, gender: c.gender });
  }
  return [...seen.values()];
}

/** Plans and writes the season of the demo tenant; returns the number of bookings. */
export async function seedSeason(inv: DemoInventory, opts: SeasonOptions): Promise<number> {
  const tenant = 'demo';
  const planned = planSeason(inv, opts);
  const { claims } = planned;
  // Every booking priced by the engine, as the create prices it (the operator's prices must be written already).
  const price = opts.price;
  const priced = price ? await mapLimit(planned.bookings, 8, async (b) => ({ ...b, ...(await price(b)) })) : planned.bookings;
  // Some confirmed bookings carry the demo rules' todos, with their index items (./todos.ts).
  const withTodos = withDemoTodos(tenant, priced, opts.today);
  // The money received follows each booking's milestones, with ledger items (./payments.ts); five are billed (./invoices.ts).
  const withPayments = withDemoPayments(tenant, withTodos.bookings, opts.today);
  const { bookings, items: invoiceItems } = withDemoInvoices(tenant, withPayments.bookings, opts.now, opts.recipientOf);
  const todoItems = [...withTodos.items, ...withPayments.items, ...invoiceItems];
  const items = [
    ...bookings.map((b) => bookingHeaderItem(tenant, b)),
    // The search index and number lookups the create transaction writes (functions/data/booking-search.ts).
    ...bookings.flatMap((b) => bookingSearchItems(tenant, b)),
    ...todoItems,
    ...claims.map((c) => claimItem(tenant, c)),
    ...cabinGenders(inv, claims).map((g) => cabinGenderItem.toItem(cabinGenderKey(tenant, g.schedule, g.cabin), { gender: g.gender })),
    bookingNoCounterItem.toItem(bookingNoCounterKey(tenant), { lastNo: bookings.length }),
    // The list's counts (functions/data/booking-counts.ts), as the change transactions would have kept them.
    bookingCountsItem.toItem(bookingCountsKey(tenant), countsOf(bookings)),
  ];
  await batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));
  return bookings.length;
}
