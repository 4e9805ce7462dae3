import { ZResort, ZVessel } from '../../../shared/domain/inventory/asset';
import { ZBedType } from '../../../shared/domain/inventory/bed-type';
import { ZRoom, type Room } from '../../../shared/domain/inventory/room';
import { ZRoomType } from '../../../shared/domain/inventory/room-type';
import type { Schedule } from '../../../shared/domain/inventory/schedule';
import { bedTypes, resorts, rooms, roomTypes, schedules, tours, vessels } from '../../../functions/data/assets';
import { put, type AddSeed } from './bulk-put';
import { seedSeason, type SeasonOptions } from './season';
import { todoRules } from '../../../functions/booking/todo/rules';
import { DEMO_TODO_RULES } from './todos';
import { DEMO_TOURS, DEMO_VESSEL, demoSchedules } from './tours';

/**
 * The demo operator's inventory master data: bed types, the resort "Coral Bay Resort" with its room types and
 * rooms, the vessel "MV Manta Queen" with decks and cabins, tours with itineraries and their schedules over the
 * coming year (dates relative to the seed day, so the demo stays current). The season of bookings and blockers
 * on it is season.ts.
 */
export const DEMO_RESORT = 'r-coral';

const text = (en: string, de: string) => ({ en, de });

const BED_TYPES: Array<[string, string, string, number, string, string]> = [
  ['bt-single', 'Single', 'SGL', 1, 'Single bed, 90 × 200 cm', 'Einzelbett, 90 × 200 cm'],
  ['bt-double', 'Double', 'DBL', 2, 'Double bed, 140 × 200 cm', 'Doppelbett, 140 × 200 cm'],
  ['bt-queen', 'Queen', 'QUEEN', 2, 'Queen-size bed, 160 × 200 cm', 'Queen-Size-Bett, 160 × 200 cm'],
  ['bt-bunk-up', 'Bunk upper', 'BUNK-U', 1, 'Upper berth of a bunk bed', 'Oberes Bett eines Etagenbetts'],
  ['bt-bunk-low', 'Bunk lower', 'BUNK-L', 1, 'Lower berth of a bunk bed', 'Unteres Bett eines Etagenbetts'],
  ['bt-sofa', 'Sofa bed', 'SOFA', 1, 'Sofa bed for a third guest', 'Schlafsofa für einen dritten Gast'],
];

/** Room types of the resort: id, name, key, pax (min, default, max), size, surcharge %, descriptions. */
const RESORT_TYPES: Array<[string, string, string, [number, number, number], number, number, string, string]> = [
  [
    'rt-budget',
    'Budget Room',
    'BUD',
    [1, 2, 2],
    18,
    -15,
    'Simple room with fan, near the dive centre.',
    'Einfaches Zimmer mit Ventilator, nahe der Tauchbasis.',
  ],
  ['rt-garden', 'Garden Bungalow', 'GAR', [1, 2, 3], 32, 0, 'Bungalow in the tropical garden with terrace.', 'Bungalow im tropischen Garten mit Terrasse.'],
  [
    'rt-ocean',
    'Ocean View Suite',
    'OVS',
    [1, 2, 3],
    45,
    30,
    'Suite on the upper floor with a view over the bay.',
    'Suite im Obergeschoss mit Blick über die Bucht.',
  ],
  ['rt-family', 'Family Villa', 'FAM', [2, 4, 5], 70, 60, 'Villa with two bedrooms and a private garden.', 'Villa mit zwei Schlafzimmern und eigenem Garten.'],
];

/** The resort's rooms: room type, names. */
const RESORT_ROOMS: Array<[string, string[]]> = [
  ['rt-budget', ['101', '102', '103', '104', '105', '106']],
  ['rt-garden', ['Garden 1', 'Garden 2', 'Garden 3', 'Garden 4', 'Garden 5', 'Garden 6', 'Garden 7', 'Garden 8', 'Garden 9', 'Garden 10']],
  ['rt-ocean', ['201', '202', '203', '204', '205', '206']],
  ['rt-family', ['Villa Hibiscus', 'Villa Kenanga', 'Villa Melati', 'Villa Cempaka']],
];

const ROOM_SETUP: Record<string, { bedType: string; extra: string[]; beds: number; acc: boolean; seaview: boolean }> = {
  'rt-budget': { bedType: 'bt-double', extra: [], beds: 2, acc: false, seaview: false },
  'rt-garden': { bedType: 'bt-queen', extra: ['bt-sofa'], beds: 3, acc: true, seaview: false },
  'rt-ocean': { bedType: 'bt-queen', extra: ['bt-sofa'], beds: 3, acc: true, seaview: true },
  'rt-family': { bedType: 'bt-queen', extra: ['bt-single', 'bt-sofa'], beds: 5, acc: true, seaview: false },
};

