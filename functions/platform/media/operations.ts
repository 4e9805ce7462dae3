import { mediaExtraEndpoints as api, mediaResource } from '../../../shared/api/media';
import { isImage } from '../../../shared/domain/media/media';
import { requirePendingUpload, requirePendingWithKey, requireUploadMatches } from '../../../shared/domain/media/upload';
import { requireContentMatchesType, SNIFF_BYTES } from '../../../shared/domain/media/sniff';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors';
import { action, HttpResult, type BoundAction } from '../../lib/http';
import { headerOf } from '../../lib/headers';
import { inline, LocalMediaStorage, mediaStorage, S3MediaStorage } from '../../lib/media-storage';
import { resourceWriter } from '../../lib/resource-engine';
import { verifyLink } from '../../lib/signed-links';
import { assertSize, media, mediaOptions, storageKey } from './media';

/** Upload links are short-lived: the browser uses them at once. */
const UPLOAD_SECONDS = 15 * 60;

const writer = resourceWriter(mediaResource, media, mediaOptions);
const present = mediaOptions.present!;

/** The media library's own calls beside the generic ones: upload, confirm, and the files themselves. */
export const mediaActions: BoundAction[] = [
  action(api.upload, async ({ tenant, principal, body }) => {
    await assertSize(tenant, body.size);
    const id = writer.newId();
    // The target first: when uploads cannot be signed, nothing is created.
    const upload = await mediaStorage().uploadTarget(
      { tenant, id, key: storageKey(tenant, id, body.name), name: body.name, mimeType: body.mimeType, size: body.size },
      UPLOAD_SECONDS,
    );
    const created = await writer.create(tenant, body, { principal, id });
    return { media: { ...(await present(tenant, created)) }, upload };
  }),

  action(api.uploadAgain, async ({ tenant, params }) => {
    const item = await media.getOrThrow(tenant, params.id);
    requirePendingWithKey(item);
    const upload = await mediaStorage().uploadTarget(
      { tenant, id: item.id, key: item.key, name: item.name, mimeType: item.mimeType, size: item.size },
      UPLOAD_SECONDS,
    );
    return { media: { ...(await present(tenant, item)) }, upload };
  }),

  action(api.confirm, async ({ tenant, params }) => {
    const item = await media.getOrThrow(tenant, params.id);
    if (item.status === 'ready') return { ...(await present(tenant, item)) };
    const stored = item.key ? await mediaStorage().head(item.key) : null;
    if (!stored) throw new ConflictError(`No file was uploaded for ${item.name} yet`, 'UPLOAD_MISSING');
    try {
      await assertSize(tenant, stored.size, 'file');
      // S3 checked the declared type's header only; the bytes must be of that type too.
      requireContentMatchesType(item, await mediaStorage().readStart(item.key!, SNIFF_BYTES));
    } catch (err) {
      await mediaStorage().remove(item.key!);
      throw err;
    }
    const { id: _i, version, createdAt: _c, updatedAt: _u, ...data } = item;
    const ready = await media.update(tenant, item.id, version, {
      ...data,
      status: 'ready',
      size: stored.size,
      ...(isImage(item.mimeType) ? { thumbnailUrl: `/api/media/file/${item.id}` } : {}),
    });
    return { ...(await present(tenant, ready)) };
  }),

  action(api.localUpload, async ({ params, query, event }) => {
    const storage = mediaStorage();
    if (!(storage instanceof LocalMediaStorage)) throw new NotFoundError('Uploads go to S3 here', 'ROUTE_NOT_FOUND');
    if (!(await verifyLink({ method: 'PUT', tenant: query.t, id: params.id, expires: query.expires }, query.signature)))
      throw new ForbiddenError('LINK_INVALID');
    const item = await media.getOrThrow(query.t, params.id);
    requirePendingUpload(item);
    const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
    const type = headerOf(event.headers, 'content-type')?.split(';')[0]?.trim();
    requireUploadMatches(item, type, bytes.length);
    requireContentMatchesType(item, bytes.subarray(0, SNIFF_BYTES));
    await storage.write(item.key!, bytes);
    return { success: true as const };
  }),

  action(api.file, async ({ params, query }) => {
    if (!(await verifyLink({ method: 'GET', tenant: query.t, id: params.id, expires: query.expires }, query.signature)))
      throw new ForbiddenError('LINK_INVALID');
    const item = await media.get(query.t, params.id);
    if (!item || item.status !== 'ready' || !item.key) throw new NotFoundError(`media ${params.id} has no file`);
    const storage = mediaStorage();
    const file = { tenant: query.t, id: item.id, key: item.key, name: item.name, mimeType: item.mimeType, size: item.size };
    if (storage instanceof S3MediaStorage) {
      return new HttpResult(302, undefined, { location: await storage.downloadUrl(file, 300), 'cache-control': 'private, max-age=240' });
    }
    const bytes = await (storage as LocalMediaStorage).read(item.key);
    return new HttpResult(200, bytes, {
      'content-type': item.mimeType,
      'content-disposition': `${inline(item.mimeType) ? 'inline' : 'attachment'}; filename="${item.name.replace(/["\\\r\n]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
      // Whatever the file holds, it runs nothing on our origin.
      'content-security-policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, max-age=3600',
    });
  }),
];
