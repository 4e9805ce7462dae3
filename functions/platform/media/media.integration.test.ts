import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { handler as products } from '../../finance/products/lambda';
import { handler as settings } from '../settings/lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { LocalMediaStorage, S3MediaStorage, setMediaStorage } from '../../lib/media-storage';
import { handler } from './lambda';

type Media = { id: string; version: number; status: string; key?: string; url?: string; thumbnailUrl?: string; size: number; name: string };
type Upload = { media: Media; upload: { url: string; method: string; headers: Record<string, string> } };

const dir = mkdtempSync(path.join(os.tmpdir(), 'tidewise-media-'));
const storage = new LocalMediaStorage(dir);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Splits a relative URL into the path and query invoke() takes. */
function target(url: string) {
  const u = new URL(url, 'http://localhost');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
}

async function uploadFile(token: string, name: string, bytes: Buffer, mimeType = 'image/png') {
  const reg = await invoke<Upload>(handler, 'POST', '/api/media/upload', { token, body: { name, mimeType, size: bytes.length, folder: 'gallery' } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const t = target(reg.body.upload.url);
  const put = await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: bytes, headers: { 'content-type': mimeType } });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const confirmed = await invoke<Media>(handler, 'POST', `/api/media/${reg.body.media.id}/confirm`, { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body;
}

beforeAll(() => setMediaStorage(storage));
afterAll(() => setMediaStorage(undefined));

describe('media uploads (local stand-in)', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminOf('media');
  });

  it('registers, uploads through the signed local URL, confirms and serves the file behind a signed link', async () => {
    const item = await uploadFile(token, 'Reef Shark.png', PNG);
    expect(item).toMatchObject({ status: 'ready', size: PNG.length, key: `media/${item.id}/Reef_Shark.png` });
    expect(item.thumbnailUrl).toMatch(new RegExp(`^/api/media/file/${item.id}\\?t=media&expires=\\d+&signature=`));
    expect(existsSync(path.join(dir, item.key!))).toBe(true);
    const t = target(item.url!);
    const file = await invoke(handler, 'GET', t.path, { query: t.query });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.from(file.raw, 'base64').equals(PNG)).toBe(true);
  });

  it('refuses links that were changed, expired or made for another tenant', async () => {
    const item = await uploadFile(token, 'a.png', PNG);
    const t = target(item.url!);
    const bad = [
      { ...t.query, signature: `${t.query.signature!.slice(0, -1)}${t.query.signature!.endsWith('A') ? 'B' : 'A'}` },
      { ...t.query, t: 'other' },
      { ...t.query, expires: String(Number(t.query.expires) + 3600) },
    ];
    for (const query of bad) expect((await invoke(handler, 'GET', t.path, { query })).status).toBe(403);
    expect((await invoke(handler, 'GET', t.path, { query: { ...t.query, extra: '1' } })).status).toBe(400);
    const otherTenant = await adminOf('media-other');
    expect((await invoke(handler, 'GET', `/api/media/${item.id}`, { token: otherTenant })).status).toBe(404);
  });

  it('refuses an upload that differs from what was registered, and a confirm without upload', async () => {
    const reg = await invoke<Upload>(handler, 'POST', '/api/media/upload', { token, body: { name: 'b.png', mimeType: 'image/png', size: PNG.length } });
    const t = target(reg.body.upload.url);
    const wrongSize = await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: Buffer.concat([PNG, PNG]), headers: { 'content-type': 'image/png' } });
    expect(wrongSize.status).toBe(400);
    const wrongType = await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: PNG, headers: { 'content-type': 'text/html' } });
    expect(wrongType.status).toBe(400);
    const early = await invoke(handler, 'POST', `/api/media/${reg.body.media.id}/confirm`, { token });
    expect(early.status).toBe(409);
    expect(ZApiError.parse(early.body).message).toBe('UPLOAD_MISSING');
    expect((await invoke(handler, 'POST', '/api/media/upload', { token, body: { name: 'x.svg', mimeType: 'image/svg+xml', size: 10 } })).status).toBe(400);
  });

  it('refuses bytes that are not of the declared type (400 FILE_TYPE_MISMATCH), uploaded here or straight to storage', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const reg = await invoke<Upload>(handler, 'POST', '/api/media/upload', { token, body: { name: 'cat.png', mimeType: 'image/png', size: html.length } });
    const t = target(reg.body.upload.url);
    const put = await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: html, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(400);
    expect(ZApiError.parse(put.body).message).toBe('FILE_TYPE_MISMATCH');
    expect(existsSync(path.join(dir, reg.body.media.key!))).toBe(false);

    // As in S3, where the browser uploads past the API: the confirm checks the stored bytes and drops them.
    const pdf = await invoke<Upload>(handler, 'POST', '/api/media/upload', {
      token,
      body: { name: 'terms.pdf', mimeType: 'application/pdf', size: PNG.length },
    });
    await storage.write(pdf.body.media.key!, PNG);
    const confirm = await invoke(handler, 'POST', `/api/media/${pdf.body.media.id}/confirm`, { token });
    expect(confirm.status).toBe(400);
    expect(ZApiError.parse(confirm.body).message).toBe('FILE_TYPE_MISMATCH');
    expect(existsSync(path.join(dir, pdf.body.media.key!))).toBe(false);
    expect((await invoke<Media>(handler, 'GET', `/api/media/${pdf.body.media.id}`, { token })).body.status).toBe('pending');

    const text = Buffer.from('name;price\nReef;12\n');
    expect((await uploadFile(token, 'list.csv', text, 'text/csv')).status).toBe('ready');
  });

  it('gives a fresh upload target for a file registered through the generic create, and none once uploaded', async () => {
    const created = await invoke<Media>(handler, 'POST', '/api/media', {
      token,
      body: { name: 'g.png', mimeType: 'image/png', size: PNG.length, status: 'ready', key: 'other/x.png' },
    });
    expect(created.body).toMatchObject({ status: 'pending', key: `media/${created.body.id}/g.png` });
    const again = await invoke<Upload>(handler, 'POST', `/api/media/${created.body.id}/upload`, { token });
    const t = target(again.body.upload.url);
    expect((await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    expect((await invoke<Media>(handler, 'POST', `/api/media/${created.body.id}/confirm`, { token })).body.status).toBe('ready');
    expect((await invoke(handler, 'POST', `/api/media/${created.body.id}/upload`, { token })).status).toBe(409);
    expect((await invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(409);
  });

  it('keeps the size limit of the settings group media', async () => {
    const t = await adminOf('media-small');
    await invoke(settings, 'POST', '/api/settings/group/media', { token: t, body: { version: 0, values: { maxFileSizeInKb: 1 } } });
    const res = await invoke(handler, 'POST', '/api/media/upload', { token: t, body: { name: 'big.pdf', mimeType: 'application/pdf', size: 2048 } });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body)).toMatchObject({
      message: 'FILE_TOO_LARGE',
      fields: [{ path: 'body.size', message: 'The file must not be larger than 1 KB' }],
    });
    expect((await invoke<{ total: number }>(handler, 'GET', '/api/media', { token: t })).body.total).toBe(0);
  });

  it('keeps key, status and file type when an item is edited, and copies the file with the item', async () => {
    const item = await uploadFile(token, 'c.png', PNG);
    const edited = await invoke<Media>(handler, 'POST', `/api/media/${item.id}`, {
      token,
      body: { name: 'Renamed.png', mimeType: 'application/pdf', size: 1, key: 'other/../../x', status: 'pending', folder: 'new', version: item.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed.png', key: item.key, status: 'ready', size: PNG.length, mimeType: 'image/png' });
    const copy = await invoke<Media>(handler, 'POST', `/api/media/${item.id}/copy`, { token });
    expect(copy.body.key).not.toBe(item.key);
    expect(existsSync(path.join(dir, copy.body.key!))).toBe(true);
  });

  it('refuses to delete a product picture, and deletes the file with the item', async () => {
    const item = await uploadFile(token, 'd.png', PNG);
    const product = await invoke<{ id: string }>(products, 'POST', '/api/product', { token, body: { name: 'Mask', price: 5, images: [item.id] } });
    const refused = await invoke(handler, 'DELETE', `/api/media/${item.id}`, { token });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body).description).toContain('is a picture of product Mask');
    await invoke(products, 'DELETE', `/api/product/${product.body.id}`, { token });
    expect((await invoke(handler, 'DELETE', `/api/media/${item.id}`, { token })).status).toBe(200);
    expect(existsSync(path.join(dir, item.key!))).toBe(false);
  });
});

describe('media uploads to S3', () => {
  it('presigns the upload with the real presigner, type and length signed, without calling S3', async () => {
    const client = new S3Client({ region: 'eu-central-1', credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' } });
    setMediaStorage(new S3MediaStorage('media-bucket', client));
    try {
      const token = await adminOf('media-s3');
      const res = await invoke<Upload>(handler, 'POST', '/api/media/upload', { token, body: { name: 'e.png', mimeType: 'image/png', size: 10 } });
      expect(res.status).toBe(200);
      const url = new URL(res.body.upload.url);
      expect(url.hostname).toContain('media-bucket');
      expect(url.pathname).toBe(`/media-s3/${res.body.media.id}/e.png`);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    } finally {
      setMediaStorage(storage);
    }
  });

  it('signs the PUT with type and length when a presigner is given', async () => {
    const seen: Array<Record<string, unknown>> = [];
    setMediaStorage(
      new S3MediaStorage('media-bucket', undefined, async (_client, command, expires) => {
        seen.push({ ...(command.input as object), expires });
        return 'https://media-bucket.s3.amazonaws.com/signed';
      }),
    );
    try {
      const token = await adminOf('media-s3b');
      const res = await invoke<Upload>(handler, 'POST', '/api/media/upload', { token, body: { name: 'f.png', mimeType: 'image/png', size: 10 } });
      expect(res.status).toBe(200);
      expect(res.body.upload).toMatchObject({ url: 'https://media-bucket.s3.amazonaws.com/signed', method: 'PUT', headers: { 'content-type': 'image/png' } });
      expect(seen[0]).toMatchObject({
        Bucket: 'media-bucket',
        Key: `media-s3b/${res.body.media.id}/f.png`,
        ContentType: 'image/png',
        ContentLength: 10,
        expires: 900,
      });
    } finally {
      setMediaStorage(storage);
    }
  });
});
