import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { AssetRef } from '../../../shared/auth/principal';
import { db, tableName } from '../../data/client';
import { claimItem } from '../../data/entities/inventory';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler as assets } from '../assets/lambda';
import { handler as tours } from '../tours/lambda';
import { handler as rooms } from './lambda';

type Stored = { id: string; version: number; name: string };
type List = { data: Stored[]; total: number };

const limitedUser = (tenant: string, scopes: string[], list: AssetRef[] = []) =>
  tokenFor({ userId: `u-${scopes.join('-')}-${list.map((a) => a.ref).join('-')}`, tenant, userType: 'employee', scopes, assets: list });

async function post<T = Stored>(handler: typeof rooms, path: string, token: string, body: unknown) {
  const res = await invoke<T>(handler, 'POST', path, { token, body });
  return res;
}

/** A resort with a room type and a room, a vessel with a deck, a cabin type and a two-bed cabin. */
async function fixture(tenant: string) {
  const token = await adminOf(tenant);
  const resort = (await post(assets, '/api/resorts', token, { name: 'Coral Bay', key: 'CB' })).body;
  const other = (await post(assets, '/api/resorts', token, { name: 'Palm Cove', key: 'PC' })).body;
  const vessel = (await post(assets, '/api/vessels', token, { name: 'MV Manta', key: 'MANTA', decks: [{ key: 'upper', name: 'Upper deck' }] })).body;
  const roomType = (await post(rooms, '/api/roomtypes', token, { name: 'Garden', key: 'GARDEN', resort: resort.id })).body;
  const otherType = (await post(rooms, '/api/roomtypes', token, { name: 'Beach', key: 'BEACH', resort: other.id })).body;
  const cabinType = (await post(rooms, '/api/roomtypes', token, { name: 'Twin cabin', key: 'TWIN', vessel: vessel.id })).body;
  const bed = (await post(rooms, '/api/bedtypes', token, { name: 'Single', key: 'SGL' })).body;
  const room = (await post(rooms, '/api/rooms', token, { name: 'G1', type: 'Room', resort: resort.id, roomType: roomType.id, bedType: bed.id })).body;
  const otherRoom = (await post(rooms, '/api/rooms', token, { name: 'B1', type: 'Room', resort: other.id, roomType: otherType.id })).body;
  const cabin = (
    await post(rooms, '/api/rooms', token, {
      name: 'C1',
      type: 'Cabin',
      vessel: vessel.id,
      roomType: cabinType.id,
      deck: 'upper',
      availableBeds: 2,
      allowSharedRoom: true,
      configuration: { beds: [{ internalId: 'A', type: bed.id }, { internalId: 'B' }] },
    })
  ).body;
  for (const made of [resort, other, vessel, roomType, otherType, cabinType, bed, room, otherRoom, cabin]) expect(made.id).toBeTruthy();
  return { token, resort, other, vessel, roomType, otherType, cabinType, bed, room, otherRoom, cabin };
}

