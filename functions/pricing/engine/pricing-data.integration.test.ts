import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ZSpecial } from '../../../shared/domain/pricing/special';
import { ZSupplement } from '../../../shared/domain/pricing/supplement';
import { priceWorld } from '../../../test/support/price-fixture';
import { db } from '../../data/client';
import { supplements } from '../../data/prices';
import { pricingVersion } from '../../data/pricing-version';
import { specials } from '../../data/specials';
import { loadPricingData } from './pricing-data';

const transfer = (price: number) => ZSupplement.parse({ name: 'Airport transfer', priceRule: 'PerPerson', price });
const priceOf = (data: Awaited<ReturnType<typeof loadPricingData>>, id: string) => data.supplements.find((s) => s.id === id)?.price;

describe('the pricing data cache (per tenant, by the pricing version)', () => {
  it('keeps the data between calls and sees a change through the repositories on the next call', async () => {
    const tenant = 'pricing-cache';
    await priceWorld(tenant);
    const before = await pricingVersion(tenant);
    const made = await supplements.create(tenant, 'su1', transfer(25));
    expect(await pricingVersion(tenant)).toBe(before + 1);
    expect(priceOf(await loadPricingData(tenant, { resort: 'r1' }), 'su1')).toBe(25);

    // Written behind the repositories' back (no version bump): the cached data is still used.
    const { items } = supplements.createItems(tenant, 'su-sneaked', transfer(99));
    const put = (items[0] as { Put: ConstructorParameters<typeof PutCommand>[0] }).Put;
    await db().send(new PutCommand(put));
    expect(priceOf(await loadPricingData(tenant, { resort: 'r1' }), 'su-sneaked')).toBeUndefined();

    // A write through the repository bumps the version: the next call reads everything again.
    await supplements.update(tenant, 'su1', made.version, transfer(30));
    const after = await loadPricingData(tenant, { resort: 'r1' });
    expect(priceOf(after, 'su1')).toBe(30);
    expect(priceOf(after, 'su-sneaked')).toBe(99);

    await specials.create(tenant, 'sp1', ZSpecial.parse({ name: 'Early booking', autoAdd: true, discountValue: 10 }));
    expect((await loadPricingData(tenant, { resort: 'r1' })).specials.map((s) => s.id)).toContain('sp1');
    const removed = await specials.getOrThrow(tenant, 'sp1');
    await specials.delete(tenant, 'sp1', removed.version);
    expect((await loadPricingData(tenant, { resort: 'r1' })).specials.map((s) => s.id)).not.toContain('sp1');
  });
});
