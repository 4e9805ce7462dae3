import Papa from 'papaparse';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { MAX_PAGE_SIZE, parseFilter, type FilterField } from '../../shared/api/list-query';
import type { ResourceDefinition } from '../../shared/api/resource';
import type { Principal } from '../../shared/auth/principal';
import type { Repository, Entity } from '../data/repository';
/** The repository factory lives in the data layer; re-exported for callers of the engine. */
import type { TransactItem } from '../data/transactions';
import type { FilterTerm } from '../data/filter-expression';
import { passesAny } from '../../shared/auth/permissions';
import { ConflictError, ForbiddenError, ValidationError } from '../../shared/errors';
import { assetFilter, requireAsset, type AssetLimit } from './asset-limit';
import { action, HttpResult, readAction, type ActionFor } from './http';

/** CSV downloads stop here; larger exports belong in a background job that writes to S3. */
export const MAX_CSV_ROWS = 20_000;

/** What `prepare` sees of a write about to happen. */
export interface WriteInput<S extends z.ZodObject> {
  tenant: string;
  /** Who writes; absent for system writes (seed, migrations), which are trusted. */
  principal?: Principal;
  kind: 'create' | 'update' | 'copy';
  id: string;
  /** The validated entity data, write-only fields taken out. */
  data: z.infer<S>;
  /** The write-only fields sent (a password, secrets); never stored on the entity. */
  writeOnly: Record<string, unknown>;
  /** The stored entity before an update, or the original of a copy. */
  current?: Entity<S>;
}

export interface Prepared<S extends z.ZodObject> {
  data: z.infer<S>;
  /** Items written in the same transaction (a credential, a secret, a lookup). */
  also?: TransactItem[];
  describeAlso?: (index: number) => string;
}

export interface EngineOptions<S extends z.ZodObject> {
  /** Why the entity cannot be deleted (another item still uses it), or null. */
  blockDelete?: (tenant: string, entity: Entity<S>, principal?: Principal) => Promise<string | null>;
  /** Id prefix of new entities: c-01J… */
  idPrefix: string;
  /**
   * Checks and completes the data of a create, update or copy before it is written: references that must
   * exist, fields the server owns, who may grant what. May add items to the same transaction.
   */
  prepare?: (input: WriteInput<S>) => Promise<Prepared<S>>;
  /** Items deleted along with the entity (a credential, a secret, a lookup), in the same transaction. */
  onDelete?: (tenant: string, entity: Entity<S>) => TransactItem[] | Promise<TransactItem[]>;
  /** Follow-up once a create, update or copy is stored (ending the sessions of a user whose rights changed). */
  afterWrite?: (input: {
    tenant: string;
    kind: WriteInput<S>['kind'];
    entity: Entity<S>;
    previous?: Entity<S>;
    principal?: Principal;
    writeOnly: Record<string, unknown>;
  }) => Promise<void>;
  /** Clean-up once the delete succeeded (files in storage, the rest of the entity's partition). */
  afterDelete?: (tenant: string, entity: Entity<S>) => Promise<void>;
  /**
   * The asset limit (spec 1: users see only the assets of their available-asset list): where the entity names
   * its resort or vessel. A limited caller lists only those entities and gets 403 for any other, read or write.
   */
  asset?: AssetLimit;
  /** The answer for a stored entity, where it differs from what is stored (signed download links). */
  present?: (tenant: string, entity: Entity<S>) => Entity<S> | Promise<Entity<S>>;
}

/** Stored attributes and write-only fields taken off, leaving what the schema describes. */
function splitBody(def: ResourceDefinition, body: Record<string, unknown>): { data: Record<string, unknown>; writeOnly: Record<string, unknown> } {
  const { version: _v, id: _i, createdAt: _c, updatedAt: _u, ...rest } = body;
  for (const key of Object.keys(def.answer ?? {})) delete rest[key];
  const writeOnly: Record<string, unknown> = {};
  for (const key of def.writeOnly ?? []) {
    if (key in rest) writeOnly[key] = rest[key];
    delete rest[key];
  }
  return { data: rest, writeOnly };
}

/**
 * The writes of the generic pattern for one definition, for the actions and for trusted callers (seed,
 * imports): every write goes through `prepare`, the repository's derived items and `onDelete`.
 */
