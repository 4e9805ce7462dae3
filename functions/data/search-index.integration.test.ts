import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZCustomer, type Customer } from '../../shared/domain/customer/customer';
import { invoke } from '../../test/support/invoke';
import { adminOf } from '../../test/support/tokens';
import { handler } from '../customer/customers/lambda';
import { db, tableName } from './client';
import { customers } from './customers';
import { searchPk } from './entities/search-index';
import { searchEntry } from './repository/items';
import { searchIndexItems, searchTokens } from './search-index';

/** Counts the requests the data layer's client sends while `fn` runs (a middleware, like test/bench/inventory.ts). */
const seen: string[] = [];
/** Items DynamoDB read for the requests counted: a Query's ScannedCount, a BatchGet's items returned. */
let itemsRead = 0;
let counting = false;
const watched = new WeakSet<object>();
async function requestsOf(fn: () => Promise<unknown>): Promise<string[]> {
  // The client of this test file (the setup makes a new one per file, after the imports).
  const client = db();
  if (!watched.has(client)) {
    watched.add(client);
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (counting) seen.push(String(context.commandName));
        const result = await next(args);
        const out = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]> };
        if (counting) itemsRead += out.ScannedCount ?? Object.values(out.Responses ?? {}).reduce((n, items) => n + items.length, 0);
        return result;
      },
      { step: 'initialize', name: 'searchIndexRequestCounter' },
    );
  }
  seen.length = 0;
  itemsRead = 0;
  counting = true;
  try {
    await fn();
  } finally {
    counting = false;
  }
  return [...seen];
}

/** JSON with the keys of every object sorted (a stored map comes back in another key order). */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

const person = (firstName: string, lastName: string, contact: Customer['contact'] = {}, city?: string) =>
  ZCustomer.parse({ masterData: { firstName, lastName }, contact, address: city ? { city } : {} });

const found = async (tenant: string, search: string, limit = 25, offset = 0) =>
  (await customers.page(tenant, { slot: 1, descending: false, offset, limit, search })).data.map((c) => c.id).sort();

/** Every index item of the tenant's customers as stored, by the shards `chars` (the first characters of all tokens used). */
async function storedIndex(tenant: string, chars: Iterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for (const c of new Set(chars)) {
    const res = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': searchPk(tenant, 'CUSTOMER', c) } }),
    );
    for (const i of res.Items ?? []) keys.push(`${String(i.pk)}|${String(i.sk)}|${String(i.text)}|${canonical(i.row)}`);
  }
  return keys.sort();
}

