import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';

/**
 * "Booking" is the guest's booking of spec 2 alone: stock movements are recorded, never booked, in the code
 * (identifiers, test names, comments) and in the German and English texts of the stock screens.
 */
const root = path.resolve(__dirname, '../..');
/** Files about stock alone: no "book" at all (identifiers, test names, comments). */
const STOCK_ONLY = [
  'functions/data/stock.ts',
  'shared/domain/product/stock-movement.ts',
  'shared/domain/product/stock-movement.test.ts',
  'functions/finance/products/stock-record.ts',
  'functions/finance/products/stock-log.ts',
  'functions/finance/products/stock.integration.test.ts',
  'functions/finance/products/idempotency.integration.test.ts',
  'web/src/pages/product',
  'test/e2e/product-stock.e2e.test.ts',
];
/** Everywhere: none of the names stock movements had before. */
const EVERYWHERE = ['functions', 'shared', 'web/src', 'infra', 'test', 'events'];
const OLD_NAMES = /\b(bookStock\w*|BookingDialog|setBooking|canBook)\b|(type |<)Booked\b|stock[-.]book/;
const ANY_BOOK = /book/i;

function files(rel: string): string[] {
  const full = path.join(root, rel);
  if (!statSync(full).isDirectory()) return /\.tsx?$/.test(full) ? [full] : [];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(rel, name))));
}

const hits = (rels: string[], pattern: RegExp) =>
  rels.flatMap(files).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(root, file)}:${i + 1} ${line.trim()}`] : [])),
  );

describe('stock movements are recorded, not booked', () => {
  it('has no "book" in the stock code, its tests and comments, and none of the old names anywhere', () => {
    expect(hits(STOCK_ONLY, ANY_BOOK)).toEqual([]);
    expect(hits(EVERYWHERE, OLD_NAMES).filter((hit) => !hit.startsWith('test/unit/stock-vocabulary.test.ts'))).toEqual([]);
  });

  it('has no booking words in the German and English stock texts, nor stock.book keys', () => {
    const texts = (dict: Record<string, string>) => Object.entries(dict).filter(([key]) => key.startsWith('stock.'));
    expect(texts(en).filter(([key, text]) => /book/i.test(key) || /\bbook/i.test(text))).toEqual([]);
    expect(texts(de).filter(([key, text]) => /book/i.test(key) || /buch/i.test(text))).toEqual([]);
  });
});
