import { describe, expect, it } from 'vitest';
import { ZTour } from './tour';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];
const tour = { name: 'Tubbataha 7 nights', key: 'TUB7', vessel: 'v-manta', duration: 7, embarkPort: 'p-pps', disembarkPort: 'p-pps' };

describe('ZTour', () => {
  it('applies defaults and round-trips an itinerary', () => {
    const t = ZTour.parse({
      ...tour,
      itinerary: [
        { day: 1, port: 'p-pps', title: { en: 'Embarkation' } },
        { day: 2, destination: 'd-tubbataha', title: { en: 'North Atoll' } },
        { day: 8, port: 'p-pps', title: { de: 'Ausschiffung', en: 'Disembarkation' } },
      ],
    });
    expect(t).toMatchObject({ isActive: true, isVisible: true, images: [], description: {} });
    expect(t.itinerary[1]).toEqual({ day: 2, destination: 'd-tubbataha', title: { en: 'North Atoll' }, description: {} });
    expect(ZTour.parse(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });

  it('refuses a day after the trip, days out of order, a missing vessel or port', () => {
    expect(paths(ZTour.safeParse({ ...tour, itinerary: [{ day: 9 }] }))).toEqual(['itinerary.0.day']);
    expect(paths(ZTour.safeParse({ ...tour, itinerary: [{ day: 3 }, { day: 2 }] }))).toEqual(['itinerary.1.day']);
    const { vessel: _v, ...noVessel } = tour;
    expect(paths(ZTour.safeParse(noVessel))).toEqual(['vessel']);
    expect(paths(ZTour.safeParse({ ...tour, embarkPort: undefined }))).toEqual(['embarkPort']);
    expect(paths(ZTour.safeParse({ ...tour, duration: 0 }))).toEqual(['duration']);
  });
});
