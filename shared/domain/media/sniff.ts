import { ValidationError } from '../../errors';
import type { MEDIA_MIME_TYPES } from './media';

type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/** How many leading bytes the check reads: enough for every signature below and a text sample. */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const starts = (bytes: Uint8Array, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);
const zip = (b: Uint8Array) => starts(b, 0x50, 0x4b, 0x03, 0x04);

/** Binary formats, by their magic numbers; a text file must be none of them. */
const BINARY: Record<Exclude<MediaMimeType, 'text/plain' | 'text/csv'>, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => starts(b, 0xff, 0xd8, 0xff),
  'image/png': (b) => starts(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  'application/pdf': (b) => ascii(b, 0, '%PDF-'),
  'video/mp4': (b) => ascii(b, 4, 'ftyp'),
  // An ID3 tag, or an MPEG audio frame's sync bits.
  'audio/mpeg': (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': zip,
};

/** Text: valid UTF-8 (a BOM allowed) without NUL or other control bytes but tab, CR, LF and form feed. */
function isText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SNIFF_BYTES);
  if (Object.values(BINARY).some((is) => is(sample))) return false;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    // A cut-off multi-byte character at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length === SNIFF_BYTES ? sample.subarray(0, trimPartial(sample)) : sample);
    return true;
  } catch {
    return false;
  }
}

/** The length without a trailing incomplete UTF-8 sequence. */
function trimPartial(bytes: Uint8Array): number {
  for (let i = bytes.length - 1, n = 0; i >= 0 && n < 4; i--, n++) {
    const b = bytes[i]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > n + 1 ? i : bytes.length;
  }
  return bytes.length;
}

/** Whether a file's first bytes are of the type it was registered as. */
export function contentMatchesType(mimeType: string, start: Uint8Array): boolean {
  if (mimeType === 'text/plain' || mimeType === 'text/csv') return isText(start);
  const check = BINARY[mimeType as keyof typeof BINARY];
  return check ? check(start) : false;
}

/** 400 FILE_TYPE_MISMATCH when the bytes are not the declared type (a script renamed to .jpg, say). */
export function requireContentMatchesType(item: { name: string; mimeType: string }, start: Uint8Array): void {
  if (contentMatchesType(item.mimeType, start)) return;
  throw new ValidationError(
    `The content of ${item.name} is not ${item.mimeType}`,
    [{ path: 'file', message: `The file's content is not of its declared type ${item.mimeType}` }],
    'FILE_TYPE_MISMATCH',
  );
}
