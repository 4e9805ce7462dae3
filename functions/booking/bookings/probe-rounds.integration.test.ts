import { describe, it } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { requestsDuring, showRounds } from '../../../test/support/db-rounds';
import { priceWorld } from '../../../test/support/price-fixture';
import { customerOf } from '../../../test/support/booking-fixtures';
import { handler } from './lambda';
import { handler as roomsHandler } from '../../inventory/rooms/lambda';

describe('probe', () => {
  it('logs', async () => {
    const tenant = 'probe-rounds';
    const w = await priceWorld(tenant);
    await customerOf(tenant, 'cu-a', 'f');
    let n = 0;
    const make = (customer: boolean) =>
      invoke(handler, 'POST', '/api/bookings', {
        token: w.token,
        body: { resort: 'r1', checkIn: `2027-0${1 + n}-01`, checkOut: `2027-0${1 + n++}-05`, rooms: [{ room: 'ro1', noOfPax: 2, ...(customer ? { customers: [{ customer: 'cu-a' }] } : {}) }] },
      }).then((r) => { if (r.status !== 201) throw new Error(JSON.stringify(r.body)); });
    await make(false);
    for (const c of [false, true]) {
      const { requests, rounds } = await requestsDuring(() => make(c));
      console.log(`CREATE customer=${c} ${requests.length} requests\n${showRounds(rounds)}`);
    }
    const av = () => invoke(roomsHandler, 'GET', '/api/rooms/available/r1', { token: w.token, query: { from: '2027-08-01', to: '2027-08-10' } });
    await av();
    const { requests, rounds } = await requestsDuring(av);
    console.log(`AVAIL ${requests.length} requests\n${showRounds(rounds)}`);
  });
});
