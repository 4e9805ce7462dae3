import { describe, expect, it } from 'vitest';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { getEntry } from '../../data/bank-entries';
import { handler as banks } from '../banks/lambda';
import { handler } from './lambda';

/** Bank entries as a resource of the generic pattern on DynamoDB Local (docs/decisions.md "Bank entries, counter products and lookups"). */

type Entry = {
  id: string;
  bankId: string;
  date: string;
  amount: string;
  currency: string;
  counterparty: string;
  reference: string;
  text?: string;
  source: string;
  open: string;
  assignedMinor: number;
  version: number;
};
type List = { data: Entry[]; total: number; page: number; size: number };
type Failure = { name: string; message: string; statusCode: number; description: string; path: string; method: string };

const cash = (bankId: string, over: Record<string, unknown> = {}) => ({
  bankId,
  date: '2027-03-05',
  amount: '250.00',
  counterparty: 'Till of the dive centre',
  reference: 'Cash deposit week 10',
  text: 'Counted by Ana',
  ...over,
});

async function setup(tenant: string) {
  const token = await adminOf(tenant);
  const bank = (await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token, body: { name: 'Sparkasse', currency: 'EUR' } })).body;
  const post = (path: string, body?: unknown, query?: Record<string, string>) => invoke<Entry & Failure>(handler, 'POST', path, { token, body, query });
  const get = <T = Entry & Failure>(path: string, query?: Record<string, string>) => invoke<T>(handler, 'GET', path, { token, query });
  const del = (path: string, query?: Record<string, string>) => invoke<Failure>(handler, 'DELETE', path, { token, query });
  return { token, bank, post, get, del };
}

const expectSpecError = (res: { status: number; body: unknown }, status: number, message?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({
    statusCode: status,
    name: expect.any(String),
    description: expect.any(String),
    path: expect.any(String),
    method: expect.any(String),
  });
  if (message) expect((res.body as Failure).message).toBe(message);
};

