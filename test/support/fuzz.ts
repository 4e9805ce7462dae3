import fc from 'fast-check';
import type { z } from 'zod';
import { contract } from '../../shared/api/contract';
import { MAX_BODY_BYTES, type Endpoint, type ResourceName } from '../../shared/api/endpoint';
import { SETTINGS_GROUP_NAMES } from '../../shared/domain/settings/settings';
import { scanPages } from '../../functions/data/paging';
import { MAX_JSON_DEPTH } from '../../functions/lib/json-body';
import { invoke } from './invoke';

/**
 * Fuzzing the write routes of the contract with bodies that are invalid by construction: text that is no
 * JSON, nesting past the limit, bodies past the size limit, and JSON values (wrong types, unicode, long
 * strings, `__proto__` / `constructor` keys) that the endpoint's own body schema refuses. Every answer
 * must be 4xx and the table must not change.
 */

/** POST/PUT/PATCH/DELETE routes with a body, of the given resources. */
export function writeRoutes(resources: readonly ResourceName[]): Endpoint[] {
  return contract.filter((e) => resources.includes(e.resource) && !['GET', 'HEAD'].includes(e.method) && e.input.body);
}

/**
 * The route's path with every parameter filled: the id of the seeded entity of the path's resource
 * (`/api/customers/{id}/meta` → the seeded customer), a settings group that exists, else an unknown id.
 */
export function fuzzPath(endpoint: Endpoint, seeded: Record<string, string>): string {
  const resource = endpoint.path.split('/')[2] ?? '';
  return endpoint.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
    if (name === 'group') return SETTINGS_GROUP_NAMES[0]!;
    if (name === 'id' || name === 'agency') return seeded[resource] ?? 'fuzz-missing';
    return 'fuzz';
  });
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty'];

const scalar = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\uFEFF', '\u202E', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'x'.repeat(20_000), '1e309', '-0', 'null', '<script>', '{{constructor}}'),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'a', 'b'), scalar, { maxKeys: 3, noNullPrototype: true }) },
);

/** The top-level keys the body schema knows, so generated bodies hit real fields with wrong values. */
function knownKeys(schema: z.ZodType): string[] {
  let s = schema as unknown as { shape?: Record<string, unknown>; unwrap?: () => unknown };
  for (let i = 0; i < 3 && !s.shape && s.unwrap; i++) s = s.unwrap() as typeof s;
  return s.shape ? Object.keys(s.shape) : [];
}

function refused(schema: z.ZodType, text: string): boolean {
  return !schema.safeParse(JSON.parse(text)).success;
}

/** Raw body texts for one route, invalid by construction. */
export function bodiesFor(endpoint: Endpoint, count: number, seed: number): string[] {
  const schema = endpoint.input.body!;
  const keys = knownKeys(schema);
  const limit = endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
  const keyArb = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...PROTO_KEYS), fc.string({ unit: 'grapheme', maxLength: 12 }))
    : fc.constantFrom(...PROTO_KEYS);
  // Objects over the known fields, wrong types and strangers mixed in; only those the schema refuses.
  const wrongFields = fc
    .dictionary(keyArb, value, { minKeys: 0, maxKeys: Math.max(3, keys.length + 1), noNullPrototype: true })
    .map((o) => JSON.stringify(o))
    .filter((text) => refused(schema, text));
  const protoOnly = fc
    .tuple(
      fc.constantFrom(...PROTO_KEYS.slice(0, 3)),
      fc.dictionary(fc.constantFrom('polluted', 'isAdmin', 'scopes'), scalar, { minKeys: 1, noNullPrototype: true }),
    )
    .map(([k, v]) => `{${JSON.stringify(k)}:${JSON.stringify(v)}}`)
    .filter((text) => refused(schema, text));
  const notAnObject = fc
    .oneof(scalar, fc.array(value, { maxLength: 5 }))
    .map((v) => JSON.stringify(v))
    .filter((text) => refused(schema, text));
  const notJson = fc.oneof(
    fc.constantFrom('{', '[', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000', '{"a":"\\u12"}', '--', '0x10', '{"a":01}'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((t) => {
      try {
        JSON.parse(t);
        return false;
      } catch {
        return true;
      }
    }),
  );
  // Nesting past the limit, at the top or inside a known field (where free JSON such as a meta value lives).
  const tooDeep = fc
    .tuple(
      fc.oneof({ weight: 9, arbitrary: fc.integer({ min: MAX_JSON_DEPTH, max: 2_000 }) }, fc.constantFrom(50_000, 200_000)),
      fc.constantFrom('[', '{"a":'),
      fc.boolean(),
      fc.option(fc.constantFrom(...(keys.length ? keys : ['a'])), { nil: undefined }),
    )
    .map(([n, open, closed, field]) => {
      const close = open === '[' ? ']' : '}';
      const inner = `${open.repeat(n)}1${closed ? close.repeat(n) : ''}`;
      return field === undefined ? `${open}${inner}${closed ? close : ''}` : `{${JSON.stringify(field)}:${inner}}`;
    });
  const huge = fc.constantFrom(`{"name":"${'x'.repeat(limit)}"}`, `{"name":"${'€'.repeat(Math.ceil(limit / 3) + 1)}"}`, `[${'1,'.repeat(limit / 2)}1]`);
  const arb = fc.oneof(
    { weight: 10, arbitrary: wrongFields },
    { weight: 2, arbitrary: protoOnly },
    { weight: 3, arbitrary: notAnObject },
    { weight: 2, arbitrary: notJson },
    { weight: 2, arbitrary: tooDeep },
    { weight: 1, arbitrary: huge },
  );
  return fc.sample(arb, { numRuns: count, seed });
}

/** Every item of the table but sessions, throttles and idempotency records, as sorted JSON lines. */
export async function tableSnapshot(): Promise<string[]> {
  const lines: string[] = [];
  for await (const res of scanPages({ ConsistentRead: true })) {
    for (const item of res.Items ?? []) {
      if (/SESSION|THROTTLE|LOGINFAIL|IDEMPOTENCY/i.test(String(item.entityType ?? ''))) continue;
      lines.push(JSON.stringify(item, Object.keys(item).sort()));
    }
  }
  return lines.sort();
}

type Handler = Parameters<typeof invoke>[0];

export interface FuzzResult {
  route: string;
  /** Answers counted by status and message: `400 ValidationError`, `400 JSON_TOO_DEEP`, `413 PAYLOAD_TOO_LARGE`. */
  statuses: Record<string, number>;
  /** Bodies answered with something other than 4xx, for the failure message. */
  unexpected: Array<{ status: number; body: string; answer: string }>;
}

/** Sends the bodies to one route, a few at a time, and counts the answers by status. */
export async function fuzzRoute(
  handler: Handler,
  endpoint: Endpoint,
  path: string,
  bodies: string[],
  token: string | undefined,
  parallel = 32,
): Promise<FuzzResult> {
  const result: FuzzResult = { route: `${endpoint.method} ${endpoint.path}`, statuses: {}, unexpected: [] };
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      const res = await invoke(handler, endpoint.method, path, { token: endpoint.public ? undefined : token, rawBody: body });
      const kind = `${res.status} ${(res.body as { message?: string } | undefined)?.message ?? ''}`.trim();
      result.statuses[kind] = (result.statuses[kind] ?? 0) + 1;
      if (res.status < 400 || res.status >= 500) result.unexpected.push({ status: res.status, body: body.slice(0, 200), answer: res.raw.slice(0, 300) });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return result;
}
