import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { formsPartitionItems } from './guest-forms';
import { db, tableName } from './client';
import { guestUploadItem, uploadKey, type GuestUploadItem } from './entities/guest-form-upload';

/** A guest's uploads, in the booking's forms partition (docs/decisions/forms.md "Uploads"). */
export async function putGuestUpload(tenant: string, booking: string, item: GuestUploadItem): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: guestUploadItem.toItem(uploadKey(tenant, booking, item.id), item) }));
}

export async function getGuestUpload(tenant: string, booking: string, id: string): Promise<GuestUploadItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: uploadKey(tenant, booking, id), ConsistentRead: true }));
  return res.Item ? guestUploadItem.fromItem(res.Item) : null;
}

/** Several uploads of one booking by id (the references of a save: at most a form's fields). */
export async function getGuestUploads(tenant: string, booking: string, ids: readonly string[]): Promise<GuestUploadItem[]> {
  const unique = [...new Set(ids)];
  const out: GuestUploadItem[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(i, i + 100).map((id) => uploadKey(tenant, booking, id));
    while (keys && keys.length) {
      const res = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
      out.push(...(res.Responses?.[tableName()] ?? []).map((item) => guestUploadItem.fromItem(item)));
      keys = res.UnprocessedKeys?.[tableName()]?.Keys as Array<Record<string, unknown>> | undefined;
    }
  }
  return out;
}

export async function deleteGuestUpload(tenant: string, booking: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: uploadKey(tenant, booking, id) }));
}

/** Every upload of one form of a booking (the retention run): one Query of the booking's forms partition's uploads. */
export async function guestUploadsOfForm(tenant: string, booking: string, form: string): Promise<GuestUploadItem[]> {
  const items = await formsPartitionItems(tenant, booking, 'UPLOAD#');
  return items.map((item) => guestUploadItem.fromItem(item)).filter((u) => u.form === form);
}
