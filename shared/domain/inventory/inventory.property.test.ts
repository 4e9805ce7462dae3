import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../calendar-date';
import { AppError } from '../../errors';
import { cabinFreeBeds, freeRooms, roomTypeFreeCounts } from './availability';
import { acceptClaims, cabinBedIds, releaseOwner, resortStayUnits, tripCabinUnits, unitKey, type CabinForClaims, type Claim, type Gender } from './claims';
import { nightsOf } from './stay';

const START = '2026-06-01';
const ROOMS = [
  { id: 'r1', roomType: 'A' },
  { id: 'r2', roomType: 'A' },
  { id: 'r3', roomType: 'B' },
  { id: 'r4', roomType: 'B' },
];

const stayRequest = fc.record({
  rooms: fc.subarray(
    ROOMS.map((r) => r.id),
    { minLength: 1 },
  ),
  start: fc.integer({ min: 0, max: 20 }),
  nights: fc.integer({ min: 1, max: 7 }),
  blocker: fc.boolean(),
});
type StayRequest = { rooms: string[]; start: number; nights: number; blocker: boolean };

const nightsFor = (r: StayRequest) => nightsOf(addDays(START, r.start), addDays(START, r.start + r.nights));

/** Accepts the requests one by one with the conflict check, as concurrent transactions would be serialised. */
function acceptAll(requests: StayRequest[]) {
  let claims: Claim[] = [];
  const accepted: { id: string; request: StayRequest }[] = [];
  requests.forEach((request, i) => {
    const id = `o${i}`;
    const owner = request.blocker ? { kind: 'blocker' as const, id, reason: 'Event' } : { kind: 'booking' as const, id };
    try {
      claims = acceptClaims(claims, resortStayUnits('R', request.rooms, nightsFor(request)), owner);
      accepted.push({ id, request });
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).message).toBe('ROOM_NOT_AVAILABLE');
    }
  });
  return { claims, accepted };
}

/** Brute force: is room taken on night by any accepted request. */
const takenBy = (accepted: { request: StayRequest }[], room: string, night: string) =>
  accepted.some(({ request }) => request.rooms.includes(room) && nightsFor(request).includes(night));

const range = fc.record({ from: fc.integer({ min: -2, max: 28 }), length: fc.integer({ min: 0, max: 10 }) });

describe('resort inventory properties', () => {
  it('never two claims on one room-night; a request is refused exactly when one of its room-nights is taken', () => {
    fc.assert(
      fc.property(fc.array(stayRequest, { maxLength: 25 }), (requests) => {
        const { claims, accepted } = acceptAll(requests);
        expect(new Set(claims.map(unitKey)).size).toBe(claims.length);
        // Replay against the brute-force model: accepted iff nothing accepted before overlaps.
        const model: { request: StayRequest }[] = [];
        for (const request of requests) {
          const free = request.rooms.every((room) => nightsFor(request).every((night) => !takenBy(model, room, night)));
          if (free) model.push({ request });
        }
        expect(accepted.map((a) => a.request)).toEqual(model.map((m) => m.request));
      }),
    );
  });

  it('availability equals a brute-force recount, and releasing an owner restores it', () => {
    fc.assert(
      fc.property(fc.array(stayRequest, { maxLength: 20 }), range, fc.nat(), (requests, r, pick) => {
        const { claims, accepted } = acceptAll(requests);
        const from = addDays(START, r.from);
        const to = addDays(from, r.length);
        const check = (held: Claim[], owners: { request: StayRequest }[]) => {
          const expected = ROOMS.filter((room) => nightsOf(from, to).every((n) => !takenBy(owners, room.id, n))).map((x) => x.id);
          expect(freeRooms(ROOMS, held, 'R', from, to).map((x) => x.id)).toEqual(expected);
          for (const row of roomTypeFreeCounts(ROOMS, held, 'R', from, to)) {
            expect(row.free).toBe(ROOMS.filter((x) => x.roomType === row.roomType && !takenBy(owners, x.id, row.night)).length);
          }
        };
        check(claims, accepted);
        if (accepted.length === 0) return;
        const gone = accepted[pick % accepted.length] as (typeof accepted)[number];
        const rest = accepted.filter((a) => a !== gone);
        check(releaseOwner(claims, gone.id), rest);
        // Releasing and taking the same stay again is possible.
        expect(() =>
          acceptClaims(releaseOwner(claims, gone.id), resortStayUnits('R', gone.request.rooms, nightsFor(gone.request)), { kind: 'booking', id: 'again' }),
        ).not.toThrow();
      }),
    );
  });

  it('the claims of a stay are exactly its rooms times its nights', () => {
    fc.assert(
      fc.property(stayRequest, (request) => {
        const units = resortStayUnits('R', request.rooms, nightsFor(request));
        expect(units).toHaveLength(request.rooms.length * request.nights);
        const keys = new Set(units.map(unitKey));
        for (const room of request.rooms) for (const night of nightsFor(request)) expect(keys.has(unitKey({ asset: 'R', unit: room, night }))).toBe(true);
        expect(keys.size).toBe(units.length);
      }),
    );
  });
});

const cabinArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    availableBeds: fc.constant(0),
    allowSharedRoom: fc.boolean(),
    allowMixedGender: fc.boolean(),
    beds: fc
      .array(fc.constantFrom(true, true, true, false), { minLength: 1, maxLength: 4 })
      .map((active) => active.map((a, i) => ({ internalId: `b${i}`, active: a }))),
  });
const party = fc.record({
  cabin: fc.integer({ min: 0, max: 2 }),
  noOfPax: fc.integer({ min: 1, max: 4 }).map((n) => (n > 2 ? 1 : n)),
  genders: fc.array(fc.constantFrom<Gender>('m', 'f', 'm', 'f', 'u'), { minLength: 4, maxLength: 4 }),
});

describe('trip inventory properties', () => {
  it('no bed twice, a cabin sold whole has one owner, no mixed genders where refused, free beds equal a recount', () => {
    fc.assert(
      fc.property(
        fc.tuple(cabinArb('c0'), cabinArb('c1'), cabinArb('c2')),
        fc.array(party, { minLength: 2, maxLength: 20 }),
        (cabins: CabinForClaims[], parties) => {
          let claims: Claim[] = [];
          parties.forEach((p, i) => {
            const cabin = cabins[p.cabin] as CabinForClaims;
            try {
              const units = tripCabinUnits('S', cabin, { noOfPax: p.noOfPax, genders: p.genders.slice(0, p.noOfPax) }, claims);
              claims = acceptClaims(claims, units, { kind: 'booking', id: `p${i}` });
            } catch (e) {
              expect([400, 409]).toContain((e as AppError).statusCode);
            }
          });
          expect(new Set(claims.map(unitKey)).size).toBe(claims.length);
          for (const cabin of cabins) {
            const held = claims.filter((c) => c.unit === cabin.id);
            const owners = new Set(held.map((c) => c.owner.id));
            if (!cabin.allowSharedRoom) expect(owners.size).toBeLessThanOrEqual(1);
            if (!cabin.allowMixedGender) {
              for (const a of held)
                for (const b of held) if (a.owner.id !== b.owner.id && a.gender !== 'u' && b.gender !== 'u') expect(a.gender).toBe(b.gender);
            }
            const bedIds = cabinBedIds(cabin);
            const free = bedIds.filter((bed) => !held.some((c) => c.bed === bed)).length;
            const expected = !cabin.allowSharedRoom && held.length > 0 ? 0 : free;
            expect(cabinFreeBeds([cabin], claims, 'S')[0]?.freeBeds).toBe(expected);
            for (const c of held) expect(bedIds).toContain(c.bed);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
