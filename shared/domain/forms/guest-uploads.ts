import type { Answers } from './form-answers';
import type { FormDefinition } from './form-definition';
import { fieldsOf } from './form-field-types';

/**
 * A guest form's uploads (issue 24; docs/decisions/forms.md "Uploads"): what a guest may upload, the spec's size
 * message, and where answers refer to uploads. Pure, for the server and the guest page alike (no zod).
 */

/** Photos (JPEG, PNG, WebP) and PDF: the types the byte check (shared/domain/media/sniff.ts) knows. */
export const GUEST_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type GuestUploadType = (typeof GUEST_UPLOAD_TYPES)[number];

export const isGuestUploadType = (type: string): type is GuestUploadType => (GUEST_UPLOAD_TYPES as readonly string[]).includes(type);

/** Spec 1's maximum file size rule: the message contains %SIZE%, replaced by the limit in KB. */
export const FILE_SIZE_MESSAGE = 'The file must not be larger than %SIZE% KB';
export const fileSizeMessage = (maxKb: number, template = FILE_SIZE_MESSAGE) => template.replace(/%SIZE%/g, String(maxKb));

/** The field types that take an upload: an Image field, and the certification block's card photo. */
export const takesUpload = (type: string) => type === 'Image' || type === 'Certification';

export interface UploadRefAt {
  /** The field answered. */
  field: string;
  /** Where the reference sits in a save's body (an Image's answer, or a certification's card). */
  path: string;
  upload: string;
}

const refOf = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { upload?: unknown }).upload === 'string'
    ? (v as { upload: string }).upload
    : undefined;

/** Every upload the answers refer to, by field (fields of other types, and answers not shaped as a reference, name none). */
export function uploadRefs(def: Pick<FormDefinition, 'sections'>, answers: Answers): UploadRefAt[] {
  const out: UploadRefAt[] = [];
  for (const field of fieldsOf(def)) {
    const value = answers[field.id] as unknown;
    if (field.type === 'Image') {
      const upload = refOf(value);
      if (upload) out.push({ field: field.id, path: `body.data.${field.id}`, upload });
    } else if (field.type === 'Certification' && value && typeof value === 'object' && !Array.isArray(value)) {
      const upload = refOf((value as { card?: unknown }).card);
      if (upload) out.push({ field: field.id, path: `body.data.${field.id}.card`, upload });
    }
  }
  return out;
}
