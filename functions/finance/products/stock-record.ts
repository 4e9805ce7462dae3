import { productExtraEndpoints as api } from '../../../shared/api/products';
import { action } from '../../lib/http';
import { recordMovement } from './service';

/**
 * POST /api/product/stock/update: records one movement and answers the product with its new quantity and
 * the log item. The rules are planMovement's (shared/domain/product/stock-movement.ts).
 */
export const stockRecordAction = action(api.stockUpdate, async ({ tenant, body, principal }) => recordMovement(tenant, body, principal));
