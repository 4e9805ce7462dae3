import { describe, expect, it } from 'vitest';
import { arrivalDays } from './arrival-days';
import { deckIssue, ZResort, ZVessel } from './asset';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('ZResort', () => {
  it('keeps a resort stored before the inventory fields valid, with the weekend rule', () => {
    const r = ZResort.parse({ name: 'Coral Garden Resort', key: 'CGR', timezone: 'Asia/Manila', currency: 'EUR', country: 'PH', isActive: true });
    expect(r.arrivalWeekdays).toBeUndefined();
    expect(arrivalDays(r)).toEqual({ arrival: [6, 7], departure: [6, 7] });
  });

  it('takes allowed arrival and departure weekdays and lists', () => {
    const r = ZResort.parse({
      name: 'Palm Bay',
      key: 'PBL',
      arrivalWeekdays: [3, 6],
      departureWeekdays: [3],
      lists: [{ key: 'arrivals', name: 'Arrivals', columns: ['room', 'guest.fullName', 'checkIn'] }],
    });
    expect(arrivalDays(r)).toEqual({ arrival: [3, 6], departure: [3] });
    expect(r.lists?.[0]?.sort).toBe(0);
  });

  it('refuses weekdays out of range or twice, a list key twice, a list without columns, unknown fields', () => {
    expect(paths(ZResort.safeParse({ name: 'A', key: 'A', arrivalWeekdays: [0] }))).toEqual(['arrivalWeekdays.0']);
    expect(paths(ZResort.safeParse({ name: 'A', key: 'A', departureWeekdays: [1, 1] }))).toEqual(['departureWeekdays']);
    const list = { key: 'l', name: 'L', columns: ['room'] };
    expect(paths(ZResort.safeParse({ name: 'A', key: 'A', lists: [list, list] }))).toEqual(['lists']);
    expect(paths(ZResort.safeParse({ name: 'A', key: 'A', lists: [{ ...list, columns: [] }] }))).toEqual(['lists.0.columns']);
    expect(ZResort.safeParse({ name: 'A', key: 'A', rooms: 3 }).success).toBe(false);
  });
});

describe('ZVessel', () => {
  it('keeps a stored vessel valid and takes decks and lists', () => {
    expect(ZVessel.parse({ name: 'MV Manta Queen', key: 'MQ', currency: 'EUR', noOfCabins: 10, isActive: true }).decks).toBeUndefined();
    const v = ZVessel.parse({
      name: 'MV Manta Queen',
      key: 'MQ',
      decks: [
        { key: 'lower', name: 'Lower deck' },
        { key: 'main', name: 'Main deck', sort: 1 },
      ],
    });
    expect(v.decks?.map((d) => d.key)).toEqual(['lower', 'main']);
  });

  it('refuses a deck key twice, and a cabin on a deck the vessel does not have', () => {
    const deck = { key: 'lower', name: 'Lower deck' };
    expect(paths(ZVessel.safeParse({ name: 'V', key: 'V', decks: [deck, deck] }))).toEqual(['decks']);
    expect(deckIssue({ deck: 'sun' }, { decks: [deck] })).toEqual({ path: ['deck'], message: 'The vessel has no deck sun' });
    expect(deckIssue({ deck: 'lower' }, { decks: [deck] })).toBeUndefined();
    expect(deckIssue({}, {})).toBeUndefined();
  });
});
