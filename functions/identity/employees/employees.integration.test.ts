import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZUser } from '../../../shared/domain/staff/user';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { createUser } from '../../data/users';
import { handler as users } from '../users/lambda';
import { handler } from './lambda';

type Stored = { id: string; version: number };

describe('employees', () => {
  it('links a sign-in to one employee only, and keeps that user from being deleted', async () => {
    const token = await adminOf('emp');
    await createUser('emp', 'u-guide', ZUser.parse({ name: 'Gina Guide', email: 'gina@emp.example', userType: 'employee' }));
    const gina = await invoke<Stored>(handler, 'POST', '/api/employee', {
      token,
      body: { firstName: 'Gina', lastName: 'Guide', position: 'DiveGuide', userId: 'u-guide' },
    });
    expect(gina.status).toBe(200);
    const twice = await invoke(handler, 'POST', '/api/employee', { token, body: { lastName: 'Twin', userId: 'u-guide' } });
    expect(twice.status).toBe(409);
    expect((await invoke(handler, 'POST', '/api/employee', { token, body: { lastName: 'Ghost', userId: 'u-nope' } })).status).toBe(400);
    const del = await invoke(users, 'DELETE', '/api/users/u-guide', { token });
    expect(del.status).toBe(409);
    expect(ZApiError.parse(del.body).description).toContain('sign-in of employee Gina Guide');
    const copy = await invoke<{ userId?: string }>(handler, 'POST', `/api/employee/${gina.body.id}/copy`, { token });
    expect(copy.body.userId).toBeUndefined();
  });

  it('needs employee.read to read and employee.update to write, per tenant', async () => {
    const token = await adminOf('emp-scope');
    const e = (
      await invoke<Stored>(handler, 'POST', '/api/employee', {
        token,
        body: { lastName: 'Crew', position: 'Crew', certifications: [{ name: 'Rescue Diver', validUntil: '2027-01-31' }] },
      })
    ).body;
    const reader = await userWith('emp-scope', ['employee.read']);
    expect((await invoke(handler, 'GET', `/api/employee/${e.id}`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'POST', `/api/employee/${e.id}`, { token: reader, body: { lastName: 'X', version: 1 } })).status).toBe(403);
    expect((await invoke(handler, 'GET', `/api/employee/${e.id}`, { token: await adminOf('emp-scope-other') })).status).toBe(404);
    const bad = await invoke(handler, 'POST', '/api/employee', { token, body: { lastName: 'X', position: 'Pilot' } });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body).fields?.[0]?.path).toBe('body.position');
  });
});
