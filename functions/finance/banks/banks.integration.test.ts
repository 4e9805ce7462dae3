import { describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { getEntry } from '../../data/bank-entries';
import { getSecrets } from '../../data/secrets';
import { handler } from './lambda';

/** Banks on DynamoDB Local (docs/decisions.md "Banks and bank entries"): accounts, CSV import, entries, cashflow, balance, Wise. */

type Report = { importId: string; imported: number; duplicates: number; invalid: Array<{ line: number; reason: string }> };
type Entry = { id: string; date: string; amount: string; open: string; reference: string; assignedMinor: number };

const GERMAN = {
  delimiter: ';',
  decimal: 'comma',
  dateFormat: 'DD.MM.YYYY',
  skipRows: 1,
  columns: { date: 0, counterparty: 1, iban: 2, reference: 3, amount: 4, currency: 5 },
} as const;

const GERMAN_CSV = [
  'Buchungstag;Name;IBAN;Verwendungszweck;Betrag;Währung',
  '02.03.2027;Anna Schmidt;DE44 5001 0517 5407 3249 31;Anzahlung Buchung 1042;1.234,56;EUR',
  '03.03.2027;Kaffee Bar;;Kartenzahlung;-3,50;EUR',
  '03.03.2027;Kaffee Bar;;Kartenzahlung;-3,50;EUR',
  '31.02.2027;Broken;;bad day;10,00;EUR',
  '04.03.2027;Broken;;bad amount;zehn;EUR',
  '05.03.2027;John Miller;GB29NWBK60161331926819;Rest 1043;890,00;EUR',
].join('\n');

const api = (token: string) => ({
  create: (body: unknown) =>
    invoke<{ id: string; version: number; hasSecret: boolean; csvMapping?: unknown; secrets?: unknown }>(handler, 'POST', '/api/banks', { token, body }),
  get: (id: string) => invoke<{ id: string; version: number; csvMapping?: unknown }>(handler, 'GET', `/api/banks/${id}`, { token }),
  importCsv: (id: string, body: unknown) => invoke<Report>(handler, 'POST', `/api/banks/${id}/import/csv`, { token, body }),
  entries: (id: string, query: Record<string, string> = {}) =>
    invoke<{ data: Entry[]; next?: string }>(handler, 'GET', `/api/banks/${id}/entries`, { token, query }),
  deleteEntries: (id: string, query: Record<string, string>) => invoke<{ deleted: number }>(handler, 'DELETE', `/api/banks/${id}/entries`, { token, query }),
  cashflow: (query: Record<string, string>) => invoke<{ data: unknown[] }>(handler, 'GET', '/api/banks/cashflow', { token, query }),
  balance: (query: Record<string, string>) => invoke<{ data: unknown[] }>(handler, 'GET', '/api/banks/balance', { token, query }),
  collect: (id: string, query: Record<string, string> = {}) => invoke<Report>(handler, 'POST', `/api/banks/wise/collect/${id}`, { token, query }),
});

const errorShape = {
  name: expect.any(String),
  message: expect.any(String),
  statusCode: expect.any(Number),
  description: expect.any(String),
  timestamp: expect.any(String),
  path: expect.any(String),
  method: expect.any(String),
};

describe('banks', () => {
  it('imports a German CSV: invalid rows reported by line, equal rows of one file kept, a re-import adds nothing; the mapping is saved', async () => {
    const tenant = 'bank-csv';
    const a = api(await adminOf(tenant));
    const bank = (await a.create({ name: 'Sparkasse', iban: 'DE89 3704 0044 0532 0130 00', currency: 'EUR', openingBalance: '100.00' })).body;
    // Without a mapping (none saved yet) nothing is imported.
    const none = await a.importCsv(bank.id, { csv: GERMAN_CSV });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ ...errorShape, statusCode: 400 });

    const first = await a.importCsv(bank.id, { csv: GERMAN_CSV, mapping: GERMAN, saveMapping: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      imported: 4,
      duplicates: 0,
      invalid: [
        { line: 5, reason: 'date' },
        { line: 6, reason: 'amount' },
      ],
    });
    expect((await a.get(bank.id)).body.csvMapping).toMatchObject({ delimiter: ';', columns: { amount: 4 } });

    const again = await a.importCsv(bank.id, { csv: GERMAN_CSV });
    expect(again.body).toMatchObject({ imported: 0, duplicates: 4 });
    const listed = (await a.entries(bank.id)).body.data;
    expect(listed.map((e) => [e.date, e.amount])).toEqual([
      ['2027-03-05', '890.00'],
      ['2027-03-03', '-3.50'],
      ['2027-03-03', '-3.50'],
      ['2027-03-02', '1234.56'],
    ]);
    expect(listed[3]).toMatchObject({ open: '1234.56', reference: 'Anzahlung Buchung 1042', iban: 'DE44500105175407324931' });
  });

  it('takes chunks of parsed rows with their occurrence in the whole file, and English formats with debit and credit columns', async () => {
    const tenant = 'bank-chunks';
    const a = api(await adminOf(tenant));
    const bank = (await a.create({ name: 'Chase', currency: 'USD' })).body;
    const mapping = { delimiter: ',', decimal: 'point', dateFormat: 'MM/DD/YYYY', skipRows: 1, columns: { date: 0, reference: 1, debit: 2, credit: 3 } };
    const row = (line: number, cells: string[], occurrence: number) => ({ line, cells, occurrence });
    const chunk1 = [row(2, ['03/01/2027', 'Fuel', '1,200.00', ''], 1), row(3, ['03/02/2027', 'Deposit 77', '', '2,500.10'], 1)];
    const chunk2 = [row(4, ['03/01/2027', 'Fuel', '1,200.00', ''], 2), row(5, ['13/45/2027', 'x', '', '1'], 1)];
    expect((await a.importCsv(bank.id, { mapping, rows: chunk1 })).body).toMatchObject({ imported: 2, duplicates: 0 });
    expect((await a.importCsv(bank.id, { mapping, rows: chunk2 })).body).toMatchObject({ imported: 1, duplicates: 0, invalid: [{ line: 5, reason: 'date' }] });
    expect((await a.importCsv(bank.id, { mapping, rows: [...chunk1, ...chunk2] })).body).toMatchObject({ imported: 0, duplicates: 3 });
    expect((await a.entries(bank.id, { search: 'fuel' })).body.data.map((e) => e.amount)).toEqual(['-1200.00', '-1200.00']);
  });

  it('refuses bad input with the error shape and changes nothing', async () => {
    const tenant = 'bank-bad';
    const token = await adminOf(tenant);
    const a = api(token);
    const bank = (await a.create({ name: 'Volksbank' })).body;
    for (const body of [
      {},
      { csv: 'x', rows: [] },
      { csv: 'a;b', mapping: { ...GERMAN, columns: { date: 0 } } },
      { rows: [{ line: 0, cells: [] }], mapping: GERMAN },
    ]) {
      const res = await a.importCsv(bank.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject(errorShape);
    }
    expect((await a.importCsv('bk-nope', { csv: GERMAN_CSV, mapping: GERMAN })).status).toBe(404);
    expect((await a.create({ name: 'x', iban: 'not an iban' })).status).toBe(400);
    expect((await a.deleteEntries(bank.id, {})).status).toBe(400);
    expect((await a.cashflow({ from: '2027-03-01', to: '2027-02-01' })).status).toBe(400);
    expect((await a.balance({ from: '2027-03-01', to: '2027-03-31', groupBy: 'year' })).status).toBe(400);
    expect((await a.balance({ from: '2020-01-01', to: '2027-03-31' })).status).toBe(400);
    expect((await a.entries(bank.id)).body.data).toEqual([]);
    // Reading needs banks.read or bankentries.read; importing banks.update.
    const reader = api(await userWith(tenant, ['bankentries.read']));
    expect((await reader.entries(bank.id)).status).toBe(200);
    expect((await reader.importCsv(bank.id, { csv: GERMAN_CSV, mapping: GERMAN })).status).toBe(403);
    expect((await a.entries(bank.id)).body.data).toEqual([]);
  });

  it('lists by day range and deletes the entries of one import; cashflow and balance per period', async () => {
    const tenant = 'bank-flow';
    const a = api(await adminOf(tenant));
    const bank = (await a.create({ name: 'GLS', openingBalance: '1000.00', openingDate: '2027-01-01' })).body;
    const march = (await a.importCsv(bank.id, { csv: GERMAN_CSV, mapping: GERMAN })).body;
    const april = (await a.importCsv(bank.id, { csv: 'h\n01.04.2027;X;;April;-100,00;EUR\n10.04.2027;Y;;April 2;50,00;EUR', mapping: GERMAN })).body;
    expect((await a.entries(bank.id, { from: '2027-04-01', to: '2027-04-30' })).body.data).toHaveLength(2);
    expect((await a.entries(bank.id, { size: '3' })).body.next).toBeDefined();
    const cash = await a.cashflow({ from: '2027-03-01', to: '2027-04-30', groupBy: 'month' });
    expect(cash.body.data).toEqual([
      { period: '2027-03', currency: 'EUR', in: '2124.56', out: '7.00' },
      { period: '2027-04', currency: 'EUR', in: '50.00', out: '100.00' },
    ]);
    const bal = await a.balance({ from: '2027-03-01', to: '2027-04-30', groupBy: 'month' });
    expect(bal.body.data).toEqual([
      { period: '2027-03', currency: 'EUR', balance: '3117.56' },
      { period: '2027-04', currency: 'EUR', balance: '3067.56' },
    ]);
    expect((await a.deleteEntries(bank.id, { importId: april.importId })).body).toEqual({ deleted: 2 });
    expect((await a.entries(bank.id)).body.data).toHaveLength(4);
    expect((await a.deleteEntries(bank.id, { from: '2027-03-03', to: '2027-03-03' })).body).toEqual({ deleted: 2 });
    const remaining = (await a.entries(bank.id)).body.data[0]!.id;
    expect(await getEntry(tenant, remaining)).toBeDefined();
    expect(march.imported).toBe(4);
    // Deleting the bank takes its (unassigned) entries with it.
    const token = await adminOf(tenant);
    expect((await invoke(handler, 'DELETE', `/api/banks/${bank.id}`, { token })).status).toBe(200);
    expect((await a.balance({ from: '2027-03-01', to: '2027-03-31' })).body.data).toEqual([]);
    expect(await getEntry(tenant, remaining)).toBeUndefined();
  });

  it('collects a Wise account through the stand-in, once; the token is write-only', async () => {
    const tenant = 'bank-wise';
    const a = api(await adminOf(tenant));
    const csvBank = (await a.create({ name: 'Plain' })).body;
    expect((await a.collect(csvBank.id)).status).toBe(400);
    const bank = (await a.create({ name: 'Wise EUR', feed: 'wise', wise: { profileId: '123', balanceId: '456' }, secrets: { token: 'wise-secret' } })).body;
    expect(bank).toMatchObject({ hasSecret: true });
    expect(bank.secrets).toBeUndefined();
    expect(await getSecrets(tenant, 'BANK', bank.id)).toEqual({ token: 'wise-secret' });
    const first = await a.collect(bank.id, { from: '2027-05-01', to: '2027-05-31' });
    expect(first.body.imported).toBeGreaterThan(5);
    expect((await a.collect(bank.id, { from: '2027-05-01', to: '2027-05-31' })).body).toMatchObject({ imported: 0, duplicates: first.body.imported });
  });
});
