import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  bookingActionCount,
  bookingGender,
  planTripRooms,
  requireActionLimit,
  requireDistinctRooms,
  requireOption,
  requireRooms,
  withPersons,
  type CabinForCreate,
} from './create';

const fails = (run: () => unknown): AppError => {
  try {
    run();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
};

const makeCabin = (overrides: Partial<CabinForCreate> = {}): CabinForCreate => ({
  id: 'c1',
  name: 'Cabin 1',
  isActive: true,
  blocked: false,
  allowSharedRoom: true,
  allowMixedGender: false,
  availableBeds: 2,
  vessel: 'v1',
  configuration: {
    minNoOfPax: 1,
    maxNoOfPax: 2,
    beds: [
      { internalId: 'a', active: true, visible: true, maxAge: 99 },
      { internalId: 'b', active: true, visible: true, maxAge: 99 },
    ],
  } as CabinForCreate['configuration'],
  ...overrides,
});

describe('requireActionLimit', () => {
  it.each([
    [90, 0, true],
    [91, 0, false],
    [89, 1, true],
    [89, 2, false],
  ])('%i claims and %i gender items fit one transaction: %s', (claims, genders, fits) => {
    expect(bookingActionCount(claims, genders)).toBe(claims + genders + 5 + 5);
    if (fits) expect(() => requireActionLimit(claims, genders)).not.toThrow();
    else expect(fails(() => requireActionLimit(claims, genders)).description).toMatch(/one booking holds at most 90: split it/);
  });
});

describe('requireDistinctRooms', () => {
  it('refuses a room listed twice', () => {
    expect(
      fails(() =>
        requireDistinctRooms({
          rooms: [
            { room: 'r1', noOfPax: 1 },
            { room: 'r1', noOfPax: 1 },
          ],
        }),
      ).statusCode,
    ).toBe(400);
  });
});

describe('requireRooms', () => {
  const body = { rooms: [{ room: 'c1', noOfPax: 2 }] };
  it('answers the rooms of the asset', () => {
    expect(requireRooms([makeCabin()], body, { field: 'vessel', id: 'v1' }).map((r) => r.id)).toEqual(['c1']);
  });
  it('refuses an unknown room and a room of another asset with 400 naming it', () => {
    expect(fails(() => requireRooms([null], body, { field: 'vessel', id: 'v1' })).description).toBe('room c1 is not a room of vessel v1');
    expect(fails(() => requireRooms([makeCabin({ vessel: 'v2' })], body, { field: 'vessel', id: 'v1' })).statusCode).toBe(400);
  });
  it('refuses a blocked or inactive room with 409 ROOM_NOT_AVAILABLE', () => {
    const blocked = fails(() => requireRooms([makeCabin({ blocked: true })], body, { field: 'vessel', id: 'v1' }));
    expect([blocked.statusCode, blocked.message, blocked.description]).toEqual([409, 'ROOM_NOT_AVAILABLE', 'Room Cabin 1 is blocked']);
    expect(fails(() => requireRooms([makeCabin({ isActive: false })], body, { field: 'vessel', id: 'v1' })).description).toBe('Room Cabin 1 is not active');
  });
  it('refuses a room sold whole beyond its guests', () => {
    const whole = makeCabin({ allowSharedRoom: false });
    expect(fails(() => requireRooms([whole], { rooms: [{ room: 'c1', noOfPax: 3 }] }, { field: 'vessel', id: 'v1' })).description).toBe(
      'Room Cabin 1 takes 1 to 2 guests',
    );
  });
});

describe('bookingGender', () => {
  it('counts the lead guest’s gender only where a cabin is not mixed', () => {
    expect(bookingGender([{ allowMixedGender: false }], 'f')).toBe('f');
    expect(bookingGender([{ allowMixedGender: false }], undefined)).toBe('u');
    expect(bookingGender([{ allowMixedGender: true }], 'f')).toBe('u');
  });
});

describe('planTripRooms', () => {
  const owner = { kind: 'booking' as const, id: 'bk-other' };
  it('picks the free beds and counts the gender on a non-mixed cabin', () => {
    const seen = { claims: [{ asset: 's1', unit: 'c1', bed: 'a', gender: 'f' as const, owner }], cabinGenders: new Map([['c1', 'f' as const]]) };
    expect(planTripRooms('s1', [makeCabin()], { rooms: [{ room: 'c1', noOfPax: 1 }] }, 'f', seen)).toEqual([
      { room: 'c1', noOfPax: 1, beds: ['b'], gender: 'f' },
    ]);
  });
  it('refuses a non-mixed cabin held by the other gender with 409', () => {
    const seen = { claims: [], cabinGenders: new Map([['c1', 'm' as const]]) };
    const err = fails(() => planTripRooms('s1', [makeCabin()], { rooms: [{ room: 'c1', noOfPax: 1 }] }, 'f', seen));
    expect([err.statusCode, err.description]).toEqual([409, 'Cabin Cabin 1 is taken by guests of the other gender']);
  });
  it('counts no gender on a mixed cabin', () => {
    const rooms = planTripRooms('s1', [makeCabin({ allowMixedGender: true })], { rooms: [{ room: 'c1', noOfPax: 2 }] }, 'u', {
      claims: [],
      cabinGenders: new Map(),
    });
    expect(rooms).toEqual([{ room: 'c1', noOfPax: 2, beds: ['a', 'b'] }]);
  });
});

describe('withPersons', () => {
  it('keeps a person’s bed among the held ones and refuses another', () => {
    const held = [{ room: 'c1', noOfPax: 1, beds: ['a'] }];
    expect(withPersons(held, { rooms: [{ room: 'c1', noOfPax: 1, customers: [{ customer: 'p1', bed: 'a' }] }] }, false)).toEqual([
      { room: 'c1', noOfPax: 1, beds: ['a'], customers: [{ customer: 'p1', bed: 'a' }] },
    ]);
    expect(fails(() => withPersons(held, { rooms: [{ room: 'c1', noOfPax: 1, customers: [{ customer: 'p1', bed: 'b' }] }] }, false)).statusCode).toBe(400);
  });
  it('drops the beds of a waiting booking', () => {
    const held = [{ room: 'c1', noOfPax: 1 }];
    expect(withPersons(held, { rooms: [{ room: 'c1', noOfPax: 1, customers: [{ customer: 'p1', bed: 'b' }] }] }, true)).toEqual([
      { room: 'c1', noOfPax: 1, customers: [{ customer: 'p1' }] },
    ]);
  });
});

describe('requireOption', () => {
  const today = '2027-01-10';
  it.each([
    [{ state: 'confirmed' as const }, undefined],
    [{ state: 'confirmed' as const, optionDate: '2027-01-12' }, 'Only a draft (option) has an optionDate'],
    [{ state: 'draft' as const }, 'A draft (option) needs an optionDate'],
    [{ state: 'draft' as const, optionDate: '2027-01-10' }, 'The optionDate is after today'],
    [{ state: 'draft' as const, optionDate: '2027-03-12' }, 'The optionDate is at most 60 days ahead'],
    [{ state: 'draft' as const, optionDate: '2027-03-11' }, undefined],
  ])('%o → %s', (body, refusal) => {
    if (refusal === undefined) expect(() => requireOption(body, today)).not.toThrow();
    else expect(fails(() => requireOption(body, today)).description).toBe(refusal);
  });
});
