import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { byToken, save, tripWithForms } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { LocalMediaStorage, setMediaStorage } from '../../lib/media-storage';
import { handler as settings } from '../../platform/settings/lambda';
import { handler } from './lambda';
import { confirm, own, PNG, put, register, target, uploaded, type Upload, ip } from '../../../test/support/guest-uploads';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tidewise-guest-uploads-'));
beforeAll(() => setMediaStorage(new LocalMediaStorage(dir)));
afterAll(() => setMediaStorage(undefined));

const diving = {
  name: 'Diving',
  purpose: 'registration',
  attach: 'trips',
  sections: [
    {
      id: 'diving',
      fields: [
        { id: 'cert', type: 'Certification', label: { en: 'Certification', de: 'Brevet' }, required: true },
        { id: 'photo', type: 'Image', label: { en: 'Passport photo', de: 'Passfoto' } },
        { id: 'name', type: 'QuestionShort', label: { en: 'Name', de: 'Name' } },
      ],
    },
  ],
};

/** Every file stored under the test's folder. */
const storedFiles = (): string[] => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)) : []);

describe('guest form uploads (local storage)', () => {
  it('uploads a card, saves it as the answer, and serves it to the staff and the own token only', async () => {
    const { host, token: staff, forms, tokenOf, another } = await tripWithForms('gu-ok', [diving], 2);
    const form = forms[0]!.id;
    const mine = tokenOf('guest-1');
    const card = await uploaded(host, form, mine, 'cert');
    expect(card).toMatchObject({ status: 'ready', guest: 'guest-1', field: 'cert', mimeType: 'image/png', size: PNG.length });
    expect(storedFiles()).toContainEqual(expect.stringMatching(new RegExp(`^gu-ok/guestforms/[^/]+/${form}/${card.id}/card\\.png$`)));

    const saved = await save(host, form, { token: mine, data: { cert: { agency: 'PADI', level: 'Open Water', card: { upload: card.id } } }, submit: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const filled = await invoke<{ responses: Array<{ guest: string; answers: Record<string, unknown> }> }>(handler, 'GET', `/api/guestform/${form}`, {
      token: staff,
    });
    expect(filled.body.responses.find((r) => r.guest === 'guest-1')!.answers.cert).toMatchObject({ card: { upload: card.id } });

    // The staff read it under the forms' scopes; the link serves the bytes.
    const forStaff = await invoke<Upload>(handler, 'GET', `/api/guestform/${form}/uploads/${card.id}`, { token: staff });
    expect(forStaff.status, JSON.stringify(forStaff.body)).toBe(200);
    const file = target(forStaff.body.url!);
    const bytes = await invoke(handler, 'GET', file.path, { query: file.query });
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(Buffer.from(bytes.raw, 'base64').equals(PNG)).toBe(true);
    // A changed link opens nothing.
    expect((await invoke(handler, 'GET', file.path, { query: { ...file.query, expires: String(Number(file.query.expires) + 60) } })).status).toBe(403);

    // The own token and the lead's of the booking see it; another guest's, another booking's and another tenant's answer 404.
    expect((await own(host, form, card.id, mine)).body).toMatchObject({
      id: card.id,
      status: 'ready',
      url: expect.stringContaining('/api/guestform/upload-file/'),
    });
    expect((await own(host, form, card.id, tokenOf('lead'))).status).toBe(200);
    expect((await own(host, form, card.id, tokenOf('guest-2'))).status).toBe(404);
    const other = await another();
    expect((await own(host, form, card.id, other.tokenOf('lead'))).status).toBe(404);
    expect((await own(host, other.forms[0]!.id, card.id, other.tokenOf('lead'))).status).toBe(404);
    const foreign = await tripWithForms('gu-ok-other', [diving], 1);
    expect((await own(host, form, card.id, foreign.tokenOf('lead'))).status).toBe(404);
    expect((await own(foreign.host, form, card.id, mine)).status).toBe(404);
    // Another guest's token cannot confirm or see it either, and the staff of another tenant get 404.
    expect((await confirm(host, form, card.id, tokenOf('guest-2'))).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/guestform/${form}/uploads/${card.id}`, { token: foreign.token })).status).toBe(404);

    // The lead uploads for a guest (the upload is that guest's).
    const forGuest2 = await uploaded(host, form, tokenOf('lead'), 'photo', PNG, { guest: 'guest-2' });
    expect(forGuest2.guest).toBe('guest-2');
    expect((await save(host, form, { token: tokenOf('lead'), guest: 'guest-2', data: { photo: { upload: forGuest2.id } } })).status).toBe(200);
  });

  it('refuses a file over the limit with its size in the message, and keeps nothing', async () => {
    const { host, token: staff, forms, tokenOf } = await tripWithForms('gu-large', [diving], 1);
    const form = forms[0]!.id;
    const mine = tokenOf('guest-1');
    const big = Buffer.concat([PNG, Buffer.alloc(3000)]);
    // Registered under the default 256 KB, stored, then the operator lowers the limit to 2 KB: the confirm measures the stored bytes.
    const reg = await register(host, form, { token: mine, field: 'photo', name: 'big.png', mimeType: 'image/png', size: big.length });
    expect(reg.status).toBe(200);
    expect((await put(reg.body.target.url, big, 'image/png')).status).toBe(200);
    const before = storedFiles().filter((f) => f.includes(reg.body.upload.id));
    expect(before).toHaveLength(1);
    const lowered = await invoke(settings, 'POST', '/api/settings/group/guestform', {
      token: staff,
      body: { version: 0, values: { maxGuestFormFileSizeinKb: 2 } },
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    // The guest page learns the limit with its forms.
    expect((await byToken(host, mine)).body).toMatchObject({ maxUploadKb: 2, guest: { key: 'guest-1' } });
    const refused = await confirm(host, form, reg.body.upload.id, mine);
    expect(refused.status).toBe(400);
    const error = ZApiError.parse(refused.body);
    expect(error.message).toBe('FILE_TOO_LARGE');
    expect(error.fields).toEqual([{ path: 'file', message: 'The file must not be larger than 2 KB' }]);
    expect(storedFiles().filter((f) => f.includes(reg.body.upload.id))).toEqual([]);
    expect((await own(host, form, reg.body.upload.id, mine)).status).toBe(404);
    // Asked for with a size over the limit, it is refused before anything is stored.
    const tooLarge = await register(host, form, { token: mine, field: 'photo', name: 'big.png', mimeType: 'image/png', size: 2049 });
    expect(tooLarge.status).toBe(400);
    expect(ZApiError.parse(tooLarge.body).fields).toEqual([{ path: 'body.size', message: 'The file must not be larger than 2 KB' }]);
    // Neither a type the forms do not take, nor a field that takes no upload.
    expect((await register(host, form, { token: mine, field: 'photo', name: 'x.gif', mimeType: 'image/gif', size: 10 })).status).toBe(400);
    const notUpload = await register(host, form, { token: mine, field: 'name', name: 'x.png', mimeType: 'image/png', size: 10 });
    expect(ZApiError.parse(notUpload.body).fields?.[0]?.path).toBe('body.field');
  });

  it('refuses a PNG whose bytes are text, removing the stored file', async () => {
    const { host, forms, tokenOf } = await tripWithForms('gu-sniff', [diving], 1);
    const form = forms[0]!.id;
    const mine = tokenOf('guest-1');
    const text = Buffer.from('<script>alert(1)</script> not a picture at all');
    const reg = await register(host, form, { token: mine, field: 'photo', name: 'fake.png', mimeType: 'image/png', size: text.length });
    expect((await put(reg.body.target.url, text, 'image/png')).status).toBe(200);
    const refused = await confirm(host, form, reg.body.upload.id, mine);
    expect(refused.status).toBe(400);
    expect(ZApiError.parse(refused.body).message).toBe('FILE_TYPE_MISMATCH');
    expect(storedFiles().filter((f) => f.includes(reg.body.upload.id))).toEqual([]);
    expect((await own(host, form, reg.body.upload.id, mine)).status).toBe(404);
  });

  it('refuses answers with an upload that does not exist, is not confirmed or is another guest’s or booking’s, storing nothing', async () => {
    const { host, token: staff, forms, tokenOf, another } = await tripWithForms('gu-refs', [diving], 2);
    const form = forms[0]!.id;
    const mine = tokenOf('guest-1');
    const stateOf = async () =>
      (await invoke<{ responses: Array<{ guest: string; state: string }> }>(handler, 'GET', `/api/guestform/${form}`, { token: staff })).body.responses.find(
        (r) => r.guest === 'guest-1',
      )!.state;
    const pending = await register(host, form, { token: mine, field: 'photo', name: 'p.png', mimeType: 'image/png', size: PNG.length });
    const theirs = await uploaded(host, form, tokenOf('guest-2'), 'photo');
    const otherCard = await uploaded(host, form, mine, 'cert');
    const other = await another();
    const otherBooking = await uploaded(host, other.forms[0]!.id, other.tokenOf('guest-1'), 'photo');
    const cases: Array<[unknown, string, string]> = [
      [{ upload: 'gu-none' }, 'body.data.photo', 'not an upload of this guest for this question'],
      [{ upload: pending.body.upload.id }, 'body.data.photo', 'the upload is not confirmed'],
      [{ upload: theirs.id }, 'body.data.photo', 'not an upload of this guest for this question'],
      [{ upload: otherCard.id }, 'body.data.photo', 'not an upload of this guest for this question'],
      [{ upload: otherBooking.id }, 'body.data.photo', 'not an upload of this guest for this question'],
    ];
    for (const [photo, path, message] of cases) {
      const res = await save(host, form, { token: mine, data: { photo } });
      expect(res.status, JSON.stringify(photo)).toBe(400);
      expect(ZApiError.parse(res.body).fields).toEqual([{ path, message }]);
    }
    // A card refused inside a certification, and in the lead's multi-save, under its entry.
    const card = await save(host, form, { token: mine, data: { cert: { agency: 'PADI', level: 'OW', card: { upload: theirs.id } } } });
    expect(ZApiError.parse(card.body).fields).toEqual([{ path: 'body.data.cert.card', message: 'not an upload of this guest for this question' }]);
    const multi = await invoke(handler, 'POST', `/api/guestform/${other.booking.id}/linked`, {
      body: { token: other.tokenOf('lead'), data: [{ form: other.forms[0]!.id, guest: 'guest-1', data: { photo: { upload: theirs.id } } }] },
      headers: { host },
      sourceIp: ip(),
    });
    expect(multi.status).toBe(400);
    expect(ZApiError.parse(multi.body).fields).toEqual([{ path: 'body.data.0.data.photo', message: 'not an upload of this guest for this question' }]);
    expect(await stateOf()).toBe('none');
  });
});