describe('rooms, room types and bed types', () => {
  it('refuses references that do not exist or belong to another asset, with the field', async () => {
    const f = await fixture('rooms-refs');
    const room = (overrides: Record<string, unknown>) => ({ name: 'X', type: 'Room', resort: f.resort.id, roomType: f.roomType.id, ...overrides });
    const fieldsOf = async (body: unknown) => {
      const res = await post(rooms, '/api/rooms', f.token, body);
      expect(res.status).toBe(400);
      return ZApiError.parse(res.body).fields;
    };
    expect(await fieldsOf(room({ resort: 'rs-nope' }))).toContainEqual({ path: 'body.resort', message: 'resort rs-nope does not exist' });
    expect((await fieldsOf(room({ roomType: f.otherType.id })))?.[0]).toMatchObject({
      path: 'body.roomType',
      message: expect.stringContaining('Beach belongs to resort'),
    });
    expect(await fieldsOf(room({ additionalBedTypes: ['bt-nope'] }))).toEqual([
      { path: 'body.additionalBedTypes.0', message: 'bed type bt-nope does not exist' },
    ]);
    const cabin = { name: 'C2', type: 'Cabin', vessel: f.vessel.id, roomType: f.cabinType.id, deck: 'sun' };
    expect(await fieldsOf(cabin)).toEqual([{ path: 'body.deck', message: 'The vessel has no deck sun' }]);
    expect(await fieldsOf({ ...cabin, deck: 'upper', availableBeds: 1, configuration: { beds: [{ internalId: 'A', type: 'bt-x' }] } })).toEqual([
      { path: 'body.configuration.beds.0.type', message: 'bed type bt-x does not exist' },
    ]);
    expect((await invoke<List>(rooms, 'GET', '/api/rooms', { token: f.token })).body.data.length).toBe(3);
  });

  it('refuses to delete what is still used, naming it, and deletes it once unused', async () => {
    const f = await fixture('rooms-delete');
    const del = (handler: typeof rooms, path: string) => invoke(handler, 'DELETE', path, { token: f.token });
    const inUse = async (handler: typeof rooms, path: string, text: string) => {
      const res = await del(handler, path);
      expect(res.status, path).toBe(409);
      expect(ZApiError.parse(res.body)).toMatchObject({ message: 'IN_USE', description: expect.stringContaining(text) });
    };
    await inUse(assets, `/api/resorts/${f.resort.id}`, 'Coral Bay still has room G1');
    await inUse(assets, `/api/vessels/${f.vessel.id}`, 'MV Manta still has cabin C1');
    await inUse(rooms, `/api/roomtypes/${f.roomType.id}`, 'Room type Garden still has rooms (for example G1)');
    await inUse(rooms, `/api/bedtypes/${f.bed.id}`, 'Bed type Single is still used by room G1');
    // A booked night holds the room.
    const claim = { asset: f.resort.id, unit: f.room.id, night: '2027-05-01', owner: { kind: 'booking' as const, id: 'bk-1' } };
    await db().send(new PutCommand({ TableName: tableName(), Item: claimItem('rooms-delete', claim) }));
    await inUse(rooms, `/api/rooms/${f.room.id}`, 'Room G1 holds booked or blocked nights');
    // The other resort's room has no claim: it goes, then its type, then the resort.
    expect((await del(rooms, `/api/rooms/${f.otherRoom.id}`)).status).toBe(200);
    expect((await del(rooms, `/api/roomtypes/${f.otherType.id}`)).status).toBe(200);
    expect((await del(assets, `/api/resorts/${f.other.id}`)).status).toBe(200);
  });

  it('refuses to delete a cabin with a blocked bed on a schedule, its type, a tour with schedules and a schedule with claims', async () => {
    const f = await fixture('rooms-cabin');
    const port = (
      await invoke<Stored>((await import('../../platform/geo/lambda')).handler, 'POST', '/api/port', { token: f.token, body: { name: 'Labuan Bajo' } })
    ).body;
    const tour = (
      await post(tours, '/api/tours', f.token, { name: 'Komodo', key: 'KOM', vessel: f.vessel.id, duration: 7, embarkPort: port.id, disembarkPort: port.id })
    ).body;
    const schedule = (
      await post(tours, '/api/schedules', f.token, {
        tour: tour.id,
        vessel: f.vessel.id,
        from: '2027-03-06',
        to: '2027-03-13',
        embarkPort: port.id,
        disembarkPort: port.id,
      })
    ).body;
    expect(schedule.id).toBeTruthy();
    const claim = { asset: schedule.id, unit: f.cabin.id, bed: 'B', owner: { kind: 'blocker' as const, id: 'bl-1', reason: 'Event' } };
    await db().send(new PutCommand({ TableName: tableName(), Item: claimItem('rooms-cabin', claim) }));
    const cabin = await invoke(rooms, 'DELETE', `/api/rooms/${f.cabin.id}`, { token: f.token });
    expect(ZApiError.parse(cabin.body).description).toContain(`Cabin C1 holds booked or blocked beds on schedule ${schedule.id}`);
    const res = await invoke(rooms, 'DELETE', `/api/roomtypes/${f.cabinType.id}`, { token: f.token });
    expect(res.status).toBe(409);
    await invoke(rooms, 'DELETE', `/api/roomtypes/${f.roomType.id}`, { token: f.token });
    const tourDelete = await invoke(tours, 'DELETE', `/api/tours/${tour.id}`, { token: f.token });
    expect(ZApiError.parse(tourDelete.body).description).toContain('Tour Komodo still has schedules (for example 2027-03-06 – 2027-03-13)');
    const scheduleDelete = await invoke(tours, 'DELETE', `/api/schedules/${schedule.id}`, { token: f.token });
    expect(ZApiError.parse(scheduleDelete.body).description).toContain('holds bookings or blocked beds');
  });

  it('asks for the scope of the entity’s own asset: resort.* for a resort’s rooms, vessel.* for a vessel’s cabins', async () => {
    const f = await fixture('rooms-scopes');
    const resortOnly = await limitedUser('rooms-scopes', ['resort.read', 'resort.update']);
    const cabin = { name: 'C9', type: 'Cabin', vessel: f.vessel.id, roomType: f.cabinType.id };
    expect((await post(rooms, '/api/rooms', resortOnly, cabin)).status).toBe(403);
    expect((await post(rooms, '/api/rooms', resortOnly, { name: 'G9', type: 'Room', resort: f.resort.id, roomType: f.roomType.id })).status).toBe(200);
    expect((await invoke(rooms, 'GET', `/api/rooms/${f.cabin.id}`, { token: resortOnly })).status).toBe(403);
    expect((await invoke(rooms, 'DELETE', `/api/rooms/${f.cabin.id}`, { token: resortOnly })).status).toBe(403);
    const list = await invoke<List>(rooms, 'GET', '/api/rooms', { token: resortOnly });
    expect(list.body.data.map((r) => r.name).sort()).toEqual(['B1', 'G1', 'G9']);
    expect(list.body.data.length).toBe(3);
    const vesselReader = await limitedUser('rooms-scopes', ['vessel.read']);
    expect((await invoke<List>(rooms, 'GET', '/api/rooms', { token: vesselReader })).body.data.map((r) => r.name)).toEqual(['C1']);
    expect((await invoke(rooms, 'POST', `/api/rooms/${f.cabin.id}/copy`, { token: vesselReader })).status).toBe(403);
    const booker = await limitedUser('rooms-scopes', ['bookings.read']);
    expect((await invoke<List>(rooms, 'GET', '/api/rooms', { token: booker })).body.data.length).toBe(4);
  });
});

