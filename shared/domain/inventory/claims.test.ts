import { describe, expect, it } from 'vitest';
import { acceptClaims, cabinBedIds, findFirstConflict, releaseOwner, resortStayUnits, tripCabinUnits, type CabinForClaims, type Claim } from './claims';
import { nightsOf } from './stay';

const booking = (id: string) => ({ kind: 'booking' as const, id });
const beds = (n: number) => Array.from({ length: n }, (_, i) => ({ internalId: `b${i + 1}`, active: true }));
const cabin = (over: Partial<CabinForClaims> = {}): CabinForClaims => ({
  id: 'c1',
  name: 'Coral',
  availableBeds: 4,
  allowSharedRoom: true,
  allowMixedGender: true,
  beds: beds(4),
  ...over,
});

describe('resort stay claims', () => {
  it('are every room on every night, night by night, the check-out day not included', () => {
    const units = resortStayUnits('R', ['101', '102'], nightsOf('2026-06-01', '2026-06-03'));
    expect(units).toEqual([
      { asset: 'R', unit: '101', night: '2026-06-01' },
      { asset: 'R', unit: '102', night: '2026-06-01' },
      { asset: 'R', unit: '101', night: '2026-06-02' },
      { asset: 'R', unit: '102', night: '2026-06-02' },
    ]);
    expect(() => resortStayUnits('R', ['101', '101'], ['2026-06-01'])).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('a departure day is free for the next arrival', () => {
    const first = acceptClaims([], resortStayUnits('R', ['101'], nightsOf('2026-06-01', '2026-06-03')), booking('A'));
    const both = acceptClaims(first, resortStayUnits('R', ['101'], nightsOf('2026-06-03', '2026-06-05')), booking('B'));
    expect(both).toHaveLength(4);
  });

  it('an overlapping stay answers 409 ROOM_NOT_AVAILABLE naming the room and the first taken night; nothing is added', () => {
    const existing = acceptClaims([], resortStayUnits('R', ['102'], nightsOf('2026-06-04', '2026-06-06')), booking('A'));
    const wanted = resortStayUnits('R', ['101', '102'], nightsOf('2026-06-02', '2026-06-07'));
    expect(findFirstConflict(wanted, existing)).toEqual({ unit: { asset: 'R', unit: '102', night: '2026-06-04' }, owner: booking('A') });
    expect(() => acceptClaims(existing, wanted, booking('B'), { '102': 'Sea view 102' })).toThrow(
      expect.objectContaining({
        statusCode: 409,
        name: 'ConflictError',
        message: 'ROOM_NOT_AVAILABLE',
        description: 'Room Sea view 102 is not available on 2026-06-04',
      }),
    );
    expect(existing).toHaveLength(2);
  });

  it('other resorts and other rooms do not conflict; releasing a booking frees its nights', () => {
    const a = acceptClaims([], resortStayUnits('R', ['101'], ['2026-06-01']), booking('A'));
    expect(findFirstConflict(resortStayUnits('S', ['101'], ['2026-06-01']), a)).toBeUndefined();
    expect(findFirstConflict(resortStayUnits('R', ['102'], ['2026-06-01']), a)).toBeUndefined();
    expect(findFirstConflict(resortStayUnits('R', ['101'], ['2026-06-01']), releaseOwner(a, 'A'))).toBeUndefined();
  });
});

describe('trip cabin claims', () => {
  it('a shared cabin sells by bed: the chosen beds, else the first free active ones', () => {
    const c = cabin({ beds: [...beds(3), { internalId: 'x', active: false }] });
    expect(cabinBedIds(c)).toEqual(['b1', 'b2', 'b3']);
    const first = tripCabinUnits('S', c, { noOfPax: 1, beds: ['b2'] }, []);
    expect(first).toEqual([{ asset: 'S', unit: 'c1', bed: 'b2' }]);
    const taken = acceptClaims([], first, booking('A'));
    expect(tripCabinUnits('S', c, { noOfPax: 2 }, taken).map((u) => u.bed)).toEqual(['b1', 'b3']);
    expect(() => tripCabinUnits('S', c, { noOfPax: 3 }, taken)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'ROOM_NOT_AVAILABLE', description: 'Cabin Coral has 2 free beds, not 3' }),
    );
    expect(() => tripCabinUnits('S', c, { noOfPax: 1, beds: ['b2'] }, taken)).toThrow(
      expect.objectContaining({ statusCode: 409, description: 'Cabin Coral bed b2 is not available' }),
    );
  });

  it('refuses beds the cabin does not sell and more guests than beds (400)', () => {
    const c = cabin({ beds: [...beds(2), { internalId: 'x', active: false }] });
    expect(() => tripCabinUnits('S', c, { noOfPax: 1, beds: ['x'] }, [])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => tripCabinUnits('S', c, { noOfPax: 2, beds: ['b1', 'b1'] }, [])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => tripCabinUnits('S', c, { noOfPax: 3 }, [])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => tripCabinUnits('S', c, { noOfPax: 0 }, [])).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('a cabin without a bed list has beds 1 to availableBeds', () => {
    expect(cabinBedIds(cabin({ beds: [], availableBeds: 2 }))).toEqual(['1', '2']);
  });

  it('a cabin that is not shared is taken whole, and not at all once any bed is taken', () => {
    const c = cabin({ allowSharedRoom: false });
    const whole = tripCabinUnits('S', c, { noOfPax: 2 }, []);
    expect(whole.map((u) => u.bed)).toEqual(['b1', 'b2', 'b3', 'b4']);
    const other: Claim[] = [{ asset: 'S', unit: 'c1', bed: 'b3', owner: booking('A') }];
    expect(() => tripCabinUnits('S', c, { noOfPax: 1 }, other)).toThrow(
      expect.objectContaining({ statusCode: 409, description: 'Cabin Coral bed b3 is not available' }),
    );
    expect(tripCabinUnits('T', c, { noOfPax: 1 }, other)).toHaveLength(4);
  });

  it('without mixed genders a guest is refused once the other gender holds a bed; the same gender and unknown pass', () => {
    const c = cabin({ allowMixedGender: false });
    const taken: Claim[] = [{ asset: 'S', unit: 'c1', bed: 'b1', owner: booking('A'), gender: 'f' }];
    expect(() => tripCabinUnits('S', c, { noOfPax: 1, genders: ['m'] }, taken)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'ROOM_NOT_AVAILABLE', description: 'Cabin Coral bed b1 is taken by guests of the other gender' }),
    );
    expect(tripCabinUnits('S', c, { noOfPax: 2, genders: ['f', 'f'] }, taken)).toEqual([
      { asset: 'S', unit: 'c1', bed: 'b2', gender: 'f' },
      { asset: 'S', unit: 'c1', bed: 'b3', gender: 'f' },
    ]);
    expect(tripCabinUnits('S', c, { noOfPax: 1, genders: ['u'] }, taken)).toHaveLength(1);
    expect(tripCabinUnits('S', cabin(), { noOfPax: 1, genders: ['m'] }, taken)).toHaveLength(1);
  });
});
