import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/api/errors';
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

/** Every stable code the server answers as `message`: thrown errors and field messages in capitals. */
function answeredCodes(): string[] {
  const codes = new Set<string>(Object.values(ERROR_MESSAGES).filter((m) => /^[A-Z][A-Z_]+$/.test(m)));
  for (const file of [...sources(path.join(root, 'functions')), ...sources(path.join(root, 'events'))]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/Error\(\s*'([A-Z][A-Z_]{2,})'/g)) codes.add(m[1]!);
    for (const m of text.matchAll(/message: '([A-Z][A-Z_]{2,})'/g)) codes.add(m[1]!);
    // Codes built from a stem (`CANNOT_MANAGE_${what}`) list their endings beside them.
    if (text.includes('CANNOT_MANAGE_${')) ['CANNOT_MANAGE_USER', 'CANNOT_MANAGE_ROLE'].forEach((c) => codes.add(c));
  }
  return [...codes].sort();
}

describe('error codes', () => {
  it('has a German and an English text for every code the server answers', () => {
    const codes = answeredCodes();
    expect(codes.length).toBeGreaterThan(20);
    const missing = codes.filter((c) => !(`errors.${c}` in en) || !(`errors.${c}` in de));
    expect(missing).toEqual([]);
  });
});
