import * as z from 'zod';
import { ZDescription, ZKey, ZLocalizedText, ZName } from '../common';

export const CUSTOMER_FIELD_TYPES = ['Text', 'LongText', 'Date', 'Number', 'Select', 'Boolean', 'Country', 'Email', 'Phone', 'File'] as const;
export const CUSTOMER_DATA_AREAS = ['customer', 'guestform', 'booking', 'club'] as const;
export const MAX_FIELDS_PER_GROUP = 40;

/**
 * One customer data field: `key` is a customer field path (`passport.number`) or a meta key
 * (`diving.certificationLevel`, stored with the customer's meta). A field belongs to one group at a time.
 */
export const ZCustomerDataField = z.strictObject({
  key: ZKey,
  label: ZLocalizedText.default({}),
  type: z.enum(CUSTOMER_FIELD_TYPES).default('Text'),
  required: z.boolean().default(false),
  /** The choices of a Select field. */
  options: z.array(z.string().max(200)).max(100).optional(),
});
export type CustomerDataField = z.infer<typeof ZCustomerDataField>;

/**
 * A customer data group: a named set of customer data fields shown together in forms (passport, diving
 * certification, emergency contact, medical). Designed; spec 2 names only the route and the move call.
 */
export const ZCustomerDataGroup = z.strictObject({
  name: ZName,
  label: ZLocalizedText.default({}),
  description: ZDescription.optional(),
  /** Order of the groups in a form, smallest first. */
  sort: z.number().int().min(0).max(10_000).default(0),
  /** Where the group's fields are shown. */
  showIn: z.array(z.enum(CUSTOMER_DATA_AREAS)).max(CUSTOMER_DATA_AREAS.length).default(['customer']),
  fields: z
    .array(ZCustomerDataField)
    .max(MAX_FIELDS_PER_GROUP)
    .default([])
    .refine((fields) => new Set(fields.map((f) => f.key.toLowerCase())).size === fields.length, { message: 'A field appears twice in the group' }),
  active: z.boolean().default(true),
});
export type CustomerDataGroup = z.infer<typeof ZCustomerDataGroup>;
