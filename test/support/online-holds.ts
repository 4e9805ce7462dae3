import { ZRoomType } from '../../shared/domain/inventory/room-type';
import { ZTour } from '../../shared/domain/inventory/tour';
import { roomTypes, tours } from '../../functions/data/assets';
import { mapHost } from '../../functions/data/tenants';
import { handler as bookCheckout } from '../../functions/booking/online/checkout/lambda';
import { resortWithRooms, scheduleWithCabins, type CabinSpec } from './booking-fixtures';
import { invoke, type InvokeResult } from './invoke';

/** Calls of the online hold tests (functions/booking/online): the guest's public writes on the tenant's own host. */

export type Hold = {
  id: string;
  bookingNo: string;
  status: string;
  holdExpiresAt: string;
  extensionsLeft: number;
  token: string;
  price: { currency: string; total: number; payNow: number; deposit: number; lines: { text: string; total: number }[] };
};

/** A departure a guest may book (booking-fixtures' schedule and cabins, with its tour `tr-1` visible and active). */
export async function bookableTrip(tenant: string, cabins: CabinSpec[], scheduleId: string) {
  const made = await scheduleWithCabins(tenant, cabins, scheduleId);
  if (!(await tours.get(tenant, 'tr-1')))
    await tours.create(
      tenant,
      'tr-1',
      ZTour.parse({ name: 'Reef tour', key: 'REEF', vessel: made.vesselId, duration: 7, embarkPort: 'p-1', disembarkPort: 'p-1' }),
    );
  return made;
}

/** A resort a guest may book: booking-fixtures' rooms of type `rt-1`, with the room type (1–2 guests). */
export async function bookableStay(tenant: string, count: number, resortId: string) {
  const made = await resortWithRooms(tenant, count, resortId);
  await roomTypes.create(tenant, 'rt-1', ZRoomType.parse({ name: 'Standard', key: 'STD', resort: resortId, maxNoOfPax: 2, minNoOfPax: 1 }));
  return made;
}

/** A host of the tenant's own: the public calls take the tenant from it. */
export async function hostOf(tenant: string): Promise<string> {
  const host = `${tenant}.example.test`;
  await mapHost(host, tenant);
  return host;
}

let client = 0;
/** A client address of its own per call (the guest's calls are throttled per client). */
const nextClient = () => {
  client = (client + 1) % 60000;
  return `198.18.${Math.floor(client / 250)}.${1 + (client % 250)}`;
};

export const guestCall = <T = Record<string, unknown>>(host: string, method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  invoke<T>(bookCheckout, method, path, { headers: { host }, sourceIp: nextClient(), ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) });

export const contact = (language: 'de' | 'en' = 'en', email = 'guest@example.org') => ({
  firstName: 'Gina',
  lastName: 'Guest',
  email,
  phone: '+49 30 1234567',
  country: 'DE',
  language,
});

/** The create body of a trip: one cabin for the named guests (g1 is the lead). */
export const tripHold = (schedule: string, cabin: string, guests = 1, extra: Record<string, unknown> = {}) => ({
  choice: { kind: 'trip', schedule, cabins: [{ cabin, guests: Array.from({ length: guests }, (_, i) => `g${i + 1}`) }] },
  guests: Array.from({ length: guests }, (_, i) => ({ key: `g${i + 1}`, firstName: `Guest${i + 1}`, lastName: 'Online' })),
  lead: 'g1',
  contact: contact(),
  acceptTerms: true,
  ...extra,
});

/** The create body of a stay: one room of `roomType` (or the room given) for the named guests. */
export const stayHold = (resort: string, roomType: string, from: string, to: string, guests = 1, extra: Record<string, unknown> = {}, room?: string) => ({
  choice: { kind: 'stay', resort, from, to, rooms: [{ roomType, ...(room ? { room } : {}), guests: Array.from({ length: guests }, (_, i) => `g${i + 1}`) }] },
  guests: Array.from({ length: guests }, (_, i) => ({ key: `g${i + 1}`, firstName: `Guest${i + 1}`, lastName: 'Online' })),
  lead: 'g1',
  contact: contact(),
  acceptTerms: true,
  ...extra,
});

export const holdBy = (host: string, body: unknown): Promise<InvokeResult<Hold>> => guestCall<Hold>(host, 'POST', '/api/book/booking/create', body);
