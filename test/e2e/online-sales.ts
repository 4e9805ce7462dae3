import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAsUser, operatorDay } from './screens';

/**
 * What the guest-booking e2e files sell, made through the staff API for each test (never the demo's data):
 * book-online.e2e.test.ts and online-journey.e2e.test.ts.
 */

/** A staff POST that must succeed; answers the new record's id. */
export async function created(page: Page, url: string, body: unknown): Promise<string> {
  const res = await apiAsUser(page, 'POST', url, body);
  expect(res.status, `${url}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return String(res.json.id);
}

/** A vessel of its own with one cabin for two, a tour, a departure `offset` days ahead and a trip price of 1,890.00 per guest. */
export async function ownTrip(staff: Page, tag: string, offset: number) {
  const vessel = await created(staff, '/api/vessels', { name: `Book Heron ${tag}`, key: `BH${tag}`.slice(0, 20) });
  const cabinType = await created(staff, '/api/roomtypes', { name: 'Twin cabin', key: `TW${tag}`.slice(0, 20), vessel });
  const cabin = await created(staff, '/api/rooms', { name: `Coral ${tag}`, type: 'Cabin', vessel, roomType: cabinType, availableBeds: 2 });
  const port = 'prt-sorong';
  const tour = await created(staff, '/api/tours', {
    name: `Heron Reefs ${tag}`,
    key: `HR${tag}`.slice(0, 20),
    vessel,
    duration: 7,
    embarkPort: port,
    disembarkPort: port,
  });
  const from = operatorDay(offset);
  const schedule = await created(staff, '/api/schedules', { tour, vessel, from, to: operatorDay(offset + 7), embarkPort: port, disembarkPort: port });
  await created(staff, '/api/price', {
    name: `Heron trips ${tag}`,
    type: 'trip',
    calculationType: 'unit',
    vessel,
    validRange: { from: operatorDay(0), to: operatorDay(400) },
    basePrice: 1890,
    currencies: ['EUR'],
  });
  return { vessel, tour, schedule, cabin, from };
}

/** A resort of its own with one room type for two, one room and a nightly price of 120.00. */
export async function ownResort(staff: Page, tag: string) {
  const resort = await created(staff, '/api/resorts', { name: `Book Lagoon ${tag}`, key: `BL${tag}`.slice(0, 20) });
  const roomType = await created(staff, '/api/roomtypes', { name: `Lagoon view ${tag}`, key: `LV${tag}`.slice(0, 20), resort, maxNoOfPax: 2 });
  await created(staff, '/api/rooms', { name: `L${tag}`.slice(0, 10), type: 'Room', resort, roomType });
  await created(staff, '/api/price', {
    name: `Lagoon nights ${tag}`,
    type: 'room',
    calculationType: 'unit',
    resort,
    validRange: { from: operatorDay(0), to: operatorDay(400) },
    basePrice: 120,
    currencies: ['EUR'],
  });
  return { resort, roomType };
}
