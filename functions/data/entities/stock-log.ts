import { ZStockMovement } from '../../../shared/domain/product/product';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const STOCK_LOG = 'STOCKLOG';
/** The tenant's stock movements: pk `T#<tenant>#STOCKLOG`, sk time-ordered. */
export const stockLogPk = (tenant: string) => listPk(tenant, STOCK_LOG);
/** One product's movements in the collection index: gsi1pk `T#<tenant>#STOCKLOG#<productId>`, same sort key. */
export const productStockLogPk = (tenant: string, productId: string) => `${listPk(tenant, STOCK_LOG)}#${productId}`;
export const stockLogKeys = (tenant: string, productId: string, sk: string) => ({
  pk: stockLogPk(tenant),
  sk,
  gsi1pk: productStockLogPk(tenant, productId),
  gsi1sk: sk,
});

/** The item of a movement is the domain's StockMovement (shared/domain/product/product.ts) and the tenant. */
export const stockLogItem = itemCodec(STOCK_LOG, ZStockMovement, ['tenant']);

export const stockLogModels: EntityModel[] = [
  {
    module: 'stock-log',
    entityType: STOCK_LOG,
    description: 'A stock movement of a product (the product keeps the current stock).',
    keys: { table: { pk: 'T#<tenant>#STOCKLOG', sk: '<at>#<movementId>' }, gsi1: { pk: 'T#<tenant>#STOCKLOG#<productId>', sk: '<at>#<movementId>' } },
    access: ["the tenant's log between two times: Query sk BETWEEN, newest first", "one product's log: Query collection index"],
  },
];
