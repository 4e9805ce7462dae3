import { BookingCancelled, BookingChanged, BookingCreated } from '../../../../events/booking-events';
import { passes } from '../../../../shared/auth/permissions';
import type { Principal } from '../../../../shared/auth/principal';
import { bookingUnits } from '../../../../shared/domain/booking/claims';
import { guard, holdsInventory, transition, type BookingAction } from '../../../../shared/domain/booking/lifecycle';
import { notAvailable, unitKey, type Claim } from '../../../../shared/domain/inventory/claims';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import { read } from '../../../data/readers';
import { changeActionCount, commitBookingChange, readCabinGender, readCounter, type CounterUse, type GenderChange } from '../../../data/booking-changes';
import { eventOf, getBooking } from '../../../data/bookings';
import { BOOKINGNO_SK, OFFERNO_SK, RESERVATIONNO_SK, type BookingCounter, type BookingItem } from '../../../data/entities/booking';
import { outboxPut } from '../../../data/outbox';
import { todosOfChange, withRuleTodos } from '../../../data/todos';
import type { TransactItem } from '../../../data/transactions';
import { backoff, MAX_ACTIONS, MAX_ATTEMPTS, requireAccess } from '../access';
import { projectBookingChange } from '../projections';

/**
 * The use case over THE change primitive (functions/data/booking-changes.ts): read the header, ask the state machine,
 * let the action plan the next header, derive from the two headers what to take and release (so the inventory is
 * always what the holding bookings hold), and write it all in one transaction; a lost race plans again.
 */

export interface ChangeContext {
  tenant: string;
  principal: Principal;
  now: string;
}

/** What an action plans: the header fields it changes; `picked`: cabins whose beds were picked from the free ones. */
export interface PlannedChange {
  next: Partial<BookingItem>;
  /** Nothing to change (the booking already is where the action puts it): answered as it is, nothing written. */
  unchanged?: boolean;
  /** New bookings (rebook): numbered here (bookingNo, offerNo or reservationNo) and written in the same transaction. */
  created?: BookingItem[];
  /** Other bookings changed with this one (revertRebook): their next header fields and state. */
  companions?: { current: BookingItem; next: Partial<BookingItem> & Pick<BookingItem, 'state'> }[];
  picked?: Set<string>;
  /** The history's word for the change when it is not the action's name (an expired option is freed as `expire`). */
  lastAction?: string;
  /** Further writes of the same transaction (a payment's ledger item, a bank entry marked assigned). */
  extra?: TransactItem[];
  /** Header fields that name the new bookings by number (split: `splitInto`), set once they are numbered. */
  naming?: (created: BookingItem[]) => Partial<BookingItem>;
}

/** A lifecycle action, or `solveTodo`: an edit of the booking's todos that keeps its state (functions/booking/todo). */
export type ChangeAction = BookingAction | 'solveTodo';

export type ChangePlanner = (current: BookingItem, ctx: ChangeContext) => Promise<PlannedChange> | PlannedChange;

/** What a create plans: the whole new header (`next`, with its state), planned again after a lost race. */
export type CreatePlanner = (ctx: ChangeContext) => Promise<PlannedChange & { next: Omit<BookingItem, 'bookingNo' | 'version'> }>;

/** 409 BOOKING_STATE_CONFLICT naming the booking, its state and the action (nothing is written). */
export function refused(b: BookingItem, action: BookingAction, why: string): ConflictError {
  return new ConflictError(`Booking ${b.bookingNo} is ${b.state}: ${action} is refused (${why})`, 'BOOKING_STATE_CONFLICT');
}

/** The header without the fields an action unset (DynamoDB stores no undefined). */
function defined(b: BookingItem): BookingItem {
  const strip = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return { ...strip(b), rooms: b.rooms.map(strip) };
}

/** The units a header holds, by unit key, with the booking as owner. */
function holding(b: BookingItem): Map<string, Claim> {
  if (!holdsInventory(b.state)) return new Map();
  const owner = { kind: 'booking' as const, id: b.id };
  return new Map(bookingUnits(b).map((u) => [unitKey(u), { ...u, owner }]));
}

