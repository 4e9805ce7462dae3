import type { z } from 'zod';
import type { ZAgency } from '../../shared/domain/agency/agency';
import type { ZCustomer } from '../../shared/domain/customer/customer';
import type { ZResort, ZVessel } from '../../shared/domain/inventory/asset';
import type { ZRoom } from '../../shared/domain/inventory/room';
import type { ZRoomType } from '../../shared/domain/inventory/room-type';
import type { ZSchedule } from '../../shared/domain/inventory/schedule';
import type { ZTour } from '../../shared/domain/inventory/tour';
import type { ZPriceDefinition, ZPriceVariant } from '../../shared/domain/pricing/price-definition';
import type { ZSpecial, ZSpecialGroup } from '../../shared/domain/pricing/special';
import type { ZSupplement } from '../../shared/domain/pricing/supplement';
import type { ZCommission, ZTermsOfPayment } from '../../shared/domain/pricing/terms';
import type { ZProduct } from '../../shared/domain/product/product';
import type { ZCurrency } from '../../shared/domain/settings/currency';
import type { ZTodoRule } from '../../shared/domain/booking/todos';
import { list } from './repository/list';
import { getEntity, getOrThrow, range } from './repository/reads';

/** Master-data entities of several types in one BatchGetItem per 100 (issue 23), keyed `<TYPE>#<id>`. */
export { getMany } from './repository/reads';
import type { Entity, EntityConfig, Page, Slot } from './repository/types';

/**
 * Read-only access to master data by entity type, for Lambdas that only read it (the pricing Lambda:
 * docs/decisions.md, "Lambda bundles"). The same reads as the repositories' (get, getOrThrow, list), without the
 * resource definitions, schemas and write paths a repository brings into a bundle. The types must be the
 * resources' entity types (`readers.test.ts` compares them).
 */
export interface Reader<S extends z.ZodType> {
  readonly type: string;
  get(tenant: string, id: string): Promise<Entity<S> | null>;
  getOrThrow(tenant: string, id: string): Promise<Entity<S>>;
  list(tenant: string, opts: { limit: number; cursor?: string; descending?: boolean; search?: string }): Promise<Page<Entity<S>>>;
  /** The repository's `range`: entities whose sort value in an indexed order lies between `from` and `to`. */
  range(tenant: string, opts: { slot: Slot; from: string; to: string; limit: number }): Promise<Entity<S>[]>;
}

export function readerOf<S extends z.ZodType>(type: string): Reader<S> {
  // Reads use the type (keys) and `counted` (a list's total) only.
  const config = { type, counted: true } as EntityConfig<S>;
  return {
    type,
    get: (tenant, id) => getEntity(config, tenant, id),
    getOrThrow: (tenant, id) => getOrThrow(config, tenant, id),
    list: (tenant, opts) => list(config, tenant, opts),
    range: (tenant, opts) => range(config, tenant, opts),
  };
}

export const read = {
  priceDefinitions: readerOf<typeof ZPriceDefinition>('PRICE'),
  priceVariants: readerOf<typeof ZPriceVariant>('PRICEVARIANT'),
  supplements: readerOf<typeof ZSupplement>('SUPPLEMENT'),
  termsOfPayment: readerOf<typeof ZTermsOfPayment>('TERMS'),
  commissions: readerOf<typeof ZCommission>('COMMISSION'),
  specials: readerOf<typeof ZSpecial>('SPECIAL'),
  specialGroups: readerOf<typeof ZSpecialGroup>('SPECIALGROUP'),
  agencies: readerOf<typeof ZAgency>('AGENCY'),
  customers: readerOf<typeof ZCustomer>('CUSTOMER'),
  resorts: readerOf<typeof ZResort>('RESORT'),
  vessels: readerOf<typeof ZVessel>('VESSEL'),
  rooms: readerOf<typeof ZRoom>('ROOM'),
  roomTypes: readerOf<typeof ZRoomType>('ROOMTYPE'),
  tours: readerOf<typeof ZTour>('TOUR'),
  schedules: readerOf<typeof ZSchedule>('SCHEDULE'),
  currencies: readerOf<typeof ZCurrency>('CURRENCY'),
  products: readerOf<typeof ZProduct>('PRODUCT'),
  todoRules: readerOf<typeof ZTodoRule>('TODORULE'),
} as const;
