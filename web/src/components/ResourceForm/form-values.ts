import type { FieldSpec } from './schema-fields';

/**
 * The form edits a draft shaped like the entity itself (nested objects, lists). These helpers read and
 * write it by dotted path without mutating, and turn it into what the API takes.
 */

export type Draft = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

export function setPath<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const key = head ?? '';
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(key)] = rest.length ? setPath(copy[Number(key)] ?? {}, rest.join('.'), value) : value;
    return copy as T;
  }
  const obj: Record<string, unknown> = isRecord(root) ? root : {};
  const next: Record<string, unknown> = { ...obj };
  const child = rest.length ? setPath(obj[key] ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest.join('.'), value) : value;
  if (child === undefined) delete next[key];
  else next[key] = child;
  return next as T;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * What the API gets: empty optional text left out (the schemas say "optional", not "empty string"),
 * an optional object left out when nothing in it is filled, list entries cleaned the same way.
 * Fields the form does not show (server-owned, hidden) pass through as they were loaded.
 */
export function toPayload(fields: readonly FieldSpec[], draft: unknown): Draft {
  const source = isRecord(draft) ? draft : {};
  const out: Draft = { ...source };
  for (const f of fields) {
    const cleaned = cleanValue(f, source[f.key]);
    if (cleaned === undefined) delete out[f.key];
    else out[f.key] = cleaned;
  }
  return out;
}

function cleanValue(f: FieldSpec, value: unknown): unknown {
  switch (f.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
    case 'date':
    case 'enum':
      if (isBlank(value)) return f.required ? (typeof value === 'string' ? value : undefined) : undefined;
      return value;
    case 'object':
    case 'localized': {
      if (!isRecord(value)) return f.required ? toPayload(f.children ?? [], {}) : undefined;
      const inner = toPayload(f.children ?? [], value);
      if (!f.required && f.defaultValue === undefined && Object.values(inner).every(isBlank)) return undefined;
      return inner;
    }
    case 'objectList':
      return Array.isArray(value) ? value.map((entry) => toPayload(f.children ?? [], entry)) : value;
    case 'textList':
    case 'numberList':
      return Array.isArray(value) ? value.filter((v) => !isBlank(v)) : value;
    case 'plain':
      return isBlank(value) ? undefined : value;
    default:
      return value === null ? undefined : value;
  }
}

/** Stored attributes the API answers but refuses in a body (the schemas are strict). */
export const STORED_KEYS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

/** Only the schema's own fields, so an answer's stored attributes do not reach the body. */
export function pickSchemaFields(fields: readonly FieldSpec[], entity: Record<string, unknown>): Draft {
  const out: Draft = {};
  for (const f of fields) if (entity[f.key] !== undefined) out[f.key] = entity[f.key];
  return out;
}

/** Stable text of a value, to compare drafts (key order does not matter). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/**
 * A typed entry of a plain field: numbers and switches where the field takes them, else text; a
 * comma list where the field takes lists (special rule values: "DE, AT").
 */
export function parsePlain(text: string, types: ReadonlyArray<'string' | 'number' | 'boolean' | 'array'>): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const one = (t: string): string | number | boolean => {
    if (types.includes('number') && /^-?\d+(\.\d+)?$/.test(t)) return Number(t);
    if (types.includes('boolean') && (t === 'true' || t === 'false')) return t === 'true';
    return t;
  };
  if (types.includes('array') && trimmed.includes(','))
    return trimmed
      .split(',')
      .map((p) => one(p.trim()))
      .filter((p) => p !== '');
  return one(trimmed);
}

export function formatPlain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
