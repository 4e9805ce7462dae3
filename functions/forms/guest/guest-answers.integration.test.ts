import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { db, tableName } from '../../data/client';
import { formDefinitionVersionKey } from '../../data/entities/form-definition-version';
import { answersKey } from '../../data/entities/guest-form';
import { byToken, save, tripWithForms, type Link } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { handler as formDefs } from '../definitions/lambda';
import { handler } from './lambda';
import { handler as settings } from '../../platform/settings/lambda';
import { mapHost } from '../../data/tenants';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { cancel, create, stay } from '../../../test/support/booking-lifecycle';
import { adminOf } from '../../../test/support/tokens';

const YES_NO = [{ value: 'yes' }, { value: 'no' }];
const medical = {
  name: 'Medical',
  purpose: 'medical',
  attach: 'trips',
  sections: [
    {
      id: 'medical',
      fields: [
        { id: 'birthday', type: 'Date', label: { en: 'Date of birth', de: 'Geburtsdatum' }, required: true, customerField: 'birthday' },
        { id: 'asthma', type: 'Radio', label: { en: 'Asthma?', de: 'Asthma?' }, required: true, options: YES_NO, raises: { flag: 'physician', when: ['yes'] } },
        { id: 'signature', type: 'Signature', label: { en: 'Signature', de: 'Unterschrift' }, required: true, guardianForMinors: true },
      ],
    },
  ],
};

type Filled = {
  responses: Array<{
    guest: string;
    state: string;
    progress: string;
    flags: string[];
    answers: Record<string, unknown>;
    signatures: Array<{ signer: string; ip: string; userAgent: string; signedAt: string; sha256: string; verified: boolean; guardian?: unknown }>;
  }>;
};

