import { tableName } from './client';
import { searchItem, searchKey, searchPk, searchShard, type SearchKind } from './entities/search-index';
import { queryPages } from './paging';
import type { TransactItem } from './transactions';

/**
 * The search index (docs/decisions/platform.md, "Search index"): folding, the tokens of an entity, the writes that keep
 * the index in step with it, and the read of one page of matches. Keys: functions/data/entities/search-index.ts.
 */

/** The most tokens one entity puts in the index (a bound on the writes of its transaction). */
export const MAX_TOKENS = 10;
const MAX_TOKEN_LENGTH = 60;

/**
 * Text folded for search, the same on both sides: lower case, accents off, ß→ss, and the German transliterations
 * ae/oe/ue → a/o/u, so müller = Müller = mueller = muller. A prefix folds to a prefix of the folded word.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** The words of a text, folded: letters and digits of any script, split at everything else. */
export function foldedWords(text: string | undefined): string[] {
  if (!text) return [];
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
}

/** An e-mail address as one token (its local part is its prefix, so a search by the local part finds it). */
export function emailToken(email: string | undefined): string | undefined {
  const folded = email ? foldText(email.trim()).replace(/[\s#]/g, '').slice(0, MAX_TOKEN_LENGTH) : '';
  return folded || undefined;
}

// Country calling codes of one and two digits (ITU E.164); the others have three.
const ONE_DIGIT_CC = /^[17]/;
const TWO_DIGIT_CC = /^(2[07]|3[0-469]|4[0-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/;

/**
 * The tokens of a phone number: its digits without leading zeros or 00 (0171 123 → 171123, +49 171 → 49171), and
 * for an international number also the national part (+49 171 123 → 171123), so either way of typing finds it.
 */
export function phoneTokens(phone: string | undefined): string[] {
  const digits = phone?.replace(/\D/g, '') ?? '';
  const bare = digits.replace(/^0+/, '');
  if (bare.length < 3) return [];
  const international = /^\s*(\+|00)/.test(phone ?? '');
  if (!international) return [bare];
  const cc = ONE_DIGIT_CC.test(bare) ? 1 : TWO_DIGIT_CC.test(bare) ? 2 : 3;
  const national = bare.slice(cc).replace(/^0+/, '');
  return national.length >= 3 ? [bare, national] : [bare];
}

/** What an entity is found by. */
export interface SearchSource {
  /** Texts split into words (names, company, a reference). */
  words?: Array<string | undefined>;
  emails?: Array<string | undefined>;
  phones?: Array<string | undefined>;
  /** Tokens taken as they are (a number as text). */
  exact?: Array<string | number | undefined>;
}

/** The distinct tokens of an entity, at most `max` (words first, then e-mails, phones, exact). */
export function searchTokens(src: SearchSource, max = MAX_TOKENS): string[] {
  const all = [
    ...(src.words ?? []).flatMap((t) => foldedWords(t)),
    ...(src.emails ?? []).map(emailToken),
    ...(src.phones ?? []).flatMap(phoneTokens),
    ...(src.exact ?? []).map((v) => (v === undefined ? undefined : String(v))),
  ];
  return [...new Set(all.filter((t): t is string => Boolean(t)))].slice(0, max);
}

/** A search query's words (folded); a query of digits and phone punctuation only is one phone token. */
export function searchWords(query: string | undefined): string[] {
  const q = query?.trim() ?? '';
  if (!q) return [];
  if (/^[\d\s+()\-/.]+$/.test(q)) {
    const digits = q.replace(/\D/g, '').replace(/^0+/, '');
    return digits ? [digits] : [];
  }
  const words = q.split(/\s+/).flatMap((w) => (w.includes('@') ? [emailToken(w)] : foldedWords(w)));
  return [...new Set(words.filter((w): w is string => Boolean(w)))];
}

/** What an entity puts in the index: its tokens, and what follows the token in the sort key (its id, or `<day>#<id>`). */
export interface IndexEntry {
  id: string;
  tokens: readonly string[];
  /** The sort key after the token; the id unless the matches of one token should come in another order. */
  order?: string;
  /**
   * The entity's list row, carried by each of its index items so a search page is the index Query alone (no BatchGet
   * of the page): rewritten with every change of the entity, in its transaction.
   */
  row?: Record<string, unknown>;
}

/** The index items of an entity (bulk loads: importMany, seeding). */
export function searchIndexItems(tenant: string, kind: SearchKind, e: IndexEntry): Array<Record<string, unknown>> {
  // Each token after a space, so `contains(text, ' <word>')` is a word-prefix match.
  const text = ` ${e.tokens.join(' ')}`;
  return e.tokens.map((token) => searchItem.toItem(searchKey(tenant, kind, token, e.order ?? e.id), { id: e.id, text, ...(e.row ? { row: e.row } : {}) }));
}

/**
 * The writes that bring an entity's index items from `before` to `after` (undefined: the entity is new / deleted):
 * Delete the keys it lost; Put every item it has when its text, order or row changed (each item carries the whole text
 * and the row), nothing when none did. Unconditional: they ride in the entity's own transaction, which holds the condition.
 */
export function searchIndexChange(tenant: string, kind: SearchKind, before: IndexEntry | undefined, after: IndexEntry | undefined): TransactItem[] {
  const T = tableName();
  const keyOf = (e: IndexEntry, token: string) => searchKey(tenant, kind, token, e.order ?? e.id);
  const sameOrder = (before?.order ?? before?.id) === (after?.order ?? after?.id);
  const sameRow = JSON.stringify(before?.row) === JSON.stringify(after?.row);
  if (sameOrder && sameRow && before?.tokens.join(' ') === after?.tokens.join(' ')) return [];
  const kept = new Set(after ? after.tokens.map((t) => keyOf(after, t).sk) : []);
  const deletes: TransactItem[] = before
    ? before.tokens.filter((t) => !kept.has(keyOf(before, t).sk)).map((t) => ({ Delete: { TableName: T, Key: keyOf(before, t) } }))
    : [];
  const puts: TransactItem[] = after ? searchIndexItems(tenant, kind, after).map((Item) => ({ Put: { TableName: T, Item } })) : [];
  return [...deletes, ...puts];
}

/**
 * The ids matching a search, in index order (by matched token, then the entry's order), distinct, at most `want` (and whether more
 * match): ONE Query of the longest word's prefix in its partition, the other words as `contains(text, ' <word>')` (a word
 * prefix) on the item's text;
 * a further Query only when duplicates of one entity (several of its tokens match) left the page short. Its cost
 * follows the matches read, never the tenant. Null when the query has no word to search by.
 */
export async function searchIds(
  tenant: string,
  kind: SearchKind,
  query: string,
  want: number,
  descending = false,
): Promise<{ ids: string[]; rows: Map<string, Record<string, unknown>>; more: boolean } | null> {
  const words = searchWords(query);
  if (!words.length) return null;
  const key = words.reduce((a, b) => (b.length > a.length ? b : a));
  const others = words.filter((w) => w !== key);
  const filter = others.map((_, i) => `contains(#text, :w${i})`).join(' AND ');
  const ids: string[] = [];
  const rows = new Map<string, Record<string, unknown>>();
  const seen = new Set<string>();
  const pages = queryPages(() => ({
    TableName: tableName(),
    // BETWEEN <word> AND <word><the highest code point>: the same range as begins_with(sk, <word>) (keys compare as
    // UTF-8 bytes), which DynamoDB Local answers by walking the partition (7 ms against 2 ms at 20,000 tokens,
    // growing with it) where DynamoDB reads the range either way.
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :key AND :end',
    ExpressionAttributeValues: {
      ':pk': searchPk(tenant, kind, searchShard(key)),
      ':key': key,
      ':end': `${key}\u{10FFFF}`,
      ...Object.fromEntries(others.map((w, i) => [`:w${i}`, ` ${w}`])),
    },
    ...(others.length ? { FilterExpression: filter } : {}),
    ExpressionAttributeNames: { '#id': 'id', '#row': 'row', ...(others.length ? { '#text': 'text' } : {}) },
    ProjectionExpression: '#id, #row',
    ScanIndexForward: !descending,
    // A few more than wanted, for duplicates and to learn whether there is another page.
    Limit: Math.min(1000, Math.max(10, Math.ceil((want + 1 - ids.length) * 1.5))),
  }));
  for await (const res of pages) {
    for (const item of res.Items ?? []) {
      const id = String(item.id);
      if (seen.has(id)) continue;
      seen.add(id);
      if (ids.length === want) return { ids, rows, more: true };
      ids.push(id);
      if (item.row && typeof item.row === 'object') rows.set(id, item.row as Record<string, unknown>);
    }
  }
  return { ids, rows, more: false };
}
