/**
 * What one CSV import takes (docs/decisions.md "Banks and bank entries", "Large imports run as a job"): 20,000 rows
 * (a year of a busy account) and 5,000,000 bytes of text (20,000 rows of a wide Sparkasse export are about 5 MB; a
 * Lambda's request may not exceed 6 MB). Above either the request is refused with a 400 that says which and by how much,
 * and nothing is written: the operator splits the file (by months) and imports the parts.
 */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 5_000_000;

export type ImportLimitProblem = { limit: 'bytes'; actual: number; max: number } | { limit: 'rows'; actual: number; max: number };

/** The limit a file breaks, bytes first (the text is not parsed when it is too long). */
export function importLimitProblem(bytes: number, rows?: number): ImportLimitProblem | undefined {
  if (bytes > MAX_IMPORT_BYTES) return { limit: 'bytes', actual: bytes, max: MAX_IMPORT_BYTES };
  if (rows !== undefined && rows > MAX_IMPORT_ROWS) return { limit: 'rows', actual: rows, max: MAX_IMPORT_ROWS };
  return undefined;
}

/** UTF-8 bytes of a text without Buffer (shared by the browser and the Lambdas). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;
