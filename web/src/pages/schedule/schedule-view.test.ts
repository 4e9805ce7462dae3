import { describe, expect, it } from 'vitest';
import { bookingNumbers, countBeds, groupCabinsByDeck, sortGuests, type CabinInfo, type Guest } from './schedule-view';

const cabin = (id: string, name: string, deck: string | undefined, states: Array<'free' | 'booked' | 'blocked'>): CabinInfo => ({
  id,
  name,
  ...(deck !== undefined ? { deck } : {}),
  roomType: 'rt',
  allowSharedRoom: false,
  allowMixedGender: true,
  freeBeds: states.filter((s) => s === 'free').length,
  beds: states.map((state, i) => ({ bed: String(i + 1), state, ...(state === 'booked' ? { booking: `bk-${id}` } : {}) })),
});

const guest = (bookingNo: number, cabinName: string): Guest => ({
  booking: `bk-${bookingNo}`,
  bookingNo,
  state: 'confirmed',
  cabin: cabinName,
  cabinName,
  beds: ['1'],
  noOfPax: 1,
});

describe('the schedule screen', () => {
  it('groups the cabins by deck in the vessel’s deck order, unknown decks after, cabins without deck last, names in natural order', () => {
    const groups = groupCabinsByDeck(
      [
        cabin('a', 'Main 10', 'main', ['free']),
        cabin('b', 'Lower 1', 'lower', ['free']),
        cabin('c', 'Spare', undefined, ['free']),
        cabin('d', 'Main 2', 'main', ['free']),
        cabin('e', 'Sun 1', 'sun', ['free']),
      ],
      [
        { key: 'main', name: 'Main deck', sort: 2 },
        { key: 'lower', name: 'Lower deck', sort: 1 },
      ],
    );
    expect(groups.map((g) => [g.key, g.name, g.cabins.map((c) => c.name)])).toEqual([
      ['lower', 'Lower deck', ['Lower 1']],
      ['main', 'Main deck', ['Main 2', 'Main 10']],
      ['sun', undefined, ['Sun 1']],
      ['', undefined, ['Spare']],
    ]);
  });

  it('counts free, booked and blocked beds', () => {
    expect(countBeds([cabin('a', 'A', 'x', ['free', 'booked', 'booked']), cabin('b', 'B', 'x', ['blocked', 'free'])])).toEqual({
      free: 2,
      booked: 2,
      blocked: 1,
    });
    expect(countBeds([])).toEqual({ free: 0, booked: 0, blocked: 0 });
  });

  it('lists the guests by booking number, then cabin, and names a bed’s booking by its number', () => {
    const guests = [guest(12, 'Main 10'), guest(3, 'Lower 1'), guest(12, 'Main 2')];
    expect(sortGuests(guests).map((g) => `${g.bookingNo} ${g.cabinName}`)).toEqual(['3 Lower 1', '12 Main 2', '12 Main 10']);
    expect(bookingNumbers(guests).get('bk-3')).toBe(3);
  });
});
