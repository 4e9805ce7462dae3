import { listPk } from '../keys';
import type { EntityModel } from './entity';

/**
 * Point-of-sale sales (docs/decisions.md "Point of sale"; read and written by functions/data/pos.ts): the sales and their
 * gap-free counter share the tenant's POS partition; the list by day is the collection index.
 */
export const POS_SALE = 'POSSALE';
const posSalePk = (tenant: string) => listPk(tenant, POS_SALE);
export const posSaleDayPk = (tenant: string) => listPk(tenant, 'POSSALEDAY');
export const posSaleKey = (tenant: string, id: string) => ({ pk: posSalePk(tenant), sk: `SALE#${id}` });
export const posSaleCounterKey = (tenant: string) => ({ pk: posSalePk(tenant), sk: 'COUNTER' });
/** The day index's sort key: the day, then the number (10 digits), so a day range is one Query in number order. */
export const posSaleDaySk = (day: string, no: number) => `${day}#${String(no).padStart(10, '0')}`;

/** A sale's keys and entityType (the sale's fields follow them in the item). */
export const posSaleKeys = (tenant: string, sale: { id: string; day: string; no: number }) => ({
  ...posSaleKey(tenant, sale.id),
  entityType: POS_SALE,
  gsi1pk: posSaleDayPk(tenant),
  gsi1sk: posSaleDaySk(sale.day, sale.no),
});

export const posSaleModels: EntityModel[] = [
  {
    module: 'pos-sale',
    entityType: POS_SALE,
    description:
      "A point-of-sale sale: number, day, lines, payment, state (done or voided). The id comes from the client's idempotency key (`ps-<key>`), so a double click finds its sale.",
    keys: {
      table: { pk: 'T#<tenant>#POSSALE', sk: 'SALE#<saleId>' },
      gsi1: { pk: 'T#<tenant>#POSSALEDAY', sk: '<day>#<no, 10 digits>' },
    },
    access: [
      'one sale: Get (Put once: attribute_not_exists)',
      'the sales of a day range, newest first (list, stats): ONE Query collection index',
      'voided: Update state = done',
    ],
  },
  {
    module: 'pos-sale',
    entityType: '(none: counter)',
    description: "The tenant's last sale number (gap-free: Update lastNo = :next with the sale, condition lastNo = :read).",
    keys: { table: { pk: 'T#<tenant>#POSSALE', sk: 'COUNTER' } },
    access: ['read consistently, Update with the sale'],
  },
];
