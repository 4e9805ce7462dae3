import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/constants';

/**
 * What the generic form needs to know about a field, read once from the zod schema the API validates
 * with, so the form offers exactly what the server accepts.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'date'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'enumList'
  | 'textList'
  | 'numberList'
  | 'object'
  | 'localized'
  | 'objectList'
  | 'record'
  | 'plain'
  | 'unsupported';

export interface FieldSpec {
  /** The last segment of the path: the object key. */
  key: string;
  /** Dotted path from the entity's root: masterData.lastName. */
  path: string;
  kind: FieldKind;
  /** Neither optional nor defaulted: the value must be given. */
  required: boolean;
  /** The schema's default, taken for new entities. */
  defaultValue?: unknown;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  /** The step of a decimal number: 0.01 for a money amount in EUR (its `multipleOf`), with its decimals (2). */
  step?: number;
  decimals?: number;
  /** Choices of enum fields and enum lists. */
  options?: readonly string[];
  /** Fields of an object, and of each entry of an object list. */
  children?: FieldSpec[];
  /** The value types a plain field (text, number, switch, or a list of them) accepts. */
  plainTypes?: ReadonlyArray<'string' | 'number' | 'boolean' | 'array'>;
}

/** Text longer than this gets a Textarea. */
export const LONG_TEXT_OVER = 500;

interface Unwrapped {
  inner: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
}

function unwrap(schema: z.ZodType): Unwrapped {
  let inner: z.ZodType = schema;
  let optional = false;
  let defaultValue: unknown;
  let hasDefault = false;
  for (;;) {
    if (inner instanceof z.ZodDefault) {
      if (!hasDefault) defaultValue = inner.def.defaultValue;
      hasDefault = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodReadonly) {
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodPipe) {
      // A preprocessed value (a money amount that also takes decimal text) is edited as what it becomes.
      inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    } else break;
  }
  return { inner, optional: optional || hasDefault, defaultValue: hasDefault ? structuredClone(defaultValue) : undefined };
}

const isStringLike = (s: z.ZodType): s is z.ZodString | z.ZodStringFormat => s instanceof z.ZodString || s instanceof z.ZodStringFormat;

function stringKind(s: z.ZodString | z.ZodStringFormat): FieldKind {
  if (s.format === 'email') return 'email';
  if (s.format === 'url') return 'url';
  if (s.format === 'date') return 'date';
  return (s.maxLength ?? 0) > LONG_TEXT_OVER ? 'longText' : 'text';
}

function plainTypes(options: readonly z.ZodType[]): FieldSpec['plainTypes'] | null {
  const types = new Set<'string' | 'number' | 'boolean' | 'array'>();
  for (const option of options) {
    const { inner } = unwrap(option);
    if (isStringLike(inner)) types.add('string');
    else if (inner instanceof z.ZodNumber) types.add('number');
    else if (inner instanceof z.ZodBoolean) types.add('boolean');
    else if (inner instanceof z.ZodArray) types.add('array');
    else return null;
  }
  return [...types];
}

/** The object's own entries are the supported languages: a text in each language. */
function isLocalized(shape: Record<string, z.ZodType>): boolean {
  const keys = Object.keys(shape);
  return keys.length === LANGUAGES.length && LANGUAGES.every((l) => keys.includes(l));
}

export function describeField(key: string, path: string, schema: z.ZodType): FieldSpec {
  const { inner, optional, defaultValue } = unwrap(schema);
  const base = { key, path, required: !optional, defaultValue };
  if (isStringLike(inner)) {
    return { ...base, kind: stringKind(inner), minLength: inner.minLength ?? undefined, maxLength: inner.maxLength ?? undefined };
  }
  if (inner instanceof z.ZodNumber) {
    const finite = (n: number | null) => (n === null || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);
    const step = z.globalRegistry.get(inner)?.multipleOf;
    return {
      ...base,
      kind: 'number',
      min: finite(inner.minValue),
      max: finite(inner.maxValue),
      integer: inner.isInt,
      ...(typeof step === 'number' && step > 0 ? { step, decimals: Math.max(0, -Math.floor(Math.log10(step) + 1e-9)) } : {}),
    };
  }
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'enum', options: inner.options.map(String) };
  if (inner instanceof z.ZodLiteral) return { ...base, kind: 'enum', options: [...inner.values].map(String) };
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const children = Object.entries(shape).map(([k, s]) => describeField(k, `${path}.${k}`, s));
    return { ...base, kind: isLocalized(shape) ? 'localized' : 'object', children };
  }
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType).inner;
    const maxLength = maxItems(inner);
    if (element instanceof z.ZodEnum) return { ...base, kind: 'enumList', options: element.options.map(String), maxLength };
    if (isStringLike(element)) return { ...base, kind: 'textList', maxLength, minLength: element.minLength ?? undefined };
    if (element instanceof z.ZodNumber)
      return { ...base, kind: 'numberList', maxLength, min: element.minValue ?? undefined, max: element.maxValue ?? undefined };
    if (element instanceof z.ZodObject) {
      const children = Object.entries(element.shape as Record<string, z.ZodType>).map(([k, s]) => describeField(k, k, s));
      return { ...base, kind: 'objectList', children, maxLength };
    }
    return { ...base, kind: 'unsupported' };
  }
  if (inner instanceof z.ZodRecord) {
    const value = unwrap(inner.valueType as z.ZodType).inner;
    const types = value instanceof z.ZodUnion ? plainTypes(value.options as readonly z.ZodType[]) : plainTypes([value]);
    return types ? { ...base, kind: 'record', plainTypes: types } : { ...base, kind: 'unsupported' };
  }
  if (inner instanceof z.ZodUnion) {
    const types = plainTypes(inner.options as readonly z.ZodType[]);
    return types ? { ...base, kind: 'plain', plainTypes: types } : { ...base, kind: 'unsupported' };
  }
  return { ...base, kind: 'unsupported' };
}

function maxItems(array: z.ZodArray): number | undefined {
  for (const check of array.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === 'max_length' && typeof def.maximum === 'number') return def.maximum;
  }
  return undefined;
}

/** The fields of an entity schema, in the schema's order. */
export function describeSchema(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, s]) => describeField(key, key, s));
}

/** Every field, nested ones included, by path (entries of object lists by their path inside the entry). */
export function indexFields(fields: readonly FieldSpec[]): Map<string, FieldSpec> {
  const out = new Map<string, FieldSpec>();
  const walk = (list: readonly FieldSpec[]) => {
    for (const f of list) {
      out.set(f.path, f);
      if (f.children && (f.kind === 'object' || f.kind === 'localized')) walk(f.children);
    }
  };
  walk(fields);
  return out;
}

/** The value a new entity starts with: the schema's defaults, empty text for required text. */
export function initialValue(field: FieldSpec): unknown {
  if (field.defaultValue !== undefined) return structuredClone(field.defaultValue);
  switch (field.kind) {
    case 'object':
    case 'localized':
      return field.required ? initialValues(field.children ?? []) : undefined;
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
    case 'date':
      return field.required ? '' : undefined;
    case 'boolean':
      return field.required ? false : undefined;
    case 'enum':
      return field.required ? field.options?.[0] : undefined;
    case 'textList':
    case 'numberList':
    case 'enumList':
    case 'objectList':
      return field.required ? [] : undefined;
    case 'record':
      return field.required ? {} : undefined;
    default:
      return undefined;
  }
}

export function initialValues(fields: readonly FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = initialValue(f);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

/** A new entity's first values: the schema's, with a configuration's defaults over them. */
export function createValues(fields: readonly FieldSpec[], defaults?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...initialValues(fields), ...defaults };
}
