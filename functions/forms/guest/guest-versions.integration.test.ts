import { describe, expect, it } from 'vitest';
import { byToken, save, tripWithForms } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { handler as formDefs } from '../definitions/lambda';
import { handler } from './lambda';

const fields = [
  { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
  { id: 'sign', type: 'Signature', label: { en: 'Signature' }, required: true },
];
const waiver = { name: 'Waiver', purpose: 'waiver', attach: 'trips', sections: [{ id: 's', fields }] };

type Diff = { attachedVersion: number; currentVersion?: number; added: string[]; removed: string[]; changed: string[] };
type Filled = { version: number; responses: Array<{ guest: string; progress: string; version: number; signatures: Array<{ verified: boolean }> }> };

describe('a booking’s form and later versions of its definition', () => {
  it('shows what changed, moves the form to the current version on appendMissingFields, and keeps the answers on theirs', async () => {
    const { host, token, forms, tokenOf } = await tripWithForms('gv-append', [waiver], 2);
    const form = forms[0]!.id;
    const definition = (forms[0] as unknown as { definition: string }).definition;
    const signed = { firstName: 'Ann', sign: { name: 'Ann', mode: 'typed' } };
    expect((await save(host, form, { token: tokenOf('guest-1'), data: signed, submit: true })).status).toBe(200);

    const changed = [
      { ...fields[0], label: { en: 'Given name' } },
      { id: 'passport', type: 'QuestionShort', label: { en: 'Passport' }, required: true },
      fields[1],
    ];
    const updated = await invoke(formDefs, 'POST', `/api/form/${definition}`, {
      token,
      body: { ...waiver, version: 1, sections: [{ id: 's', fields: changed }] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const diff = await invoke<Diff>(handler, 'GET', `/api/guestform/diff/${form}`, { token });
    expect(diff.status, JSON.stringify(diff.body)).toBe(200);
    expect(diff.body).toMatchObject({ attachedVersion: 1, currentVersion: 2, added: ['passport'], removed: [], changed: ['firstName'] });
    // Until appended, the guests answer version 1.
    expect((await byToken(host, tokenOf('guest-2'))).body.forms[0]).toMatchObject({ definition: { version: 1 } });

    const appended = await invoke<{ version: number }>(handler, 'POST', `/api/guestform/${form}/appendMissingFields`, { token });
    expect(appended.status, JSON.stringify(appended.body)).toBe(200);
    expect(appended.body.version).toBe(2);
    expect((await invoke<Diff>(handler, 'GET', `/api/guestform/diff/${form}`, { token })).body).toMatchObject({ attachedVersion: 2, added: [], changed: [] });
    expect((await byToken(host, tokenOf('guest-2'))).body.forms[0]).toMatchObject({ definition: { version: 2 } });

    // The submitted answers keep version 1 and their signature verifies on it; on version 2 the passport is missing.
    const filled = await invoke<Filled>(handler, 'GET', `/api/guestform/${form}`, { token });
    const first = filled.body.responses.find((r) => r.guest === 'guest-1')!;
    expect(first).toMatchObject({ version: 1, progress: 'started', signatures: [{ verified: true }] });
    const missing = await save(host, form, { token: tokenOf('guest-1'), data: signed, submit: true });
    expect(missing.status).toBe(400);

    // Many at once, idempotent; a deleted definition: the diff says so, appending is 404.
    const many = await invoke<{ data: Array<{ version: number }> }>(handler, 'POST', '/api/guestform/appendMissingFields', { token, body: { ids: [form] } });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.data.map((f) => f.version)).toEqual([2]);
    expect((await invoke(formDefs, 'DELETE', `/api/form/${definition}`, { token })).status).toBe(200);
    const gone = await invoke<Diff>(handler, 'GET', `/api/guestform/diff/${form}`, { token });
    expect(gone.body).toMatchObject({ attachedVersion: 2, added: [], removed: [], changed: [] });
    expect(gone.body.currentVersion).toBeUndefined();
    expect((await invoke(handler, 'POST', `/api/guestform/${form}/appendMissingFields`, { token })).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/guestform/appendMissingFields', { token, body: { ids: ['gf-none'] } })).status).toBe(404);
  });
});
