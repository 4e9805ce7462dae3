import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import type { FilterTerm } from '../../data/filter-expression';
import { assetFilter } from '../../lib/asset-limit';

/** A condition no stored booking meets. */
const NOTHING: FilterTerm = { field: 'id', op: 'exists', value: false };

/**
 * The conditions no request can lift: agency users see their agency's bookings, limited users their assets'. Its own
 * module so other booking Lambdas (booking-extras) apply the same rule without the list's repositories.
 */
export function visibility(principal: Principal): FilterTerm[] {
  const terms: FilterTerm[] = [];
  if (!passes(principal, 'bookings.read')) terms.push(principal.agencyId ? { field: 'agency', op: 'eq', value: principal.agencyId } : NOTHING);
  const assets = assetFilter({ resort: 'resort', vessel: 'vessel' }, principal);
  if (assets) terms.push(assets);
  return terms;
}
