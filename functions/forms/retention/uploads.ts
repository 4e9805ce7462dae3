/**
 * THE HOOK FOR THE UPLOADS (docs/decisions/forms.md "Retention"): removes the stored files of a booking's form whose
 * answers name them (`{upload: <id>}`, also a certification's `card`). Called by the retention run before it deletes
 * the answers and writes its marker, so it must be idempotent (a file already gone is no error): a run that dies after
 * it calls it again.
 *
 * The uploads' storage is being built beside this (h-upload); until it is wired here, there is nothing stored to
 * remove and this answers how many it was asked to remove, so the audit entry names them.
 */
export async function removeFormUploads(tenant: string, booking: string, formId: string, uploadIds: readonly string[]): Promise<number> {
  void tenant;
  void booking;
  void formId;
  return uploadIds.length;
}
