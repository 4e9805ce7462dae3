import { randomBytes } from 'node:crypto';
import { guestFormUploadEndpoints as api, type GuestUpload } from '../../../shared/api/guest-form-uploads';
import { fieldsOf } from '../../../shared/domain/forms/form-field-types';
import { askedOfRespondent, LEAD } from '../../../shared/domain/forms/guest-form';
import { fileSizeMessage, takesUpload } from '../../../shared/domain/forms/guest-uploads';
import { requireContentMatchesType, SNIFF_BYTES } from '../../../shared/domain/media/sniff';
import { requirePendingUpload, requireUploadMatches } from '../../../shared/domain/media/upload';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../../shared/errors';
import type { GuestUploadItem } from '../../data/entities/guest-form-upload';
import { deleteGuestUpload, getGuestUpload, putGuestUpload } from '../../data/guest-form-uploads';
import { takeQuota } from '../../data/request-quota';
import { clientOf } from '../../identity/index';
import { headerOf } from '../../lib/headers';
import { action, HttpResult, type BoundAction, type HttpEvent } from '../../lib/http';
import { inline, LocalMediaStorage, mediaStorage, S3MediaStorage } from '../../lib/media-storage';
import { signLink, verifyLink } from '../../lib/signed-links';
import { safeFileName } from '../../platform/index';
import { formContext } from './actions';
import { formsOf, isLocked, respondent, type FormsContext } from './context';
import { maxUploadKb } from './upload-refs';
import { openToken } from './links';

/**
 * A guest's uploads (docs/decisions/forms.md "Uploads"): the guest page asks for a target (form, field, name, type,
 * size), PUTs the bytes to the media storage (S3 presigned, or the local stand-in), then confirms: the stored bytes
 * are checked by their magic numbers and size, and a refused file is removed with its upload. An answer then refers
 * to it as {upload: id}; saves check every reference (requireUploads). Files are served through short-lived signed
 * links to the staff (the booking's access rules) and to the guest's own token (the lead's for the booking's guests).
 */

/** Upload targets are used at once; file links are short-lived (an <img src> loads at once; the page asks again). */
const UPLOAD_SECONDS = 15 * 60;
const LINK_SECONDS = 15 * 60;
const QUOTA = { limit: 60, windowSeconds: 60 };

