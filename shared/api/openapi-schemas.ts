import * as z from 'zod';

export type JsonSchema = Record<string, unknown>;

const ROOT = '__root';
const LOCAL = '#/$defs/';
const COMPONENTS = '#/components/schemas/';
const SELF = `${COMPONENTS}.self`;

/** A copy of a JSON value with every `$ref` passed through `to`. */
function mapRefs(node: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, to));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? to(v) : mapRefs(v, to)]));
}

/** A short stable name for a shape: FNV-1a of its JSON, so the same shape gets the same name in every build. */
function hashName(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `Schema${(h >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * The reusable and recursive schemas of one OpenAPI document, collected for `components/schemas`.
 *
 * `z.toJSONSchema` puts them in a `$defs` of each converted schema and points at them with `#/$defs/...` (or `#` when
 * the root refers to itself); inside an OpenAPI document those pointers resolve against the document, which has no
 * `$defs`. `convert` moves every definition to `components/schemas` and rewrites the references:
 * - a schema given an id (`.meta({ id: 'Address' })`) keeps the id as its name; two different shapes may not share one;
 * - an anonymous recursive schema (`z.lazy`, `z.json()`) is named after its shape, so the equal copies the contract
 *   holds become one component.
 * `z.json()` becomes `JsonValue`, written as "any value" (`{}`): over JSON that is the same set of values, and its
 * recursive form (a union holding an array of itself) makes openapi-typescript emit a type TypeScript rejects
 * (openapi-ts/openapi-typescript#1603).
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly shapeNames = new Map<string, string>();
  private readonly replacements = new Map<string, JsonSchema>();

  constructor(probe = false) {
    if (probe) return;
    const json = new SchemaComponents(true);
    json.convert(z.json(), 'output');
    for (const shape of json.shapeNames.keys()) this.shapeNames.set(shape, 'JsonValue');
    this.replacements.set('JsonValue', { description: 'Any JSON value' });
  }

  /** The schema of `type` for the document: its definitions registered here, its references into components. */
  convert(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(type, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    let root: JsonSchema = json;
    if (JSON.stringify(json).includes('"$ref":"#"')) {
      defs[ROOT] = json;
      root = { $ref: `${LOCAL}${ROOT}` };
    }
    const keyOf = (ref: string) => (ref === '#' ? ROOT : ref.startsWith(LOCAL) ? ref.slice(LOCAL.length) : undefined);
    const names = new Map<string, string>();
    const naming = new Set<string>();
    const nameOf = (key: string): string => {
      const known = names.get(key);
      if (known) return known;
      if (!defs[key]) throw new Error(`OpenAPI: a schema refers to the missing definition ${key}`);
      if (key !== ROOT && !key.startsWith('__schema')) {
        names.set(key, key);
        return key;
      }
      if (naming.has(key)) throw new Error('OpenAPI: anonymous schemas refer to each other; give one of them an id with .meta({ id })');
      naming.add(key);
      const shape = JSON.stringify(mapRefs(defs[key], (ref) => (keyOf(ref) === key ? SELF : refTo(ref))));
      naming.delete(key);
      const name = this.shapeNames.get(shape) ?? hashName(shape);
      this.shapeNames.set(shape, name);
      names.set(key, name);
      return name;
    };
    const refTo = (ref: string) => {
      const key = keyOf(ref);
      return key === undefined ? ref : `${COMPONENTS}${nameOf(key)}`;
    };
    for (const key of Object.keys(defs)) nameOf(key);
    for (const [key, def] of Object.entries(defs)) {
      const name = names.get(key)!;
      this.add(name, this.replacements.get(name) ?? (mapRefs(def, refTo) as JsonSchema));
    }
    return mapRefs(root, refTo) as JsonSchema;
  }

  /** Registers a component; the same name for a different shape is a contract error, not something to overwrite. */
  add(name: string, schema: JsonSchema): void {
    const existing = this.schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) throw new Error(`OpenAPI: two different schemas are both called ${name}`);
    this.schemas[name] = schema;
  }
}
