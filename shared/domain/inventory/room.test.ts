import { describe, expect, it } from 'vitest';
import { HOUSEKEEPING_STATES, ROOM_KINDS, USAGE_STATES, ZRoom } from './room';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];
const resortRoom = { name: '101', roomType: 'rt-dlx', type: 'Room', resort: 'r-coral' } as const;
const bed = (internalId: string, active = true) => ({ internalId, active });
const sharedCabin = {
  name: 'Cabin 4 (quad, shared)',
  roomType: 'rt-quad',
  type: 'Cabin',
  vessel: 'v-manta',
  deck: 'lower',
  allowSharedRoom: true,
  allowMixedGender: false,
  availableBeds: 4,
  configuration: { maxNoOfPax: 4, minNoOfPax: 1, defaultNoOfPax: 1, beds: ['A', 'B', 'C', 'D'].map((id) => bed(id)) },
} as const;

describe('ZRoom', () => {
  it('keeps the spec spellings', () => {
    expect(ROOM_KINDS).toEqual(['Room', 'Cabin']);
    expect(HOUSEKEEPING_STATES).toContain('Clean');
    expect(USAGE_STATES).toContain('Vacant');
  });

  it('applies the defaults', () => {
    const r = ZRoom.parse(resortRoom);
    expect(r).toMatchObject({ isActive: true, isVisible: true, availableBeds: 2, allowSharedRoom: false, allowMixedGender: true, housekeeping: 'Clean' });
    expect(r).toMatchObject({ usageState: 'Vacant', images: [], description: {}, additionalBedTypes: [], blocked: false, hide: false });
    expect(r.configuration).toEqual({
      maxNoOfPax: 2,
      minNoOfPax: 1,
      defaultNoOfPax: 2,
      single: false,
      double: false,
      fan: false,
      acc: false,
      seaview: false,
      warmwater: false,
      beds: [],
    });
    expect(ZRoom.parse(resortRoom).configuration).not.toBe(r.configuration);
  });

  it('round-trips a realistic resort room', () => {
    const room = ZRoom.parse({
      ...resortRoom,
      isVisible: true,
      availableBeds: 3,
      housekeeping: 'Dirty',
      usageState: 'Occupied',
      images: ['m1', 'm2'],
      description: { de: 'Bungalow mit Meerblick', en: 'Bungalow with sea view' },
      bedType: 'bt-queen',
      additionalBedTypes: ['bt-sofa'],
      configuration: { maxNoOfPax: 3, minNoOfPax: 1, defaultNoOfPax: 2, double: true, acc: true, seaview: true, warmwater: true },
    });
    expect(ZRoom.parse(JSON.parse(JSON.stringify(room)))).toEqual(room);
  });

  it('round-trips a shared cabin sold by bed', () => {
    const cabin = ZRoom.parse(sharedCabin);
    expect(cabin.configuration.beds.map((b) => b.internalId)).toEqual(['A', 'B', 'C', 'D']);
    expect(cabin.configuration.beds[0]).toEqual({ internalId: 'A', active: true, visible: true, maxAge: -1 });
    expect(ZRoom.parse(JSON.parse(JSON.stringify(cabin)))).toEqual(cabin);
  });

  it('refuses a room of both or neither asset, and a type that does not fit the asset', () => {
    expect(paths(ZRoom.safeParse({ ...resortRoom, vessel: 'v1' }))).toContain('resort');
    const { resort: _r, ...noAsset } = resortRoom;
    expect(paths(ZRoom.safeParse(noAsset))).toEqual(['resort']);
    expect(paths(ZRoom.safeParse({ ...resortRoom, type: 'Cabin' }))).toEqual(['type']);
    expect(paths(ZRoom.safeParse({ ...sharedCabin, type: 'Room' }))).toEqual(['type', 'deck']);
    expect(paths(ZRoom.safeParse({ ...resortRoom, deck: 'upper' }))).toEqual(['deck']);
    expect(ZRoom.safeParse({ ...resortRoom, type: 'cabin' }).success).toBe(false);
  });

  it('refuses a pax range out of order on configuration.*', () => {
    expect(paths(ZRoom.safeParse({ ...resortRoom, configuration: { minNoOfPax: 3, maxNoOfPax: 2 } }))).toEqual(['configuration.minNoOfPax']);
    expect(paths(ZRoom.safeParse({ ...resortRoom, configuration: { defaultNoOfPax: 3 } }))).toEqual(['configuration.defaultNoOfPax']);
  });

  it('refuses a bed internalId twice, on the second bed', () => {
    const beds = [bed('A'), bed('B'), bed('A'), bed('D')];
    expect(paths(ZRoom.safeParse({ ...sharedCabin, configuration: { ...sharedCabin.configuration, beds } }))).toEqual(['configuration.beds.2.internalId']);
  });

  it('keeps availableBeds to the active beds, or at least maxNoOfPax without a bed list', () => {
    expect(paths(ZRoom.safeParse({ ...sharedCabin, availableBeds: 3 }))).toEqual(['availableBeds']);
    const beds = [bed('A'), bed('B'), bed('C'), bed('D', false)];
    expect(ZRoom.safeParse({ ...sharedCabin, availableBeds: 3, configuration: { ...sharedCabin.configuration, maxNoOfPax: 3, beds } }).success).toBe(true);
    expect(paths(ZRoom.safeParse({ ...resortRoom, availableBeds: 1 }))).toEqual(['availableBeds']);
  });

  it('refuses a shared room without beds to sell, or with more pax than active beds', () => {
    expect(paths(ZRoom.safeParse({ ...resortRoom, allowSharedRoom: true }))).toEqual(['configuration.beds']);
    const beds = [bed('A'), bed('B'), bed('C')];
    expect(paths(ZRoom.safeParse({ ...sharedCabin, availableBeds: 3, configuration: { ...sharedCabin.configuration, beds } }))).toEqual([
      'configuration.maxNoOfPax',
    ]);
  });
});
