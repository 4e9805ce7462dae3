import type { LocalizedText } from '../common';
import type { Answers } from './form-answers';
import { isCertificationAnswer } from './form-evaluation';
import type { FormField } from './form-definition';

/**
 * Answers to the customer (issue 24; docs/decisions/forms.md "Answers to the customer, lists and statistics"): which
 * answers of a filled form map to which field of the guest's customer. Pure: the server builds the diff with it, the
 * tests check the mapping.
 *
 * A field maps by its `customerField` (a short name such as `birthday`, a customer path such as
 * `masterData.nationality`, or any other key: a customer meta value), else by its id when the id is one of the short
 * names (the demo's `passportNo` too). A `Certification` answer maps to four meta values (`diving.certification*`),
 * the keys the customer data groups name.
 */

/** The customer's own fields an answer may be written to (the customer entity, shared/domain/customer/customer.ts). */
export const CUSTOMER_SYNC_PATHS = [
  'masterData.firstName',
  'masterData.lastName',
  'masterData.middleName',
  'masterData.title',
  'masterData.birthday',
  'masterData.nationality',
  'contact.email',
  'contact.phone',
  'address.street',
  'address.zip',
  'address.city',
  'address.state',
  'address.country',
  'passport.nationality',
  'passport.number',
] as const;
export type CustomerSyncPath = (typeof CUSTOMER_SYNC_PATHS)[number];

/** Short names (a field's `customerField` or id) of the customer's fields. */
const SHORT: Record<string, CustomerSyncPath> = {
  firstName: 'masterData.firstName',
  lastName: 'masterData.lastName',
  middleName: 'masterData.middleName',
  title: 'masterData.title',
  birthday: 'masterData.birthday',
  nationality: 'masterData.nationality',
  email: 'contact.email',
  phone: 'contact.phone',
  street: 'address.street',
  zip: 'address.zip',
  city: 'address.city',
  state: 'address.state',
  country: 'address.country',
  passportNationality: 'passport.nationality',
  passportNo: 'passport.number',
  passportNumber: 'passport.number',
};

/** The meta keys a certification answer is written to (the keys the customer data groups name). */
export const CERTIFICATION_META = {
  agency: 'diving.certificationAgency',
  level: 'diving.certificationLevel',
  number: 'diving.certificationNumber',
  date: 'diving.certificationDate',
} as const;

/** One customer value a form answer would write: `target` a customer path or (kind meta) a meta key. */
export interface SyncTarget {
  /** The form field answered. */
  field: string;
  label: LocalizedText;
  kind: 'customer' | 'meta';
  target: string;
  value: string;
}

const isPath = (key: string): key is CustomerSyncPath => (CUSTOMER_SYNC_PATHS as readonly string[]).includes(key);

/** Where a field's answer goes, or undefined (not synced). */
export function targetOf(field: Pick<FormField, 'id' | 'customerField'>): { kind: 'customer' | 'meta'; target: string } | undefined {
  const key = field.customerField;
  if (key) {
    if (isPath(key)) return { kind: 'customer', target: key };
    if (SHORT[key]) return { kind: 'customer', target: SHORT[key] };
    return { kind: 'meta', target: key };
  }
  return SHORT[field.id] ? { kind: 'customer', target: SHORT[field.id]! } : undefined;
}

/**
 * The customer values a form's shown answers would write, in the form's order (a hidden field's answer counts for
 * nothing, as everywhere). Text answers are trimmed; an empty answer writes nothing. A later field to the same target
 * wins over an earlier one.
 */
export function syncTargets(shown: readonly FormField[], answers: Answers): SyncTarget[] {
  const out = new Map<string, SyncTarget>();
  for (const f of shown) {
    const value = answers[f.id];
    if (value === undefined || value === null) continue;
    if (f.type === 'Certification' && !f.customerField) {
      if (!isCertificationAnswer(value)) continue;
      for (const part of ['agency', 'level', 'number', 'date'] as const) {
        const v = value[part]?.trim();
        if (v) out.set(CERTIFICATION_META[part], { field: f.id, label: f.label, kind: 'meta', target: CERTIFICATION_META[part], value: v });
      }
      continue;
    }
    const to = targetOf(f);
    if (!to || typeof value !== 'string' || !value.trim()) continue;
    out.set(to.target, { field: f.id, label: f.label, ...to, value: value.trim() });
  }
  return [...out.values()];
}

/** A customer's value at a path (as text), or undefined. */
export function customerValue(customer: Record<string, unknown>, path: string): string | undefined {
  let at: unknown = customer;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' || typeof at === 'number' ? String(at) : undefined;
}

/** The customer with the values at their paths (a copy; the groups it touches copied too). */
export function withValues<C extends Record<string, unknown>>(customer: C, values: ReadonlyArray<{ target: string; value: string }>): C {
  const next: Record<string, unknown> = { ...customer };
  for (const { target, value } of values) {
    const [group, key] = target.split('.') as [string, string];
    next[group] = { ...((next[group] as Record<string, unknown> | undefined) ?? {}), [key]: value };
  }
  return next as C;
}
