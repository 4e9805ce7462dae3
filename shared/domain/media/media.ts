import * as z from 'zod';
import { ZLocalizedText } from '../common';

/** What may be uploaded; SVG is left out on purpose (it can carry scripts). */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'video/mp4',
  'audio/mpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const MEDIA_STATES = ['pending', 'ready'] as const;
/** The media library's default limit (the settings group media may change it); guest-form uploads keep 256 KB. */
export const DEFAULT_MEDIA_MAX_KB = 10 * 1024;

export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

/**
 * A file in the media library. The file itself lives in S3 (locally under .local/media/); `key`,
 * `status` and `thumbnailUrl` are the server's: whatever a client sends for them is ignored.
 */
export const ZMedia = z.strictObject({
  /** File name as shown and downloaded. */
  name: z.string().trim().min(1).max(200),
  mimeType: z.enum(MEDIA_MIME_TYPES),
  /** Bytes; the declared size on create, the stored size once confirmed. */
  size: z.number().int().min(0),
  folder: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\\<>]*$/)
    .default(''),
  description: ZLocalizedText.default({}),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /** Storage key: `<tenant>/<id>/<file name>`. */
  key: z.string().max(500).optional(),
  status: z.enum(MEDIA_STATES).default('pending'),
  /** Images only: where the picture is shown from (answered signed, valid for a day). */
  thumbnailUrl: z.string().max(2000).optional(),
  /** The download link (answered signed, valid for a day). */
  url: z.string().max(2000).optional(),
});
export type Media = z.infer<typeof ZMedia>;
