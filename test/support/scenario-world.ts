import { record } from './scenario-api';

/**
 * Master data of the operator scenarios, created through the screens' calls (/api/vessels, /api/roomtypes,
 * /api/rooms, /api/port, /api/tours, /api/schedules, /api/resorts).
 */

/** A liveaboard: vessel, a twin-cabin type, `cabins` twin cabins of two beds, a port, a 7-night tour and its schedules. */
export async function liveaboard(token: string, o: { name: string; key: string; cabins: number; departures: { from: string; to: string }[] }) {
  const vessel = await record(token, '/api/vessels', { name: o.name, key: o.key });
  const twin = await record(token, '/api/roomtypes', { name: 'Twin cabin', key: `${o.key}-TWIN`, vessel });
  const cabins: string[] = [];
  for (let i = 1; i <= o.cabins; i++)
    cabins.push(
      await record(token, '/api/rooms', {
        name: `Cabin ${i}`,
        type: 'Cabin',
        vessel,
        roomType: twin,
        availableBeds: 2,
        configuration: { maxNoOfPax: 2, defaultNoOfPax: 2, beds: [{ internalId: '1' }, { internalId: '2' }] },
      }),
    );
  const port = await record(token, '/api/port', { name: `${o.name} harbour` });
  const tour = await record(token, '/api/tours', { name: `${o.name} 7 nights`, key: o.key, vessel, duration: 7, embarkPort: port, disembarkPort: port });
  const schedules: string[] = [];
  for (const d of o.departures)
    schedules.push(await record(token, '/api/schedules', { tour, vessel, from: d.from, to: d.to, embarkPort: port, disembarkPort: port }));
  return { vessel, twin, cabins, port, tour, schedules };
}

/** A resort with one room type of `pax` guests and `rooms` rooms. */
export async function resortWith(token: string, o: { name: string; key: string; type: string; pax: number; rooms: number }) {
  const resort = await record(token, '/api/resorts', { name: o.name, key: o.key });
  const roomType = await record(token, '/api/roomtypes', { name: o.type, key: `${o.key}-T`, resort });
  const rooms: string[] = [];
  for (let i = 1; i <= o.rooms; i++)
    rooms.push(
      await record(token, '/api/rooms', {
        name: `${o.key}${100 + i}`,
        type: 'Room',
        resort,
        roomType,
        availableBeds: o.pax,
        configuration: { maxNoOfPax: o.pax, defaultNoOfPax: o.pax },
      }),
    );
  return { resort, roomType, rooms };
}

/** Terms of payment: `deposit` % due `depositDays` after booking, the rest `restDays` before travel. */
export function depositAndRest(token: string, deposit: number, depositDays: number, restDays: number, extra: Record<string, unknown> = {}): Promise<string> {
  return record(token, '/api/terms', {
    ...extra,
    name: `${deposit} % deposit, rest ${restDays} days before travel`,
    entries: [
      { reason: 'Deposit', percent: deposit, date: { days: depositDays, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: restDays, from: 'travel' } },
    ],
  });
}
