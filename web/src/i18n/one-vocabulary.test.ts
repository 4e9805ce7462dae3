import { describe, expect, it } from 'vitest';
import { de } from '../../../shared/i18n/de';
import { en } from '../../../shared/i18n/en';

/**
 * One translation system (issue 11 point 5): every text of the interface is a key of the
 * dictionaries, shown with `t`. These scans keep inline `{ de: '…', en: '…' }` texts from coming back.
 */

/** Every source of web/src but the tests, as text. */
const files = Object.entries(import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true })).map(
  ([path, text]) => ({ path: path.replace(/^\.\.\//, ''), text }),
);
/** The price lines' wording, shared by the web and the server (its channel names are label keys the web shows). */
const sharedPriceLines =
  Object.values(import.meta.glob<string>('../../../shared/i18n/price-lines.ts', { query: '?raw', import: 'default', eager: true }))[0] ?? '';
const isKey = (text: string) => Object.prototype.hasOwnProperty.call(en, text);

/** Object literals with a de and an en text ({ de: 'Name', en: 'Name' }, either order, any quotes). */
const INLINE = /\{\s*(?:de|en)\s*:\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*,\s*(?:de|en)\s*:\s*(['"`])((?:(?!\3)[^\\]|\\.)*)\3/g;
/** A type for such texts ({ de: string; en: string }). */
const INLINE_TYPE = /\{\s*(?:de|en)\s*:\s*string\s*[;,]\s*(?:de|en)\s*:\s*string/g;

/** Inline texts found in a source; a map from a language code to a key (a language's own name) is not one. */
function inlineTexts(text: string): string[] {
  const objects = [...text.matchAll(INLINE)].filter((m) => !(isKey(m[2] ?? '') && isKey(m[4] ?? ''))).map((m) => m[0]);
  return [...objects, ...[...text.matchAll(INLINE_TYPE)].map((m) => m[0])];
}

describe('one translation system', () => {
  it('finds an inline text (the scan works)', () => {
    expect(inlineTexts("label: { de: 'Bild', en: 'Picture' }")).toHaveLength(1);
    expect(inlineTexts('title: {\n  en: "Picture",\n  de: `Bild`,\n}')).toHaveLength(1);
    expect(inlineTexts('label: { de: string; en: string }')).toHaveLength(1);
    expect(inlineTexts("names: { de: 'label.users.german', en: 'label.users.english' }")).toEqual([]);
  });

  it('has no inline { de, en } texts in web/src: they are dictionary keys', () => {
    expect(files.map((f) => f.path)).toContain('resources/media.tsx');
    const found = files.flatMap((f) => inlineTexts(f.text).map((m) => `${f.path}: ${m}`));
    expect(found).toEqual([]);
  });

  it('has every label key the web uses in German and English, and no label key nobody uses', () => {
    // The engine's words shared with the server (the channels' names: shared/i18n/price-lines.ts) count as used.
    const used = new Set([...files, { text: sharedPriceLines }].flatMap((f) => [...f.text.matchAll(/['"`](label\.[\w.]+)['"`]/g)].map((m) => m[1] ?? '')));
    const missing = (dict: Readonly<Record<string, string>>) => [...used].filter((k) => !Object.prototype.hasOwnProperty.call(dict, k));
    expect(missing(en)).toEqual([]);
    expect(missing(de)).toEqual([]);
    expect(Object.keys(en).filter((k) => k.startsWith('label.') && !used.has(k))).toEqual([]);
  });
});
