import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZCustomer } from '../../../../shared/domain/customer/customer';
import { bookableTrip, holdBy, hostOf, tripHold } from '../../../../test/support/online-holds';
import { getBooking } from '../../../data/bookings';
import { db } from '../../../data/client';
import { countByCountry, createdBetween } from '../../../data/customer-stats';
import { customers, newCustomersWrites } from '../../../data/customers';
import { read } from '../../../data/readers';
import { transactWrite } from '../../../data/transactions';

/**
 * The guests' customers are written in the hold's own transaction (docs/decisions/online-holds.md "Customers in the
 * hold's transaction"): a crash right after the hold committed leaves a booking whose every person has a customer
 * record and counted statistics; a lost race leaves no customer behind; many customers of one day and country change
 * each counter once (DynamoDB refuses two writes of one item in a transaction).
 */

afterEach(() => vi.restoreAllMocks());

const today = () => new Date().toISOString().slice(0, 10);
const personsOf = (b: { customer?: string; rooms: { customers?: { customer: string }[] }[] }) => [
  ...new Set([...(b.customer ? [b.customer] : []), ...b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))]),
];

describe("the guests' customers of a hold", () => {
  it('exist with the booking when the process dies right after the hold’s transaction committed', async () => {
    const tenant = 'oh-crash';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'C1', beds: 3 }], 'oh-crash-sc');
    // Fault injection: the booking's transaction goes through, then the Lambda dies (nothing after it runs).
    const send = db().send.bind(db());
    let booking: string | undefined;
    vi.spyOn(db(), 'send').mockImplementation((async (command: unknown) => {
      const out = await send(command as never);
      const items = command instanceof TransactWriteCommand ? (command.input.TransactItems ?? []) : [];
      const header = items.map((i) => i.Put?.Item).find((item) => item?.entityType === 'BOOKING');
      if (header && !booking) {
        booking = String(header.id);
        throw new Error('crash after the hold committed');
      }
      return out;
    }) as never);
    const crashed = await holdBy(host, tripHold(scheduleId, cabinIds[0]!, 3));
    expect(crashed.status).toBe(500);
    vi.restoreAllMocks();
    const b = (await getBooking(tenant, booking!))!;
    expect(b).toMatchObject({ state: 'draft', source: 'online' });
    const ids = personsOf(b);
    expect(ids).toHaveLength(3);
    const found = await Promise.all(ids.map((id) => read.customers.get(tenant, id)));
    expect(found.map((c) => c?.masterData.firstName).sort()).toEqual(['Guest1', 'Guest2', 'Guest3']);
    // Counted once each: the tenant's count and the day's statistics.
    expect(await customers.count(tenant)).toBe(3);
    expect(await createdBetween(tenant, today(), today())).toBe(3);
  });

  it('a hold that loses the race for the cabin leaves no customer behind', async () => {
    const tenant = 'oh-lost';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(tenant, [{ name: 'C1', beds: 2 }], 'oh-lost-sc');
    const won = await holdBy(host, tripHold(scheduleId, cabinIds[0]!, 2));
    expect(won.status, JSON.stringify(won.body)).toBe(201);
    const lost = await holdBy(host, tripHold(scheduleId, cabinIds[0]!, 2));
    expect(lost.status).toBe(409);
    expect(await customers.count(tenant)).toBe(2);
    expect(await createdBetween(tenant, today(), today())).toBe(2);
  });

  it('a group whose search index does not fit beside the claims: the customers in the hold, their index right after', async () => {
    const tenant = 'oh-group';
    const host = await hostOf(tenant);
    const { scheduleId, cabinIds } = await bookableTrip(
      tenant,
      [
        { name: 'Dorm A', beds: 20 },
        { name: 'Dorm B', beds: 20 },
      ],
      'oh-group-sc',
    );
    const body = tripHold(scheduleId, cabinIds[0]!, 40);
    const keys = body.guests.map((g) => g.key);
    body.choice.cabins = [
      { cabin: cabinIds[0]!, guests: keys.slice(0, 20) },
      { cabin: cabinIds[1]!, guests: keys.slice(20) },
    ];
    const made = await holdBy(host, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const b = (await getBooking(tenant, made.body.id))!;
    const found = await Promise.all(personsOf(b).map((id) => read.customers.get(tenant, id)));
    expect(found.filter(Boolean)).toHaveLength(40);
    expect(await customers.count(tenant)).toBe(40);
    // Found by a search (the index items written after the hold).
    const page = await customers.list(tenant, { limit: 5, search: 'Guest27' });
    expect(page.data.map((c) => c.masterData.firstName)).toEqual(['Guest27']);
  });

  it('writes 20 customers of one day and country in one transaction, each counter once with their sum', async () => {
    const tenant = 'oh-many';
    const people = Array.from({ length: 20 }, (_, i) => [
      `c-many-${i}`,
      ZCustomer.parse({
        masterData: { firstName: `Many${i}`, lastName: 'Guest', gender: 'u' },
        address: { country: 'DE' },
        contact: {},
        customerType: 'Direct',
      }),
    ]) as [string, ReturnType<typeof ZCustomer.parse>][];
    const writes = newCustomersWrites(tenant, people);
    // 20 Puts and three counters (the count, the day, the country), each once.
    expect(writes.core.filter((i) => 'Put' in i)).toHaveLength(20);
    expect(writes.core.filter((i) => 'Update' in i)).toHaveLength(3);
    await transactWrite([...writes.core, ...writes.index.slice(0, 100 - writes.core.length)], () => 'x');
    expect(await customers.count(tenant)).toBe(20);
    expect(await createdBetween(tenant, today(), today())).toBe(20);
    expect((await countByCountry(tenant)).byCountry).toEqual([{ country: 'DE', count: 20 }]);
  });
});
