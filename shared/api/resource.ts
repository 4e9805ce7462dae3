import * as z from 'zod';
import { endpoint, type ResourceName } from './endpoint';
import { listAnswerSchema, listQuerySchema, type FilterField } from './list-query';

/** Attributes every stored entity carries. */
export const ZStored = z.object({ id: z.string(), version: z.number().int(), createdAt: z.string(), updatedAt: z.string() });
export type StoredAttributes = z.infer<typeof ZStored>;

/**
 * What the server owns of a stored entity besides its version: an update accepts them, so a client may send
 * back the object it read, and ignores them (the id is the path's, the times are the server's).
 */
export const ZServerOwned = ZStored.omit({ version: true }).partial();

export const ZId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Invalid id' });

export interface CsvColumn<T> {
  key: string;
  header: string;
  value: (item: T) => string | number | boolean | undefined | null;
}

export interface ResourceSpec<S extends z.ZodObject> {
  /** URL segment: /api/<name>. */
  name: string;
  /** The Lambda that owns the endpoints. */
  owner: ResourceName;
  /** Key type: CUSTOMER, AGENCY, ... */
  entityType: string;
  /** The entity's fields (strict objects, so unknown fields are refused). */
  schema: S;
  /** Any one of each list passes (spec 1 section 6). */
  scopes: { read: readonly string[]; create: readonly string[]; update: readonly string[]; delete: readonly string[] };
  /** Indexed orders, the first being the default; at most three (gsi1..gsi3). */
  sorts: Record<string, (item: z.infer<S> & StoredAttributes) => string>;
  /** Text the search box looks in. */
  searchText: (item: z.infer<S>) => string;
  filters: Record<string, FilterField>;
  csv: Array<CsvColumn<z.infer<S> & StoredAttributes>>;
  /** How a copy differs from its original (for example "(copy)" after the name). */
  copy?: (item: z.infer<S>) => z.infer<S>;
  /** Shown in lists and titles. */
  title: (item: z.infer<S>) => string;
  /** A valid example, used by the contract tests and as the API reference's example. */
  sample: (n: number) => z.input<S>;
  /**
   * Fields accepted on create and update but never stored on the entity nor answered (a password, a
   * provider's secrets): the handler takes them out before writing, and the item schema omits them, so
   * an answer that carried one would break the contract.
   */
  writeOnly?: readonly string[];
  /** Fields the answer carries beyond the stored entity, computed when answering (a user's permissions). */
  answer?: z.ZodRawShape;
  /**
   * Access to one's own record (spec 2 section 5: the action `self`): a holder of `scope` may read and
   * update the entity whose id is the principal's `field` (an agency user their agency, a club member
   * their customer record), nothing else; `locked` top-level fields keep their stored values on such an
   * update (commission, group, customer type: what the operator decides).
   */
  self?: { scope: string; field: 'agencyId' | 'customerId'; locked: readonly string[] };
}

/**
 * The generic resource pattern of spec 2 section 7 as seven contract endpoints:
 * GET list, GET listCSV, GET {id}, DELETE {id}, POST {id} (update), POST (create), POST {id}/copy.
 */
export function defineResource<S extends z.ZodObject>(spec: ResourceSpec<S>) {
  const sortNames = Object.keys(spec.sorts) as [string, ...string[]];
  if (sortNames.length === 0 || sortNames.length > 3) throw new Error(`${spec.name}: 1 to 3 sorts`);
  const base = `/api/${spec.name}`;
  const stored = spec.schema.extend(ZStored.shape);
  // Typed as the full entity (write-only fields are optional there); at run time they are not part of the answer.
  const answered = spec.writeOnly?.length ? stored.omit(Object.fromEntries(spec.writeOnly.map((k) => [k, true]))) : stored;
  const item = (spec.answer ? answered.extend(spec.answer) : answered) as typeof stored;
  // The answers typed per resource (the definition's fields plus the stored attributes) for the web's hooks:
  // extending a generic S loses its fields in the schema's own type, so this view says what `item` parses.
  const output = item as z.ZodType as z.ZodType<z.infer<S> & StoredAttributes>;
  // Fields the answer computes (a user's permissions) may come back on update, like id and createdAt, and are ignored.
  const answerFields = spec.answer ? z.object(spec.answer).partial().shape : {};
  const params = z.object({ id: ZId });
  const tags = [spec.name];
  const s = spec.scopes;
  const selfScope = spec.self ? [spec.self.scope] : [];
  const endpoints = {
    list: endpoint({
      id: `${spec.name}.list`,
      method: 'GET',
      path: base,
      resource: spec.owner,
      scopes: s.read,
      tags,
      summary: `List ${spec.name}: page, size (0 = all), sort, order, search, filter (JSON)`,
      input: { query: listQuerySchema(sortNames) },
      output: listAnswerSchema(output),
    }),
    listCSV: endpoint({
      id: `${spec.name}.listCSV`,
      method: 'GET',
      path: `${base}/listCSV`,
      resource: spec.owner,
      scopes: s.read,
      tags,
      summary: `The ${spec.name} list as CSV (same query as the list; all pages)`,
      input: { query: listQuerySchema(sortNames).omit({ page: true, size: true }) },
      output: z.string(),
      produces: 'text/csv; charset=utf-8',
    }),
    get: endpoint({
      id: `${spec.name}.get`,
      method: 'GET',
      path: `${base}/{id}`,
      resource: spec.owner,
      scopes: [...s.read, ...selfScope],
      tags,
      summary: `One of ${spec.name}${spec.self ? ` (${spec.self.scope}: only one's own)` : ''}`,
      input: { params },
      output,
    }),
    remove: endpoint({
      id: `${spec.name}.delete`,
      method: 'DELETE',
      path: `${base}/{id}`,
      resource: spec.owner,
      scopes: s.delete,
      tags,
      summary: `Delete one of ${spec.name} (409 when others still use it)`,
      input: { params, query: z.strictObject({ version: z.coerce.number().int().optional() }) },
      output: z.object({ success: z.literal(true) }),
    }),
    update: endpoint({
      id: `${spec.name}.update`,
      method: 'POST',
      path: `${base}/{id}`,
      resource: spec.owner,
      scopes: [...s.update, ...selfScope],
      tags,
      summary: `Update one of ${spec.name}; a stale version answers 409; id, createdAt, updatedAt and computed fields may be sent back and are ignored${spec.self ? ` (${spec.self.scope}: only one's own, ${spec.self.locked.join(', ')} unchanged)` : ''}`,
      input: { params, body: spec.schema.extend({ ...ZServerOwned.shape, ...answerFields, version: z.number().int() }).strict() },
      output,
    }),
    create: endpoint({
      id: `${spec.name}.create`,
      method: 'POST',
      path: base,
      resource: spec.owner,
      scopes: s.create,
      tags,
      summary: `Create one of ${spec.name}`,
      input: { body: spec.schema.strict() },
      output,
      idempotent: true,
    }),
    copy: endpoint({
      id: `${spec.name}.copy`,
      method: 'POST',
      path: `${base}/{id}/copy`,
      resource: spec.owner,
      scopes: s.create,
      tags,
      summary: `Copy one of ${spec.name}`,
      input: { params },
      output,
      idempotent: true,
    }),
  };
  return { ...spec, sortNames, item, endpoints };
}

export type ResourceDefinition<S extends z.ZodObject = z.ZodObject> = ReturnType<typeof defineResource<S>>;
