import * as z from 'zod';
import { ADDRESS_LINES } from '../common';

export const GENDERS = ['u', 'm', 'f'] as const;

/** Customer of spec 2 section 3. */
export const ZCustomer = z.strictObject({
  masterData: z.strictObject({
    firstName: z.string().max(100).default(''),
    lastName: z.string().min(1).max(100),
    middleName: z.string().max(100).optional(),
    title: z.string().max(50).optional(),
    gender: z.enum(GENDERS).default('u'),
    birthday: z.iso.date().optional(),
    nationality: z.string().length(2).optional(),
  }),
  permanentAge: z.number().int().min(-1).max(130).default(-1),
  contact: z.strictObject({ email: z.email().optional(), phone: z.string().max(50).optional() }).default({}),
  address: z.strictObject({ ...ADDRESS_LINES, country: z.string().length(2).optional() }).default({}),
  passport: z.strictObject({ nationality: z.string().length(2).optional(), number: z.string().max(50).optional() }).default({}),
  customerType: z.string().max(50).default('Direct'),
  groupId: z.string().optional(),
  agencyId: z.string().optional(),
});
export type Customer = z.infer<typeof ZCustomer>;

export function fullName(c: Pick<Customer, 'masterData'>): string {
  const m = c.masterData;
  return [m.title, m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ');
}
