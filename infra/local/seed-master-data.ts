import { recordStockMovement } from '../../functions/data/stock';
import { seedCatalogue } from './demo-data/catalogue';
import { seedGuestForms } from './demo-data/forms';
import { seedGeo } from './demo-data/geo';
import { seedPeople } from './demo-data/people';
import { seedSettings } from './demo-data/settings';
import { seedPaymentProvider } from './demo-data/payment-provider';

/**
 * Master data and configuration of the demo tenants, bulk-loaded (seeding runs at every fresh start and in tests),
 * one module per area under demo-data/, then the stock movements through the API's own function.
 */
export async function seedMasterData(log: (line: string) => void): Promise<void> {
  const counts: Record<string, number> = {};
  // Resources do not depend on each other at write time: all of them at once.
  const pending: Array<Promise<unknown>> = [];
  const add = (name: string, done: Promise<number>) => pending.push(done.then((n) => (counts[name] = n)));

  seedSettings(add, pending);
  seedPaymentProvider(add);
  seedPeople(add);
  seedCatalogue(add);
  seedGeo(add, pending);
  seedGuestForms(add);
  await Promise.all(pending);
  add('stockMovements', seedStockMovements());
  await Promise.all(pending);

  log(
    `master data: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}

/**
 * The tracked demo products start at 0 and get their quantities from movements recorded over the last two
 * weeks, through the same function the API uses, so the stock log explains every unit (defog ends below
 * its minimum).
 */
async function seedStockMovements(): Promise<number> {
  const admin = { userId: 'u-admin', userName: 'Alex Admin' };
  const rows: Array<[number, number, Parameters<typeof recordStockMovement>[1]]> = [
    [14, 9, { productId: 'p-water', change: 288, reason: 'receipt', note: 'Delivery Aqua Cebu' }],
    [14, 10, { productId: 'p-beer', change: 120, reason: 'receipt', note: 'Delivery Aqua Cebu' }],
    [13, 11, { productId: 'p-defog', change: 20, reason: 'receipt' }],
    [10, 18, { productId: 'p-water', change: -36, reason: 'sale' }],
    [9, 19, { productId: 'p-beer', change: -48, reason: 'sale' }],
    [7, 17, { productId: 'p-defog', change: -8, reason: 'sale' }],
    [5, 18, { productId: 'p-water', change: -24, reason: 'sale' }],
    [4, 20, { productId: 'p-beer', change: -40, reason: 'sale' }],
    [3, 8, { productId: 'p-water', change: -6, reason: 'loss', note: 'Broken in transport' }],
    [3, 16, { productId: 'p-defog', change: -6, reason: 'sale' }],
    [2, 12, { productId: 'p-beer', change: 2, reason: 'return' }],
    [1, 17, { productId: 'p-defog', change: -1, reason: 'loss' }],
    [1, 18, { productId: 'p-water', setTo: 220, reason: 'inventory', note: 'Monthly count' }],
  ];
  const today = new Date();
  for (const [daysAgo, hour, movement] of rows) {
    const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour));
    await recordStockMovement('demo', movement, admin, { now: () => at });
  }
  return rows.length;
}
