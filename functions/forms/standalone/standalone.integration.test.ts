import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { bookingForms } from '../../data/guest-forms';
import { mapHost } from '../../data/tenants';
import { customerOf } from '../../../test/support/booking-fixtures';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { handler as formDefs } from '../definitions/lambda';
import { handler } from './lambda';

const YES_NO = [{ value: 'yes' }, { value: 'no' }];
const waiver = {
  name: 'Walk-in waiver',
  purpose: 'waiver',
  attach: 'manual',
  sections: [
    {
      id: 'main',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
        { id: 'lastName', type: 'QuestionShort', label: { en: 'Last name' }, required: true },
        { id: 'asthma', type: 'Radio', label: { en: 'Asthma?' }, required: true, options: YES_NO, raises: { flag: 'physician', when: ['yes'] } },
        { id: 'signature', type: 'Signature', label: { en: 'Signature' }, required: true },
        { id: 'card', type: 'Image', label: { en: 'Your card' } },
      ],
    },
  ],
};

type Link = { id: string; path: string; submissions: number; revoked: boolean; customer?: string };
type Detail = {
  link: Link;
  submissions: Array<{ respondent: string; name?: string; state: string; physician: boolean; submittedAt?: string }>;
  filled: { responses: Array<{ guest: string; state: string; signatures: Array<{ verified: boolean; signer: string }> }> };
};

let n = 0;
const client = () => `198.51.100.${1 + (n++ % 250)}`;

