import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/forms/definitions/lambda';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { seedGuestForms } from './forms';

describe('the demo guest forms', () => {
  it('are stored through the repository, each with its version 1, and listed by purpose', async () => {
    const tenant = 'seed-forms';
    const counts: Record<string, number> = {};
    const pending: Array<Promise<unknown>> = [];
    seedGuestForms((name, done) => pending.push(done.then((n) => (counts[name] = n))), tenant);
    await Promise.all(pending);
    expect(counts).toEqual({ formDefinitions: 4 });

    const token = await adminOf(tenant);
    const list = await invoke<{ data: Array<{ id: string; purpose: string; version: number }>; total?: number }>(handler, 'GET', '/api/form', {
      token,
      query: { sort: 'purpose' },
    });
    expect(list.body.data.map((f) => [f.id, f.version])).toEqual([
      ['fd-medical', 1],
      ['fd-registration', 1],
      ['fd-rental', 1],
      ['fd-waiver', 1],
    ]);
    expect(list.body.total).toBe(4);
    for (const { id } of list.body.data) {
      const version = await invoke<{ id: string; version: number }>(handler, 'GET', `/api/form/${id}/versions/1`, { token });
      expect(version.status, id).toBe(200);
      expect(version.body).toMatchObject({ id, version: 1 });
    }
    // The operator's first change is version 2: the seeded version 1 is no obstacle.
    const medical = (await invoke<Record<string, unknown>>(handler, 'GET', '/api/form/fd-medical', { token })).body;
    const saved = await invoke<{ version: number }>(handler, 'POST', '/api/form/fd-medical', { token, body: { ...medical, name: 'Medical (2027)' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(2);
  });
});
