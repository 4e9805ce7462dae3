import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar-date';
import { BLOCKER_REASONS } from '../../../shared/domain/inventory/blocker';
import { unitKey, type Claim } from '../../../shared/domain/inventory/claims';
import { nightsOf } from '../../../shared/domain/inventory/stay';
import { rooms, schedules } from '../../../functions/data/assets';
import { BOOKING, BOOKINGNO_COUNTER, bookingItem, bookingListPk, type BookingItem } from '../../../functions/data/entities/booking';
import { CABINBED, CABINGENDER, claimFromItem, ROOMNIGHT } from '../../../functions/data/entities/inventory';
import { allOf, collect, gsi1KeyPages } from '../../../functions/data/iterate';
import { scanPages } from '../../../functions/data/paging';
import { TODO_INDEX } from '../../../functions/data/todos';
import { PAYMENT_LEDGER } from '../../../functions/data/payments';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { INVOICE, invoiceItem } from '../../../functions/data/entities/invoice';
import { getCompany } from '../../../functions/data/company';
import { add, fromMinor, money, sum, toString } from '../../../shared/domain/money';
import { countsOf, readBookingCounts } from '../../../functions/data/booking-counts';
import { seedDemo } from '../seed';
import { bookingIdsByNumber, bookingIdsBySearch, bookingSearchItems } from '../../../functions/data/booking-search';
import { customers } from '../../../functions/data/customers';
import { BOOKING_NUMBER, SEARCH } from '../../../functions/data/entities/search-index';
import { DEMO_RESORT } from './inventory';
import { DEMO_VESSEL } from './tours';

/** The units a booking holds by its header: every room on every night, or the cabin beds on its schedule. */
function unitsOf(b: BookingItem): string[] {
  if (b.resort) return nightsOf(b.checkIn!, b.checkOut!).flatMap((night) => b.rooms.map((r) => unitKey({ asset: b.resort!, unit: r.room, night })));
  return b.rooms.flatMap((r) => (r.beds ?? []).map((bed) => unitKey({ asset: b.schedule!, unit: r.room, bed })));
}

