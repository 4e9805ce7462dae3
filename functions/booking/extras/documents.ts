import { ulid } from 'ulid';
import { MAX_DOCUMENTS } from '../../../shared/api/booking-extras';
import type { Principal } from '../../../shared/auth/principal';
import type { BookingDocument } from '../../../shared/domain/booking/booking';
import type { Media } from '../../../shared/domain/media/media';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { media } from '../../data/media';
import { readBooking } from '../bookings/access';
import { applyBookingChange } from '../bookings/lifecycle/apply';
import { fileLink, mediaStorage, type UploadTarget } from '../../lib/media-storage';
import { assertSize, storageKey } from '../../platform/index';

/**
 * A booking's documents (docs/decisions.md, "Booking extras"): each file is a media item of the media module (S3 in
 * AWS, .local/media locally), tagged with the booking, uploaded the media module's way (register → PUT → confirm);
 * the booking lists it in `documents` once the upload is confirmed, through `applyBookingChange` (history, etag).
 */

/** Upload links are short-lived, as the media library's. */
const UPLOAD_SECONDS = 15 * 60;
const tagOf = (bookingId: string) => `booking:${bookingId}`;

/** The refusals a document change gives (404, 403 for bookings.update, the state machine), without writing: a no-op change. */
const mayChange = (principal: Principal, id: string) => applyBookingChange(principal, id, 'document', () => ({ next: {}, unchanged: true }));

function requireRoom(b: BookingItem): void {
  if ((b.documents?.length ?? 0) >= MAX_DOCUMENTS)
    throw new ValidationError(`Booking ${b.bookingNo} has ${MAX_DOCUMENTS} documents already`, [
      { path: 'body', message: `at most ${MAX_DOCUMENTS} documents` },
    ]);
}

/**
 * POST {id}/upload: checks access (as a change would), the size limit (the media settings') and the room left,
 * registers a pending media item and answers where to PUT the bytes. The booking itself changes at confirm.
 */
export async function registerDocument(
  principal: Principal,
  id: string,
  file: { name: string; mimeType: string; size: number },
): Promise<{ document: BookingDocument; upload: UploadTarget }> {
  const { tenant } = principal;
  const booking = await mayChange(principal, id);
  requireRoom(booking);
  await assertSize(tenant, file.size);
  const mediaId = `m-${ulid()}`;
  const key = storageKey(tenant, mediaId, file.name);
  const upload = await mediaStorage().uploadTarget({ tenant, id: mediaId, key, ...file }, UPLOAD_SECONDS);
  const created = await media.create(tenant, mediaId, {
    name: file.name,
    mimeType: file.mimeType as Media['mimeType'],
    size: file.size,
    folder: `bookings/${booking.bookingNo}`,
    description: {},
    tags: [tagOf(id)],
    key,
    status: 'pending',
  });
  const now = new Date().toISOString();
  return {
    document: {
      id: created.id,
      name: created.name,
      mimeType: created.mimeType,
      size: created.size,
      uploadedAt: now,
      ...(principal.userId ? { uploadedBy: principal.userId } : {}),
    },
    upload,
  };
}

/** The media item of a booking's document: 404 unless it was registered for this booking. */
async function mediaOf(tenant: string, bookingId: string, documentId: string) {
  const item = await media.get(tenant, documentId);
  if (!item || !item.tags.includes(tagOf(bookingId))) throw new NotFoundError(`booking ${bookingId} has no document ${documentId}`);
  return item;
}

/**
 * POST {id}/upload/{document}: the stored file must exist (409 UPLOAD_MISSING) and keep the size limit (400
 * FILE_TOO_LARGE, the file is removed); the media item becomes ready and the booking lists the document.
 */
export async function confirmDocument(principal: Principal, id: string, documentId: string): Promise<BookingItem> {
  const { tenant } = principal;
  await mayChange(principal, id);
  let item = await mediaOf(tenant, id, documentId);
  if (item.status !== 'ready') {
    const stored = item.key ? await mediaStorage().head(item.key) : null;
    if (!stored) throw new ConflictError(`No file was uploaded for ${item.name} yet`, 'UPLOAD_MISSING');
    try {
      await assertSize(tenant, stored.size, 'file');
    } catch (err) {
      await mediaStorage().remove(item.key!);
      throw err;
    }
    const { id: _i, version, createdAt: _c, updatedAt: _u, ...data } = item;
    item = await media.update(tenant, item.id, version, { ...data, status: 'ready', size: stored.size });
  }
  const ready = item;
  return applyBookingChange(principal, id, 'document', (current, ctx) => {
    const documents = current.documents ?? [];
    if (documents.some((d) => d.id === ready.id)) return { next: {}, unchanged: true };
    requireRoom(current);
    const document: BookingDocument = {
      id: ready.id,
      name: ready.name,
      mimeType: ready.mimeType,
      size: ready.size,
      uploadedAt: ctx.now,
      ...(principal.userId !== undefined ? { uploadedBy: principal.userId } : {}),
    };
    return { next: { documents: [...documents, document] } };
  });
}

/** GET {id}/documents/{document}: a signed link to the file (the media module's, valid a day). */
export async function documentLink(principal: Principal, id: string, documentId: string): Promise<{ url: string; name: string }> {
  const booking = await readBooking(principal, id);
  const document = booking.documents?.find((d) => d.id === documentId);
  if (!document) throw new NotFoundError(`booking ${booking.bookingNo} has no document ${documentId}`);
  return { url: await fileLink(principal.tenant, document.id), name: document.name };
}
