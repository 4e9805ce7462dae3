import { describe, expect, it } from 'vitest';
import { arrivalsAndDepartures, availableCabins, cabinFreeBeds, freeRooms, roomNightStates, roomTypeFreeCounts } from './availability';
import { acceptClaims, resortStayUnits, type CabinForClaims, type Claim } from './claims';
import { nightsOf } from './stay';

const booking = (id: string) => ({ kind: 'booking' as const, id });
const stay = (claims: Claim[], id: string, rooms: string[], checkIn: string, checkOut: string) =>
  acceptClaims(claims, resortStayUnits('R', rooms, nightsOf(checkIn, checkOut)), booking(id));

const rooms = [
  { id: '101', roomType: 'DBL' },
  { id: '102', roomType: 'DBL' },
  { id: '201', roomType: 'STE' },
  { id: '202', roomType: 'STE', isActive: false },
];

describe('resort availability', () => {
  const claims = stay(stay([], 'A', ['101'], '2026-06-02', '2026-06-04'), 'B', ['201'], '2026-06-04', '2026-06-05');

  it('rooms free on every night from `from` to the night before `to`; inactive rooms never', () => {
    expect(freeRooms(rooms, claims, 'R', '2026-06-01', '2026-06-03').map((r) => r.id)).toEqual(['102', '201']);
    expect(freeRooms(rooms, claims, 'R', '2026-06-04', '2026-06-06').map((r) => r.id)).toEqual(['101', '102']);
    expect(freeRooms(rooms, claims, 'R', '2026-06-01', '2026-06-02').map((r) => r.id)).toEqual(['101', '102', '201']);
  });

  it('free count per room type and night', () => {
    expect(roomTypeFreeCounts(rooms, claims, 'R', '2026-06-03', '2026-06-05')).toEqual([
      { roomType: 'DBL', night: '2026-06-03', free: 1 },
      { roomType: 'DBL', night: '2026-06-04', free: 2 },
      { roomType: 'STE', night: '2026-06-03', free: 1 },
      { roomType: 'STE', night: '2026-06-04', free: 0 },
    ]);
  });

  it("a room's nights: free, booked with the booking, blocked with the reason", () => {
    const blocked = acceptClaims(claims, resortStayUnits('R', ['101'], ['2026-06-04']), { kind: 'blocker', id: 'K', reason: 'OutOfOrder' });
    expect(roomNightStates('101', blocked, 'R', '2026-06-01', '2026-06-05')).toEqual([
      { night: '2026-06-01', state: 'free' },
      { night: '2026-06-02', state: 'booked', booking: 'A' },
      { night: '2026-06-03', state: 'booked', booking: 'A' },
      { night: '2026-06-04', state: 'blocked', blocker: 'K', reason: 'OutOfOrder' },
    ]);
  });

  it('arrivals and departures per day, both ends included; blockers are neither', () => {
    const withBlocker = acceptClaims(claims, resortStayUnits('R', ['102'], ['2026-06-03']), { kind: 'blocker', id: 'K', reason: 'Event' });
    expect(arrivalsAndDepartures(withBlocker, 'R', '2026-06-02', '2026-06-05')).toEqual([
      { date: '2026-06-02', arrivals: [{ booking: 'A', room: '101' }], departures: [] },
      { date: '2026-06-03', arrivals: [], departures: [] },
      { date: '2026-06-04', arrivals: [{ booking: 'B', room: '201' }], departures: [{ booking: 'A', room: '101' }] },
      { date: '2026-06-05', arrivals: [], departures: [{ booking: 'B', room: '201' }] },
    ]);
    expect(arrivalsAndDepartures(withBlocker, 'R', '2026-06-03', '2026-06-03')).toEqual([{ date: '2026-06-03', arrivals: [], departures: [] }]);
  });
});

describe('trip availability', () => {
  const cabin = (id: string, shared: boolean): CabinForClaims => ({
    id,
    availableBeds: 2,
    allowSharedRoom: shared,
    allowMixedGender: true,
    beds: [
      { internalId: 'b1', active: true },
      { internalId: 'b2', active: true },
      { internalId: 'b3', active: false },
    ],
  });
  const cabins = [cabin('shared', true), cabin('whole', false), cabin('empty', true)];
  const claims: Claim[] = [
    { asset: 'S', unit: 'shared', bed: 'b1', owner: booking('A') },
    { asset: 'S', unit: 'whole', bed: 'b2', owner: booking('B') },
    { asset: 'S', unit: 'empty', bed: 'b1', owner: booking('C') },
    { asset: 'S', unit: 'empty', bed: 'b2', owner: booking('C') },
    { asset: 'OTHER', unit: 'shared', bed: 'b2', owner: booking('D') },
  ];

  it('free active beds per cabin; a cabin sold whole has none once any bed is taken', () => {
    expect(cabinFreeBeds(cabins, claims, 'S').map((c) => [c.id, c.freeBeds])).toEqual([
      ['shared', 1],
      ['whole', 0],
      ['empty', 0],
    ]);
    expect(availableCabins(cabins, claims, 'S').map((c) => c.id)).toEqual(['shared']);
    expect(availableCabins(cabins, [], 'S').map((c) => c.freeBeds)).toEqual([2, 2, 2]);
  });
});
