import * as z from 'zod';
import { ZCountryCode, ZName } from '../common';

/** A tax rate (spec 2 price definitions carry tax status, value, name, inclusive). */
export const ZTax = z.strictObject({
  name: ZName,
  /** Percent. */
  rate: z.number().min(0).max(100),
  /** Prices are gross (tax included) when true. */
  inclusive: z.boolean().default(true),
  code: z.string().trim().max(20).optional(),
  countryCode: ZCountryCode.optional(),
  isDefault: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type Tax = z.infer<typeof ZTax>;
