import type { Answers } from '../../../shared/domain/forms/form-answers';
import type { FormDefinition } from '../../../shared/domain/forms/form-definition';
import type { Language } from '../../../shared/constants';

/**
 * The guest page's calls (shared/api/guest-forms.ts: byToken, save, linked), with fetch and plain types: the contract's
 * zod schemas stay out of the guest entry (the server checks; the page trusts its answers).
 */

export type FormState = 'none' | 'draft' | 'submitted';
export type Progress = 'missing' | 'started' | 'complete';

export interface GuestFormData {
  form: string;
  guest: string;
  guestName?: string;
  askedOf: 'booking' | 'guest';
  definition: FormDefinition & { version: number };
  state: FormState;
  answers: Answers;
  progress: Progress;
  flags: string[];
  locked: boolean;
}

export interface ByToken {
  tenant: { name: string; languages: Language[] };
  booking: { id: string; bookingNo: number; arrival?: string; departure?: string };
  guest: { key: string; name?: string };
  /** The page the server chose (spec 1's window setting): the lead's multi-guest page or the single form. */
  page?: 'single' | 'multi';
  forms: GuestFormData[];
  maxUploadKb?: number;
  /** A standalone link (/forms/<link>/<token>): no booking; a counter link keeps no drafts, each submit a new respondent. */
  standalone?: { counter: boolean };
}

export type SaveBody = { token: string; data: Answers; submit?: boolean; lang: Language; guest?: string };

export interface LinkedGuest {
  guest: string;
  name?: string;
  path: string;
  forms: Array<{ form: string; name: string; state: FormState; progress: Progress; physician: boolean }>;
}

export interface Saved {
  form: string;
  guest: string;
  state: 'draft' | 'submitted';
  progress: Progress;
  flags: string[];
}

/** A refused call: its status, the error's code and, for 400, the fields by answer id. */
export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: ReadonlyMap<string, string>,
  ) {
    super(`${status} ${code}`);
  }
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const fields = new Map<string, string>();
    for (const f of (json.fields as Array<{ path: string; message: string }> | undefined) ?? []) {
      const m = /^body\.data\.(?:\d+\.data\.)?(.+)$/.exec(f.path);
      if (m) fields.set(m[1]!, f.message);
    }
    throw new GuestApiError(res.status, typeof json.message === 'string' ? json.message : '', fields);
  }
  return json as T;
}

export const guestApi = {
  byToken: (token: string) => call<ByToken>('GET', `/api/form/byToken?token=${encodeURIComponent(token)}`),
  save: (form: string, body: SaveBody) => call<Saved>('POST', `/api/guestform/${encodeURIComponent(form)}`, body),
  /** A standalone link's page and saves (shared/api/guest-form-standalone.ts). */
  standalone: (link: string, token: string) => call<ByToken>('GET', `/api/form/standalone/${encodeURIComponent(link)}?token=${encodeURIComponent(token)}`),
  saveStandalone: (link: string, body: SaveBody) => call<Saved>('POST', `/api/form/standalone/${encodeURIComponent(link)}`, body),
  linked: (booking: string, token: string) =>
    call<{ data: LinkedGuest[] }>('GET', `/api/guestform/${encodeURIComponent(booking)}/linked?token=${encodeURIComponent(token)}`),
};

/** /guestform/<booking>/<token>, /guestform-m/<booking>/<token>, /forms/<id>/<token>. */
export function parseGuestPath(pathname: string): { kind: 'single' | 'multi' | 'standalone'; id: string; token: string } | undefined {
  const m = /^\/(guestform|guestform-m|forms)\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  const kind = m[1] === 'guestform-m' ? 'multi' : m[1] === 'forms' ? 'standalone' : 'single';
  return { kind, id: decodeURIComponent(m[2]!), token: decodeURIComponent(m[3]!) };
}

/**
 * The page a link shows: the server's choice (spec 1's window setting `multiGuestPage`: the lead's link fills in for
 * every guest, or only answers the booking's questions), whatever the path; without it, the path and the lead's key.
 */
export function pageOf(kind: 'single' | 'multi' | 'standalone', data: Pick<ByToken, 'page' | 'guest'>): 'single' | 'multi' {
  if (data.page) return data.page;
  return kind === 'multi' || data.guest.key === 'lead' ? 'multi' : 'single';
}
// ---- Uploads (docs/decisions/forms.md "Uploads"): target, PUT with progress, confirm; all through the guest's token ----

export interface GuestUploadInfo {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  status: 'pending' | 'ready';
  url?: string;
}

/** PUTs the bytes where the target says, reporting progress (fetch cannot report an upload's progress). */
function putBytes(target: { url: string; headers: Record<string, string> }, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [k, v] of Object.entries(target.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new GuestApiError(xhr.status, 'UPLOAD_FAILED', new Map())));
    xhr.onerror = () => reject(new GuestApiError(0, 'UPLOAD_FAILED', new Map()));
    xhr.send(file);
  });
}

export const guestUploadApi = {
  target: (form: string, body: { token: string; field: string; guest?: string; name: string; mimeType: string; size: number }) =>
    call<{ upload: GuestUploadInfo; target: { url: string; headers: Record<string, string> } }>(
      'POST',
      `/api/guestform/${encodeURIComponent(form)}/upload`,
      body,
    ),
  confirm: (form: string, upload: string, token: string) =>
    call<GuestUploadInfo>('POST', `/api/guestform/${encodeURIComponent(form)}/upload/${encodeURIComponent(upload)}/confirm`, { token }),
  get: (form: string, upload: string, token: string) =>
    call<GuestUploadInfo>('GET', `/api/guestform/${encodeURIComponent(form)}/upload/${encodeURIComponent(upload)}?token=${encodeURIComponent(token)}`),
  putBytes,
};
