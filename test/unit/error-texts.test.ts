import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from '../../shared/api/errors';
import { ConflictError } from '../../shared/errors';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/**
 * Codes in capitals the server writes where the type does not reach: a field's message (`{ path, message: 'X' }`, a
 * plain string, also zod's words) and any code in capitals among a `new ...Error(...)`'s arguments in the back end and the shared rules. Thrown codes are
 * checked by the compiler (`AppError` takes an `ErrorCode`); this keeps the strings beside them in the list too.
 */
function writtenCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const dir of ['functions', 'events', 'shared']) {
    for (const file of sources(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const call of text.matchAll(/new \w*Error\(([^;]*?)\);/gs)) {
        for (const m of call[1]!.matchAll(/'([A-Z][A-Z_]{3,})'/g)) codes.set(m[1]!, path.relative(root, file));
      }
      for (const m of text.matchAll(/message: '([A-Z][A-Z_]{2,})'/g)) codes.set(m[1]!, path.relative(root, file));
    }
  }
  return codes;
}

describe('error codes', () => {
  it('has a German and an English text for every code of the contract', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(60);
    const missing = ERROR_CODES.filter((c) => !(`errors.${c}` in en) || !(`errors.${c}` in de));
    expect(missing).toEqual([]);
  });

  it('takes only a code of the list (an unknown code fails typecheck)', () => {
    // @ts-expect-error: NOT_A_CODE is not an ErrorCode; `npm run typecheck` fails if this line ever compiles.
    expect(new ConflictError('planted', 'NOT_A_CODE').message).toBe('NOT_A_CODE');
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('keeps the codes the spec names (section 8) as spelled', () => {
    for (const code of [
      'ValidationError',
      'TOKEN_EXPIRED',
      'UNAUTHORIZED',
      'FORBIDDEN_RESSOURCE',
      'INVALID_JSON_RESPONSE',
      'Unknown Error',
      'RESORT_NOT_FOUND',
    ]) {
      expect(ERROR_CODES).toContain(code);
    }
    expect(ERROR_MESSAGES.forbidden).toBe('FORBIDDEN_RESSOURCE');
  });

  it('knows every code written as a field message or thrown in capitals', () => {
    const known = new Set<string>(ERROR_CODES);
    const codes = writtenCodes();
    expect(codes.size).toBeGreaterThan(10);
    expect([...codes].filter(([code]) => !known.has(code)).map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
