import { expect } from 'vitest';
import { invoke } from './invoke';
import { handler } from '../../functions/forms/guest/lambda';

/** A guest's upload through the token, as the guest page makes it (docs/decisions/forms.md "Uploads"). */

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export type Upload = { id: string; status: string; name: string; mimeType: string; size: number; url?: string; guest: string; field: string };
export const ip = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
export const target = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

export async function register(host: string, form: string, body: Record<string, unknown>) {
  return invoke<{ upload: Upload; target: { url: string; headers: Record<string, string> } }>(handler, 'POST', `/api/guestform/${form}/upload`, {
    body,
    headers: { host },
    sourceIp: ip(),
  });
}
export async function put(url: string, bytes: Buffer, type: string) {
  const t = target(url);
  return invoke(handler, 'PUT', t.path, { query: t.query, binaryBody: bytes, headers: { 'content-type': type } });
}
export const confirm = (host: string, form: string, id: string, token: string) =>
  invoke<Upload>(handler, 'POST', `/api/guestform/${form}/upload/${id}/confirm`, { body: { token }, headers: { host }, sourceIp: ip() });
export const own = (host: string, form: string, id: string, token: string) =>
  invoke<Upload>(handler, 'GET', `/api/guestform/${form}/upload/${id}`, { query: { token }, headers: { host }, sourceIp: ip() });

/** Registers, PUTs and confirms a file for a field. */
export async function uploaded(host: string, form: string, token: string, field: string, bytes = PNG, extra: Record<string, unknown> = {}) {
  const reg = await register(host, form, { token, field, name: 'card.png', mimeType: 'image/png', size: bytes.length, ...extra });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  expect((await put(reg.body.target.url, bytes, 'image/png')).status).toBe(200);
  const done = await confirm(host, form, reg.body.upload.id, token);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}