/** Cabin types of the vessel. */
const CABIN_TYPES: Array<[string, string, string, [number, number, number], string, string]> = [
  ['rt-mq-quad', 'Shared Quad', 'QUAD', [1, 1, 4], 'Four bunk beds, sold by bed.', 'Vier Etagenbetten, pro Bett buchbar.'],
  ['rt-mq-twin', 'Twin Cabin', 'TWIN', [1, 2, 2], 'Two single beds, private bathroom.', 'Zwei Einzelbetten, eigenes Bad.'],
  ['rt-mq-double', 'Deluxe Double', 'DBL', [1, 2, 2], 'Queen-size bed and a porthole.', 'Queen-Size-Bett und Bullauge.'],
  ['rt-mq-suite', 'Master Suite', 'SUITE', [1, 2, 3], 'Queen-size bed, sofa bed and panorama windows.', 'Queen-Size-Bett, Schlafsofa und Panoramafenster.'],
];

type CabinRow = [id: string, name: string, deck: string, roomType: string, beds: Array<[string, string]>, shared: boolean, mixed: boolean];
const bunks = (n: number): Array<[string, string]> =>
  Array.from({ length: n }, (_, i) => [`${Math.floor(i / 2) + 1}${i % 2 === 0 ? 'L' : 'U'}`, i % 2 === 0 ? 'bt-bunk-low' : 'bt-bunk-up']);
const pair = (type: string): Array<[string, string]> => [
  ['A', type],
  ['B', type],
];

const CABINS: CabinRow[] = [
  ['cb-l1', 'Lower 1', 'lower', 'rt-mq-quad', bunks(4), true, false],
  ['cb-l2', 'Lower 2', 'lower', 'rt-mq-quad', bunks(4), true, false],
  ['cb-l3', 'Lower 3', 'lower', 'rt-mq-quad', bunks(4), true, true],
  ['cb-l4', 'Lower 4', 'lower', 'rt-mq-twin', pair('bt-single'), false, true],
  ['cb-m1', 'Main 1', 'main', 'rt-mq-double', pair('bt-queen'), false, true],
  ['cb-m2', 'Main 2', 'main', 'rt-mq-double', pair('bt-queen'), false, true],
  ['cb-m3', 'Main 3', 'main', 'rt-mq-twin', pair('bt-single'), false, true],
  ['cb-m4', 'Main 4', 'main', 'rt-mq-twin', pair('bt-single'), false, true],
  ['cb-u1', 'Upper Suite 1', 'upper', 'rt-mq-suite', [...pair('bt-queen'), ['C', 'bt-sofa']], false, true],
  ['cb-u2', 'Upper Suite 2', 'upper', 'rt-mq-suite', [...pair('bt-queen'), ['C', 'bt-sofa']], false, true],
];

