import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { byToken, save, tripWithForms, type Link } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { handler } from './lambda';

const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [
    {
      id: 'person',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
        { id: 'invoiceTo', type: 'QuestionShort', label: { en: 'Invoice to' }, askedPer: 'booking' },
      ],
    },
  ],
};

describe('guest links', () => {
  it('gives a 6-guest cabin booking 6 distinct guest links and the lead’s; each opens only its own forms', async () => {
    const { host, booking, forms, links, tokenOf } = await tripWithForms('gl-six', [registration]);
    expect(forms).toHaveLength(1);
    expect(links.map((l) => l.guest)).toEqual(['lead', 'guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-5', 'guest-6']);
    expect(links[0]!.path).toMatch(new RegExp(`^/guestform-m/${booking.id}/[A-Za-z0-9_-]{43}$`));
    for (const l of links.slice(1)) expect(l.path).toMatch(new RegExp(`^/guestform/${booking.id}/[A-Za-z0-9_-]{43}$`));
    expect(new Set(links.map((l) => l.path)).size).toBe(7);
    expect(links[1]!.forms).toEqual([
      { form: forms[0]!.id, name: 'Registration', purpose: 'registration', state: 'none', progress: 'missing', physician: false },
    ]);

    // Each guest's token opens its own form only; the lead's the booking's questions and every guest's forms.
    for (const guest of ['guest-1', 'guest-4']) {
      const view = await byToken(host, tokenOf(guest));
      expect(view.status, JSON.stringify(view.body)).toBe(200);
      expect(view.body.guest.key).toBe(guest);
      expect(view.body.booking).toMatchObject({ id: booking.id, arrival: '2027-03-01' });
      expect(view.body.forms.map((f) => [f.guest, f.askedOf])).toEqual([[guest, 'guest']]);
    }
    const lead = await byToken(host, tokenOf('lead'));
    expect(lead.body.forms.map((f) => f.guest)).toEqual(['lead', 'guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-5', 'guest-6']);
    expect(lead.body.forms[0]!.askedOf).toBe('booking');

    // The lead fills in for a guest; a guest's link cannot answer for another guest.
    const form = forms[0]!.id;
    expect((await save(host, form, { token: tokenOf('lead'), guest: 'guest-2', data: { firstName: 'Ann' } })).status).toBe(200);
    expect((await save(host, form, { token: tokenOf('guest-1'), guest: 'guest-3', data: { firstName: 'Eve' } })).status).toBe(404);
    // A guest's link does not answer the booking's questions.
    const stray = await save(host, form, { token: tokenOf('guest-1'), data: { invoiceTo: 'ACME' } });
    expect(stray.status).toBe(400);
    expect(ZApiError.parse(stray.body).fields?.map((f) => f.path)).toEqual(['body.data.invoiceTo']);
  });

  it('answers 404 for another booking’s, another tenant’s, a renewed and an unknown token, 400 for a malformed one, and changes nothing', async () => {
    const a = await tripWithForms('gl-iso-a', [registration]);
    const b = await tripWithForms('gl-iso-b', [registration]);
    const formA = a.forms[0]!.id;
    const filled = async () =>
      (await invoke<{ responses: Array<{ state: string }> }>(handler, 'GET', `/api/guestform/${formA}`, { token: a.token })).body.responses.map((r) => r.state);
    const before = await filled();
    expect(before.every((s) => s === 'none')).toBe(true);

    // Another booking's token of the same tenant opens its own booking only.
    const sibling = await a.another();
    expect(sibling.links.map((l) => l.guest)).toEqual(['lead', 'guest-1', 'guest-2']);
    expect((await save(a.host, formA, { token: sibling.tokenOf('guest-1'), data: { firstName: 'Mallory' } })).status).toBe(404);
    expect((await save(a.host, formA, { token: sibling.tokenOf('lead'), guest: 'guest-1', data: { firstName: 'Mallory' } })).status).toBe(404);
    expect((await byToken(a.host, sibling.tokenOf('guest-1'))).body.booking.id).toBe(sibling.booking.id);
    // Another tenant's token on this tenant's host.
    expect((await save(a.host, formA, { token: b.tokenOf('guest-1'), data: { firstName: 'Mallory' } })).status).toBe(404);
    // The other tenant's token on its own host cannot reach this booking's form.
    expect((await save(b.host, formA, { token: b.tokenOf('guest-1'), data: { firstName: 'Mallory' } })).status).toBe(404);
    // This tenant's token on the other tenant's host.
    expect((await byToken(b.host, a.tokenOf('guest-1'))).status).toBe(404);
    expect((await save(b.host, formA, { token: a.tokenOf('guest-1'), data: { firstName: 'Mallory' } })).status).toBe(404);

    // Renewing guest-3's link: the old token is 404 at once, the new one opens, the others are untouched.
    const old = a.tokenOf('guest-3');
    const renewed = await invoke<Link>(handler, 'POST', `/api/guestform/${a.booking.id}/links`, { token: a.token, body: { guest: 'guest-3' } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const fresh = renewed.body.path.split('/').pop()!;
    expect(fresh).not.toBe(old);
    expect((await byToken(a.host, old)).status).toBe(404);
    expect((await save(a.host, formA, { token: old, data: { firstName: 'Old' } })).status).toBe(404);
    expect((await byToken(a.host, fresh)).body.guest).toEqual({ key: 'guest-3' });
    expect((await byToken(a.host, a.tokenOf('guest-2'))).status).toBe(200);
    // The links shown again give the renewed one (the token is made again from its generation).
    const again = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${a.booking.id}/links`, { token: a.token });
    expect(again.body.data.find((l) => l.guest === 'guest-3')!.path).toBe(renewed.body.path);
    expect(again.body.data.find((l) => l.guest === 'guest-2')!.path).toBe(a.links.find((l) => l.guest === 'guest-2')!.path);

    // Unknown (well formed) → 404; malformed → 400; neither needs a session.
    const unknown = await byToken(a.host, randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(unknown.body).name).toBe('NotFoundError');
    const malformed = await byToken(a.host, 'not-a-token');
    expect(malformed.status).toBe(400);
    expect(ZApiError.parse(malformed.body).fields?.map((f) => f.path)).toEqual(['query.token']);

    expect(await filled()).toEqual(before);
  });

  it('gives the lead every guest’s link to forward and saves several guests’ forms together or none', async () => {
    const { host, token, booking, forms, links, tokenOf } = await tripWithForms('gl-linked', [registration], 3);
    const lead = tokenOf('lead');
    const linked = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.id}/linked`, { query: { token: lead }, headers: { host } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.map((l) => l.path)).toEqual(links.slice(1).map((l) => l.path));
    // A guest's token, or the lead's on another booking's path: 404.
    expect((await invoke(handler, 'GET', `/api/guestform/${booking.id}/linked`, { query: { token: tokenOf('guest-1') }, headers: { host } })).status).toBe(404);
    expect((await invoke(handler, 'GET', '/api/guestform/bk-other/linked', { query: { token: lead }, headers: { host } })).status).toBe(404);

    const form = forms[0]!.id;
    const saveLinked = (data: unknown[]) =>
      invoke<{ data: Array<{ guest: string; state: string }> }>(handler, 'POST', `/api/guestform/${booking.id}/linked`, {
        body: { token: lead, data },
        headers: { host },
      });
    const refused = await saveLinked([
      { form, guest: 'guest-1', data: { firstName: 'Ann' }, submit: true },
      { form, guest: 'guest-2', data: { firstName: 7 } },
    ]);
    expect(refused.status).toBe(400);
    expect(ZApiError.parse(refused.body).fields?.map((f) => f.path)).toEqual(['body.data.1.data.firstName']);
    const states = async () =>
      (await invoke<{ responses: Array<{ guest: string; state: string }> }>(handler, 'GET', `/api/guestform/${form}`, { token })).body.responses.map(
        (r) => r.state,
      );
    expect(await states()).toEqual(['none', 'none', 'none', 'none']);

    const ok = await saveLinked([
      { form, guest: 'guest-1', data: { firstName: 'Ann' }, submit: true },
      { form, guest: 'lead', data: { invoiceTo: 'ACME' } },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.map((d) => [d.guest, d.state])).toEqual([
      ['guest-1', 'submitted'],
      ['lead', 'draft'],
    ]);
    expect(await states()).toEqual(['draft', 'submitted', 'none', 'none']);
  });
});
