import * as z from 'zod';
import { ZColor, ZDescription, ZName } from '../common';

/** A group of agencies (partners, resellers of a region): designed, spec 1 names only the route. */
export const ZAgencyGroup = z.strictObject({
  name: ZName,
  description: ZDescription.optional(),
  color: ZColor.optional(),
  /** Commission in percent proposed for agencies of the group. */
  commission: z.number().min(0).max(100).optional(),
  active: z.boolean().default(true),
});
export type AgencyGroup = z.infer<typeof ZAgencyGroup>;

/** External systems an agency is linked with: lower case, as in /api/agencies/{agency}/link/{system}. */
export const ZSystemName = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, { message: 'A system name is lower case letters, digits, _ and -' });

/** The agency's identity in another system (an OTA, an accounting tool, a CRM). */
export const ZAgencyLinkInput = z.strictObject({
  externalId: z.string().trim().min(1).max(200),
  url: z.url().max(1000).optional(),
  data: z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean()])).optional(),
});
export const ZAgencyLink = ZAgencyLinkInput.extend({ system: z.string(), linkedAt: z.string() });
export type AgencyLink = z.infer<typeof ZAgencyLink>;