async function throttle(event: HttpEvent) {
  // The guest's calls share one quota per client (public-actions.ts).
  const wait = await takeQuota(`GUESTFORM#CLIENT#${clientOf(event)}`, QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
}

/** What a signed link to a guest upload grants: never a media id (those have no colon), so no link opens the other. */
const grantOf = (booking: string, upload: string) => `guestform:${booking}:${upload}`;

/** 400 FILE_TOO_LARGE with the spec's %SIZE% message. */
function requireWithin(size: number, maxKb: number, path: string) {
  if (size <= maxKb * 1024) return;
  const message = fileSizeMessage(maxKb);
  throw new ValidationError(message, [{ path, message }], 'FILE_TOO_LARGE');
}

const none = () => new NotFoundError('No such upload for this link');

/** Whom a link uploads for: its own guest, or any respondent of the booking for the lead's (404 otherwise). */
function respondentKey(ctx: FormsContext, linkGuest: string, guest?: string): string {
  const key = guest ?? linkGuest;
  if ((linkGuest !== LEAD && key !== linkGuest) || !respondent(ctx, key)) throw new NotFoundError('No such guest form for this link');
  return key;
}

/** An upload a link may see: of its booking (the partition), its form, and its guest (the lead's link: any). */
async function uploadForLink(ctx: FormsContext, linkGuest: string, form: string, id: string): Promise<GuestUploadItem> {
  const item = await getGuestUpload(ctx.tenant, ctx.booking.id, id);
  if (!item || item.form !== form || (linkGuest !== LEAD && item.guest !== linkGuest)) throw none();
  return item;
}

async function view(tenant: string, booking: string, item: GuestUploadItem): Promise<GuestUpload> {
  const { key: _key, createdAt: _c, confirmedAt: _cf, ...rest } = item;
  if (item.status !== 'ready') return rest;
  const expires = Math.floor(Date.now() / 1000) + LINK_SECONDS;
  const query = await signLink({ method: 'GET', tenant, id: grantOf(booking, item.id), expires });
  return { ...rest, url: `/api/guestform/upload-file/${encodeURIComponent(booking)}/${encodeURIComponent(item.id)}?${query}` };
}

export const guestUploadActions: BoundAction[] = [
  action(api.uploadTarget, async ({ tenant, event, params, body }) => {
    await throttle(event);
    const { ctx, guest: linkGuest } = await openToken(tenant, body.token);
    const key = respondentKey(ctx, linkGuest, body.guest);
    const form = formsOf(ctx, key).find((f) => f.id === params.id);
    if (!form) throw new NotFoundError('No such guest form for this link');
    if (isLocked(ctx, form)) throw new ConflictError(`The form "${form.name}" is locked`, 'FORM_LOCKED');
    const def = ctx.definitions.get(form.id)!;
    const field = fieldsOf(def).find((f) => f.id === body.field);
    if (!field || !takesUpload(field.type) || (field.askedPer ?? def.askedPer) !== askedOfRespondent(key))
      throw new ValidationError('Not an upload question of this form', [{ path: 'body.field', message: 'not an upload question of this form for this guest' }]);
    requireWithin(body.size, await maxUploadKb(tenant), 'body.size');
    const id = `gu-${randomBytes(12).toString('base64url')}`;
    const item: GuestUploadItem = {
      id,
      form: form.id,
      guest: key,
      field: field.id,
      name: body.name,
      mimeType: body.mimeType,
      size: body.size,
      key: `${tenant}/guestforms/${ctx.booking.id}/${form.id}/${id}/${safeFileName(body.name)}`,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    // The target first: when uploads cannot be signed, nothing is stored.
    const target = await mediaStorage().uploadTarget(
      {
        tenant,
        id: grantOf(ctx.booking.id, id),
        key: item.key,
        name: item.name,
        mimeType: item.mimeType,
        size: item.size,
        localUploadPath: `/api/guestform/local-upload/${encodeURIComponent(ctx.booking.id)}/${id}`,
      },
      UPLOAD_SECONDS,
    );
    await putGuestUpload(tenant, ctx.booking.id, item);
    return { upload: await view(tenant, ctx.booking.id, item), target };
  }),

  action(api.uploadConfirm, async ({ tenant, event, params, body }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, body.token);
    const item = await uploadForLink(ctx, guest, params.id, params.upload);
    if (item.status === 'ready') return view(tenant, ctx.booking.id, item);
    const storage = mediaStorage();
    const stored = await storage.head(item.key);
    if (!stored) throw new ConflictError(`No file was uploaded for ${item.name} yet`, 'UPLOAD_MISSING');
    try {
      requireWithin(stored.size, await maxUploadKb(tenant), 'file');
      // S3 checked the declared type's header only; the bytes must be of that type too.
      requireContentMatchesType(item, await storage.readStart(item.key, SNIFF_BYTES));
    } catch (err) {
      await storage.remove(item.key);
      await deleteGuestUpload(tenant, ctx.booking.id, item.id);
      throw err;
    }
    const ready: GuestUploadItem = { ...item, size: stored.size, status: 'ready', confirmedAt: new Date().toISOString() };
    await putGuestUpload(tenant, ctx.booking.id, ready);
    return view(tenant, ctx.booking.id, ready);
  }),

  action(api.uploadOwn, async ({ tenant, event, params, query }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, query.token);
    return view(tenant, ctx.booking.id, await uploadForLink(ctx, guest, params.id, params.upload));
  }),

  action(api.uploadStaff, async ({ principal, params }) => {
    const ctx = await formContext(principal, params.id, 'forms.read');
    const item = await getGuestUpload(ctx.tenant, ctx.booking.id, params.upload);
    if (!item || item.form !== params.id) throw none();
    return view(ctx.tenant, ctx.booking.id, item);
  }),

  action(api.uploadLocal, async ({ params, query, event }) => {
    const storage = mediaStorage();
    if (!(storage instanceof LocalMediaStorage)) throw new NotFoundError('Uploads go to S3 here', 'ROUTE_NOT_FOUND');
    if (!(await verifyLink({ method: 'PUT', tenant: query.t, id: grantOf(params.booking, params.upload), expires: query.expires }, query.signature)))
      throw new ForbiddenError('LINK_INVALID');
    const item = await getGuestUpload(query.t, params.booking, params.upload);
    if (!item) throw none();
    requirePendingUpload(item);
    const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
    // As S3 does with the presigned PUT: the signed type and length, nothing more (the bytes are checked on confirm).
    requireUploadMatches(item, headerOf(event.headers, 'content-type')?.split(';')[0]?.trim(), bytes.length);
    await storage.write(item.key, bytes);
    return { success: true as const };
  }),

  action(api.uploadFile, async ({ params, query }) => {
    if (!(await verifyLink({ method: 'GET', tenant: query.t, id: grantOf(params.booking, params.upload), expires: query.expires }, query.signature)))
      throw new ForbiddenError('LINK_INVALID');
    const item = await getGuestUpload(query.t, params.booking, params.upload);
    if (!item || item.status !== 'ready') throw none();
    const storage = mediaStorage();
    const file = { tenant: query.t, id: item.id, key: item.key, name: item.name, mimeType: item.mimeType, size: item.size };
    if (storage instanceof S3MediaStorage) {
      return new HttpResult(302, undefined, { location: await storage.downloadUrl(file, 300), 'cache-control': 'private, no-store' });
    }
    const bytes = await (storage as LocalMediaStorage).read(item.key);
    return new HttpResult(200, bytes, {
      'content-type': item.mimeType,
      'content-disposition': `${inline(item.mimeType) ? 'inline' : 'attachment'}; filename="${item.name.replace(/["\\\r\n]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
      // Whatever the file holds, it runs nothing on our origin.
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, max-age=600',
    });
  }),
];
