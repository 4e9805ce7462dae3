import { productExtraEndpoints as api } from '../../../shared/api/products';
import { action } from '../../lib/http';
import { stockLogPage } from './service';

/** GET /api/product/stock/log: one page of movements, newest first, of all products or one, in a period. */
export const stockLogAction = action(api.stockLog, async ({ tenant, query }) =>
  stockLogPage(tenant, { productId: query.productId, from: query.from, to: query.to, page: query.page, size: query.size }),
);