async function operator(tenant: string) {
  const host = `${tenant}.example.test`;
  await mapHost(host, tenant);
  const token = await adminOf(tenant);
  const def = await invoke<{ id: string }>(formDefs, 'POST', '/api/form', { token, body: waiver });
  expect(def.status, JSON.stringify(def.body)).toBe(200);
  const create = async (body: Record<string, unknown>) => {
    const made = await invoke<Link>(handler, 'POST', '/api/guestform/standalone', { token, body: { form: def.body.id, ...body } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [, , id, secret] = made.body.path.split('/');
    return { link: made.body, id: id!, secret: secret! };
  };
  const open = (id: string, secret: string, on = host) =>
    invoke<{ page: string; forms: Array<{ form: string; state: string; answers: Record<string, unknown> }>; standalone: { counter: boolean } }>(
      handler,
      'GET',
      `/api/form/standalone/${id}`,
      { query: { token: secret }, headers: { host: on }, sourceIp: client() },
    );
  const save = (id: string, body: Record<string, unknown>, on = host) =>
    invoke<Record<string, unknown>>(handler, 'POST', `/api/form/standalone/${id}`, {
      body,
      headers: { host: on, 'user-agent': 'Tablet/1.0' },
      sourceIp: client(),
    });
  const detail = async (id: string) => (await invoke<Detail>(handler, 'GET', `/api/guestform/standalone/${id}`, { token })).body;
  return { host, token, create, open, save, detail };
}

const complete = (first: string, asthma = 'no') => ({ firstName: first, lastName: 'Diver', asthma, signature: { name: `${first} Diver`, mode: 'typed' } });

describe('standalone form links', () => {
  it('a counter link: opens empty, checks drafts without keeping them, each submit a new respondent with a verifying signature', async () => {
    const op = await operator('sf-counter');
    const { id, secret, link } = await op.create({});
    expect(link).toMatchObject({ submissions: 0, revoked: false });
    expect(link.path).toMatch(/^\/forms\/sf-[0-9A-Z]+\/[A-Za-z0-9_-]{43}$/);

    const opened = await op.open(id, secret);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ page: 'single', standalone: { counter: true }, forms: [{ form: id, state: 'none', answers: {} }] });

    const wrong = await op.save(id, { token: secret, data: { asthma: 'perhaps' } });
    expect(wrong.status).toBe(400);
    expect(ZApiError.parse(wrong.body).fields?.map((f) => f.path)).toEqual(['body.data.asthma']);
    const draft = await op.save(id, { token: secret, data: { firstName: 'Ann' } });
    expect(draft.body).toMatchObject({ state: 'draft', progress: 'started' });
    // No uploads on standalone links: a reference to one is refused.
    const upload = await op.save(id, { token: secret, data: { ...complete('Ann'), card: { upload: 'gu-01JABCDEFGHJKMNPQRSTVWXYZ0' } }, submit: true });
    expect(upload.status).toBe(400);
    expect(ZApiError.parse(upload.body).fields?.map((f) => f.path)).toEqual(['body.data.card']);
    const incomplete = await op.save(id, { token: secret, data: { firstName: 'Ann' }, submit: true });
    expect(incomplete.status).toBe(400);
    expect((await bookingForms('sf-counter', `S-${id}`)).answers).toEqual([]);

    expect((await op.save(id, { token: secret, data: complete('Ann', 'yes'), submit: true })).status).toBe(200);
    expect((await op.save(id, { token: secret, data: complete('Ben'), submit: true })).status).toBe(200);
    // The next visitor starts empty again.
    expect((await op.open(id, secret)).body.forms[0]).toMatchObject({ state: 'none', answers: {} });

    const detail = await op.detail(id);
    expect(detail.link.submissions).toBe(2);
    expect(detail.submissions.map((s) => [s.name, s.state, s.physician]).sort()).toEqual([
      ['Ann Diver', 'submitted', true],
      ['Ben Diver', 'submitted', false],
    ]);
    expect(new Set(detail.submissions.map((s) => s.respondent)).size).toBe(2);
    expect(detail.filled.responses.flatMap((r) => r.signatures.map((s) => s.verified))).toEqual([true, true]);
    const list = await invoke<{ data: Link[] }>(handler, 'GET', '/api/guestform/standalone', { token: op.token });
    expect(list.body.data.find((l) => l.id === id)).toMatchObject({ submissions: 2, path: link.path });
  });

  it('a customer link keeps one respondent: the draft comes back, submitting again replaces it and counts once', async () => {
    const op = await operator('sf-customer');
    const customer = await customerOf('sf-customer', 'c-sf-1', 'f');
    const { id, secret, link } = await op.create({ customer, expiresAt: '2099-12-31' });
    expect(link).toMatchObject({ customer, expiresAt: '2099-12-31' });
    expect((await op.save(id, { token: secret, data: { firstName: 'Cara' } })).status).toBe(200);
    const back = await op.open(id, secret);
    expect(back.body).toMatchObject({ standalone: { counter: false }, forms: [{ state: 'draft', answers: { firstName: 'Cara' } }] });
    expect((await op.save(id, { token: secret, data: complete('Cara'), submit: true })).status).toBe(200);
    expect((await op.save(id, { token: secret, data: complete('Carla'), submit: true })).status).toBe(200);
    const detail = await op.detail(id);
    expect(detail.submissions).toHaveLength(1);
    expect(detail.submissions[0]).toMatchObject({ name: 'Carla Diver', state: 'submitted' });
    expect(detail.link.submissions).toBe(1);
  });

  it('a revoked, expired, other link’s or other tenant’s token is 404 and stores nothing; a malformed one 400', async () => {
    const op = await operator('sf-refused');
    const other = await operator('sf-refused-other');
    const revoked = await op.create({});
    const expired = await op.create({ expiresAt: '2020-01-01T00:00:00Z' });
    const live = await op.create({});
    const revoke = await invoke<Link>(handler, 'DELETE', `/api/guestform/standalone/${revoked.id}`, { token: op.token });
    expect(revoke.body.revoked).toBe(true);
    const data = complete('Eve');
    const tries: Array<[string, string, string?]> = [
      [revoked.id, revoked.secret],
      [expired.id, expired.secret],
      [live.id, revoked.secret],
      [revoked.id, live.secret],
      [live.id, live.secret, other.host],
    ];
    for (const [id, secret, on] of tries) {
      expect((await op.open(id, secret, on)).status, `${id} ${on ?? ''}`).toBe(404);
      expect((await op.save(id, { token: secret, data, submit: true }, on)).status).toBe(404);
    }
    expect((await op.open(live.id, 'short')).status).toBe(400);
    for (const l of [revoked, expired, live]) {
      expect((await bookingForms('sf-refused', `S-${l.id}`)).answers).toEqual([]);
      expect((await bookingForms('sf-refused-other', `S-${l.id}`)).answers).toEqual([]);
      expect((await op.detail(l.id)).link.submissions).toBe(0);
    }
    // Another tenant's staff do not see the link.
    expect((await invoke(handler, 'GET', `/api/guestform/standalone/${live.id}`, { token: other.token })).status).toBe(404);
    // The live link still works on its own host.
    expect((await op.save(live.id, { token: live.secret, data, submit: true })).status).toBe(200);
  });
});
