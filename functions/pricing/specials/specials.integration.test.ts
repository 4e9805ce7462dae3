import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { SPECIAL_CONDITIONS } from '../../../shared/domain/pricing/special';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

type Stored = { id: string; version: number };

const special = (overrides: Record<string, unknown> = {}) => ({
  name: 'Stay 7 pay 6',
  discount: 'FOC',
  discountValue: 1,
  reduce: 'ChangeRoomPrice',
  dateRange: { from: '2026-05-01', to: '2026-09-30' },
  rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }], scope: 'Booking', channels: ['Booking', 'OTABooking'] },
  ...overrides,
});

describe('specials', () => {
  it('stores a special with its rule and answers the constants', async () => {
    const token = await adminOf('spec');
    const res = await invoke<Stored & { rule: { conditions: unknown[] }; status: string }>(handler, 'POST', '/api/specials', { token, body: special() });
    expect(res.status).toBe(200);
    expect(res.body.rule.conditions).toHaveLength(1);
    const copy = await invoke<{ status: string }>(handler, 'POST', `/api/specials/${res.body.id}/copy`, { token });
    expect(copy.body.status).toBe('draft');
    const constants = await invoke<{ conditions: string[]; discountTypes: string[] }>(handler, 'GET', '/api/specials/constants', { token });
    expect(constants.body.conditions).toEqual([...SPECIAL_CONDITIONS]);
    expect(constants.body.discountTypes).toContain('AbsoluteNights');
  });

  it('refuses a range that ends before it starts, unknown conditions and unknown fields in the rule, with the field', async () => {
    const token = await adminOf('spec-bad');
    const range = await invoke(handler, 'POST', '/api/specials', { token, body: special({ dateRange: { from: '2026-09-30', to: '2026-05-01' } }) });
    expect(range.status).toBe(400);
    expect(ZApiError.parse(range.body).fields?.[0]?.path).toBe('body.dateRange.to');
    expect(
      (
        await invoke(handler, 'POST', '/api/specials', {
          token,
          body: special({ rule: { conditions: [{ condition: 'MoonPhase', operator: 'Equals', value: 1 }] } }),
        })
      ).status,
    ).toBe(400);
    expect((await invoke(handler, 'POST', '/api/specials', { token, body: special({ rule: { conditions: [], hidden: true } }) })).status).toBe(400);
    const missingGroup = await invoke(handler, 'POST', '/api/specials', { token, body: special({ groupId: 'sg-nope' }) });
    expect(ZApiError.parse(missingGroup.body).fields).toEqual([{ path: 'body.groupId', message: 'special group sg-nope does not exist' }]);
    expect((await invoke<{ total: number }>(handler, 'GET', '/api/specials', { token })).body.total).toBe(0);
  });

  it('lets booking staff read and only price.update write', async () => {
    const token = await adminOf('spec-scope');
    const created = (await invoke<Stored>(handler, 'POST', '/api/specials', { token, body: special() })).body;
    const booker = await userWith('spec-scope', ['bookings.read']);
    expect((await invoke(handler, 'GET', `/api/specials/${created.id}`, { token: booker })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/specials', { token: booker, body: special() })).status).toBe(403);
    const club = await userWith('spec-scope', ['customers.self']);
    expect((await invoke(handler, 'GET', '/api/specials', { token: club })).status).toBe(403);
    const pricer = await userWith('spec-scope', ['price.update']);
    expect((await invoke(handler, 'POST', '/api/specials', { token: pricer, body: special() })).status).toBe(200);
  });
});

describe('special groups', () => {
  it('refuses to delete a group that still has specials', async () => {
    const token = await adminOf('sgroups');
    const group = (await invoke<Stored>(handler, 'POST', '/api/specialgroups', { token, body: { name: 'Summer' } })).body;
    await invoke(handler, 'POST', '/api/specials', { token, body: special({ name: 'Summer deal', groupId: group.id }) });
    const res = await invoke(handler, 'DELETE', `/api/specialgroups/${group.id}`, { token });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({
      message: 'IN_USE',
      description: expect.stringContaining('Summer still has specials (for example Summer deal)'),
    });
    const other = await adminOf('sgroups-other');
    expect((await invoke(handler, 'DELETE', `/api/specialgroups/${group.id}`, { token: other })).status).toBe(404);
  });
});