describe('bank entries: the generic resource pattern', () => {
  it('creates a manual entry (a cash deposit) in the bank currency, reads, lists, updates, copies and deletes it', async () => {
    const { bank, post, get, del } = await setup('bankentry-records');
    const created = await post('/api/bankentries', cash(bank.id));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entry = created.body;
    expect(entry).toMatchObject({
      bankId: bank.id,
      date: '2027-03-05',
      amount: '250.00',
      currency: 'EUR',
      source: 'manual',
      open: '250.00',
      assignedMinor: 0,
      version: 1,
    });
    expect((await get(`/api/bankentries/${entry.id}`)).body).toMatchObject({ id: entry.id, text: 'Counted by Ana' });
    // The bank's own entry list (the bank page) shows it too.
    const onBank = await invoke<{ data: Entry[] }>(banks, 'GET', `/api/banks/${bank.id}/entries`, { token: (await setupToken('bankentry-records'))! });
    expect(onBank.body.data.map((e) => e.id)).toContain(entry.id);

    const updated = await post(`/api/bankentries/${entry.id}`, { ...entry, amount: '260.50', reference: 'Cash deposit week 10 (recounted)' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: entry.id, amount: '260.50', open: '260.50', version: 2 });
    // A stale version: 409, nothing changed.
    const stale = await post(`/api/bankentries/${entry.id}`, { ...entry, amount: '1.00' });
    expectSpecError(stale, 409, 'VERSION_CONFLICT');
    expect((await getEntry('bankentry-records', entry.id))?.amount).toBe('260.50');

    // Another day moves the entry: a new id, the old one gone.
    const moved = await post(`/api/bankentries/${entry.id}`, { ...updated.body, date: '2027-03-06' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.id).not.toBe(entry.id);
    expect(moved.body).toMatchObject({ date: '2027-03-06', version: 3 });
    expect(await getEntry('bankentry-records', entry.id)).toBeUndefined();

    const copy = await post(`/api/bankentries/${moved.body.id}/copy`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body).toMatchObject({ date: '2027-03-06', amount: '260.50', source: 'manual', version: 1, assignedMinor: 0 });
    expect(copy.body.id).not.toBe(moved.body.id);

    const listed = await get<List>('/api/bankentries', { sort: 'date', order: 'asc' });
    expect(listed.body).toMatchObject({ total: 2, page: 1 });

    expect((await del(`/api/bankentries/${copy.body.id}`)).status).toBe(200);
    expect(await getEntry('bankentry-records', copy.body.id)).toBeUndefined();
    expectSpecError(await get(`/api/bankentries/${copy.body.id}`), 404);
  });

  it('refuses bad input with 400 in the spec error shape and writes nothing; unknown ids are 404', async () => {
    const tenant = 'bankentry-refusals';
    const { bank, post, get, del } = await setup(tenant);
    const refusals: Array<[unknown, string]> = [
      [cash(bank.id, { amount: '0' }), 'zero'],
      [cash(bank.id, { amount: '12.345' }), 'three decimals in EUR'],
      [cash(bank.id, { amount: 'ten' }), 'not a number'],
      [cash(bank.id, { date: '2027-02-30' }), 'no such day'],
      [cash(bank.id, { currency: 'euro' }), 'not a currency code'],
      [cash(bank.id, { bankId: 'bk-nope' }), 'unknown bank'],
      [cash(bank.id, { surprise: 1 }), 'unknown field'],
      [{ date: '2027-03-05', amount: '1.00' }, 'no bank'],
      [cash(bank.id, { currency: 'JPY', amount: '10.5' }), 'decimals in JPY'],
    ];
    for (const [body, why] of refusals) {
      const res = await post('/api/bankentries', body);
      expect(res.status, why).toBe(400);
      expectSpecError(res, 400, 'ValidationError');
    }
    expect((await get<List>('/api/bankentries')).body.total).toBe(0);
    expectSpecError(await get('/api/bankentries', { filter: '{"nope":1}' }), 400);
    expectSpecError(await get('/api/bankentries', { filter: 'not json' }), 400);
    expectSpecError(await get('/api/bankentries', { sort: 'colour' }), 400);

    const ok = (await post('/api/bankentries', cash(bank.id))).body;
    const bad = await post(`/api/bankentries/${ok.id}`, { ...ok, amount: '1.001' });
    expectSpecError(bad, 400);
    expect((await getEntry(tenant, ok.id))?.amount).toBe('250.00');

    const unknown = `${bank.id}_20270305_MNOPE`;
    expectSpecError(await get(`/api/bankentries/${unknown}`), 404);
    expectSpecError(await post(`/api/bankentries/${unknown}`, { ...ok, version: 1 }), 404);
    expectSpecError(await post(`/api/bankentries/${unknown}/copy`), 404);
    expectSpecError(await del(`/api/bankentries/${unknown}`), 404);
    expectSpecError(await get('/api/bankentries/not-an-entry'), 404);
  });

  it('keeps an assigned entry: delete is 409 BANK_ENTRY_ASSIGNED and it stays; its amount, currency and day cannot change, its texts can', async () => {
    const tenant = 'bankentry-assigned';
    const { token, bank, post, del } = await setup(tenant);
    const entry = (await post('/api/bankentries', cash(bank.id, { amount: '500.00' }))).body;
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const booking = (await create(token, stay(resortId, [roomIds[0]!], '2027-09-01', 3))).body as { id: string };
    const assigned = await post(`/api/bankentries/${entry.id}/payments`, { booking: booking.id, amount: '200.00' });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    const refused = await del(`/api/bankentries/${entry.id}`);
    expectSpecError(refused, 409, 'BANK_ENTRY_ASSIGNED');
    expect(await getEntry(tenant, entry.id)).toMatchObject({ amount: '500.00', assignedMinor: 20000 });

    for (const change of [{ amount: '600.00' }, { currency: 'USD' }, { date: '2027-03-07' }])
      expectSpecError(await post(`/api/bankentries/${entry.id}`, { ...entry, ...change }), 409, 'BANK_ENTRY_ASSIGNED');
    expect(await getEntry(tenant, entry.id)).toMatchObject({ amount: '500.00', currency: 'EUR', date: '2027-03-05', assignedMinor: 20000 });

    const texts = await post(`/api/bankentries/${entry.id}`, { ...entry, reference: 'Deposit booking 1', text: 'checked' });
    expect(texts.status, JSON.stringify(texts.body)).toBe(200);
    expect(texts.body).toMatchObject({ reference: 'Deposit booking 1', text: 'checked', assignedMinor: 20000, open: '300.00', version: 2 });
  });

  it('lists with search, filter, sort and pages, and answers the same selection as CSV', async () => {
    const tenant = 'bankentry-list';
    const { bank, post, get } = await setup(tenant);
    const other = (
      await invoke<{ id: string }>(banks, 'POST', '/api/banks', { token: (await setupToken(tenant))!, body: { name: 'Cash box', currency: 'USD' } })
    ).body;
    await post('/api/bankentries', cash(bank.id, { date: '2027-03-01', amount: '100.00', counterparty: 'Anna Berg', reference: 'Booking 17' }));
    await post('/api/bankentries', cash(bank.id, { date: '2027-03-03', amount: '-40.00', counterparty: 'Fuel station', reference: '=SUM(A1)' }));
    await post('/api/bankentries', cash(other.id, { date: '2027-03-02', amount: '75.00', counterparty: 'Walk-in diver', reference: 'Cash' }));

    const byAmount = await get<List>('/api/bankentries', { sort: 'amount', order: 'desc' });
    expect(byAmount.body.data.map((e) => e.amount)).toEqual(['100.00', '75.00', '-40.00']);
    expect(byAmount.body.data.map((e) => e.currency)).toEqual(['EUR', 'USD', 'EUR']);
    const paged = await get<List>('/api/bankentries', { sort: 'date', size: '2', page: '2' });
    expect(paged.body).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.body.data.map((e) => e.date)).toEqual(['2027-03-03']);
    const searched = await get<List>('/api/bankentries', { search: 'anna' });
    expect(searched.body.data.map((e) => e.counterparty)).toEqual(['Anna Berg']);
    const filtered = await get<List>('/api/bankentries', { filter: JSON.stringify({ bankId: bank.id, date: { gte: '2027-03-02' } }) });
    expect(filtered.body.data.map((e) => e.counterparty)).toEqual(['Fuel station']);

    const csv = await get<string>('/api/bankentries/listCSV', { filter: JSON.stringify({ bankId: bank.id }), sort: 'date' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,bankId,date,amount,currency,counterparty,reference,iban,text,source,open');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',2027-03-01,100.00,EUR,Anna Berg,Booking 17,');
    // A formula in a cell is escaped for spreadsheet programs.
    expect(lines[2]).toContain(`,-40.00,EUR,Fuel station,"'=SUM(A1)",`);
    // A negative amount is a number, not a formula: not escaped.
    expect(lines[2]).toMatch(/,manual,-40\.00$/);
  });
});

async function setupToken(tenant: string) {
  return adminOf(tenant);
}
