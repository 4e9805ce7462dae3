import { deleteGuestUpload, getGuestUploads, guestUploadsOfForm } from '../../data/guest-form-uploads';
import { mediaStorage } from '../../lib/media-storage';

/**
 * Removes the stored files of a booking's form (docs/decisions/forms.md "Retention"): the uploads its answers name
 * (`{upload: <id>}`, a certification's `card`) and every other upload of the form (removed or replaced ones, targets
 * never confirmed), each file first, then its record. Called by the retention run before it deletes the answers and
 * writes its marker, so it is idempotent (a file already gone is no error; a run that dies after it calls it again).
 * Answers how many uploads it removed.
 */
export async function removeFormUploads(tenant: string, booking: string, formId: string, uploadIds: readonly string[]): Promise<number> {
  const named = await getGuestUploads(tenant, booking, uploadIds);
  const all = new Map([...named, ...(await guestUploadsOfForm(tenant, booking, formId))].map((u) => [u.id, u]));
  if (all.size === 0) return 0;
  const storage = mediaStorage();
  for (const upload of all.values()) {
    await storage.remove(upload.key);
    await deleteGuestUpload(tenant, booking, upload.id);
  }
  return all.size;
}