export function resourceWriter<S extends z.ZodObject>(def: ResourceDefinition<S>, repo: Repository<S>, opts: EngineOptions<S>) {
  const newId = () => `${opts.idPrefix}-${ulid()}`;
  const prepare = async (input: WriteInput<S>): Promise<Prepared<S>> => {
    if (opts.asset) {
      // Neither the entity as it is nor as it would be may belong to another asset.
      if (input.current) requireAsset(opts.asset, input.principal, input.current, input.kind === 'copy' ? 'read' : 'write');
      requireAsset(opts.asset, input.principal, { ...input.data, id: input.id }, 'write');
    }
    const prepared = opts.prepare ? await opts.prepare(input) : { data: input.data };
    // Write-only fields never reach the stored entity, whatever a copy rule or prepare left in.
    const data = { ...(prepared.data as Record<string, unknown>) };
    for (const key of def.writeOnly ?? []) delete data[key];
    return { ...prepared, data: data as z.infer<S> };
  };

  return {
    newId,
    async create(tenant: string, body: z.input<S> | z.infer<S>, ctx: { principal?: Principal; id?: string } = {}): Promise<Entity<S>> {
      const { data, writeOnly } = splitBody(def, def.schema.parse(body) as Record<string, unknown>);
      const id = ctx.id ?? newId();
      const p = await prepare({ tenant, principal: ctx.principal, kind: 'create', id, data: data as z.infer<S>, writeOnly });
      const entity = await repo.create(tenant, id, p.data, { also: p.also, describeAlso: p.describeAlso });
      await opts.afterWrite?.({ tenant, kind: 'create', entity, principal: ctx.principal, writeOnly });
      return entity;
    },

    async update(tenant: string, id: string, version: number, body: z.infer<S>, ctx: { principal?: Principal } = {}): Promise<Entity<S>> {
      const current = await repo.getOrThrow(tenant, id);
      const { data, writeOnly } = splitBody(def, body as Record<string, unknown>);
      const p = await prepare({ tenant, principal: ctx.principal, kind: 'update', id, data: data as z.infer<S>, writeOnly, current });
      const entity = await repo.update(tenant, id, version, p.data, { also: p.also, describeAlso: p.describeAlso, current });
      await opts.afterWrite?.({ tenant, kind: 'update', entity, previous: current, principal: ctx.principal, writeOnly });
      return entity;
    },

    async copy(tenant: string, id: string, ctx: { principal?: Principal } = {}): Promise<Entity<S>> {
      const current = await repo.getOrThrow(tenant, id);
      const { data } = splitBody(def, current as Record<string, unknown>);
      const parsed = def.schema.parse(data) as z.infer<S>;
      const newOne = newId();
      const p = await prepare({
        tenant,
        principal: ctx.principal,
        kind: 'copy',
        id: newOne,
        data: def.copy ? def.copy(parsed) : parsed,
        writeOnly: {},
        current,
      });
      const entity = await repo.create(tenant, newOne, p.data, { also: p.also, describeAlso: p.describeAlso });
      await opts.afterWrite?.({ tenant, kind: 'copy', entity, previous: current, principal: ctx.principal, writeOnly: {} });
      return entity;
    },

    async remove(tenant: string, id: string, version: number | undefined, ctx: { principal?: Principal } = {}): Promise<void> {
      const entity = await repo.getOrThrow(tenant, id);
      if (opts.asset) requireAsset(opts.asset, ctx.principal, entity, 'write');
      const blocked = await opts.blockDelete?.(tenant, entity, ctx.principal);
      if (blocked) throw new ConflictError(blocked, 'IN_USE');
      const also = (await opts.onDelete?.(tenant, entity)) ?? [];
      await repo.delete(tenant, id, version ?? entity.version, { before: entity, also });
      await opts.afterDelete?.(tenant, entity);
    },
  };
}

function sortSlot(def: { sortNames: readonly string[] }, sort: string | undefined): 1 | 2 | 3 {
  const index = sort ? def.sortNames.indexOf(sort) : 0;
  return (Math.max(0, index) + 1) as 1 | 2 | 3;
}

function filterOf(def: { filters: Record<string, FilterField> }, text: string | undefined, limit?: AssetLimit, principal?: Principal): FilterTerm[] {
  const { filter, problems } = parseFilter(text, def.filters);
  if (problems.length)
    throw new ValidationError(
      `The filter is not valid: ${problems.join('; ')}`,
      problems.map((message) => ({ path: 'query.filter', message })),
    );
  const limited = limit ? assetFilter(limit, principal) : null;
  return limited ? [...filter, limited] : filter;
}

