import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { FORM_FIELD_TYPES } from '../../../shared/domain/forms/form-definition';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { handler as settings } from '../../platform/settings/lambda';
import { handler } from './lambda';

type Stored = { id: string; version: number; name: string; purpose: string; sections: Array<{ fields: Array<{ id: string }> }> };

const registration = (name = 'Registration') => ({
  name,
  purpose: 'registration',
  title: { en: 'Guest registration', de: 'Gästeregistrierung' },
  sections: [
    {
      id: 'person',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
        { id: 'diver', type: 'Radio', options: [{ value: 'yes' }, { value: 'no' }] },
        { id: 'level', type: 'QuestionShort', condition: { any: [{ all: [{ field: 'diver', op: 'equals', value: 'yes' }] }] } },
      ],
    },
  ],
});

async function list(token: string, query: Record<string, string> = {}) {
  const res = await invoke<{ data: Stored[]; total?: number }>(handler, 'GET', '/api/form', { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('guest form definitions', () => {
  it('creates version 1 and keeps every saved version readable as it was', async () => {
    const token = await adminOf('fd-versions');
    const created = await invoke<Stored>(handler, 'POST', '/api/form', { token, body: registration() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ name: 'Registration', version: 1, purpose: 'registration' });
    const id = created.body.id;

    // A malformed change is refused on update too (the definition's checks survive the engine's schema extension).
    const broken = { ...registration(), version: 1, sections: [{ id: 'person', fields: [{ id: 'diver', type: 'Radio' }] }] };
    const refused = await invoke(handler, 'POST', `/api/form/${id}`, { token, body: broken });
    expect(refused.status).toBe(400);
    expect(ZApiError.parse(refused.body).fields?.map((f) => f.path)).toEqual(['body.sections.0.fields.0.options']);

    const changed = { ...registration('Registration 2027'), version: 1 };
    changed.sections[0]!.fields.push({ id: 'lastName', type: 'QuestionShort', label: { en: 'Last name' }, required: true });
    const updated = await invoke<Stored>(handler, 'POST', `/api/form/${id}`, { token, body: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.version).toBe(2);

    const v1 = await invoke<Stored>(handler, 'GET', `/api/form/${id}/versions/1`, { token });
    expect(v1.status).toBe(200);
    expect(v1.body).toMatchObject({ id, version: 1, name: 'Registration' });
    expect(v1.body.sections[0]!.fields.map((f) => f.id)).toEqual(['firstName', 'diver', 'level']);
    const v2 = await invoke<Stored>(handler, 'GET', `/api/form/${id}/versions/2`, { token });
    expect(v2.body).toMatchObject({ id, version: 2, name: 'Registration 2027' });
    expect(v2.body.sections[0]!.fields.map((f) => f.id)).toEqual(['firstName', 'diver', 'level', 'lastName']);

    const missing = await invoke(handler, 'GET', `/api/form/${id}/versions/3`, { token });
    expect(missing.status).toBe(404);
    expect(ZApiError.parse(missing.body).description).toContain('no version 3');

    // Another tenant reads none of them; a copy starts at its own version 1.
    expect((await invoke(handler, 'GET', `/api/form/${id}/versions/1`, { token: await adminOf('fd-versions-other') })).status).toBe(404);
    const copy = await invoke<Stored>(handler, 'POST', `/api/form/${id}/copy`, { token });
    expect(copy.body).toMatchObject({ name: 'Registration 2027 (copy)', version: 1 });
    expect((await invoke<Stored>(handler, 'GET', `/api/form/${copy.body.id}/versions/1`, { token })).body.name).toBe('Registration 2027 (copy)');
    expect((await invoke(handler, 'DELETE', `/api/form/${copy.body.id}`, { token })).status).toBe(200);

    // A stale version is refused and writes no snapshot.
    expect((await invoke(handler, 'POST', `/api/form/${id}`, { token, body: changed })).status).toBe(409);
    expect((await invoke(handler, 'GET', `/api/form/${id}/versions/3`, { token })).status).toBe(404);

    // Deleting the definition keeps its versions (filled forms refer to them).
    expect((await invoke(handler, 'DELETE', `/api/form/${id}`, { token })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/form/${id}`, { token })).status).toBe(404);
    expect((await invoke<Stored>(handler, 'GET', `/api/form/${id}/versions/2`, { token })).body.name).toBe('Registration 2027');
    expect(await list(token)).toEqual([]);
  });

  it.each([
    [
      'a condition on a later field',
      [
        { id: 'a', type: 'QuestionShort', condition: { any: [{ all: [{ field: 'b', op: 'answered' }] }] } },
        { id: 'b', type: 'QuestionShort' },
      ],
      ['sections', 0, 'fields', 0, 'condition', 'any', 0, 'all', 0, 'field'],
    ],
    ['a choice without options', [{ id: 'a', type: 'Select' }], ['sections', 0, 'fields', 0, 'options']],
    ['an unknown field type', [{ id: 'a', type: 'Hologram' }], ['sections', 0, 'fields', 0, 'type']],
    [
      'a duplicate field id',
      [
        { id: 'a', type: 'QuestionShort' },
        { id: 'a', type: 'Date' },
      ],
      ['sections', 0, 'fields', 1, 'id'],
    ],
  ])('refuses %s with 400 naming the path and stores nothing', async (_, fields, path) => {
    const token = await adminOf(`fd-bad-${String(path.length)}-${fields.length}-${String(fields[0]!.type).toLowerCase()}`);
    const res = await invoke(handler, 'POST', '/api/form', { token, body: { name: 'Bad', sections: [{ id: 's', fields }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const error = ZApiError.parse(res.body);
    expect(error.name).toBe('ValidationError');
    expect(
      error.fields?.map((f) => f.path),
      JSON.stringify(error.fields),
    ).toContain(['body', ...path].join('.'));
    expect(await list(token)).toEqual([]);
  });

  it('needs forms.read to read and formdef.update to write (403 otherwise)', async () => {
    const tenant = 'fd-scopes';
    const admin = await adminOf(tenant);
    const { id } = (await invoke<Stored>(handler, 'POST', '/api/form', { token: admin, body: registration() })).body;
    const reader = await userWith(tenant, ['forms.read']);
    const editor = await userWith(tenant, ['formdef.update']);
    const stranger = await userWith(tenant, ['bookings.read']);

    expect((await invoke(handler, 'GET', '/api/form', { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/form/${id}/versions/1`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/form/constants', { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/form', { token: reader, body: registration() })).status).toBe(403);
    expect((await invoke(handler, 'GET', '/api/form', { token: editor })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/form', { token: editor, body: registration('By the editor') })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/form'],
      ['GET', `/api/form/${id}`],
      ['GET', `/api/form/${id}/versions/1`],
      ['GET', '/api/form/constants'],
      ['GET', '/api/guestform/types'],
      ['DELETE', `/api/form/${id}`],
    ] as const)
      expect((await invoke(handler, method, path, { token: stranger })).status, `${method} ${path}`).toBe(403);
    expect((await invoke(handler, 'POST', '/api/form', { token: stranger, body: registration() })).status).toBe(403);
  });

  it('answers the constants with the tenant’s upload limit, and the field types', async () => {
    const token = await adminOf('fd-constants');
    const constants = await invoke<Record<string, unknown>>(handler, 'GET', '/api/form/constants', { token });
    expect(constants.status, JSON.stringify(constants.body)).toBe(200);
    expect(constants.body).toMatchObject({ maxGuestFormFileSizeinKb: 256, purposes: ['registration', 'medical', 'waiver', 'rental', 'custom'] });
    expect(constants.body.fieldTypes).toEqual([...FORM_FIELD_TYPES]);
    expect(constants.body.conditionOps).toContain('includes');

    const saved = await invoke(settings, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: { maxGuestFormFileSizeinKb: 1024 } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await invoke(handler, 'GET', '/api/form/constants', { token })).body).toMatchObject({ maxGuestFormFileSizeinKb: 1024 });

    const types = await invoke<{ data: Array<{ type: string; asks: boolean; block: boolean }> }>(handler, 'GET', '/api/guestform/types', { token });
    expect(types.status).toBe(200);
    expect(types.body.data).toHaveLength(FORM_FIELD_TYPES.length);
    expect(types.body.data.find((t) => t.type === 'Header')).toEqual({ type: 'Header', asks: false, block: false });
    expect(types.body.data.find((t) => t.type === 'Radio')).toEqual({ type: 'Radio', asks: true, block: false });
    expect(types.body.data.find((t) => t.type === 'Signature')).toEqual({ type: 'Signature', asks: true, block: true });
  });

  it('lists with search and a filter by purpose', async () => {
    const token = await adminOf('fd-list');
    await invoke(handler, 'POST', '/api/form', { token, body: registration('Arrival registration') });
    await invoke(handler, 'POST', '/api/form', { token, body: { ...registration('Medical questionnaire'), purpose: 'medical' } });
    await invoke(handler, 'POST', '/api/form', { token, body: { ...registration('Medical statement'), purpose: 'medical', active: false } });

    expect((await list(token)).map((f) => f.name)).toEqual(['Arrival registration', 'Medical questionnaire', 'Medical statement']);
    expect((await list(token, { filter: JSON.stringify({ purpose: 'medical' }) })).map((f) => f.name)).toEqual(['Medical questionnaire', 'Medical statement']);
    expect((await list(token, { filter: JSON.stringify({ purpose: 'medical', active: true }) })).map((f) => f.name)).toEqual(['Medical questionnaire']);
    expect((await list(token, { search: 'arrival' })).map((f) => f.name)).toEqual(['Arrival registration']);
  });
});
