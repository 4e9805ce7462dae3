import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

type Stored = { id: string; version: number };

describe('countries', () => {
  it('stores states and calling codes and keeps the code unique among active countries', async () => {
    const token = await adminOf('geo');
    const us = await invoke<Stored & { states: unknown[] }>(handler, 'POST', '/api/country', {
      token,
      body: {
        code: 'US',
        name: 'United States',
        names: { de: 'Vereinigte Staaten' },
        callingCodes: ['+1'],
        states: [
          { name: 'Hawaii', state_code: 'HI' },
          { name: 'Florida', state_code: 'FL' },
        ],
      },
    });
    expect(us.status).toBe(200);
    expect(us.body.states).toHaveLength(2);
    const dup = await invoke(handler, 'POST', '/api/country', { token, body: { code: 'US', name: 'USA' } });
    expect(dup.status).toBe(409);
    expect(ZApiError.parse(dup.body).description).toContain('country US is already in use');
    expect((await invoke(handler, 'POST', '/api/country', { token, body: { code: 'US', name: 'USA (old)', active: false } })).status).toBe(200);
    const states = await invoke(handler, 'POST', '/api/country', {
      token,
      body: {
        code: 'MX',
        name: 'Mexico',
        states: [
          { name: 'A', state_code: 'Q' },
          { name: 'B', state_code: 'Q' },
        ],
      },
    });
    expect(states.status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/country', { token, body: { code: 'MX', name: 'Mexico', callingCodes: ['0049'] } })).status).toBe(400);
  });

  it('lets every signed-in user read (forms pick from it) and only administrators write, per tenant', async () => {
    const token = await adminOf('geo-scope');
    const c = (await invoke<Stored>(handler, 'POST', '/api/country', { token, body: { code: 'PH', name: 'Philippines' } })).body;
    const reader = await userWith('geo-scope', ['settings.read']);
    expect((await invoke(handler, 'GET', `/api/country/${c.id}`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/country', { token: await userWith('geo-scope', []) })).status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/country')).status).toBe(401);
    expect((await invoke(handler, 'POST', '/api/country', { token: reader, body: { code: 'ID', name: 'Indonesia' } })).status).toBe(403);
    expect((await invoke(handler, 'GET', `/api/country/${c.id}`, { token: await adminOf('geo-scope-other') })).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/country', { token: await adminOf('geo-scope-other'), body: { code: 'PH', name: 'Philippines' } })).status).toBe(
      200,
    );
  });
});

describe('destinations and ports', () => {
  it('refuses a port at a missing destination and deleting a destination that still has ports', async () => {
    const token = await adminOf('geo-dst');
    const dst = (await invoke<Stored>(handler, 'POST', '/api/destination', { token, body: { name: 'Red Sea North', countryCode: 'EG' } })).body;
    expect((await invoke(handler, 'POST', '/api/port', { token, body: { name: 'Hurghada', destinationId: 'dst-nope' } })).status).toBe(400);
    await invoke(handler, 'POST', '/api/port', { token, body: { name: 'Hurghada Marina', code: 'EGHRG', destinationId: dst.id } });
    const res = await invoke(handler, 'DELETE', `/api/destination/${dst.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body).description).toContain('Red Sea North still has the port Hurghada Marina');
  });

  it('checks airport and airline codes', async () => {
    const token = await adminOf('geo-codes');
    expect((await invoke(handler, 'POST', '/api/airport', { token, body: { name: 'Mactan-Cebu', iata: 'CEB', icao: 'RPVM', countryCode: 'PH' } })).status).toBe(
      200,
    );
    expect((await invoke(handler, 'POST', '/api/airport', { token, body: { name: 'x', iata: 'ceb' } })).status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/airline', { token, body: { name: 'Cebu Pacific', iata: '5J', icao: 'CEB' } })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/airline', { token, body: { name: 'x', iata: '5JX' } })).status).toBe(400);
  });
});