/** Beds counted on each non-mixed cabin's gender item by a holding header: `schedule|cabin` → gender and beds. */
function genderHolding(b: BookingItem): Map<string, { gender: 'm' | 'f'; beds: number }> {
  const out = new Map<string, { gender: 'm' | 'f'; beds: number }>();
  if (!holdsInventory(b.state) || b.schedule === undefined) return out;
  for (const r of b.rooms) if (r.gender) out.set(`${b.schedule}|${r.room}`, { gender: r.gender, beds: r.beds?.length ?? 0 });
  return out;
}

/** The gendered beds of several headers, summed per cabin. */
function genderHoldings(list: BookingItem[]): Map<string, { gender: 'm' | 'f'; beds: number }> {
  const out = new Map<string, { gender: 'm' | 'f'; beds: number }>();
  for (const [key, g] of list.flatMap((b) => [...genderHolding(b)])) out.set(key, { gender: g.gender, beds: (out.get(key)?.beds ?? 0) + g.beds });
  return out;
}

/** The net gender item writes of a change (headers before → after), read fresh; 409 when a cabin is held by the other gender. */
async function genderChanges(tenant: string, current: BookingItem[], next: BookingItem[]): Promise<GenderChange[]> {
  const before = genderHoldings(current);
  const after = genderHoldings(next);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const changes = await Promise.all(
    keys.map(async (key): Promise<GenderChange | undefined> => {
      const released = before.get(key)?.beds ?? 0;
      const taken = after.get(key);
      if (released === (taken?.beds ?? 0) && (released === 0 || before.get(key)?.gender === taken?.gender)) return undefined;
      const [schedule, cabin] = key.split('|') as [string, string];
      const item = await readCabinGender(tenant, schedule, cabin);
      const others = (item?.holders ?? 0) - released;
      if (taken && item && others > 0 && item.gender !== taken.gender) {
        const name = (await read.rooms.get(tenant, cabin))?.name ?? cabin;
        throw new ConflictError(`Cabin ${name} is taken by guests of the other gender`, 'ROOM_NOT_AVAILABLE');
      }
      return { schedule, cabin, read: item, holders: others + (taken?.beds ?? 0), gender: taken?.gender ?? item?.gender ?? 'm' };
    }),
  );
  return changes.filter((c): c is GenderChange => c !== undefined);
}

/**
 * The numbers a change gives, gap-free from their counters (read now, written with `lastNo = :read`): a bookingNo to
 * each new booking, an offerNo to a new draft, a reservationNo to every booking first confirmed by the change.
 * Sets them on the headers (mutating them, before they are written).
 */
async function numberings(tenant: string, now: string, headers: BookingItem[], created: BookingItem[]): Promise<CounterUse[]> {
  const uses: CounterUse[] = [];
  const give = async (sk: BookingCounter, to: BookingItem[], set: (b: BookingItem, no: number) => void) => {
    if (!to.length) return;
    const read = await readCounter(tenant, sk);
    to.forEach((b, i) => set(b, (read ?? 0) + i + 1));
    uses.push({ sk, read, next: (read ?? 0) + to.length });
  };
  await Promise.all([
    give(BOOKINGNO_SK, created, (b, no) => (b.bookingNo = no)),
    give(
      OFFERNO_SK,
      created.filter((b) => b.state === 'draft' && b.offerNo === undefined),
      (b, no) => (b.offerNo = no),
    ),
    give(
      RESERVATIONNO_SK,
      headers.filter((b) => b.state === 'confirmed' && b.reservationNo === undefined),
      (b, no) => {
        b.reservationNo = no;
        b.reservationDate = now;
      },
    ),
  ]);
  return uses;
}