describe('the demo inventory and its season', () => {
  const byType: Record<string, Array<Record<string, unknown>>> = {};
  beforeAll(async () => {
    await seedDemo({ customers: 40 });
    for await (const page of scanPages()) for (const item of page.Items ?? []) (byType[String(item.entityType)] ??= []).push(item);
  }, 120_000);

  it('has a resort with at least 20 rooms in 3 room types and a vessel with 8 cabins, some sold by bed', async () => {
    const all = await collect(allOf(rooms, 'demo'));
    const resortRooms = all.filter((r) => r.resort === DEMO_RESORT);
    expect(resortRooms.length).toBeGreaterThanOrEqual(20);
    expect(new Set(resortRooms.map((r) => r.roomType)).size).toBeGreaterThanOrEqual(3);
    const cabins = all.filter((r) => r.vessel === DEMO_VESSEL);
    expect(cabins.length).toBeGreaterThanOrEqual(8);
    expect(cabins.filter((c) => c.allowSharedRoom && !c.allowMixedGender).length).toBeGreaterThanOrEqual(1);
    for (const c of cabins) expect(c.configuration.beds.length).toBe(c.availableBeds);
  });

  it('sails at least 6 active schedules of the vessel in the coming year, none overlapping', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const coming = (await collect(allOf(schedules, 'demo')))
      .filter((s) => s.vessel === DEMO_VESSEL && s.status === 'active' && s.from >= today && s.from < addDays(today, 365))
      .sort((a, b) => a.from.localeCompare(b.from));
    expect(coming.length).toBeGreaterThanOrEqual(6);
    coming.slice(1).forEach((s, i) => expect(s.from >= coming[i]!.to).toBe(true));
  });

  it('has the search index and number lookups every booking implies, and the customers searchable', async () => {
    const bookings = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i));
    const key = (i: Record<string, unknown>) => `${String(i.pk)}|${String(i.sk)}`;
    const expected = bookings.flatMap((b) => bookingSearchItems('demo', b)).map(key);
    const stored = [...(byType[SEARCH] ?? []).filter((i) => String(i.pk).startsWith('T#demo#SEARCH#BOOKING#')), ...(byType[BOOKING_NUMBER] ?? [])]
      .filter((i) => String(i.pk).startsWith('T#demo#'))
      .map(key);
    expect(stored.sort()).toEqual(expected.sort());
    const some = bookings.find((b) => b.customerName)!;
    expect(await bookingIdsByNumber('demo', some.bookingNo)).toContain(some.id);
    const surname = some.customerName!.split(' ').at(-1)!;
    expect((await bookingIdsBySearch('demo', surname, 1000))?.ids).toContain(some.id);
    const customer = (byType.CUSTOMER ?? []).find((c) => c.pk === 'T#demo#CUSTOMER#c-0002')!;
    const found = await customers.page('demo', {
      slot: 1,
      descending: false,
      offset: 0,
      limit: 100,
      search: String((customer.masterData as { lastName: string }).lastName),
    });
    expect(found.data.map((c) => c.id)).toContain('c-0002');
  });

  it('writes the booking counts of its bookings (the list total, per state and per year)', async () => {
    const bookings = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i));
    expect(await readBookingCounts('demo')).toEqual(countsOf(bookings));
    expect((await readBookingCounts('demo')).total).toBe(bookings.length);
  });

  it('holds exactly the inventory its bookings claim, each item with one existing owner', async () => {
    const bookings = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i));
    expect(bookings.filter((b) => b.resort).length).toBeGreaterThanOrEqual(100);
    expect(bookings.filter((b) => b.schedule).length).toBeGreaterThanOrEqual(20);
    const claims: Claim[] = [...(byType[ROOMNIGHT] ?? []), ...(byType[CABINBED] ?? [])].map(claimFromItem);
    const ids = new Set(bookings.map((b) => b.id));
    const held = claims.filter((c) => c.owner.kind === 'booking');
    for (const c of held) expect(ids.has(c.owner.id), `owner ${c.owner.id} of ${unitKey(c)}`).toBe(true);
    for (const c of claims.filter((x) => x.owner.kind === 'blocker')) expect(BLOCKER_REASONS).toContain(c.owner.reason);
    expect(claims.some((c) => c.owner.kind === 'blocker')).toBe(true);
    // Every item is a night of a resort room or an active bed of a cabin of the vessel.
    const all = new Map((await collect(allOf(rooms, 'demo'))).map((r) => [r.id, r]));
    for (const c of claims) {
      const room = all.get(c.unit);
      expect(c.night !== undefined ? room?.resort : room?.configuration.beds.find((b) => b.internalId === c.bed && b.active) && room.vessel).toBeDefined();
    }

    const expected = bookings.flatMap((b) => unitsOf(b).map((k) => `${k}=${b.id}`)).sort();
    expect(held.map((c) => `${unitKey(c)}=${c.owner.id}`).sort()).toEqual(expected);
    // The table's keys make a unit unique; the plan must not have tried to give one twice.
    expect(new Set(expected.map((e) => e.split('=')[0])).size).toBe(expected.length);
  });

  it('sells each cabin that allows no mixed genders to one gender per schedule', () => {
    const claims = (byType[CABINBED] ?? []).map(claimFromItem);
    expect(byType[CABINGENDER]?.length).toBeGreaterThan(0);
    for (const g of byType[CABINGENDER] ?? []) {
      const [, schedule] = /#SCHEDINV#(.+)$/.exec(String(g.pk))!;
      const cabin = String(g.sk).slice('GENDER#'.length);
      const genders = claims.filter((c) => c.asset === schedule && c.unit === cabin && c.gender !== 'u').map((c) => c.gender);
      expect(genders.length).toBeGreaterThan(0);
      expect(new Set(genders)).toEqual(new Set([g.gender]));
    }
  });

  it('numbers the bookings 1..N without gaps, lists each by arrival and sets the counter to N', async () => {
    const numbers = (byType[BOOKING] ?? []).map((i) => Number(i.bookingNo)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(byType[BOOKINGNO_COUNTER]).toEqual([expect.objectContaining({ lastNo: numbers.length })]);
    const listed = (await collect(gsi1KeyPages(bookingListPk('demo')))).flat();
    expect(listed).toHaveLength(numbers.length);
  });

  it('carries the demo rules and their todos on some confirmed bookings, some overdue, each todo with its index item', async () => {
    const withTodos = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i)).filter((b) => b.todo?.length);
    expect(withTodos.length).toBeGreaterThan(10);
    expect(withTodos.every((b) => b.state === 'confirmed' && b.hasOpenTodos)).toBe(true);
    expect(withTodos.some((b) => b.hasExceededDueDate)).toBe(true);
    expect(withTodos.some((b) => b.todo?.some((t) => !t.open))).toBe(true);
    const indexed = new Set((byType[TODO_INDEX] ?? []).map((i) => `${String(i.booking)}#${String(i.id)}`));
    expect(indexed).toEqual(new Set(withTodos.flatMap((b) => (b.todo ?? []).map((t) => `${b.id}#${t.id}`))));
    expect((byType.TODORULE ?? []).map((r) => r.text).sort()).toEqual(['Arrange the airport transfer', 'Collect the deposit', 'Send the welcome mail']);
  });

  it('carries payments in different states on a few bookings, each payment with its ledger item', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const priced = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i)).filter((b) => b.payments?.length);
    // The demo payments (./payments.ts) show these four; billed bookings (./invoices.ts) add their own.
    expect([...new Set(priced.map((b) => paymentSummary(b, today).status))]).toEqual(expect.arrayContaining(['paid', 'part-paid', 'overdue', 'open']));
    const ledger = new Set((byType[PAYMENT_LEDGER] ?? []).map((i) => `${String(i.booking)}#${String(i.id)}`));
    // Every payment of every booking (the bank's demo assignments included) has its ledger item, and no other item.
    const all = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i));
    expect(ledger).toEqual(new Set(all.flatMap((b) => (b.received ?? []).map((p) => `${b.id}#${p.id}`))));
  });

  it('prices every booking with the engine: no empty bill, milestones adding up to the total, each invoice the bill it was issued of', async () => {
    const bookings = (byType[BOOKING] ?? []).map((i) => bookingItem.fromItem(i));
    const totalOf = (b: BookingItem) =>
      toString(
        sum(
          (b.calculation ?? []).map((l) => money(l.total, b.currency ?? 'EUR')),
          b.currency ?? 'EUR',
        ),
      );
    for (const b of bookings) {
      expect(b.calculation?.length, `booking ${b.bookingNo} has a calculation`).toBeGreaterThan(0);
      expect(Number(totalOf(b)), `booking ${b.bookingNo} costs something`).toBeGreaterThan(0);
      // Engine lines, not hand-written ones: each says which rule made it.
      expect(
        b.calculation!.every((l) => l.explanation?.key.startsWith('pricing.')),
        `booking ${b.bookingNo}'s lines come from the engine`,
      ).toBe(true);
      const milestones = sum(
        (b.payments ?? []).map((m) => money(m.amount, b.currency ?? 'EUR')),
        b.currency ?? 'EUR',
      );
      // The milestones ask for what is paid in advance: the total less what is paid on site (docs/pricing.md).
      const onSite = sum(
        (b.calculation ?? []).filter((l) => l.customerType === 'OnSite').map((l) => money(l.total, b.currency ?? 'EUR')),
        b.currency ?? 'EUR',
      );
      expect(toString(add(milestones, onSite)), `booking ${b.bookingNo}'s milestones and on-site fees`).toBe(totalOf(b));
      const paid = (b.received ?? []).reduce((s, p) => s + money(p.amount, b.currency ?? 'EUR').minor, 0);
      expect(paid, `booking ${b.bookingNo} is not paid more than it costs`).toBeLessThanOrEqual(money(totalOf(b), b.currency ?? 'EUR').minor);
    }
    // Some resort stays carry the season's tax.
    expect(bookings.some((b) => b.calculation!.some((l) => l.tax?.rate === 10))).toBe(true);
    const invoices = (byType[INVOICE] ?? []).map((i) => invoiceItem.fromItem(i));
    expect(invoices).toHaveLength(5);
    const byId = new Map(bookings.map((b) => [b.id, b]));
    for (const inv of invoices) {
      const b = byId.get(inv.booking)!;
      expect(inv.bookingVersion).toBe(b.version);
      expect(inv.total, `invoice ${inv.number}`).toBe(totalOf(b));
      expect(inv.lines.map((l) => l.total)).toEqual(b.calculation!.map((l) => l.total));
      expect(inv.recipient.address.length, `invoice ${inv.number} has the guest's address`).toBeGreaterThan(0);
      expect(inv.period).toEqual({ from: b.checkIn, to: b.checkOut });
      expect(Number(inv.total)).toBeGreaterThan(0);
      expect(inv.paid).toBe(
        toString(
          fromMinor(
            (b.received ?? []).reduce((s, p) => s + money(p.amount, inv.currency).minor, 0),
            inv.currency,
          ),
        ),
      );
    }
    const { profile } = await getCompany('demo');
    expect(profile).toMatchObject({
      legalName: expect.any(String),
      vatId: expect.any(String),
      bank: { iban: expect.any(String), bic: expect.any(String), bankName: expect.any(String) },
    });
    expect(profile.address).toMatchObject({ street: expect.any(String), zip: expect.any(String), city: expect.any(String) });
  });
});
