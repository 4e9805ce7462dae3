import { describe, expect, it } from 'vitest';
import { byToken, save, tripWithForms, type Link } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { handler as settings } from '../../platform/settings/lambda';
import { handler } from './lambda';

/** Spec 1's window setting (multiGuestPage; docs/decisions/forms.md "The multi-guest page") on DynamoDB Local. */
const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [{ id: 'r', fields: [{ id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true }] }],
};

describe('the multi-guest page setting', () => {
  it("opens the lead's link on the multi page by default, and on the single form when it is off, the server refusing to fill in then", async () => {
    const { host, token, forms, booking, tokenOf } = await tripWithForms('gf-window', [registration], 2);
    const form = forms[0]!.id;
    const lead = tokenOf('lead');
    const links = async () => (await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.id}/links`, { token })).body.data;

    // Default: the multi page, filling in for guest 1.
    expect((await links()).find((l) => l.guest === 'lead')!.path).toBe(`/guestform-m/${booking.id}/${lead}`);
    const multi = await byToken(host, lead);
    expect(multi.body).toMatchObject({ page: 'multi' });
    expect(multi.body.forms.map((f) => f.guest)).toEqual(['guest-1', 'guest-2']);
    expect((await save(host, form, { token: lead, guest: 'guest-1', data: { firstName: 'Ann' } })).status).toBe(200);

    // Off: the lead's link is the single form; the lead answers the booking's questions only.
    const off = await invoke(settings, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: { multiGuestPage: false } } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await links()).find((l) => l.guest === 'lead')!.path).toBe(`/guestform/${booking.id}/${lead}`);
    const single = await byToken(host, lead);
    expect(single.body).toMatchObject({ page: 'single', forms: [] });
    expect((await save(host, form, { token: lead, guest: 'guest-2', data: { firstName: 'Bo' } })).status).toBe(404);
    // The lead still sees the guests' links to forward them; a guest still answers their own.
    const linked = await invoke<{ data: Link[] }>(handler, 'GET', `/api/guestform/${booking.id}/linked`, { query: { token: lead }, headers: { host } });
    expect(linked.body.data.map((l) => l.guest)).toEqual(['guest-1', 'guest-2']);
    expect((await byToken(host, tokenOf('guest-2'))).body).toMatchObject({ page: 'single' });
    expect((await save(host, form, { token: tokenOf('guest-2'), data: { firstName: 'Bo' } })).status).toBe(200);
  });
});
