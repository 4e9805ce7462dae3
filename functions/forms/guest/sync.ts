import type { z } from 'zod';
import type { SyncDiff, ZSyncBody, ZSyncResult } from '../../../shared/api/guest-form-sync';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { fullName, ZCustomer, type Customer } from '../../../shared/domain/customer/customer';
import { customerValue, syncTargets, withValues, type SyncTarget } from '../../../shared/domain/forms/customer-sync';
import { evaluateForm } from '../../../shared/domain/forms/form-answers';
import { askedOfRespondent } from '../../../shared/domain/forms/guest-form';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import { listMeta, metaPutItems } from '../../data/customer-details';
import { customers } from '../../data/customers';
import { getFormDefinitionVersion } from '../../data/forms';
import { assignGuestItem } from '../../data/guest-forms';
import { ulid } from 'ulid';
import { formsOf, minorOf, respondent, storedAnswers, type FormsContext } from './context';

/**
 * Answers to the customer (spec 2 {id}/syncWithCustomer; docs/decisions/forms.md "Answers to the customer, lists and
 * statistics"): the diff the staff confirm field by field, and the write of the confirmed fields as a customer edit
 * (a new version with its history item, conditioned on the version the diff showed).
 */

interface Subject {
  guest: string;
  state: 'none' | 'draft' | 'submitted';
  targets: SyncTarget[];
  customer: Awaited<ReturnType<typeof customers.get>>;
  meta: Map<string, string>;
}

async function subjectOf(ctx: FormsContext, formId: string, guest: string): Promise<Subject> {
  const form = ctx.stored.forms.find((f) => f.id === formId);
  if (!form || !ctx.definitions.has(formId)) throw new NotFoundError(`guest form ${formId} does not exist`);
  const who = respondent(ctx, guest);
  if (!who || !formsOf(ctx, guest).some((f) => f.id === formId)) throw new NotFoundError(`${guest} does not answer guest form ${formId}`);
  const stored = storedAnswers(ctx, formId, guest);
  let targets: SyncTarget[] = [];
  if (stored) {
    // The answers are judged on the version they were given on (a later version may ask other questions).
    const def = stored.version === form.version ? ctx.definitions.get(formId)! : await getFormDefinitionVersion(ctx.tenant, form.definition, stored.version);
    if (def) {
      const evaluation = evaluateForm(def, stored.answers, ctx.dates, {
        askedOf: askedOfRespondent(guest),
        minor: minorOf(ctx, guest, { form: formId, answers: stored.answers }),
      });
      targets = syncTargets(evaluation.shown, stored.answers);
    }
  }
  const customer = who.customer ? await customers.get(ctx.tenant, who.customer) : null;
  const meta = new Map<string, string>();
  if (customer && targets.some((t) => t.kind === 'meta')) {
    for (const m of await listMeta(ctx.tenant, customer.id)) if (typeof m.value === 'string' || typeof m.value === 'number') meta.set(m.key, String(m.value));
  }
  return { guest, state: stored?.state ?? 'none', targets, customer, meta };
}

const currentOf = (s: Subject, t: SyncTarget) =>
  !s.customer ? undefined : t.kind === 'meta' ? s.meta.get(t.target) : customerValue(s.customer as unknown as Record<string, unknown>, t.target);

/** GET {id}/syncWithCustomer?guest=: every mapped answer with the customer's value beside it. */
export async function syncDiff(ctx: FormsContext, formId: string, guest: string): Promise<SyncDiff> {
  const s = await subjectOf(ctx, formId, guest);
  return {
    form: formId,
    booking: ctx.booking.id,
    guest,
    state: s.state,
    ...(s.customer ? { customer: { id: s.customer.id, name: fullName(s.customer), version: s.customer.version, updatedAt: s.customer.updatedAt } } : {}),
    fields: s.targets.map((t) => {
      const current = currentOf(s, t);
      return {
        field: t.field,
        label: t.label,
        target: t.target,
        kind: t.kind,
        ...(current !== undefined ? { customerValue: current } : {}),
        formValue: t.value,
        differs: current !== t.value,
      };
    }),
  };
}

/** The meta Puts of the confirmed meta values (written in the customer's transaction). */
const metaPuts = (tenant: string, customer: string, values: SyncTarget[], now: string) =>
  metaPutItems(
    tenant,
    customer,
    values.map((t) => ({ key: t.target, value: t.value })),
    now,
  );

/** The customer as it would be, checked by its schema (a value that does not fit: 400 naming the field). */
function checked(data: Record<string, unknown>, chosen: SyncTarget[]): Customer {
  const parsed = ZCustomer.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => {
    const path = i.path.join('.');
    const t = chosen.find((c) => c.target === path);
    return { path: t ? `body.fields.${t.target}` : `customer.${path}`, message: i.message };
  });
  throw new ValidationError('The answers do not fit the customer', fields);
}

/**
 * POST {id}/syncWithCustomer: writes the confirmed fields. A guest with a customer: the customer updated at the
 * version the diff showed (stale: 409 VERSION_CONFLICT, nothing written), its meta values in the same transaction.
 * A guest without one: the customer created from the answers and linked to the guest slot in ONE transaction.
 */
export async function syncWithCustomer(
  principal: Principal,
  ctx: FormsContext,
  formId: string,
  body: z.infer<typeof ZSyncBody>,
): Promise<z.infer<typeof ZSyncResult>> {
  const s = await subjectOf(ctx, formId, body.guest);
  if (s.state !== 'submitted') throw new ConflictError(`${body.guest} has not submitted guest form ${formId}: only submitted answers are synced`);
  const unknown = body.fields.filter((f) => !s.targets.some((t) => t.target === f));
  if (unknown.length) {
    throw new ValidationError(
      'Fields the answers do not map to',
      unknown.map((f) => ({ path: `body.fields.${f}`, message: 'not among the answers to sync' })),
    );
  }
  const chosen = s.targets.filter((t) => body.fields.includes(t.target));
  const own = chosen.filter((t) => t.kind === 'customer');
  const meta = chosen.filter((t) => t.kind === 'meta');
  const now = new Date();

  if (s.customer) {
    if (!passes(principal, 'customers.update')) throw new ForbiddenError();
    const { id, version, createdAt: _c, updatedAt: _u, ...current } = s.customer;
    if (body.customerVersion !== undefined && body.customerVersion !== version) {
      throw new ConflictError(customers.staleVersion(id, body.customerVersion), 'VERSION_CONFLICT');
    }
    const expected = body.customerVersion ?? version;
    const data = checked(withValues(current as Record<string, unknown>, own), own);
    const saved = await customers.update(ctx.tenant, id, expected, data, {
      current: s.customer,
      now,
      also: metaPuts(ctx.tenant, id, meta, now.toISOString()),
    });
    return { customer: id, version: saved.version, created: false, written: chosen.map((t) => t.target) };
  }

  // No customer yet: created from the confirmed answers and linked to the guest slot, or neither.
  if (!passes(principal, 'customers.create')) throw new ForbiddenError();
  const data = checked(withValues({ masterData: {} }, own), own);
  const id = `c-${ulid()}`;
  const link = assignGuestItem(ctx.tenant, ctx.booking.id, ctx.stored, body.guest, id);
  const created = await customers.create(ctx.tenant, id, data, {
    now,
    also: [link, ...metaPuts(ctx.tenant, id, meta, now.toISOString())],
    describeAlso: (i) => (i === 0 ? `the guests of booking ${ctx.booking.id} were changed meanwhile; reload and try again` : 'a meta value changed'),
  });
  return { customer: id, version: created.version, created: true, written: chosen.map((t) => t.target) };
}
