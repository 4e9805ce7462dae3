import type { CreditKind } from '../../../shared/domain/credit/credit';
import { listPk } from '../keys';
import type { EntityModel } from './entity';

export const CREDIT = 'CREDIT';
export const CREDIT_COUNTER = 'CREDIT_COUNTER';
export const creditPk = (tenant: string) => listPk(tenant, CREDIT);
export const creditKey = (tenant: string, kind: CreditKind, id: string) => ({ pk: creditPk(tenant), sk: `${kind}#${id}` });
/** A kind's notes: the sort key prefix of a Query. */
export const creditKindPrefix = (kind: CreditKind) => `${kind}#`;
export const creditCounterKey = (tenant: string) => ({ pk: listPk(tenant, 'CREDITNO'), sk: 'COUNTER' });

/**
 * Credit notes (docs/decisions.md "Credits"): one partition per tenant, `T#<tenant>#CREDIT`, sk `<kind>#<creditId>`
 * (ULID ids, so a kind's notes are one Query in issue order); the gap-free number counter in `T#<tenant>#CREDITNO`.
 */
export const creditModels: EntityModel[] = [
  {
    module: 'credit',
    entityType: CREDIT,
    description: 'A credit note of an agency or a customer: amount, remaining (minor units), origin booking, applications by payment id.',
    keys: { table: { pk: 'T#<tenant>#CREDIT', sk: '<kind>#<creditId>' } },
    access: [
      "a kind's notes: Query sk begins_with <kind>#",
      'one note: Get',
      'applied: Update remainingMinor >= :m with the booking change',
      'undone: Update with the payment removal',
    ],
  },
  {
    module: 'credit',
    entityType: CREDIT_COUNTER,
    description: "The tenant's last credit note number (gap-free: written with the note, lastNo = :read).",
    keys: { table: { pk: 'T#<tenant>#CREDITNO', sk: 'COUNTER' } },
    access: ['read consistently, Put lastNo = :read with the note'],
  },
];
