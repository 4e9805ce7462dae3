import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ZAgency } from '../../shared/domain/agency/agency';
import { ZResort, ZVessel } from '../../shared/domain/inventory/asset';
import { ZRoom } from '../../shared/domain/inventory/room';
import { ZRoomType } from '../../shared/domain/inventory/room-type';
import { ZSchedule } from '../../shared/domain/inventory/schedule';
import { ZTour } from '../../shared/domain/inventory/tour';
import { ZCurrency } from '../../shared/domain/settings/currency';
import { ZPort } from '../../shared/domain/settings/geo';
import { agencies } from '../../functions/data/agencies';
import { resorts, rooms, roomTypes, schedules, tours, vessels } from '../../functions/data/assets';
import { bookingIndexKey, bookingItem, bookingKey, type BookingItem } from '../../functions/data/entities/booking';
import { db, tableName } from '../../functions/data/client';
import { ports } from '../../functions/data/geo';
import { currencies } from '../../functions/data/settings-resources';
import { adminOf } from './tokens';

/**
 * A priced world for the prices Lambda's tests: resorts r1 (types rt1, rt2, room ro1) and r2 (type rt3), vessel v1
 * (cabin type ct1, cabins cb1 and cb2 of two beds), tour tr1 and schedule sc1 (2027-03-06 – 2027-03-13), currencies
 * EUR (base) and USD (1.0825) and IDR (17250.5, 0 decimals), agency ag1 (15 %).
 */
export async function priceWorld(tenant: string) {
  const token = await adminOf(tenant);
  await resorts.importMany(tenant, [
    { id: 'r1', data: ZResort.parse({ name: 'Coral Bay', key: 'CB' }) },
    { id: 'r2', data: ZResort.parse({ name: 'Palm Cove', key: 'PC' }) },
  ]);
  await vessels.importMany(tenant, [{ id: 'v1', data: ZVessel.parse({ name: 'MV Manta', key: 'MANTA' }) }]);
  await roomTypes.importMany(tenant, [
    { id: 'rt1', data: ZRoomType.parse({ name: 'Garden', key: 'GARDEN', resort: 'r1' }) },
    { id: 'rt2', data: ZRoomType.parse({ name: 'Beach', key: 'BEACH', resort: 'r1' }) },
    { id: 'rt3', data: ZRoomType.parse({ name: 'Palm', key: 'PALM', resort: 'r2' }) },
    { id: 'ct1', data: ZRoomType.parse({ name: 'Twin cabin', key: 'TWIN', vessel: 'v1' }) },
  ]);
  await rooms.importMany(tenant, [
    { id: 'ro1', data: ZRoom.parse({ name: 'G1', type: 'Room', resort: 'r1', roomType: 'rt1' }) },
    { id: 'cb1', data: ZRoom.parse({ name: 'C1', type: 'Cabin', vessel: 'v1', roomType: 'ct1', availableBeds: 2 }) },
    { id: 'cb2', data: ZRoom.parse({ name: 'C2', type: 'Cabin', vessel: 'v1', roomType: 'ct1', availableBeds: 2 }) },
  ]);
  await ports.importMany(tenant, [{ id: 'po1', data: ZPort.parse({ name: 'Labuan Bajo' }) }]);
  await tours.importMany(tenant, [
    { id: 'tr1', data: ZTour.parse({ name: 'Komodo', key: 'KN', vessel: 'v1', duration: 7, embarkPort: 'po1', disembarkPort: 'po1' }) },
  ]);
  await schedules.importMany(tenant, [
    { id: 'sc1', data: ZSchedule.parse({ tour: 'tr1', vessel: 'v1', from: '2027-03-06', to: '2027-03-13', embarkPort: 'po1', disembarkPort: 'po1' }) },
  ]);
  await currencies.importMany(tenant, [
    { id: 'cu-eur', data: ZCurrency.parse({ code: 'EUR', name: 'Euro', symbol: '€', rate: 1 }) },
    { id: 'cu-usd', data: ZCurrency.parse({ code: 'USD', name: 'US dollar', symbol: '$', rate: 1.0825, display: true }) },
    { id: 'cu-idr', data: ZCurrency.parse({ code: 'IDR', name: 'Rupiah', symbol: 'Rp', rate: 17250.5, decimals: 0, display: false }) },
  ]);
  await agencies.importMany(tenant, [{ id: 'ag1', data: ZAgency.parse({ name: 'Dive Travel', commission: 15 }) }]);
  return { token };
}

/** A stored booking header (listed by check-in), as the bookings Lambda writes it. */
export async function putBooking(tenant: string, b: Partial<BookingItem> & { id: string }): Promise<void> {
  const now = new Date().toISOString();
  const header: BookingItem = { bookingNo: 1, state: 'confirmed', rooms: [], version: 1, createdAt: now, updatedAt: now, ...b };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...bookingItem.toItem(bookingKey(tenant, b.id), header), ...bookingIndexKey(tenant, header) } }),
  );
}