/**
 * One write per item: a payment that passes from one booking to another in the change (rebook, its revert) is
 * deleted from the ledger by the one and put by the other; DynamoDB refuses two operations on one item, and the Put
 * (the later owner's) is what must stay.
 */
function oneWritePerItem(items: TransactItem[]): TransactItem[] {
  const keyOf = (t: TransactItem): string | undefined => {
    const w = t as { Put?: { Item: Record<string, unknown> }; Delete?: { Key: Record<string, unknown> } };
    const k = w.Put?.Item ?? w.Delete?.Key;
    return k ? `${String(k.pk)}|${String(k.sk)}` : undefined;
  };
  const chosen = new Map<string, TransactItem>();
  for (const t of items) {
    const key = keyOf(t);
    if (!key) continue;
    const had = chosen.get(key);
    if (!had || 'Put' in (t as object) || !('Put' in (had as object))) chosen.set(key, t);
  }
  return items.filter((t) => {
    const key = keyOf(t);
    return !key || chosen.get(key) === t;
  });
}

/**
 * Applies a lifecycle action to booking `id`: 404 for an unknown booking, 403 without access, 409
 * BOOKING_STATE_CONFLICT when the state machine refuses, 409 ROOM_NOT_AVAILABLE naming the room and night (or bed)
 * when a unit to take is held, 400 beyond 100 writes; a version conflict re-reads and plans again (MAX_ATTEMPTS).
 */
export function applyBookingChange(principal: Principal, id: string, action: ChangeAction, plan: ChangePlanner): Promise<BookingItem> {
  return change(principal, id, action, (current, ctx) => plan(current as BookingItem, ctx));
}

/**
 * Creates booking `id` through the same change: no header before it, numbered, given its todos and its
 * booking.created event here like every other change (the create's own checks are the caller's, before).
 */
export function createThroughChange(principal: Principal, id: string, plan: CreatePlanner): Promise<BookingItem> {
  return change(principal, id, 'create', (_, ctx) => plan(ctx));
}

