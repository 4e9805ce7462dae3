import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../test/support/invoke';
import { adminOf } from '../../test/support/tokens';
import { handler as banks } from '../../functions/finance/banks/lambda';
import { handler as customers } from '../../functions/customer/customers/lambda';
import { handler as geo } from '../../functions/platform/geo/lambda';
import { handler as settings } from '../../functions/platform/settings/lambda';
import { handler as users } from '../../functions/identity/users/lambda';
import { scanPages } from '../../functions/data/paging';
import { isSeeded, resetData, seedDemo } from './seed';

describe('the demo seed', () => {
  let token: string;
  beforeAll(async () => {
    await seedDemo({ customers: 40 });
    token = await adminOf('demo');
  }, 120_000);

  it('loads master data with its invariants: unique codes hold as if written through the API', async () => {
    expect((await invoke(settings, 'GET', '/api/currency/keys', { token })).body).toEqual({ data: ['CHF', 'EUR', 'GBP', 'PHP', 'USD'], baseCurrency: 'EUR' });
    expect((await invoke(settings, 'POST', '/api/currency', { token, body: { code: 'EUR', name: 'Euro 2', symbol: '€' } })).status).toBe(409);
    expect((await invoke(geo, 'POST', '/api/country', { token, body: { code: 'DE', name: 'Germany 2' } })).status).toBe(409);
    expect((await invoke(customers, 'POST', '/api/customerdatagroup', { token, body: { name: 'Dup', fields: [{ key: 'passport.number' }] } })).status).toBe(
      409,
    );
    const de = await invoke<{ data: Array<{ states: unknown[]; callingCodes: string[] }> }>(geo, 'GET', '/api/country', {
      token,
      query: { filter: JSON.stringify({ code: 'DE' }) },
    });
    expect(de.body.data[0]).toMatchObject({ callingCodes: ['+49'] });
    expect(de.body.data[0]!.states).toHaveLength(16);
    expect((await invoke<{ total: number }>(geo, 'GET', '/api/country', { token })).body.total).toBeGreaterThanOrEqual(35);
  });

  it('counts the bulk-loaded customers for the dashboard', async () => {
    const res = await invoke<{ total: number; newLast30Days: number; byCountry: Array<{ count: number }> }>(customers, 'GET', '/api/customers/dashboard', {
      token,
    });
    expect(res.body.total).toBe(40);
    expect(res.body.newLast30Days).toBe(40);
    expect(res.body.byCountry).toHaveLength(5);
  });

  it('offers the demo roles', async () => {
    const roles = await invoke<{ data: Array<{ name: string }> }>(users, 'GET', '/api/users/roles', { token });
    expect(roles.body.data.map((r) => r.name)).toEqual(['Accounting', 'Dive centre manager', 'Front desk']);
  });

  // Last: it empties the table.
  it('has a bank with 30 entries, three of them assigned to bookings', async () => {
    const res = await invoke<{ data: Array<{ assignedMinor: number }> }>(banks, 'GET', '/api/banks/bk-demo-sparkasse/entries', {
      token,
      query: { size: '100' },
    });
    expect(res.body.data).toHaveLength(30);
    expect(res.body.data.filter((e) => e.assignedMinor > 0)).toHaveLength(3);
  });

  it('is deleted by the local reset, every item', async () => {
    let before = 0;
    for await (const page of scanPages({ Select: 'COUNT' })) before += page.Count ?? 0;
    expect(before).toBeGreaterThan(25);
    expect(await resetData()).toBe(before);
    expect(await isSeeded()).toBe(false);
    for await (const page of scanPages()) expect(page.Items).toEqual([]);
  });
});
