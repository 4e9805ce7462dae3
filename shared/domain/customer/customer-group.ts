import * as z from 'zod';
import { ZColor, ZDescription, ZName } from '../common';

/** A group of customers (regulars, a dive club, staff families): designed, spec 2 only names the route. */
export const ZCustomerGroup = z.strictObject({
  name: ZName,
  description: ZDescription.optional(),
  color: ZColor.optional(),
  /** Discount in percent the members get on products and at the point of sale. */
  discount: z.number().min(0).max(100).default(0),
  /** The customer type new members get (Direct, OnSite, ...). */
  defaultCustomerType: z.string().max(50).optional(),
  active: z.boolean().default(true),
});
export type CustomerGroup = z.infer<typeof ZCustomerGroup>;
