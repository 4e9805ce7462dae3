import type * as z from 'zod';
import { productExtraEndpoints, productsResource, type ZCounterProductInput } from '../../../shared/api/products';
import type { Principal } from '../../../shared/auth/principal';
import { products } from '../../data/products';
import { resourceWriter } from '../../lib/resource-engine';
import { action } from '../../lib/http';
import { prepareProduct } from './service';

/**
 * POST /api/pos/product: a product the clerk creates at the counter (a drink not yet in the list). The products
 * context's own writer checks it (tax, category, price against its currency) and writes the opening stock movement of
 * a tracked product in the same transaction, exactly as POST /api/product does.
 */
const writer = resourceWriter(productsResource, products, { idPrefix: 'p', prepare: prepareProduct });

export async function counterProduct(principal: Principal, input: z.output<typeof ZCounterProductInput>) {
  const { stock, ...rest } = input;
  const body = {
    ...rest,
    priceRule: 'PerBooking' as const,
    ...(stock === undefined ? {} : { stock: { tracked: true, quantity: stock, minQuantity: 0 } }),
  };
  return writer.create(principal.tenant, body, { principal });
}

export const counterProductAction = action(productExtraEndpoints.counterCreate, async ({ principal, body }) => counterProduct(principal, body));
