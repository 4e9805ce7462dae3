import { mkdtempSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZAgency } from '../../../shared/domain/agency/agency';
import { agencyOf, customerOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { act, cancel, create, option, seedState, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { agencies } from '../../data/agencies';
import { getBooking } from '../../data/bookings';
import { media } from '../../data/media';
import { LocalMediaStorage, S3MediaStorage, setMediaStorage } from '../../lib/media-storage';
import { handler as mediaHandler } from '../../platform/media/lambda';
import { handler as bookingsHandler } from '../bookings/lambda';
import { handler as prices } from '../../pricing/prices/lambda';
import { handler as specials } from '../../pricing/specials/lambda';
import { handler } from './lambda';

/** The booking extras on DynamoDB Local: references, language, agency (re-priced), documents, and the day's reads. */

type Booking = {
  id: string;
  version: number;
  lastAction?: string;
  language?: string;
  agency?: string;
  commission?: number;
  references?: { id: string; type: string; value: string }[];
  documents?: { id: string; name: string; size: number }[];
  calculation?: { text: string; total: string }[];
};
const post = <T = Booking>(token: string, p: string, body?: unknown) => invoke<T>(handler, 'POST', p, { token, body });
const del = <T = Booking>(token: string, p: string) => invoke<T>(handler, 'DELETE', p, { token });
const setAgency = (token: string, id: string, agency: string) => invoke<Booking>(bookingsHandler, 'POST', `/api/bookings/${id}/agency/${agency}`, { token });
const get = <T = Record<string, unknown>>(token: string, p: string, query?: Record<string, string>) => invoke<T>(handler, 'GET', p, { token, query });
const versionOf = async (tenant: string, id: string) => (await getBooking(tenant, id))?.version;

const dir = mkdtempSync(path.join(os.tmpdir(), 'tidewise-booking-docs-'));
const storage = new LocalMediaStorage(dir);
beforeAll(() => setMediaStorage(storage));
afterAll(() => setMediaStorage(undefined));

function target(url: string) {
  const u = new URL(url, 'http://localhost');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
}

describe('references and language', () => {
  it('adds and removes references through the change primitive; refused input changes nothing', async () => {
    const tenant = 'bx-refs';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, '2027-06-01', 3))).body;

    const added = await post(token, `/api/bookings/${b.id}/ref`, { type: 'voucher', value: ' V-123 ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ version: 2, lastAction: 'reference', references: [{ type: 'voucher', value: 'V-123' }] });
    // The same type and value again: unchanged, no version.
    expect((await post(token, `/api/bookings/${b.id}/ref`, { type: 'voucher', value: 'V-123' })).body.version).toBe(2);

    for (const body of [{ type: 'coupon', value: 'x' }, { type: 'voucher', value: '' }, { type: 'voucher', value: 'x'.repeat(101) }, { type: 'voucher' }]) {
      const bad = await post(token, `/api/bookings/${b.id}/ref`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(ZApiError.parse(bad.body)).toMatchObject({ statusCode: 400, method: 'POST', path: `/api/bookings/${b.id}/ref` });
    }
    const missing = await del(token, `/api/bookings/${b.id}/ref/ref-nope`);
    expect(missing.status).toBe(404);
    expect(await versionOf(tenant, b.id)).toBe(2);

    const refId = added.body.references![0]!.id;
    const removed = await del(token, `/api/bookings/${b.id}/ref/${refId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ version: 3, references: [] });
    expect((await post(token, '/api/bookings/bk-nope/ref', { type: 'other', value: 'x' })).status).toBe(404);
  });

  it('sets the language (de|en), refusing others, and keeps references after a cancel but not on a deleted booking', async () => {
    const tenant = 'bx-lang';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, '2027-06-01', 3))).body;
    const en = await post(token, `/api/bookings/${b.id}/language/en`);
    expect(en.body).toMatchObject({ language: 'en', version: 2, lastAction: 'language' });
    expect((await post(token, `/api/bookings/${b.id}/language/fr`)).status).toBe(400);
    expect((await post(token, `/api/bookings/${b.id}/language/en`)).body.version).toBe(2);

    expect((await cancel(token, b.id)).status).toBe(200);
    expect((await post(token, `/api/bookings/${b.id}/ref`, { type: 'other', value: 'credit note 7' })).status).toBe(200);
    const removed = (await create(token, stay(resortId, roomIds, '2027-07-01', 3))).body;
    await seedState(tenant, removed.id, 'deleted');
    const refused = await post(token, `/api/bookings/${removed.id}/language/en`);
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body).description).toContain('language is refused');
  });
});

describe('who may change and read', () => {
  it('lets agency users keep their own bookings only, staff with bookings.update, asset-limited users their assets', async () => {
    const tenant = 'bx-access';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    await agencyOf(tenant, 'ag-a');
    await agencyOf(tenant, 'ag-b');
    const mine = (await create(token, stay(resortId, [roomIds[0]!], '2027-07-01', 2, { agency: 'ag-a' }))).body;
    const theirs = (await create(token, stay(resortId, [roomIds[1]!], '2027-07-01', 2, { agency: 'ag-b' }))).body;
    const agent = await tokenFor({ userId: 'agent-a', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-a' });

    expect((await post(agent, `/api/bookings/${mine.id}/ref`, { type: 'agency', value: 'A-1' })).status).toBe(200);
    expect((await post(agent, `/api/bookings/${theirs.id}/ref`, { type: 'agency', value: 'A-1' })).status).toBe(403);
    expect((await get(agent, '/api/bookings/full', { id: theirs.id })).status).toBe(403);
    // The agency is staff's to change (commission follows it).
    expect((await setAgency(agent, mine.id, 'ag-b')).status).toBe(403);
    const reader = await userWith(tenant, ['bookings.read']);
    expect((await post(reader, `/api/bookings/${mine.id}/language/en`)).status).toBe(403);
    expect(await versionOf(tenant, theirs.id)).toBe(1);

    const day = await get<{ data: { arrivals: { id: string }[] }[] }>(agent, '/api/bookings/endofday', { date: '2027-07-01' });
    expect(day.body.data[0]!.arrivals.map((a) => a.id)).toEqual([mine.id]);
    const limited = await tokenFor({ userId: 'u-lim', tenant, userType: 'employee', scopes: ['bookings.read'], assets: [{ type: 'resort', ref: 'rs-other' }] });
    expect((await get<{ data: { arrivals: unknown[] }[] }>(limited, '/api/bookings/endofday', { date: '2027-07-01' })).body.data[0]!.arrivals).toEqual([]);
    expect((await get(limited, `/api/bookings/${mine.id}/products`)).status).toBe(403);
  });
});

describe('agency', () => {
  it('prices the booking again for the new agency exactly as a create for that agency; unknown agencies change nothing', async () => {
    const tenant = 'bx-agency';
    const { token } = await priceWorld(tenant);
    await agencies.importMany(tenant, [{ id: 'ag2', data: ZAgency.parse({ name: 'Reef Agents', commission: 10 }) }]);
    const season = await invoke(prices, 'POST', '/api/price', {
      token,
      body: {
        name: 'Season 2027',
        resort: 'r1',
        validRange: { from: '2027-01-01', to: '2027-12-31' },
        entries: [{ id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 }],
        currencies: ['EUR'],
      },
    });
    expect(season.status, JSON.stringify(season.body)).toBe(200);
    // Agencies book at 10 % off (a special of the agent channel): the agency changes the price, not only the commission.
    const agentRate = await invoke(specials, 'POST', '/api/specials', {
      token,
      body: { name: 'Agent rate', discount: 'PerCent', discountValue: 10, autoAdd: true, rule: { channels: ['AgentDirectBooking'] } },
    });
    expect(agentRate.status, JSON.stringify(agentRate.body)).toBe(200);
    const room = (checkIn: string, extra = {}) => ({
      resort: 'r1',
      checkIn,
      checkOut: '2027-05-' + String(Number(checkIn.slice(8)) + 3).padStart(2, '0'),
      rooms: [{ room: 'ro1', noOfPax: 2 }],
      ...extra,
    });
    const direct = (await create(token, room('2027-05-01'))).body as unknown as Booking;
    expect(direct.calculation?.length).toBeGreaterThan(0);
    expect(direct.commission).toBeUndefined();
    const viaAgency = (await create(token, room('2027-05-10', { agency: 'ag2' }))).body as unknown as Booking;

    const bad = await setAgency(token, direct.id, 'ag-nope');
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body).fields).toEqual([{ path: 'params.agencyId', message: 'agency ag-nope does not exist' }]);
    expect(await versionOf(tenant, direct.id)).toBe(1);

    const changed = await setAgency(token, direct.id, 'ag2');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ agency: 'ag2', commission: 10, version: 2, lastAction: 'agency' });
    const lines = (b: Booking) => b.calculation!.map((l) => [l.text, l.total]);
    expect(lines(changed.body)).toEqual(lines(viaAgency));
    expect(lines(changed.body)).not.toEqual(lines(direct));
    expect(
      lines(changed.body)
        .map(([text]) => text)
        .join(' '),
    ).toContain('Agent rate');

    await seedState(tenant, direct.id, 'aborted');
    expect((await setAgency(token, direct.id, 'ag1')).status).toBe(409);
  });
});

describe('documents', () => {
  it('registers, uploads through the media module, confirms into documents and answers a download link', async () => {
    const tenant = 'bx-docs';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const b = (await create(token, stay(resortId, roomIds, '2027-08-01', 2))).body;
    const bytes = Buffer.from('%PDF-1.4 voucher');

    const tooBig = await post(token, `/api/bookings/${b.id}/upload`, { name: 'big.pdf', mimeType: 'application/pdf', size: 50 * 1024 * 1024 });
    expect(tooBig.status).toBe(400);
    expect(ZApiError.parse(tooBig.body).message).toBe('FILE_TOO_LARGE');
    const video = await post(token, `/api/bookings/${b.id}/upload`, { name: 'a.mp4', mimeType: 'video/mp4', size: 10 });
    expect(video.status).toBe(400);
    expect(ZApiError.parse(video.body).fields?.[0]?.path).toBe('body.mimeType');

    type Reg = { document: { id: string }; upload: { url: string } };
    const reg = await post<Reg>(token, `/api/bookings/${b.id}/upload`, { name: 'Voucher 7.pdf', mimeType: 'application/pdf', size: bytes.length });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const docId = reg.body.document.id;
    // Not uploaded yet: 409, the booking unchanged.
    expect((await post(token, `/api/bookings/${b.id}/upload/${docId}`)).status).toBe(409);
    expect(await versionOf(tenant, b.id)).toBe(1);

    const t = target(reg.body.upload.url);
    const put = await invoke(mediaHandler, 'PUT', t.path, { query: t.query, binaryBody: bytes, headers: { 'content-type': 'application/pdf' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const confirmed = await post(token, `/api/bookings/${b.id}/upload/${docId}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ version: 2, lastAction: 'document', documents: [{ id: docId, name: 'Voucher 7.pdf', size: bytes.length }] });
    expect((await media.get(tenant, docId))?.status).toBe('ready');
    expect(existsSync(path.join(dir, tenant, docId, 'Voucher_7.pdf'))).toBe(true);
    // Confirming again changes nothing.
    expect((await post(token, `/api/bookings/${b.id}/upload/${docId}`)).body.version).toBe(2);

    const link = await get<{ url: string; name: string }>(token, `/api/bookings/${b.id}/documents/${docId}`);
    expect(link.body.name).toBe('Voucher 7.pdf');
    const file = target(link.body.url);
    const served = await invoke(mediaHandler, 'GET', file.path, { query: file.query });
    expect(served.status).toBe(200);
    expect(Buffer.from(served.raw, 'base64').toString()).toBe('%PDF-1.4 voucher');
    // A document of another booking is not this one's.
    const other = (await create(token, stay(resortId, roomIds, '2027-09-01', 2))).body;
    expect((await post(token, `/api/bookings/${other.id}/upload/${docId}`)).status).toBe(404);
    expect((await get(token, `/api/bookings/${other.id}/documents/${docId}`)).status).toBe(404);
  });

  it('stores the file in S3 when the media bucket is set: presigned PUT to the bucket, HeadObject at confirm', async () => {
    const s3 = mockClient(S3Client);
    s3.on(HeadObjectCommand).resolves({ ContentLength: 12 });
    const client = new S3Client({ region: 'eu-central-1', credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' } });
    setMediaStorage(new S3MediaStorage('media-bucket', client));
    try {
      const tenant = 'bx-s3';
      const token = await adminOf(tenant);
      const { resortId, roomIds } = await resortWithRooms(tenant, 1);
      const b = (await create(token, stay(resortId, roomIds, '2027-08-01', 2))).body;
      const reg = await post<{ document: { id: string }; upload: { url: string } }>(token, `/api/bookings/${b.id}/upload`, {
        name: 'pass.png',
        mimeType: 'image/png',
        size: 12,
      });
      const url = new URL(reg.body.upload.url);
      expect(url.hostname).toContain('media-bucket');
      expect(url.pathname).toBe(`/${tenant}/${reg.body.document.id}/pass.png`);
      const confirmed = await post(token, `/api/bookings/${b.id}/upload/${reg.body.document.id}`);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'media-bucket', Key: `${tenant}/${reg.body.document.id}/pass.png` });
      expect(confirmed.body.documents).toHaveLength(1);
    } finally {
      s3.restore();
      setMediaStorage(storage);
    }
  });
});

describe('the day', () => {
  it('answers arrivals, departures, in house, money due, arrival counts, persons at a date, full and products', async () => {
    const tenant = 'bx-day';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const ana = await customerOf(tenant, 'cu-ana', 'f');
    const a = (
      await create(
        token,
        stay(resortId, [roomIds[0]!], '2027-10-01', 3, { customer: ana, rooms: [{ room: roomIds[0], noOfPax: 2, customers: [{ customer: ana }] }] }),
      )
    ).body;
    const b = (await create(token, stay(resortId, [roomIds[1]!], '2027-10-03', 2, option()))).body;
    const gone = (await create(token, stay(resortId, [roomIds[2]!], '2027-10-02', 2))).body;
    expect((await cancel(token, gone.id)).status).toBe(200);

    type Day = { date: string; arrivals: { id: string }[]; departures: { id: string }[]; inHouse: { id: string }[] };
    const days = await get<{ data: Day[] }>(token, '/api/bookings/endofday', { date: '2027-10-03', toDate: '2027-10-04' });
    expect(days.status, JSON.stringify(days.body)).toBe(200);
    const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
    expect(days.body.data.map((d) => [d.date, ids(d.arrivals), ids(d.departures), ids(d.inHouse)])).toEqual([
      ['2027-10-03', [b.id], [], [a.id, b.id]],
      ['2027-10-04', [], [a.id], [b.id]],
    ]);
    expect((await get(token, '/api/bookings/endofday', { date: '2027-10-03', toDate: '2027-10-01' })).status).toBe(400);
    expect((await get(token, '/api/bookings/endofday', { date: '2027-10-01', toDate: '2027-12-01' })).status).toBe(400);

    const counts = await get<{ data: unknown[] }>(token, '/api/bookings/arrivalCount', { start: '2027-10-01', days: '3' });
    expect(counts.body.data).toEqual([
      { date: '2027-10-01', bookings: 1, persons: 2 },
      { date: '2027-10-02', bookings: 0, persons: 0 },
      { date: '2027-10-03', bookings: 1, persons: 1 },
    ]);
    expect((await get(token, '/api/bookings/arrivalCount', { days: '100' })).status).toBe(400);

    const guests = await get<{ data: { name: string; roomName: string; bookingId: string }[] }>(token, '/api/bookings/customersAtDate', { date: '2027-10-02' });
    expect(guests.body.data.map((g) => [g.name, g.roomName])).toEqual([
      ['Guest cu-ana', 'Room 101'],
      ['Guest cu-ana +1', 'Room 101'],
    ]);

    const full = await get<{ booking: { id: string }; assetName: string; rooms: unknown[]; customers: unknown[] }>(token, '/api/bookings/full', { id: a.id });
    expect(full.body).toMatchObject({
      booking: { id: a.id },
      assetName: 'Lagoon Resort',
      rooms: [{ room: roomIds[0], name: 'Room 101' }],
      customers: [{ id: ana, name: 'Guest cu-ana' }],
    });
    expect((await get(token, '/api/bookings/full', { id: 'bk-nope' })).status).toBe(404);
    expect((await get(token, `/api/bookings/${a.id}/products`)).body).toEqual({ data: [] });
    expect((await act(token, a.id, 'checkin', { early: true })).status).toBe(200);
  });
});
