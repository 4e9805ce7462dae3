import type { ReindexReport } from '../../../../shared/api/booking-changes';
import type { Principal } from '../../../../shared/auth/principal';
import { PREDEFINED_TODOS, todoFlags } from '../../../../shared/domain/booking/todos';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../../shared/errors';
import { enTodoLabels } from '../../../../shared/i18n/labels-todo.en';
import { deTodoLabels } from '../../../../shared/i18n/labels-todo.de';
import { recountBookings } from '../../../data/booking-counts';
import { derivedItemsOf, writeDerived, type DerivedKind } from '../../../data/booking-derived';
import { missingBookingSearchItems } from '../../../data/booking-search';
import { getBooking } from '../../../data/bookings';
import type { BookingItem } from '../../../data/entities/booking';
import { storedKey } from '../../../data/entities/entity';
import { paymentLedgerItem } from '../../../data/payments';
import { todoIndexItem, todoRules } from '../../../data/todos';
import { backoff, MAX_ATTEMPTS, requireAccess } from '../access';
import { visibility } from '../../list/visibility';
import { inventoryMismatches } from './inventory-check';

/**
 * POST /api/bookings/{id}/reindex (issue 29, docs/decisions.md "Booking changes"): the items every booking change
 * writes beside the header — one todo index item per todo, one payment ledger item per payment received — written
 * again from the header where missing or different, and deleted where the header no longer has them. A payment's
 * ledger item marked reversed and its reversal (DELETE /api/bookings/payment/{id}) are the ledger's record and stay.
 * The header's todo flags (hasOpenTodos, hasExceededDueDate: the booking list filters by them) are figured again
 * from its todos as of today and set where wrong (the version stays: they are derived, not a change).
 * The writes are conditioned on the header's version (a change meanwhile: read again). The inventory is only
 * checked and reported: it is the lifecycle's to take and release. Twice in a row: the second writes nothing.
 */

/** Stable text of an item, whatever order the attributes came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The ledger's record of a deleted payment: kept whatever the header says. */
const kept = (kind: DerivedKind, item: Record<string, unknown>) => kind === 'payments' && (item.reversedAt !== undefined || item.reversalOf !== undefined);

function expectedOf(tenant: string, b: BookingItem, kind: DerivedKind): Array<Record<string, unknown>> {
  return kind === 'todos' ? (b.todo ?? []).map((t) => todoIndexItem(tenant, b, t)) : (b.received ?? []).map((p) => paymentLedgerItem(tenant, b, p));
}

async function plan(tenant: string, b: BookingItem, kind: DerivedKind) {
  const expected = expectedOf(tenant, b, kind);
  const stored = await derivedItemsOf(tenant, kind, b.id);
  const bySk = new Map(stored.map((i) => [String(i.sk), i]));
  const wanted = new Set(expected.map((i) => String(i.sk)));
  const puts = expected.filter((i) => {
    const had = bySk.get(String(i.sk));
    return !had || canonical(had) !== canonical(i);
  });
  const deletes = stored.filter((i) => !wanted.has(String(i.sk)) && !kept(kind, i)).map(storedKey);
  return { expected: expected.length, puts, deletes };
}

/**
 * The header's todo flags as its todos say today (the list filters read them), and each stored flag that differs.
 * A booking without todos and without flags stays without (absent reads as false).
 */
function flagsOf(b: BookingItem, today: string) {
  const set = todoFlags(b.todo, today);
  const corrected = (['hasOpenTodos', 'hasExceededDueDate'] as const)
    .filter((k) => (b[k] ?? false) !== set[k])
    .map((k) => `${k}: ${String(b[k] ?? false)} → ${String(set[k])}`);
  return { set, corrected };
}

export async function reindexBooking(principal: Principal, id: string): Promise<ReindexReport> {
  const { tenant } = principal;
  for (let attempt = 1; ; attempt++) {
    const b = await getBooking(tenant, id);
    if (!b) throw new NotFoundError(`booking ${id} does not exist`);
    await requireAccess(principal, b, 'bookings.update');
    const [todos, payments, search] = await Promise.all([plan(tenant, b, 'todos'), plan(tenant, b, 'payments'), missingBookingSearchItems(tenant, b)]);
    const flags = flagsOf(b, new Date().toISOString().slice(0, 10));
    try {
      await writeDerived(
        tenant,
        b.id,
        b.version,
        // The search index and number lookups its header implies (functions/data/booking-search.ts), where missing.
        [...todos.puts, ...payments.puts, ...search],
        [...todos.deletes, ...payments.deletes],
        flags.corrected.length ? flags.set : undefined,
      );
    } catch (err) {
      if (!(err instanceof ConflictError) || attempt >= MAX_ATTEMPTS) throw err;
      await backoff(attempt);
      continue;
    }
    const asset = b.schedule !== undefined ? { schedule: b.schedule } : b.resort !== undefined ? { resort: b.resort } : undefined;
    const inventory = asset ? (await inventoryMismatches(tenant, asset)).filter((p) => p.includes(b.id)) : [];
    const report = (p: typeof todos) => ({ expected: p.expected, written: p.puts.map((i) => String(i.sk)), deleted: p.deletes.map((k) => k.sk) });
    return {
      booking: b.id,
      bookingNo: b.bookingNo,
      version: b.version,
      changed: todos.puts.length + todos.deletes.length + payments.puts.length + payments.deletes.length + search.length + flags.corrected.length > 0,
      todos: report(todos),
      payments: report(payments),
      flags: { ...flags.set, corrected: flags.corrected },
      inventory,
    };
  }
}

/**
 * GET /api/bookings/taskNames: the names the todo list is filtered by — every todo rule's text (inactive ones too:
 * their todos are still on bookings) and the built-in tasks in the caller's language (`lang`, else Accept-Language).
 */
export async function taskNames(tenant: string, lang: 'de' | 'en') {
  const labels: Record<string, string> = lang === 'en' ? enTodoLabels : deTodoLabels;
  const rules = await todoRules(tenant);
  return {
    data: [
      ...rules
        .map((r) => ({ id: r.id, name: r.text, ...(r.group ? { group: r.group } : {}), kind: 'rule' as const, active: r.active }))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
      ...PREDEFINED_TODOS.map((p) => ({ id: `predefined:${p}`, name: labels[`todo.predefined.${p}`] ?? p, kind: 'predefined' as const, active: true })),
    ],
  };
}

/** The language of a request: `lang`, else the first of Accept-Language we speak, else German (the operator's default). */
export function languageOf(lang: string | undefined, acceptLanguage: string | undefined): 'de' | 'en' {
  if (lang === 'de' || lang === 'en') return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'de' || code === 'en') return code;
  }
  return 'de';
}

/**
 * POST /api/bookings/recount (issue 23): the tenant's booking counts counted again from the list index and written
 * (functions/data/booking-counts.ts). An admin repair after a bulk load or for a tenant from before the counts; reads
 * the whole list, so only callers who see all of it (not agency or asset-limited users).
 */
export async function recountAll(principal: Principal): Promise<{ counts: Record<string, number> }> {
  if (visibility(principal).length > 0) throw new ForbiddenError();
  return { counts: await recountBookings(principal.tenant) };
}