describe('the asset limit', () => {
  it('shows a user only the entities of their available assets and answers 403 for the others', async () => {
    const f = await fixture('asset-limit');
    const scopes = ['resort.read', 'resort.update', 'resort.create', 'vessel.read', 'vessel.update'];
    const token = await limitedUser('asset-limit', scopes, [{ type: 'resort', ref: f.resort.id }]);
    const resorts = await invoke<List>(assets, 'GET', '/api/resorts', { token });
    expect(resorts.body).toMatchObject({ data: [{ id: f.resort.id }] });
    expect((await invoke(assets, 'GET', '/api/resorts/listCSV', { token })).headers['x-total-count']).toBe('1');
    expect((await invoke<List>(assets, 'GET', '/api/vessels', { token })).body.data.length).toBe(0);
    const other = `/api/resorts/${f.other.id}`;
    expect((await invoke(assets, 'GET', other, { token })).status).toBe(403);
    expect(ZApiError.parse((await invoke(assets, 'GET', other, { token })).body).description).not.toContain('Palm');
    expect((await post(assets, other, token, { name: 'Mine now', key: 'PC', version: 1 })).status).toBe(403);
    expect((await invoke(assets, 'POST', `${other}/copy`, { token })).status).toBe(403);
    expect((await invoke(assets, 'DELETE', other, { token })).status).toBe(403);
    expect((await post(assets, '/api/resorts', token, { name: 'New', key: 'NEW' })).status).toBe(403);
    expect((await invoke(assets, 'GET', `/api/resorts/${f.resort.id}`, { token })).status).toBe(200);
    // Rooms and room types of the other resort, and moving one's own room there.
    const roomList = await invoke<List>(rooms, 'GET', '/api/rooms', { token });
    expect(roomList.body).toMatchObject({ data: [{ id: f.room.id }] });
    expect((await invoke(rooms, 'GET', `/api/rooms/${f.otherRoom.id}`, { token })).status).toBe(403);
    expect((await invoke(rooms, 'GET', `/api/rooms/${f.cabin.id}`, { token })).status).toBe(403);
    const move = await post(rooms, `/api/rooms/${f.room.id}`, token, { name: 'G1', type: 'Room', resort: f.other.id, roomType: f.otherType.id, version: 1 });
    expect(move.status).toBe(403);
    expect((await post(rooms, '/api/roomtypes', token, { name: 'Sneaky', key: 'SNK', resort: f.other.id })).status).toBe(403);
    expect((await invoke<List>(rooms, 'GET', '/api/roomtypes', { token })).body.data.length).toBe(1);
    // Bed types of no asset are everybody's; one of the other resort is not.
    await post(rooms, '/api/bedtypes', f.token, { name: 'Bunk', key: 'BUNK', resort: f.other.id });
    expect((await invoke<List>(rooms, 'GET', '/api/bedtypes', { token })).body.data.map((b) => b.name)).toEqual(['Single']);
    // Unlimited, the admin sees everything.
    expect((await invoke<List>(assets, 'GET', '/api/resorts', { token: f.token })).body.data.length).toBe(2);
  });
});
