import * as z from 'zod';
import { LANGUAGES } from '../constants';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * Reindex and taskNames (issue 29, docs/decisions.md "Booking changes"), apart from the other booking changes: the
 * `bookingactions` Lambda answers them and bundles only these two (its 250 KB budget), not the change's schemas.
 */
const tags = ['bookings'];
const STAFF = ['bookings.update'] as const;
const ZIdParams = z.object({ id: ZId });

/** What reindex rebuilt: per kind of derived item the ones written again and the ones deleted. */
export const ZReindexReport = z.object({
  booking: z.string(),
  bookingNo: z.number().int(),
  version: z.number().int(),
  /** True when anything was written (a second reindex reports false). */
  changed: z.boolean(),
  todos: z.object({ expected: z.number().int(), written: z.array(z.string()), deleted: z.array(z.string()) }),
  payments: z.object({ expected: z.number().int(), written: z.array(z.string()), deleted: z.array(z.string()) }),
  /**
   * The header's todo flags the booking list filters by (hasOpenTodos, hasExceededDueDate as of today), figured
   * again from its todos; `corrected` names each flag that was wrong and is now set (e.g. `hasOpenTodos: true → false`).
   */
  flags: z.object({ hasOpenTodos: z.boolean(), hasExceededDueDate: z.boolean(), corrected: z.array(z.string()) }),
  /** The inventory of the booking's asset checked (not rewritten: the lifecycle owns it): the differences in words. */
  inventory: z.array(z.string()),
});
export type ReindexReport = z.infer<typeof ZReindexReport>;

export const ZTaskNames = z.object({
  data: z.array(
    z.object({
      /** A rule's id, or `predefined:<name>` for a built-in task. */
      id: z.string(),
      name: z.string(),
      group: z.string().optional(),
      kind: z.enum(['rule', 'predefined']),
      active: z.boolean(),
    }),
  ),
});

/** What a recount of the tenant's booking counts wrote (functions/data/booking-counts.ts). */
export const ZRecountReport = z.object({ counts: z.record(z.string(), z.number().int()) });

export const bookingReindexEndpoints = {
  recount: endpoint({
    id: 'bookingactions.recount',
    method: 'POST',
    path: '/api/bookings/recount',
    resource: 'bookingactions',
    scopes: STAFF,
    tags,
    summary:
      "Counts the tenant's bookings again from the list (total, per state, per check-in year) and writes the counts the list's total and the years answer from (repair after a bulk load; reads the whole list)",
    input: {},
    output: ZRecountReport,
  }),
  reindex: endpoint({
    id: 'bookingactions.reindex',
    method: 'POST',
    path: '/api/bookings/{id}/reindex',
    resource: 'bookingactions',
    scopes: STAFF,
    tags,
    summary:
      "Rebuilds the booking's derived items (todo index, payment ledger) and its todo flags (hasOpenTodos, hasExceededDueDate) from its header and reports what it wrote; a second call writes nothing",
    input: { params: ZIdParams },
    output: ZReindexReport,
  }),
  taskNames: endpoint({
    id: 'bookingactions.taskNames',
    method: 'GET',
    path: '/api/bookings/taskNames',
    resource: 'bookingactions',
    // Whoever reads the todo list (todo.update) or bookings filters by task.
    scopes: ['bookings.read', 'todo.update'],
    tags,
    summary: "The todo tasks' names: the todo rules' texts and the built-in tasks in the caller's language (lang=de|en)",
    input: { query: z.strictObject({ lang: z.enum(LANGUAGES).optional() }) },
    output: ZTaskNames,
  }),
};
