import { resourceHandler } from '../../lib/http';
import { categoryActions } from './categories';
import { constantsAction } from './constants';
import { counterProductAction } from './counter-product';
import { productActions } from './products';
import { stockLogAction } from './stock-log';
import { stockRecordAction } from './stock-record';

/**
 * Products and product categories: one file per operation, the I/O orchestration in service.ts, the rules
 * in shared/domain/product/.
 */
export const handler = resourceHandler('products', [
  ...productActions,
  ...categoryActions,
  constantsAction,
  stockRecordAction,
  stockLogAction,
  counterProductAction,
]);
