import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { ZRoom } from '../../shared/domain/inventory/room';
import { ZSchedule } from '../../shared/domain/inventory/schedule';
import { ZProduct } from '../../shared/domain/product/product';
import { rooms, schedules } from '../../functions/data/assets';
import { db, tableName } from '../../functions/data/client';
import { masterDataKey } from '../../functions/data/entities/master-data';
import { widgetSlugLookupKey } from '../../functions/data/entities/widget-slug';
import { products } from '../../functions/data/products';
import { mapHost } from '../../functions/data/tenants';
import { handler as prices } from '../../functions/pricing/prices/lambda';
import { handler as book } from '../../functions/booking/online/read/lambda';
import { invoke, type InvokeOptions } from './invoke';
import { priceWorld } from './price-fixture';

/**
 * A tenant the online booking reads can be tried on (functions/booking/online/read/): priceWorld (resort r1 with room
 * types rt1 and rt2, vessel v1 with twin cabins cb1 and cb2, tour tr1 and its departure sc1 2027-03-06..13) plus rooms
 * ro2 (rt1) and ro3 (rt2), a shared cabin cb3 for one gender (four beds), a season for r1, a trip price for v1, terms
 * with a 30 % deposit, a transfer supplement, a product sold online and one that is not, and its own site host.
 */
export async function onlineWorld(tenant: string) {
  const w = await priceWorld(tenant);
  const post = async (path: string, body: unknown) => {
    const res = await invoke<{ id: string }>(prices, 'POST', path, { token: w.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id;
  };
  await rooms.importMany(tenant, [
    { id: 'ro2', data: ZRoom.parse({ name: 'G2', type: 'Room', resort: 'r1', roomType: 'rt1' }) },
    { id: 'ro3', data: ZRoom.parse({ name: 'B1', type: 'Room', resort: 'r1', roomType: 'rt2', description: { en: 'By the sea', de: 'Am Meer' } }) },
    {
      id: 'cb3',
      data: ZRoom.parse({
        name: 'Dorm',
        type: 'Cabin',
        vessel: 'v1',
        roomType: 'ct1',
        availableBeds: 4,
        allowSharedRoom: true,
        allowMixedGender: false,
        configuration: { maxNoOfPax: 4, defaultNoOfPax: 1, beds: [1, 2, 3, 4].map((b) => ({ internalId: String(b) })) },
      }),
    },
  ]);
  await schedules.importMany(tenant, [
    {
      id: 'sc-hidden',
      data: ZSchedule.parse({ tour: 'tr1', vessel: 'v1', from: '2027-04-06', to: '2027-04-13', embarkPort: 'po1', disembarkPort: 'po1', isVisible: false }),
    },
  ]);
  await post('/api/price', {
    name: 'Season 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [
      { id: 'g1', roomType: 'rt1', noOfPax: 1, price: 80 },
      { id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 },
      { id: 'g2c', roomType: 'rt1', noOfPax: 2, ageBand: 'child', price: 50 },
      { id: 'b1', roomType: 'rt2', noOfPax: 1, price: 120 },
      { id: 'b2', roomType: 'rt2', noOfPax: 2, price: 150 },
    ],
    currencies: ['EUR'],
  });
  await post('/api/price', {
    name: 'Trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: 'v1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [
      { id: 't1', roomType: 'ct1', noOfPax: 1, price: 1500 },
      { id: 't2', roomType: 'ct1', noOfPax: 2, price: 1200.5 },
      { id: 't3', roomType: 'ct1', noOfPax: 3, price: 1100 },
      { id: 't4', roomType: 'ct1', noOfPax: 4, price: 999.99 },
    ],
    currencies: ['EUR'],
  });
  await post('/api/terms', {
    name: '30 % deposit',
    isDefault: true,
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  const transfer = await post('/api/supplements', { name: 'Airport transfer', priceRule: 'PerPerson', price: 25 });
  await products.importMany(tenant, [
    { id: 'pr-mask', data: ZProduct.parse({ name: 'Mask rental', price: 5, availableOnline: true, sku: 'SKU-SECRET', stock: { tracked: true, quantity: 7 } }) },
    { id: 'pr-staff', data: ZProduct.parse({ name: 'Staff only', price: 9 }) },
  ]);
  const host = `${tenant}.book.test`;
  await mapHost(host, tenant);
  const call = <T = Record<string, unknown>>(method: string, path: string, opts: InvokeOptions = {}) =>
    invoke<T>(book, method, path, {
      ...opts,
      headers: { host, ...opts.headers },
      sourceIp: opts.sourceIp ?? `10.${tenant.length}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  return { ...w, transfer, host, call };
}

/** A widget of the tenant as the widget slice stores it: the global slug lookup and the widget's item. */
export async function putWidget(
  tenant: string,
  id: string,
  slug: string,
  sells: { kind: 'resort' | 'vessel' | 'tours'; resort?: string; vessel?: string; tours?: string[] },
  active = true,
) {
  const now = new Date().toISOString();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...widgetSlugLookupKey(slug), entityType: 'WIDGETSLUG', tenant, widgetId: id, slug } }));
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...masterDataKey(tenant, 'WIDGET', id),
        entityType: 'WIDGET',
        tenant,
        id,
        version: 1,
        createdAt: now,
        updatedAt: now,
        name: slug,
        slug,
        tours: [],
        active,
        ...sells,
      },
    }),
  );
}
