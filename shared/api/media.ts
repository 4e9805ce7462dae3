import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { MEDIA_MIME_TYPES, MEDIA_STATES, ZMedia } from '../domain/media/media';

export const mediaResource = defineResource({
  name: 'media',
  owner: 'media',
  entityType: 'MEDIA',
  schema: ZMedia,
  // Spec 1: /media media.read, /media/create media.create, /media/:id media.update.
  scopes: { read: ['media.read'], create: ['media.create'], update: ['media.update'], delete: ['media.update'] },
  sorts: { name: (m) => m.name, createdAt: (m) => m.createdAt, folder: (m) => `${m.folder} ${m.name}` },
  searchText: (m) => `${m.name} ${m.folder} ${m.tags.join(' ')} ${Object.values(m.description).join(' ')}`,
  filters: {
    mimeType: { type: 'string', values: MEDIA_MIME_TYPES, label: 'mimeType' },
    status: { type: 'string', values: MEDIA_STATES, label: 'status' },
    folder: { type: 'string', label: 'folder' },
    tags: { type: 'string', label: 'tag' },
    size: { type: 'number', label: 'size' },
  },
  csv: [
    { key: 'id', header: 'id', value: (m) => m.id },
    { key: 'name', header: 'name', value: (m) => m.name },
    { key: 'folder', header: 'folder', value: (m) => m.folder },
    { key: 'mimeType', header: 'mimeType', value: (m) => m.mimeType },
    { key: 'size', header: 'size', value: (m) => m.size },
    { key: 'status', header: 'status', value: (m) => m.status },
    { key: 'tags', header: 'tags', value: (m) => m.tags.join(' ') },
    { key: 'createdAt', header: 'createdAt', value: (m) => m.createdAt },
  ],
  copy: (m) => ({ ...m, name: `copy of ${m.name}` }),
  title: (m) => m.name,
  sample: (n) => ({ name: `reef-${n}.jpg`, mimeType: 'image/jpeg' as const, size: 1000 + n, folder: 'gallery', tags: ['reef'] }),
});

export const ZUploadTarget = z.object({
  /** Where to PUT the bytes: a presigned S3 URL, or the local stand-in. */
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry as they are (they are part of the signature). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

/** A signed link's query: tenant, expiry (epoch seconds) and the HMAC over both (functions/lib/signed-links.ts). */
const signed = z.strictObject({
  t: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
const tags = ['media'];

export const mediaExtraEndpoints = {
  upload: endpoint({
    id: 'media.upload',
    method: 'POST',
    path: '/api/media/upload',
    resource: 'media',
    scopes: ['media.create'],
    tags,
    summary: 'Register a file and get where to upload it (a presigned PUT, valid 15 minutes); then call {id}/confirm',
    input: { body: ZMedia.pick({ name: true, mimeType: true, size: true, folder: true, description: true, tags: true }).strict() },
    output: z.object({ media: mediaResource.item, upload: ZUploadTarget }),
  }),
  uploadAgain: endpoint({
    id: 'media.uploadAgain',
    method: 'POST',
    path: '/api/media/{id}/upload',
    resource: 'media',
    scopes: ['media.create', 'media.update'],
    tags,
    summary: 'A fresh upload target for a registered file that is not uploaded yet (after POST /api/media, or when a link expired)',
    input: { params: z.object({ id: ZId }) },
    output: z.object({ media: mediaResource.item, upload: ZUploadTarget }),
  }),
  confirm: endpoint({
    id: 'media.confirm',
    method: 'POST',
    path: '/api/media/{id}/confirm',
    resource: 'media',
    scopes: ['media.create', 'media.update'],
    tags,
    summary: 'After the upload: checks the stored file (it must exist and keep the size limit) and marks the item ready',
    input: { params: z.object({ id: ZId }) },
    output: mediaResource.item,
  }),
  localUpload: endpoint({
    id: 'media.localUpload',
    method: 'PUT',
    path: '/api/media/local-upload/{id}',
    resource: 'media',
    scopes: [],
    public: true,
    tags,
    summary: 'Local runtime only (no MEDIA_BUCKET): the stand-in for the presigned S3 PUT; the signed query authorises it',
    input: { params: z.object({ id: ZId }), query: signed },
    output: z.object({ success: z.literal(true) }),
    // The tenant comes from the signed link, not from the host.
    tenantless: true,
    // Bytes, not JSON; the body check decodes them as text, which may grow them. The real limit is the size registered.
    maxBodyBytes: 32 * 1024 * 1024,
  }),
  file: endpoint({
    id: 'media.file',
    method: 'GET',
    path: '/api/media/file/{id}',
    resource: 'media',
    scopes: [],
    public: true,
    tags,
    summary: 'The file behind a signed link (as <img src> needs it, without a bearer token): the bytes locally, a redirect to S3 in AWS',
    input: { params: z.object({ id: ZId }), query: signed },
    output: z.string(),
    produces: 'application/octet-stream',
    tenantless: true,
  }),
};
