import * as z from 'zod';

/** Agency types of spec 2 section 3. */
export const AGENCY_TYPES = ['travel', 'resell', 'employee'] as const;

/** A travel agency or reseller that books for its customers. Fields beyond the type are our design (docs/resources.md). */
export const ZAgency = z.strictObject({
  name: z.string().trim().min(1).max(200),
  agencyType: z.enum(AGENCY_TYPES).default('travel'),
  groupId: z.string().max(100).optional(),
  contact: z
    .strictObject({
      person: z.string().max(200).optional(),
      email: z.email().optional(),
      phone: z.string().max(50).optional(),
      website: z.string().max(300).optional(),
    })
    .default({}),
  address: z
    .strictObject({
      street: z.string().max(200).optional(),
      zip: z.string().max(20).optional(),
      city: z.string().max(100).optional(),
      country: z.string().length(2).optional(),
    })
    .default({}),
  /** Commission in percent of the commissionable price. */
  commission: z.number().min(0).max(100).default(0),
  currency: z.string().length(3).default('EUR'),
  vatId: z.string().max(50).optional(),
  notes: z.string().max(5000).optional(),
  active: z.boolean().default(true),
});
export type Agency = z.infer<typeof ZAgency>;