/**
 * The seven actions of the generic resource pattern for one definition. Resources with more endpoints add
 * their own actions beside these.
 */
export function resourceActions<S extends z.ZodObject>(def: ResourceDefinition<S>, repo: Repository<S>, opts: EngineOptions<S>) {
  const e = def.endpoints;
  const writer = resourceWriter(def, repo, opts);
  const present = async (tenant: string, entity: Entity<S>) => (opts.present ? opts.present(tenant, entity) : entity);

  const list: ActionFor<typeof e.list> = async ({ tenant, query, principal }) => {
    const size = query.size === 0 ? MAX_PAGE_SIZE : query.size;
    const result = await repo.page(tenant, {
      slot: sortSlot(def, query.sort),
      descending: query.order === 'desc',
      offset: (query.page - 1) * size,
      limit: size,
      search: query.search,
      filter: filterOf(def, query.filter, opts.asset, principal),
    });
    const data = await Promise.all(result.data.map((item) => present(tenant, item)));
    return { data, ...(result.total !== undefined ? { total: result.total } : {}), more: result.more, page: query.page, size: query.size };
  };

  const listCSV: ActionFor<typeof e.listCSV> = async ({ tenant, query, principal }) => {
    const result = await repo.page(tenant, {
      slot: sortSlot(def, query.sort),
      descending: query.order === 'desc',
      offset: 0,
      limit: MAX_CSV_ROWS,
      search: query.search,
      filter: filterOf(def, query.filter, opts.asset, principal),
    });
    const rows = result.data.map((item) => def.csv.map((c) => c.value(item) ?? ''));
    // escapeFormulae keeps spreadsheet programs from running cell text that starts with = + - @.
    const csv = Papa.unparse({ fields: def.csv.map((c) => c.header), data: rows }, { escapeFormulae: true, newline: '\r\n' });
    const date = new Date().toISOString().slice(0, 10);
    return new HttpResult(200, `\uFEFF${csv}\r\n`, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${def.name}-${date}.csv"`,
      // The rows exported (no count of the whole list: docs/decisions/booking.md "Counts").
      'x-total-count': String(rows.length),
    });
  };

  /**
   * A caller who passed only through the self scope may touch their own record only; the answer is 403
   * for any other id, before anything is read, so ids of others cannot be probed.
   */
  const onlyOwn = (principal: Principal, fullScopes: readonly string[], id: string): boolean => {
    if (!def.self || passesAny(principal, fullScopes)) return false;
    if (principal[def.self.field] !== id) throw new ForbiddenError();
    return true;
  };

  const get: ActionFor<typeof e.get> = async ({ tenant, params, principal }) => {
    onlyOwn(principal, def.scopes.read, params.id);
    const entity = await repo.getOrThrow(tenant, params.id);
    if (opts.asset) requireAsset(opts.asset, principal, entity, 'read');
    return present(tenant, entity);
  };

  const remove: ActionFor<typeof e.remove> = async ({ tenant, params, query, principal }) => {
    await writer.remove(tenant, params.id, query.version, { principal });
    return { success: true as const };
  };

  const update: ActionFor<typeof e.update> = async ({ tenant, params, body, principal }) => {
    const { version } = body as { version: number };
    let data = body as Record<string, unknown>;
    if (onlyOwn(principal, def.scopes.update, params.id)) {
      // What the operator decides stays as stored, whatever the body says.
      const current = (await repo.getOrThrow(tenant, params.id)) as Record<string, unknown>;
      data = { ...data };
      for (const key of def.self!.locked) {
        if (key in current) data[key] = current[key];
        else delete data[key];
      }
    }
    return present(tenant, await writer.update(tenant, params.id, version, data as z.infer<S>, { principal }));
  };

  const create: ActionFor<typeof e.create> = async ({ tenant, body, principal }) =>
    present(tenant, await writer.create(tenant, body as z.infer<S>, { principal }));

  const copy: ActionFor<typeof e.copy> = async ({ tenant, params, principal }) => present(tenant, await writer.copy(tenant, params.id, { principal }));

  return [
    // Reads only (a presented entity signs links or reads roles, nothing more): they run while the session is
    // confirmed, and a session this container confirmed in the last 10 s is trusted (functions/lib/http/principal.ts).
    readAction(e.list, list),
    readAction(e.listCSV, listCSV),
    readAction(e.get, get),
    action(e.remove, remove),
    action(e.update, update),
    action(e.create, create),
    action(e.copy, copy),
  ];
}