function resortRooms(): Array<[string, Room]> {
  return RESORT_ROOMS.flatMap(([roomType, names]) => {
    const [, typeName, , [minNoOfPax, defaultNoOfPax, maxNoOfPax], , , en, de] = RESORT_TYPES.find((t) => t[0] === roomType)!;
    const setup = ROOM_SETUP[roomType]!;
    return names.map((name, i): [string, Room] => [
      `rm-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      ZRoom.parse({
        name,
        roomType,
        type: 'Room',
        resort: DEMO_RESORT,
        availableBeds: setup.beds,
        bedType: setup.bedType,
        additionalBedTypes: setup.extra,
        housekeeping: i % 5 === 1 ? 'Dirty' : 'Clean',
        description: text(`${typeName} ${name}. ${en}`, `${typeName} ${name}. ${de}`),
        configuration: {
          minNoOfPax,
          defaultNoOfPax,
          maxNoOfPax,
          single: true,
          double: maxNoOfPax >= 2,
          fan: !setup.acc,
          acc: setup.acc,
          seaview: setup.seaview || (roomType === 'rt-garden' && i < 2),
          warmwater: roomType !== 'rt-budget',
        },
      }),
    ]);
  });
}

function cabins(): Array<[string, Room]> {
  return CABINS.map(([id, name, deck, roomType, beds, allowSharedRoom, allowMixedGender]) => {
    const [, typeName, , [minNoOfPax, defaultNoOfPax, maxNoOfPax], en, de] = CABIN_TYPES.find((t) => t[0] === roomType)!;
    return [
      id,
      ZRoom.parse({
        name,
        roomType,
        deck,
        type: 'Cabin',
        vessel: DEMO_VESSEL,
        availableBeds: beds.length,
        allowSharedRoom,
        allowMixedGender,
        bedType: beds[0]![1],
        additionalBedTypes: [],
        description: text(`${typeName}. ${en}`, `${typeName}. ${de}`),
        configuration: {
          minNoOfPax,
          defaultNoOfPax,
          maxNoOfPax,
          single: true,
          double: !allowSharedRoom,
          acc: true,
          seaview: deck !== 'lower',
          warmwater: true,
          beds: beds.map(([internalId, type]) => ({ internalId, type })),
        },
      }),
    ];
  });
}

export interface DemoInventory {
  resort: string;
  rooms: Array<[string, Room]>;
  cabins: Array<[string, Room]>;
  schedules: Array<[string, Schedule]>;
}

/** The master data of the demo inventory, written in bulk; returns what the season is planned on. */
export function seedInventoryMasterData(add: AddSeed, today: string): DemoInventory {
  const inventory: DemoInventory = { resort: DEMO_RESORT, rooms: resortRooms(), cabins: cabins(), schedules: demoSchedules(today) };
  add(
    'resorts',
    put(resorts, 'demo', [
      [
        DEMO_RESORT,
        ZResort.parse({
          name: 'Coral Bay Resort',
          key: 'CBR',
          timezone: 'Asia/Makassar',
          currency: 'EUR',
          country: 'ID',
          // Wednesday, Saturday and Sunday: the days of the transfers from the airport.
          arrivalWeekdays: [3, 6, 7],
          departureWeekdays: [3, 6, 7],
          lists: [{ key: 'arrivals', name: 'Arrivals', columns: ['bookingNo', 'name', 'room', 'checkIn', 'checkOut'] }],
        }),
      ],
    ]),
  );
  add(
    'vessels',
    put(vessels, 'demo', [
      [
        DEMO_VESSEL,
        ZVessel.parse({
          name: 'MV Manta Queen',
          key: 'MQ',
          currency: 'EUR',
          noOfCabins: CABINS.length,
          decks: [
            { key: 'lower', name: 'Lower deck', sort: 1 },
            { key: 'main', name: 'Main deck', sort: 2 },
            { key: 'upper', name: 'Upper deck', sort: 3 },
          ],
          lists: [{ key: 'manifest', name: 'Manifest', columns: ['bookingNo', 'name', 'cabin', 'beds', 'nationality'] }],
        }),
      ],
    ]),
  );
  add(
    'bedTypes',
    put(
      bedTypes,
      'demo',
      BED_TYPES.map(([id, name, key, sleeps, en, de]) => [id, ZBedType.parse({ name, key, sleeps, description: text(en, de) })]),
    ),
  );
  const types = [
    ...RESORT_TYPES.map(([id, name, key, [minNoOfPax, defaultNoOfPax, maxNoOfPax], sizeInSqm, surcharge, en, de]) => ({
      id,
      data: { name, key, minNoOfPax, defaultNoOfPax, maxNoOfPax, maxNoOfOTAPax: Math.min(2, maxNoOfPax), sizeInSqm, surcharge, resort: DEMO_RESORT, en, de },
    })),
    ...CABIN_TYPES.map(([id, name, key, [minNoOfPax, defaultNoOfPax, maxNoOfPax], en, de]) => ({
      id,
      data: { name, key, minNoOfPax, defaultNoOfPax, maxNoOfPax, maxNoOfOTAPax: Math.min(2, maxNoOfPax), vessel: DEMO_VESSEL, en, de },
    })),
  ];
  add(
    'roomTypes',
    put(
      roomTypes,
      'demo',
      types.map(({ id, data: { en, de, ...data } }) => [id, ZRoomType.parse({ ...data, description: text(en, de) })]),
    ),
  );
  add('rooms', put(rooms, 'demo', [...inventory.rooms, ...inventory.cabins]));
  add('tours', put(tours, 'demo', DEMO_TOURS));
  add('schedules', put(schedules, 'demo', inventory.schedules));
  return inventory;
}

/** The demo inventory and its season (master data and bookings are independent writes: all at once). */
export async function seedInventory(opts: Omit<SeasonOptions, 'today'>, log: (line: string) => void): Promise<void> {
  const counts: Record<string, number> = {};
  const pending: Array<Promise<unknown>> = [];
  const add: AddSeed = (name, done) => pending.push(done.then((n) => (counts[name] = n)));
  const today = opts.now.toISOString().slice(0, 10);
  const inventory = seedInventoryMasterData(add, today);
  add('todoRules', put(todoRules, 'demo', DEMO_TODO_RULES));
  // The season is priced by the engine, which reads the rooms and room types: they are written first.
  await Promise.all(pending);
  add('bookings', seedSeason(inventory, { ...opts, today }));
  await Promise.all(pending);
  log(
    `inventory: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}
