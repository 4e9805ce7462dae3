import Papa from 'papaparse';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { MAX_PAGE_SIZE, parseFilter } from '../../shared/api/list-query';
import type { ResourceDefinition } from '../../shared/api/resource';
import { Repository, type Entity } from '../data/repository';
import { ConflictError, ValidationError } from './errors';
import { action, HttpResult, type ActionFor } from './http';

/** CSV downloads stop here; larger exports belong in a background job that writes to S3. */
export const MAX_CSV_ROWS = 20_000;

export interface EngineOptions<S extends z.ZodObject> {
  /** Why the entity cannot be deleted (another item still uses it), or null. */
  blockDelete?: (tenant: string, entity: Entity<S>) => Promise<string | null>;
  /** Id prefix of new entities: c-01J… */
  idPrefix: string;
}

/** The repository the definition describes: its sorts on gsi1..gsi3, search text, history and a count. */
export function repositoryFor<S extends z.ZodObject>(def: ResourceDefinition<S>): Repository<S> {
  const [first, ...rest] = Object.values(def.sorts);
  return new Repository<S>({
    type: def.entityType,
    schema: def.schema,
    sortKey: first!,
    extraSortKeys: rest,
    searchText: def.searchText,
    history: true,
    counted: true,
  });
}

function sortSlot(def: ResourceDefinition, sort: string | undefined): 1 | 2 | 3 {
  const index = sort ? def.sortNames.indexOf(sort) : 0;
  return (Math.max(0, index) + 1) as 1 | 2 | 3;
}

function filterOf(def: ResourceDefinition, text: string | undefined) {
  const { filter, problems } = parseFilter(text, def.filters);
  if (problems.length) throw new ValidationError(`The filter is not valid: ${problems.join('; ')}`, problems.map((message) => ({ path: 'query.filter', message })));
  return filter;
}

/**
 * The seven actions of the generic resource pattern for one definition. Resources with more endpoints add
 * their own actions beside these.
 */
export function resourceActions<S extends z.ZodObject>(def: ResourceDefinition<S>, repo: Repository<S>, opts: EngineOptions<S>) {
  const e = def.endpoints;
  const newId = () => `${opts.idPrefix}-${ulid()}`;

  const list: ActionFor<typeof e.list> = async ({ tenant, query }) => {
    const size = query.size === 0 ? MAX_PAGE_SIZE : query.size;
    const result = await repo.page(tenant, {
      slot: sortSlot(def, query.sort),
      descending: query.order === 'desc',
      offset: (query.page - 1) * size,
      limit: size,
      search: query.search,
      filter: filterOf(def, query.filter),
    });
    return { data: result.data, total: result.total, page: query.page, size: query.size };
  };

  const listCSV: ActionFor<typeof e.listCSV> = async ({ tenant, query }) => {
    const result = await repo.page(tenant, {
      slot: sortSlot(def, query.sort),
      descending: query.order === 'desc',
      offset: 0,
      limit: MAX_CSV_ROWS,
      search: query.search,
      filter: filterOf(def, query.filter),
    });
    const rows = result.data.map((item) => def.csv.map((c) => c.value(item) ?? ''));
    // escapeFormulae keeps spreadsheet programs from running cell text that starts with = + - @.
    const csv = Papa.unparse({ fields: def.csv.map((c) => c.header), data: rows }, { escapeFormulae: true, newline: '\r\n' });
    const date = new Date().toISOString().slice(0, 10);
    return new HttpResult(200, `\uFEFF${csv}\r\n`, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${def.name}-${date}.csv"`,
      'x-total-count': String(result.total),
    });
  };

  const get: ActionFor<typeof e.get> = async ({ tenant, params }) => repo.getOrThrow(tenant, params.id);

  const remove: ActionFor<typeof e.remove> = async ({ tenant, params, query }) => {
    const entity = await repo.getOrThrow(tenant, params.id);
    const blocked = await opts.blockDelete?.(tenant, entity);
    if (blocked) throw new ConflictError(blocked, 'IN_USE');
    await repo.delete(tenant, params.id, query.version ?? entity.version);
    return { success: true as const };
  };

  const update: ActionFor<typeof e.update> = async ({ tenant, params, body }) => {
    const { version, ...data } = body as z.infer<S> & { version: number };
    return repo.update(tenant, params.id, version, data as z.infer<S>);
  };

  const create: ActionFor<typeof e.create> = async ({ tenant, body }) => repo.create(tenant, newId(), body as z.infer<S>);

  const copy: ActionFor<typeof e.copy> = async ({ tenant, params }) => {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...original } = await repo.getOrThrow(tenant, params.id);
    const data = def.schema.parse(original) as z.infer<S>;
    return repo.create(tenant, newId(), def.copy ? def.copy(data) : data);
  };

  return [
    action(e.list, list),
    action(e.listCSV, listCSV),
    action(e.get, get),
    action(e.remove, remove),
    action(e.update, update),
    action(e.create, create),
    action(e.copy, copy),
  ];
}
