import { canUseAsset, passesAny } from '../../shared/auth/permissions';
import { isAdmin, type AssetRef, type Principal } from '../../shared/auth/principal';
import { ForbiddenError } from '../../shared/errors';
import type { FilterTerm } from '../data/filter-expression';

type AssetType = AssetRef['type'];
const TYPES: readonly AssetType[] = ['resort', 'vessel'];

/**
 * Where an entity names its asset (docs/decisions.md, "Inventory master data"): the attribute holding the
 * resort id and the one holding the vessel id (`id` for the resorts and vessels themselves). `shared`: an
 * entity naming neither belongs to every asset (bed types). `scopes`: per-asset scopes, where the endpoint's
 * scopes open both kinds of asset (a resort's rooms need resort.*, a vessel's cabins vessel.*).
 */
export interface AssetLimit {
  resort?: string;
  vessel?: string;
  shared?: boolean;
  scopes?: Record<'read' | 'write', Record<AssetType, readonly string[]>>;
}

/** The assets a caller is limited to, or null when unlimited (admins, users without an available-asset list). */
export function limitedTo(principal: Principal | undefined): AssetRef[] | null {
  if (!principal || isAdmin(principal) || !principal.assets?.length) return null;
  return principal.assets;
}

/** 403 unless the asset is in the caller's available-asset list (no list: every asset); availability, blockers, bookings. */
export function requireAssetRef(principal: Principal, asset: AssetRef): void {
  if (!canUseAsset(principal, asset)) throw new ForbiddenError();
}

/** The assets an entity belongs to. */
export function assetsOf(limit: AssetLimit, entity: Record<string, unknown>): AssetRef[] {
  const refs: AssetRef[] = [];
  for (const type of TYPES) {
    const field = limit[type];
    const ref = field ? entity[field] : undefined;
    if (typeof ref === 'string' && ref) refs.push({ type, ref });
  }
  return refs;
}

/**
 * 403 unless the caller holds the scope of the entity's kind of asset and the asset is in their list (an entity
 * of no asset is open only when shared). System writes (no principal) are trusted.
 */
export function requireAsset(limit: AssetLimit, principal: Principal | undefined, entity: Record<string, unknown>, need: 'read' | 'write'): void {
  if (!principal) return;
  const refs = assetsOf(limit, entity);
  if (limit.scopes && refs.some((ref) => !passesAny(principal, limit.scopes![need][ref.type]))) throw new ForbiddenError();
  if (!limitedTo(principal)) return;
  const allowed = refs.length === 0 ? Boolean(limit.shared) : refs.some((ref) => canUseAsset(principal, ref));
  if (!allowed) throw new ForbiddenError();
}

/**
 * The list condition for a caller: entities of the kinds of asset they may read and, when limited, of their
 * assets only (and the shared ones). Null when nothing narrows the list, so its total stays the stored count.
 */
export function assetFilter(limit: AssetLimit, principal: Principal | undefined): FilterTerm | null {
  if (!principal) return null;
  const assets = limitedTo(principal);
  const readable = TYPES.filter((t) => limit[t] && (!limit.scopes || passesAny(principal, limit.scopes.read[t])));
  const declared = TYPES.filter((t) => limit[t]);
  if (!assets && readable.length === declared.length) return null;
  const anyOf: Array<Array<Exclude<FilterTerm, { anyOf: unknown }>>> = [];
  for (const type of readable) {
    const field = limit[type]!;
    const refs = assets?.filter((a) => a.type === type).map((a) => a.ref);
    if (!refs) anyOf.push([{ field, op: 'exists', value: true }]);
    else if (refs.length) anyOf.push([{ field, op: 'in', value: refs.slice(0, 100) }]);
  }
  if (limit.shared) anyOf.push(declared.map((t) => ({ field: limit[t]!, op: 'exists' as const, value: false })));
  // Nothing can match: a condition no stored entity meets.
  if (!anyOf.length) return { field: 'id', op: 'exists', value: false };
  return { anyOf };
}
