import { agencyFiltersResource } from '../../../shared/api/agency-filters';
import { canChangeSavedFilter, canSeeSavedFilter, SHARED_AUDIENCE } from '../../../shared/domain/agency/agency-filter';
import { isAdmin, type Principal } from '../../../shared/auth/principal';
import { agencyFilters } from '../../data/agency-filters';
import type { Entity } from '../../data/repository';
import { ForbiddenError, NotFoundError } from '../../../shared/errors';
import { resourceActions, type EngineOptions } from '../../lib/resource-engine';

type Schema = typeof agencyFiltersResource.schema;
type SavedFilter = Entity<Schema>;
type ActionPair = ReturnType<typeof resourceActions>[number];
type AnyAction = ActionPair[1];

/**
 * Saved agency filters (every call needs agencies.read first): the owner may do everything with theirs;
 * a shared one everyone sees and copies, its owner and holders of agencies.update change and delete it; a
 * private one nobody else sees (404, as if it did not exist). Admins pass everything.
 */
const canSee = canSeeSavedFilter;
const canChange = canChangeSavedFilter;

const notFound = (id: string) => new NotFoundError(`agencyfilter ${id} does not exist`);

/** May this principal change this stored filter? 404 when they may not even see it, 403 when only see. */
function checkChange(principal: Principal | undefined, f: SavedFilter): void {
  if (!principal) return; // system writes (seed) are trusted
  if (!canSee(principal, f)) throw notFound(f.id);
  if (!canChange(principal, f)) throw new ForbiddenError();
}

export const agencyFilterOptions: EngineOptions<Schema> = {
  idPrefix: 'af',
  prepare: async ({ principal, kind, data, current }) => {
    let ownerId = data.ownerId;
    if (principal) {
      if (kind === 'update') {
        checkChange(principal, current!);
        // The owner stays who saved it, whoever edits it.
        ownerId = current!.ownerId;
      } else {
        // A copy needs only to see the original; the copy is the copier's own.
        if (kind === 'copy' && !canSee(principal, current!)) throw notFound(current!.id);
        if (!principal.userId) throw new ForbiddenError();
        ownerId = principal.userId;
      }
    }
    const shared = data.shared ?? false;
    return { data: { ...data, ownerId, shared, visibleTo: shared ? SHARED_AUDIENCE : ownerId } };
  },
  blockDelete: async (_tenant, filter, principal) => {
    checkChange(principal, filter);
    return null;
  },
};

/**
 * The list's filter JSON with "mine or shared" added (`visibleTo` in [me, *]), for everyone but admins.
 * A `visibleTo` condition already there is kept; an `in` of its own is narrowed to the allowed values.
 * Text that is not a JSON object is left as it is: the engine answers it with 400.
 */
export function restrictFilter(principal: Principal, text: string | undefined): string | undefined {
  if (isAdmin(principal)) return text;
  const allowed = [principal.userId ?? '', SHARED_AUDIENCE].filter(Boolean);
  let raw: unknown = {};
  if (text) {
    try {
      raw = JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return text;
  const filter = { ...(raw as Record<string, unknown>) };
  const given = filter.visibleTo;
  const ops: Record<string, unknown> =
    given === undefined ? {} : given !== null && typeof given === 'object' && !Array.isArray(given) ? { ...(given as Record<string, unknown>) } : { eq: given };
  const narrowed = Array.isArray(ops.in) ? allowed.filter((v) => (ops.in as unknown[]).includes(v)) : allowed;
  // No id is empty: an empty intersection matches nothing.
  ops.in = narrowed.length ? narrowed : [''];
  filter.visibleTo = ops;
  return JSON.stringify(filter);
}

const e = agencyFiltersResource.endpoints;

/**
 * The seven generic calls, with reads limited to what the caller may see: the list and CSV by a
 * `visibleTo` condition (so paging and totals stay right), one filter by a check after reading it.
 */
export const agencyFilterActions: ActionPair[] = resourceActions(agencyFiltersResource, agencyFilters, agencyFilterOptions).map(
  ([endpoint, fn]): ActionPair => {
    if (endpoint.id === e.list.id || endpoint.id === e.listCSV.id) {
      const restricted: AnyAction = (ctx) => fn({ ...ctx, query: { ...ctx.query, filter: restrictFilter(ctx.principal, ctx.query.filter) } });
      return [endpoint, restricted];
    }
    if (endpoint.id === e.get.id) {
      const checked: AnyAction = async (ctx) => {
        const found = (await fn(ctx)) as SavedFilter;
        if (!canSee(ctx.principal, found)) throw notFound(found.id);
        return found;
      };
      return [endpoint, checked];
    }
    return [endpoint, fn];
  },
);
