import * as z from 'zod';
import { parseFilter, type FilterField } from '../../api/list-query';
import { passesAny } from '../../auth/permissions';
import { isAdmin, type Principal } from '../../auth/principal';
import { ZRef } from '../common';

/** `visibleTo` of a filter shared with the team; a private one holds its owner's id there. */
export const SHARED_AUDIENCE = '*';

/** The longest filter text a list query takes (list-query.ts): a saved one must fit into a query. */
const MAX_FILTER_TEXT = 4000;

/**
 * A saved list query (designed; spec 1 names only the route /agency/filter/:fid): the filter JSON of the
 * list call as an object, checked against the listed resource's filter fields with the same parser the
 * list uses, so whatever is saved can be opened. `ownerId` and `visibleTo` are the server's: the creating
 * user, and that id or `*` when shared (one `in` condition then finds "mine or shared").
 */
export function savedFilterSchema(fields: Readonly<Record<string, FilterField>>, sortNames: readonly [string, ...string[]]) {
  return z.strictObject({
    name: z.string().trim().min(1).max(80),
    filter: z
      .record(z.string().max(100), z.unknown())
      .superRefine((value, ctx) => {
        const text = JSON.stringify(value);
        if (text.length > MAX_FILTER_TEXT) {
          ctx.addIssue({ code: 'custom', message: `The filter is longer than ${MAX_FILTER_TEXT} characters` });
          return;
        }
        for (const problem of parseFilter(text, { ...fields }).problems) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default({}),
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortNames).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    /** Visible to all staff who may read the list; otherwise to its owner only. */
    shared: z.boolean().default(false),
    /** Set by the server: the user who saved it. */
    ownerId: ZRef.optional(),
    /** Set by the server: the owner's id, or `*` when shared. */
    visibleTo: z.string().max(100).optional(),
  });
}

type Ownership = { ownerId?: string; shared?: boolean };

/** Holders of this scope also change and delete filters others shared. */
export const MANAGE_SHARED_FILTERS = ['agencies.update'] as const;

/**
 * Who sees a saved filter (besides the read scope every call needs): its owner, everyone when it is
 * shared, and admins. Others get 404 as if it did not exist.
 */
export function canSeeSavedFilter(principal: Principal, f: Ownership): boolean {
  return isAdmin(principal) || f.shared === true || (!!principal.userId && f.ownerId === principal.userId);
}

/** Who changes and deletes it: its owner, admins, and for shared filters holders of agencies.update. */
export function canChangeSavedFilter(principal: Principal, f: Ownership): boolean {
  if (isAdmin(principal) || (!!principal.userId && f.ownerId === principal.userId)) return true;
  return f.shared === true && passesAny(principal, MANAGE_SHARED_FILTERS);
}
