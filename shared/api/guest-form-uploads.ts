import * as z from 'zod';
import { GUEST_UPLOAD_TYPES } from '../domain/forms/guest-uploads';
import { endpoint } from './endpoint';
import { ZGuestKey, ZGuestToken } from './guest-forms';
import { ZId } from './resource';

const read = ['forms.read', 'bookings.update'] as const;
const tags = ['guestform'];

/**
 * A guest's uploads to guest forms (issue 24; docs/decisions/forms.md "Uploads"): a photo or PDF for an Image field or
 * a certification's card, uploaded through the guest's token, served to the staff and the own token. Lambda
 * `guestforms` (functions/forms/guest/uploads.ts).
 */

/** A signed link's query (functions/lib/signed-links.ts), as the media library's. */
const ZSignedQuery = z.strictObject({
  t: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** Where the browser PUTs the bytes (as the media library's ZUploadTarget; not imported, to keep its schemas out of this Lambda). */
const ZUploadTarget = z.object({ url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()), expiresAt: z.string() });

export const ZGuestUpload = z.object({
  id: z.string(),
  form: z.string(),
  guest: z.string(),
  field: z.string(),
  name: z.string(),
  mimeType: z.enum(GUEST_UPLOAD_TYPES),
  size: z.number().int(),
  status: z.enum(['pending', 'ready']),
  /** A short-lived signed link to the file (ready uploads only). */
  url: z.string().optional(),
});
export type GuestUpload = z.infer<typeof ZGuestUpload>;

export const ZGuestUploadRequest = z.strictObject({
  token: ZGuestToken,
  /** The Image or Certification field the file is for. */
  field: ZId,
  /** The lead's link uploads for a guest (guest-<n>). */
  guest: ZGuestKey.optional(),
  name: z.string().min(1).max(200),
  mimeType: z.enum(GUEST_UPLOAD_TYPES),
  size: z.number().int().min(1),
});

export const guestFormUploadEndpoints = {
  uploadTarget: endpoint({
    id: 'guestform.upload',
    method: 'POST',
    path: '/api/guestform/{id}/upload',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary: 'The guest (the token authorises) registers a photo or PDF for an upload field of form {id}: where to PUT it (15 minutes); then confirm',
    input: { params: z.object({ id: ZId }), body: ZGuestUploadRequest },
    output: z.object({ upload: ZGuestUpload, target: ZUploadTarget }),
  }),
  uploadConfirm: endpoint({
    id: 'guestform.uploadConfirm',
    method: 'POST',
    path: '/api/guestform/{id}/upload/{upload}/confirm',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary: 'Checks the stored bytes (type by magic numbers, size by maxGuestFormFileSizeinKb; refused: 400 and removed); ready for {upload: id}',
    input: { params: z.object({ id: ZId, upload: ZId }), body: z.strictObject({ token: ZGuestToken }) },
    output: ZGuestUpload,
  }),
  uploadOwn: endpoint({
    id: 'guestform.uploadOwn',
    method: 'GET',
    path: '/api/guestform/{id}/upload/{upload}',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary: "The guest's own upload with a short-lived link to its file (own or lead's token; others 404)",
    input: { params: z.object({ id: ZId, upload: ZId }), query: z.strictObject({ token: ZGuestToken }) },
    output: ZGuestUpload,
  }),
  uploadStaff: endpoint({
    id: 'guestform.uploadStaff',
    method: 'GET',
    path: '/api/guestform/{id}/uploads/{upload}',
    resource: 'guestforms',
    scopes: read,
    tags,
    summary: "A guest's upload to form {id} for the staff, with a short-lived link to its file",
    input: { params: z.object({ id: ZId, upload: ZId }) },
    output: ZGuestUpload,
  }),
  uploadLocal: endpoint({
    id: 'guestform.uploadLocal',
    method: 'PUT',
    path: '/api/guestform/local-upload/{booking}/{upload}',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary: 'Local runtime only: the stand-in for the presigned S3 PUT of a guest upload (signed query)',
    input: { params: z.object({ booking: ZId, upload: ZId }), query: ZSignedQuery },
    output: z.object({ success: z.literal(true) }),
    tenantless: true,
    maxBodyBytes: 32 * 1024 * 1024,
  }),
  uploadFile: endpoint({
    id: 'guestform.uploadFile',
    method: 'GET',
    path: '/api/guestform/upload-file/{booking}/{upload}',
    resource: 'guestforms',
    scopes: [],
    public: true,
    tags,
    summary: 'A guest upload behind a short-lived signed link: the bytes locally, a redirect to S3 in AWS',
    input: { params: z.object({ booking: ZId, upload: ZId }), query: ZSignedQuery },
    output: z.string(),
    produces: 'application/octet-stream',
    tenantless: true,
  }),
};