describe('guest answers', () => {
  it('refuses a wrong-typed draft and an incomplete submit storing nothing, then stores a complete one with its flag and a verifying signature', async () => {
    const { host, token, forms, tokenOf, booking } = await tripWithForms('ga-answers', [medical], 2);
    const form = forms[0]!.id;
    const mine = tokenOf('guest-1');
    const filled = async () => (await invoke<Filled>(handler, 'GET', `/api/guestform/${form}`, { token })).body.responses.find((r) => r.guest === 'guest-1')!;

    const wrong = await save(host, form, { token: mine, data: { asthma: 'perhaps', birthday: 42 } });
    expect(wrong.status).toBe(400);
    expect(ZApiError.parse(wrong.body).fields?.map((f) => f.path)).toEqual(['body.data.birthday', 'body.data.asthma']);
    expect((await filled()).state).toBe('none');
    // Answers larger than an item can hold are refused as a whole.
    const huge = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`x${i}`, 'x'.repeat(20_000)]));
    const tooLarge = await save(host, form, { token: mine, data: huge });
    expect(tooLarge.status).toBe(400);
    expect(ZApiError.parse(tooLarge.body).fields).toEqual([{ path: 'body.data', message: 'at most 300 KB' }]);

    // A draft may leave required questions open; a submit may not (every issue is named).
    const draft = await save(host, form, { token: mine, data: { asthma: 'yes' } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({ state: 'draft', progress: 'started', flags: ['physician'], signatures: 0 });
    const incomplete = await save(host, form, { token: mine, data: { asthma: 'yes' }, submit: true });
    expect(incomplete.status).toBe(400);
    expect(ZApiError.parse(incomplete.body).fields).toEqual([
      { path: 'body.data.birthday', message: 'required' },
      { path: 'body.data.signature', message: 'required' },
    ]);
    expect((await filled()).state).toBe('draft');

    // A minor (under 18 on arrival 2027-03-01) signs through a guardian.
    const signature = { name: 'Kim Diver', mode: 'typed' };
    const minor = await save(host, form, { token: mine, data: { birthday: '2010-05-05', asthma: 'no', signature }, submit: true });
    expect(minor.status).toBe(400);
    expect(ZApiError.parse(minor.body).fields).toEqual([{ path: 'body.data.signature', message: 'a guardian signs for a guest under 18' }]);

    const complete = { birthday: '1990-05-05', asthma: 'yes', signature };
    const submitted = await save(host, form, { token: mine, data: complete, submit: true, lang: 'en' }, '203.0.113.5');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'submitted', progress: 'complete', flags: ['physician'], signatures: 1 });

    const after = await filled();
    expect(after).toMatchObject({ state: 'submitted', progress: 'complete', flags: ['physician'], answers: complete });
    expect(after.signatures).toHaveLength(1);
    expect(after.signatures[0]).toMatchObject({ signer: 'Kim Diver', ip: '203.0.113.5', userAgent: 'GuestBrowser/1.0', verified: true });
    expect(after.signatures[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(after.signatures[0]!.signedAt)).not.toBeNaN();
    const links = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.id}/links`, { token });
    expect(links.body.data.find((l) => l.guest === 'guest-1')!.forms[0]).toMatchObject({ state: 'submitted', progress: 'complete', physician: true });
    expect(links.body.data.find((l) => l.guest === 'guest-2')!.forms[0]).toMatchObject({ state: 'none', progress: 'missing', physician: false });

    // Altering the stored answer directly makes the record fail verification.
    const key = answersKey('ga-answers', booking.id, form, 'guest-1');
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item!;
    const answers = stored.answers as Record<string, unknown>;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...stored, answers: { ...answers, asthma: 'no' } } }));
    expect((await filled()).signatures[0]).toMatchObject({ signer: 'Kim Diver', verified: false });
    // Put back as signed, it verifies again (the check is of the text, not of anything else).
    await db().send(new PutCommand({ TableName: tableName(), Item: stored }));
    expect((await filled()).signatures[0]!.verified).toBe(true);
    // So does altering the text of the stored definition version the guest signed.
    const versionKey = formDefinitionVersionKey('ga-answers', (forms[0] as unknown as { definition: string }).definition, 1);
    const version = (await db().send(new GetCommand({ TableName: tableName(), Key: versionKey, ConsistentRead: true }))).Item!;
    const sections = version.sections as Array<{ fields: Array<{ id: string; label: Record<string, string> }> }>;
    sections[0]!.fields.find((f) => f.id === 'asthma')!.label.en = 'Asthma (in childhood only)?';
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...version, sections } }));
    expect((await filled()).signatures[0]).toMatchObject({ verified: false });
  });

  it('refuses every save of a locked form with 409 FORM_LOCKED and stores nothing; edits after submit until then', async () => {
    const { host, token, forms, tokenOf, booking } = await tripWithForms('ga-locked', [medical], 1);
    const form = forms[0]!.id;
    const data = { birthday: '1980-01-01', asthma: 'no', signature: { name: 'Lee', mode: 'typed' } };
    expect((await save(host, form, { token: tokenOf('guest-1'), data, submit: true })).status).toBe(200);
    // A new submission replaces the answers.
    const edited = await save(host, form, { token: tokenOf('guest-1'), data: { ...data, asthma: 'yes' }, submit: true });
    expect(edited.body).toMatchObject({ state: 'submitted', flags: ['physician'] });

    const locked = await invoke(handler, 'POST', `/api/guestform/${form}/lock`, { token, body: { locked: true } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    for (const submit of [false, true]) {
      const refused = await save(host, form, { token: tokenOf('guest-1'), data: { ...data, asthma: 'no' }, submit });
      expect(refused.status).toBe(409);
      expect(ZApiError.parse(refused.body)).toMatchObject({ name: 'ConflictError', message: 'FORM_LOCKED' });
      expect(ZApiError.parse(refused.body).description).toContain('locked by the operator');
    }
    const view = await byToken(host, tokenOf('guest-1'));
    expect(view.body.forms[0]).toMatchObject({ locked: true });
    const filled = await invoke<Filled>(handler, 'GET', `/api/guestform/${form}`, { token });
    expect(filled.body.responses[0]!.answers).toMatchObject({ asthma: 'yes' });

    // Unlocked, it takes answers again; a cancelled booking's forms take none.
    expect((await invoke(handler, 'POST', `/api/guestform/${form}/lock`, { token, body: { locked: false } })).status).toBe(200);
    expect((await save(host, form, { token: tokenOf('guest-1'), data })).status).toBe(200);
    expect((await cancel(token, booking.id)).status).toBe(200);
    const cancelled = await save(host, form, { token: tokenOf('guest-1'), data });
    expect(cancelled.status).toBe(409);
    expect(ZApiError.parse(cancelled.body).description).toContain('the booking is aborted');
  });

  it('locks on the arrival day by the setting lockGuestFormsAt (default arrival); never keeps the form open', async () => {
    const tenant = 'ga-arrival';
    const host = `${tenant}.example.test`;
    await mapHost(host, tenant);
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const today = new Date().toISOString().slice(0, 10);
    const booking = await create(token, stay(resortId, roomIds, today, 2));
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    await invoke(formDefs, 'POST', '/api/form', { token, body: { ...medical, attach: 'stays' } });
    const form = (await invoke<{ data: Array<{ id: string }> }>(handler, 'POST', `/api/guestform/addAllToBooking/${booking.body.id}`, { token })).body.data[0]!
      .id;
    const links = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.body.id}/links`, { token });
    const mine = links.body.data
      .find((l) => l.guest === 'guest-1')!
      .path.split('/')
      .pop()!;

    const refused = await save(host, form, { token: mine, data: { asthma: 'no' } });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body)).toMatchObject({ message: 'FORM_LOCKED' });
    expect(ZApiError.parse(refused.body).description).toContain('arrival day');
    expect((await byToken(host, mine)).body.forms[0]).toMatchObject({ locked: true });

    const never = await invoke(settings, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: { lockGuestFormsAt: 'never' } } });
    expect(never.status, JSON.stringify(never.body)).toBe(200);
    expect((await save(host, form, { token: mine, data: { asthma: 'no' } })).status).toBe(200);
    expect((await byToken(host, mine)).body.forms[0]).toMatchObject({ locked: false, state: 'draft' });
  });
});