async function change(
  principal: Principal,
  id: string,
  action: ChangeAction | 'create',
  plan: (current: BookingItem | undefined, ctx: ChangeContext) => Promise<PlannedChange> | PlannedChange,
): Promise<BookingItem> {
  const { tenant } = principal;
  for (let attempt = 1; ; attempt++) {
    const current = action === 'create' ? undefined : ((await getBooking(tenant, id)) ?? undefined);
    let to: BookingItem['state'] | undefined;
    if (action !== 'create') {
      if (!current) throw new NotFoundError(`booking ${id} does not exist`);
      await requireAccess(principal, current, action === 'solveTodo' && passes(principal, 'todo.update') ? 'todo.update' : 'bookings.update');
      // Cancelling a cancelled booking answers it unchanged (repeatable since the booking core).
      if (action === 'cancel' && current.state === 'aborted') return current;
      // An edit that is no lifecycle action (a todo solved) keeps the state, whatever it is.
      const step = action === 'solveTodo' ? ({ ok: true, to: current.state } as const) : transition(current.state, action, current.previousState);
      if (!step.ok) throw refused(current, action as BookingAction, step.reason);
      const why = action === 'solveTodo' ? undefined : guard(current, action);
      if (why) throw refused(current, action as BookingAction, why);
      to = step.to;
    }
    const now = new Date().toISOString();
    const planned = await plan(current, { tenant, principal, now });
    if (planned.unchanged && current) return current;
    const next: BookingItem = defined({
      ...(current ?? { createdAt: now }),
      ...planned.next,
      ...(to !== undefined ? { state: to } : {}),
      version: (current?.version ?? 0) + 1,
      updatedAt: now,
      lastAction: planned.lastAction ?? action,
      ...(principal.userId !== undefined ? { updatedBy: principal.userId } : {}),
    } as BookingItem);
    const companions = (planned.companions ?? []).map((c) => ({
      current: c.current,
      next: defined({
        ...c.current,
        ...c.next,
        version: c.current.version + 1,
        updatedAt: now,
        lastAction: action,
        ...(principal.userId !== undefined ? { updatedBy: principal.userId } : {}),
      }),
    }));
    const created = (planned.created ?? []).map(defined);
    const counters = await numberings(tenant, now, [next, ...created], current ? created : [next, ...created]);
    if (planned.naming) Object.assign(next, planned.naming(created));
    // The todos follow the state (rules on confirm, closeOnAbort on cancel) and their index items follow the headers.
    Object.assign(next, current ? await todosOfChange(tenant, current.state, next, now) : await withRuleTodos(tenant, next));
    const pairs: [BookingItem | undefined, BookingItem][] = [
      [current, next],
      ...companions.map((c): [BookingItem, BookingItem] => [c.current, c.next]),
      ...created.map((c): [undefined, BookingItem] => [undefined, c]),
    ];
    const take: Claim[] = [];
    const release: Claim[] = [];
    for (const [was, will] of pairs) {
      const before = was ? holding(was) : new Map<string, Claim>();
      const after = holding(will);
      take.push(...[...after].filter(([k]) => !before.has(k)).map(([, c]) => c));
      release.push(...[...before].filter(([k]) => !after.has(k)).map(([, c]) => c));
    }
    // A unit released by one booking and taken by another of the change passes over in one write.
    const released = new Map(release.map((c) => [unitKey(c), c]));
    const transfer = take.filter((c) => released.has(unitKey(c))).map((claim) => ({ claim, from: (released.get(unitKey(claim)) as Claim).owner.id }));
    const passing = new Set(transfer.map((t) => unitKey(t.claim)));
    const takeOnly = take.filter((c) => !passing.has(unitKey(c)));
    const releaseOnly = release.filter((c) => !passing.has(unitKey(c)));
    const genders = await genderChanges(
      tenant,
      pairs.flatMap(([was]) => (was ? [was] : [])),
      pairs.map(([, will]) => will),
    );
    const extra = oneWritePerItem([
      ...pairs.flatMap(([was, will]) => projectBookingChange({ tenant, before: was, after: will, action: was ? action : 'create' })),
      ...(planned.extra ?? []),
    ]);
    // A new booking writes its header but no history item.
    const count =
      changeActionCount({ current, next, take: takeOnly, release: releaseOnly, transfer, genders, counters, created, companions, extra }) - (current ? 0 : 1);
    if (count > MAX_ACTIONS) {
      throw new ValidationError(`The change needs ${count} writes; one change holds at most ${MAX_ACTIONS}: split the booking first`, [
        { path: 'body', message: 'too many room-nights or beds for one change' },
      ]);
    }
    const payload = { ...eventOf(next), action, from: current?.state ?? next.state, to: next.state, version: next.version };
    const event = !current
      ? outboxPut(tenant, BookingCreated, eventOf(next), new Date(now))
      : action === 'cancel'
        ? outboxPut(tenant, BookingCancelled, eventOf(next), new Date(now))
        : outboxPut(tenant, BookingChanged, payload, new Date(now));
    const outcome = await commitBookingChange(tenant, {
      current,
      next,
      take: takeOnly,
      release: releaseOnly,
      transfer,
      genders,
      counters,
      created,
      companions,
      event,
      extra,
    });
    if (outcome.ok) return next;
    if ('taken' in outcome && !(planned.picked?.has(outcome.taken.unit) && attempt < MAX_ATTEMPTS)) {
      // Held by another booking (or blocker); if the header changed meanwhile the next read tells.
      const fresh = await getBooking(tenant, id);
      if (!fresh || fresh.version === current?.version) {
        throw notAvailable({ unit: outcome.taken, owner: outcome.taken.owner }, (await read.rooms.get(tenant, outcome.taken.unit))?.name);
      }
    }
    if (attempt >= MAX_ATTEMPTS) {
      throw new ConflictError(current ? `Too many changes to booking ${id} at the same time; try again` : 'Too many bookings at the same time; try again');
    }
    await backoff(attempt);
  }
}