describe('customer search index', () => {
  it('folds case, accents and German transliterations, and matches word prefixes', async () => {
    const t = 'srch-fold';
    await customers.create(t, 'c-mu', person('Jürgen', 'Müller', { email: 'j.mueller@example.com' }, 'Köln'));
    await customers.create(t, 'c-ma', person('Maria', 'Maier-Groß'));
    await customers.create(t, 'c-mo', person('Otto', 'Mustermann'));
    for (const q of ['müller', 'Müller', 'MUELLER', 'muller', 'mül', 'Muel', 'jürgen müller', 'Muller J', 'koeln'])
      expect(await found(t, q), q).toEqual(['c-mu']);
    // A prefix ending in a transliterated vowel matches more (mue → mu), never less.
    expect(await found(t, 'mu')).toEqual(['c-mo', 'c-mu']);
    expect(await found(t, 'mue')).toEqual(['c-mo', 'c-mu']);
    expect(await found(t, 'gross'), 'ß = ss').toEqual(['c-ma']);
    expect(await found(t, 'groß maria')).toEqual(['c-ma']);
    expect(await found(t, 'maier')).toEqual(['c-ma']);
    expect(await found(t, 'müller otto')).toEqual([]);
    expect(await found(t, 'j.muel'), 'e-mail prefix').toEqual(['c-mu']);
    expect(await found(t, 'J.Mueller@Example.com')).toEqual(['c-mu']);
    expect(await found(t, 'xyz')).toEqual([]);
  });

  it('finds a phone number however it is typed', async () => {
    const t = 'srch-phone';
    await customers.create(t, 'c-de', person('Anna', 'Berg', { phone: '+49 171 1234567' }));
    await customers.create(t, 'c-lo', person('Bert', 'Ufer', { phone: '0171/7654321' }));
    for (const q of ['+49 171 1234567', '0049 171 1234567', '0171 1234567', '1711234', '49171']) expect(await found(t, q), q).toEqual(['c-de']);
    for (const q of ['0171 765', '1717654321']) expect(await found(t, q), q).toEqual(['c-lo']);
    expect(await found(t, '0171')).toEqual(['c-de', 'c-lo']);
  });

  it('moves the index with a change of name and removes it with the customer', async () => {
    const t = 'srch-move';
    const created = await customers.create(t, 'c-1', person('Eva', 'Schmidt'));
    expect(await found(t, 'schmidt')).toEqual(['c-1']);
    await customers.update(t, 'c-1', created.version, person('Eva', 'Weber'));
    expect(await found(t, 'schmidt'), 'the old name no longer finds her').toEqual([]);
    expect(await found(t, 'weber eva')).toEqual(['c-1']);
    await customers.delete(t, 'c-1');
    expect(await found(t, 'weber')).toEqual([]);
    expect(await found(t, 'eva')).toEqual([]);
    expect(await storedIndex(t, 'esw')).toEqual([]);
  });

  it('never drifts: after random creates, updates and deletes the index is what the customers imply', async () => {
    const names = ['Müller', 'Mueller', 'Meier', 'Öztürk', 'Groß', 'Nguyen', 'Ana', 'Zoë'];
    const op = fc.record({
      kind: fc.constantFrom('create', 'update', 'delete'),
      id: fc.integer({ min: 0, max: 5 }),
      first: fc.constantFrom(...names),
      last: fc.constantFrom(...names),
      phone: fc.option(fc.constantFrom('+49 30 123456', '0171 99887766', '+1 555 0100'), { nil: undefined }),
      email: fc.option(fc.constantFrom('a@b.de', 'mueller@x.org'), { nil: undefined }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const t = `srch-drift-${run++}`;
        const chars = new Set<string>();
        // A deleted id is not created again (its history items stay with the id).
        const deleted = new Set<string>();
        for (const o of ops) {
          const data = person(o.first, o.last, { ...(o.phone ? { phone: o.phone } : {}), ...(o.email ? { email: o.email } : {}) });
          for (const token of searchTokens({ words: [o.first, o.last], emails: [o.email], phones: [o.phone] })) chars.add(token[0]!);
          const id = `c-${o.id}`;
          const current = await customers.get(t, id);
          if (o.kind === 'delete' && current) {
            await customers.delete(t, id);
            deleted.add(id);
          } else if (current) await customers.update(t, id, current.version, data);
          else if (o.kind !== 'delete' && !deleted.has(id)) await customers.create(t, id, data);
        }
        const expected: string[] = [];
        for (let i = 0; i <= 5; i++) {
          const c = await customers.get(t, `c-${i}`);
          if (!c) continue;
          const items = searchIndexItems(t, 'CUSTOMER', searchEntry(customers.config, c)!);
          expected.push(...items.map((x) => `${String(x.pk)}|${String(x.sk)}|${String(x.text)}|${canonical(x.row)}`));
        }
        expect(await storedIndex(t, chars)).toEqual(expected.sort());
      }),
      { numRuns: 8 },
    );
  });

  it('answers a search page of 100 customers with one Query of rows the index carries, `more` and no total, via importMany too', async () => {
    const t = 'srch-cost';
    await customers.importMany(
      t,
      Array.from({ length: 100 }, (_, n) => ({
        id: `c-${String(n).padStart(3, '0')}`,
        data: person(`Max${n}`, n % 2 ? 'Müller' : 'Schulz', { email: `m${n}@x.de` }),
      })),
    );
    let first: Awaited<ReturnType<typeof customers.page>> | undefined;
    const requests = await requestsOf(async () => {
      first = await customers.page(t, { slot: 1, descending: false, offset: 0, limit: 25, search: 'mueller' });
    });
    // The index items carry the customers: no BatchGet of the page.
    expect(requests).toEqual(['QueryCommand']);
    // The budget: at most 100 items read for the first page (here about 39 index items).
    expect(itemsRead).toBeLessThanOrEqual(100);
    expect(itemsRead).toBeGreaterThanOrEqual(25);
    expect(first?.data).toHaveLength(25);
    expect(first?.data.every((c) => c.masterData.lastName === 'Müller')).toBe(true);
    expect(first).toMatchObject({ more: true });
    expect(first?.total).toBeUndefined();
    const last = await customers.page(t, { slot: 1, descending: false, offset: 25, limit: 25, search: 'müller' });
    expect(last.data).toHaveLength(25);
    expect(last.more).toBe(false);
    expect(new Set([...first!.data, ...last.data].map((c) => c.id)).size).toBe(50);
    // Several tokens of one customer match "m" (Max…, Müller, m…@x.de): still distinct customers, still 3 requests at most.
    const m = await requestsOf(async () => {
      const page = await customers.page(t, { slot: 1, descending: false, offset: 0, limit: 25, search: 'm' });
      expect(new Set(page.data.map((c) => c.id)).size).toBe(25);
    });
    expect(m.length).toBeGreaterThanOrEqual(1);
    expect(m.length).toBeLessThanOrEqual(3);
    expect(m.every((r) => r === 'QueryCommand')).toBe(true);
  });

  it('answers a search with the customer as last written, and reads those an older index item carries no row for', async () => {
    const t = 'srch-rows';
    const created = await customers.create(t, 'c-1', person('Eva', 'Schmidt', { email: 'eva@old.de' }));
    // A change that keeps every token (the birthday is not searched): the row alone must move the index.
    const moved = person('Eva', 'Schmidt', { email: 'eva@old.de' });
    const changed = await customers.update(t, 'c-1', created.version, { ...moved, masterData: { ...moved.masterData, birthday: '1990-04-01' } });
    const page = await customers.page(t, { slot: 1, descending: false, offset: 0, limit: 25, search: 'schmidt' });
    expect(page.data).toEqual([changed]);
    // An index item written before rows were carried (no row): the page still holds the customer, by one BatchGet.
    const key = { pk: searchPk(t, 'CUSTOMER', 's'), sk: searchEntry(customers.config, changed)!.order };
    const res = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': key.pk } }));
    const item = res.Items!.find((i) => String(i.sk).startsWith('schmidt#'))!;
    const { row: _row, ...bare } = item;
    await db().send(new PutCommand({ TableName: tableName(), Item: bare }));
    let again: Awaited<ReturnType<typeof customers.page>> | undefined;
    const requests = await requestsOf(async () => {
      again = await customers.page(t, { slot: 1, descending: false, offset: 0, limit: 25, search: 'schmidt' });
    });
    expect(requests).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    expect(again?.data).toEqual([changed]);
  });

  it('answers GET /api/customers?search= with `more` instead of a total', async () => {
    const t = 'srch-api';
    await customers.create(t, 'c-1', person('Jürgen', 'Müller'));
    await customers.create(t, 'c-2', person('Hans', 'Mueller'));
    const token = await adminOf(t);
    const res = await invoke<{ data: Array<{ id: string }>; total?: number; more?: boolean }>(handler, 'GET', '/api/customers', {
      token,
      query: { search: 'MÜLLER', size: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body).toMatchObject({ more: true, page: 1, size: 1 });
    expect(res.body.total).toBeUndefined();
    const plain = await invoke<{ total?: number }>(handler, 'GET', '/api/customers', { token });
    expect(plain.body.total).toBe(2);
  });
});
