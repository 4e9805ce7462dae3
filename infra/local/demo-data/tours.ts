import { addDays } from '../../../shared/calendar-date';
import { scheduleFromTour, ZSchedule, type Schedule } from '../../../shared/domain/inventory/schedule';
import { weekdayOf } from '../../../shared/domain/inventory/stay';
import { ZTour, type Tour } from '../../../shared/domain/inventory/tour';

/** The demo vessel "MV Manta Queen" (its cabins: inventory.ts), which sails the three demo tours below. */
export const DEMO_VESSEL = 'v-manta';

const text = (en: string, de: string) => ({ en, de });

const day = (n: number, port: string | undefined, destination: string | undefined, en: string, de: string) => ({
  day: n,
  ...(port ? { port } : {}),
  ...(destination ? { destination } : {}),
  title: text(en, de),
});

export const DEMO_TOURS: Array<[string, Tour]> = [
  [
    'tr-tubbataha',
    ZTour.parse({
      name: 'Tubbataha Reefs 6 nights',
      key: 'TUB6',
      vessel: DEMO_VESSEL,
      duration: 6,
      embarkPort: 'prt-puerto',
      disembarkPort: 'prt-puerto',
      description: text('Six nights on the UNESCO reefs of the Sulu Sea.', 'Sechs Nächte an den UNESCO-Riffen der Sulusee.'),
      itinerary: [
        day(1, 'prt-puerto', undefined, 'Embarkation in Puerto Princesa, night crossing', 'Einschiffung in Puerto Princesa, Nachtüberfahrt'),
        day(2, undefined, 'dst-tubbataha', 'North Atoll: check dive and wall dives', 'Nordatoll: Checktauchgang und Steilwände'),
        day(3, undefined, 'dst-tubbataha', 'North Atoll: Shark Airport', 'Nordatoll: Shark Airport'),
        day(4, undefined, 'dst-tubbataha', 'South Atoll: Delsan Wreck and Black Rock', 'Südatoll: Delsan-Wrack und Black Rock'),
        day(5, undefined, 'dst-tubbataha', 'Jessie Beazley Reef', 'Jessie-Beazley-Riff'),
        day(6, undefined, 'dst-tubbataha', 'Two morning dives, crossing back', 'Zwei Tauchgänge am Morgen, Rückfahrt'),
        day(7, 'prt-puerto', undefined, 'Disembarkation after breakfast', 'Ausschiffung nach dem Frühstück'),
      ],
    }),
  ],
  [
    'tr-visayas',
    ZTour.parse({
      name: 'Visayas Explorer 7 nights',
      key: 'VIS7',
      vessel: DEMO_VESSEL,
      duration: 7,
      embarkPort: 'prt-cebu',
      disembarkPort: 'prt-cebu',
      description: text('Thresher sharks, sardines and muck diving around Cebu and Bohol.', 'Fuchshaie, Sardinen und Muck-Diving rund um Cebu und Bohol.'),
      itinerary: [
        day(1, 'prt-cebu', undefined, 'Embarkation at Cebu Pier 1', 'Einschiffung am Cebu Pier 1'),
        day(2, undefined, 'dst-visayas', 'Malapascua: thresher sharks at dawn', 'Malapascua: Fuchshaie im Morgengrauen'),
        day(3, undefined, 'dst-visayas', 'Moalboal: the sardine run', 'Moalboal: der Sardinenschwarm'),
        day(4, undefined, 'dst-visayas', 'Cabilao: walls and hammerheads', 'Cabilao: Steilwände und Hammerhaie'),
        day(5, undefined, 'dst-visayas', 'Balicasag and Panglao', 'Balicasag und Panglao'),
        day(6, undefined, 'dst-visayas', 'Dauin: muck diving', 'Dauin: Muck-Diving'),
        day(7, undefined, 'dst-visayas', 'Apo Island, farewell dinner', 'Apo Island, Abschiedsessen'),
        day(8, 'prt-cebu', undefined, 'Disembarkation in Cebu', 'Ausschiffung in Cebu'),
      ],
    }),
  ],
  [
    'tr-rajaampat',
    ZTour.parse({
      name: 'Raja Ampat 10 nights',
      key: 'RA10',
      vessel: DEMO_VESSEL,
      duration: 10,
      embarkPort: 'prt-sorong',
      disembarkPort: 'prt-sorong',
      description: text('The richest reefs on earth: Dampier Strait and Misool.', 'Die artenreichsten Riffe der Welt: Dampier-Straße und Misool.'),
      itinerary: [
        day(1, 'prt-sorong', undefined, 'Embarkation in Sorong', 'Einschiffung in Sorong'),
        day(2, undefined, 'dst-rajaampat', 'Dampier Strait: Cape Kri', 'Dampier-Straße: Cape Kri'),
        day(4, undefined, 'dst-rajaampat', 'Manta Sandy and Arborek', 'Manta Sandy und Arborek'),
        day(6, undefined, 'dst-rajaampat', 'Misool: soft coral gardens', 'Misool: Weichkorallengärten'),
        day(9, undefined, 'dst-rajaampat', 'Wayag lagoon and last dives', 'Wayag-Lagune und letzte Tauchgänge'),
        day(11, 'prt-sorong', undefined, 'Disembarkation in Sorong', 'Ausschiffung in Sorong'),
      ],
    }),
  ],
];

/**
 * Ten departures of the vessel, one every five weeks from the first Saturday after the seed day: the three
 * tours in turn, at most ten nights each, so they never overlap. The sixth is cancelled, for the status filter.
 */
export function demoSchedules(today: string): Array<[string, Schedule]> {
  const firstSaturday = addDays(today, (6 - weekdayOf(today) + 7) % 7 || 7);
  return Array.from({ length: 10 }, (_, k) => {
    const [tourId, tour] = DEMO_TOURS[k % DEMO_TOURS.length]!;
    const from = addDays(firstSaturday, k * 35);
    return [`sc-${String(k + 1).padStart(2, '0')}`, ZSchedule.parse({ ...scheduleFromTour(tourId, tour, from), status: k === 5 ? 'cancelled' : 'active' })];
  });
}
