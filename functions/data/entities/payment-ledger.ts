import type { BookingPayment } from '../../../shared/domain/booking/payment';
import { listPk } from '../keys';
import type { EntityModel } from './entity';

/**
 * The payment ledger (docs/decisions.md, "Payments"; written by functions/data/payments.ts): one item per payment of a
 * booking, so the tenant's payments are ONE Query by day, by source kind or by agency (sparse: bookings with an agency).
 */
export const PAYMENT_LEDGER = 'PAYMENT';
export const paymentPk = (tenant: string) => listPk(tenant, PAYMENT_LEDGER);
export const paymentKindPk = (tenant: string, kind: string) => listPk(tenant, `PAYMENT#${kind}`);
export const paymentAgencyPk = (tenant: string, agency: string) => listPk(tenant, `PAYMENTAGENCY#${agency}`);
export const paymentSk = (p: Pick<BookingPayment, 'date' | 'id'>) => `${p.date}#${p.id}`;
export const paymentLedgerKey = (tenant: string, sk: string) => ({ pk: paymentPk(tenant), sk });

/** The keys of a payment's ledger item: the table key, its source kind's index key, its agency's (if any). */
export function paymentLedgerKeys(tenant: string, p: Pick<BookingPayment, 'date' | 'id' | 'source'>, agency: string | undefined) {
  const sk = paymentSk(p);
  return {
    pk: paymentPk(tenant),
    sk,
    entityType: PAYMENT_LEDGER,
    gsi1pk: paymentKindPk(tenant, p.source.kind),
    gsi1sk: sk,
    ...(agency ? { gsi2pk: paymentAgencyPk(tenant, agency), gsi2sk: sk } : {}),
  };
}

export const paymentLedgerModels: EntityModel[] = [
  {
    module: 'payment-ledger',
    entityType: PAYMENT_LEDGER,
    description:
      "A payment of a booking in the payment ledger (functions/data/payments.ts): the payment (kept on the booking's header, `received`) with its booking's number, state, customer, asset and agency; written with the header in the same transaction.",
    keys: {
      table: { pk: 'T#<tenant>#PAYMENT', sk: '<date>#<paymentId>' },
      gsi1: { pk: 'T#<tenant>#PAYMENT#<source kind>', sk: '<date>#<paymentId>' },
      gsi2: { pk: 'T#<tenant>#PAYMENTAGENCY#<agency>', sk: '<date>#<paymentId>' },
    },
    access: [
      "the tenant's payments between two days (history): ONE Query pk BETWEEN",
      'the payments of one source kind (manual, bankentry, provider, credit, pos): ONE Query collection index',
      "an agency's payments: ONE Query second-order index (sparse: bookings with an agency)",
    ],
  },
];
