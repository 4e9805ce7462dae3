import * as z from 'zod';
import { GUEST_UPLOAD_TYPES } from '../../../shared/domain/forms/guest-uploads';
import { guestFormsPk } from './guest-form';
import { itemCodec, type EntityModel } from './entity';

/**
 * A file a guest uploaded for a form's field (docs/decisions/forms.md "Uploads"): in the booking's forms partition,
 * bound to the form and the guest it was uploaded for; pending until confirmed (the bytes checked), then ready.
 */
export const GUESTFORM_UPLOAD = 'GUESTFORM_UPLOAD';

export const uploadKey = (tenant: string, booking: string, upload: string) => ({ pk: guestFormsPk(tenant, booking), sk: `UPLOAD#${upload}` });

export const ZGuestUploadItem = z.object({
  id: z.string(),
  form: z.string(),
  guest: z.string(),
  field: z.string(),
  name: z.string(),
  mimeType: z.enum(GUEST_UPLOAD_TYPES),
  size: z.number().int().min(1),
  /** The storage key: <tenant>/guestforms/<booking>/<form>/<upload>/<file name>. */
  key: z.string(),
  status: z.enum(['pending', 'ready']),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
});
export type GuestUploadItem = z.infer<typeof ZGuestUploadItem>;

export const guestUploadItem = itemCodec(GUESTFORM_UPLOAD, ZGuestUploadItem);

export const guestFormUploadModels: EntityModel[] = [
  {
    module: 'guest-form',
    entityType: GUESTFORM_UPLOAD,
    description: "A guest's upload for a form field (an Image answer or a certification card): its file in the media storage, pending or ready.",
    keys: { table: { pk: 'T#<tenant>#GUESTFORMS#<bookingId>', sk: 'UPLOAD#<uploadId>' } },
    access: ['upload target: Put', 'confirm: Put (ready) or Delete (refused)', 'answers and reads: Get / BatchGet by id in the booking partition'],
  },
];
