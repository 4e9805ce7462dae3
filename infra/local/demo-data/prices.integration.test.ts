import { describe, expect, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { allOf, collect } from '../../../functions/data/iterate';
import { priceDefinitions } from '../../../functions/data/prices';
import { handler as prices } from '../../../functions/pricing/prices/lambda';
import { priceDefinitionOptions } from '../../../functions/pricing/prices/master-data';
import { seedInventoryMasterData } from './inventory';
import { seedPrices } from './prices';

describe('the demo prices', () => {
  it('pass the API reference checks and price every Coral Bay room type and Manta Queen cabin type', async () => {
    const pending: Array<Promise<unknown>> = [];
    seedInventoryMasterData((_n, done) => pending.push(done), '2026-11-24');
    seedPrices((_n, done) => pending.push(done));
    await Promise.all(pending);
    const defs = await collect(allOf(priceDefinitions, 'demo'));
    expect(defs.map((d) => d.id).sort()).toEqual(['pd-coral-high', 'pd-coral-low', 'pd-manta-trips']);
    for (const d of defs) await priceDefinitionOptions.prepare!({ tenant: 'demo', kind: 'update', id: d.id, data: d, writeOnly: {} });
    const token = await adminOf('demo');
    type ByType = { data: Array<{ roomType: string; entries: Array<{ price: number; definition: string }> }> };
    const july = (await invoke<ByType>(prices, 'GET', '/api/resort/entries', { token, query: { resort: 'r-coral', date: '2027-07-15' } })).body.data;
    // July is high season (its periods name the date), for every room type.
    expect(july.map((t) => [t.roomType, t.entries.length > 0, t.entries[0]?.definition]).sort()).toEqual(
      ['rt-budget', 'rt-family', 'rt-garden', 'rt-ocean'].map((t) => [t, true, 'pd-coral-high']),
    );
    // A second default terms of payment is refused: the demo's default holds its lookup like one written through the API.
    const second = await invoke(prices, 'POST', '/api/terms', { token, body: { name: 'X', isDefault: true, entries: [{ reason: 'All', percent: 100 }] } });
    expect(second.status).toBe(409);
  });
});
