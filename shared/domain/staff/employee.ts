import * as z from 'zod';
import { ZAssetLink, ZColor, ZRef } from '../common';

export const EMPLOYEE_POSITIONS = ['DiveGuide', 'Instructor', 'Captain', 'Crew', 'Cook', 'Housekeeping', 'Office', 'Manager', 'Other'] as const;

/** Staff who work on trips and at resorts (guides, crew, office): designed, spec 2 names only the resource. */
export const ZEmployee = z.strictObject({
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().min(1).max(100),
  position: z.enum(EMPLOYEE_POSITIONS).default('Other'),
  email: z.email().optional(),
  phone: z.string().max(50).optional(),
  /** The employee's sign-in, when they have one. */
  userId: ZRef.optional(),
  /** Where the employee works; empty means everywhere. */
  assets: z.array(ZAssetLink).max(50).default([]),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .max(20)
    .default([]),
  certifications: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(100), number: z.string().max(50).optional(), validUntil: z.iso.date().optional() }))
    .max(30)
    .default([]),
  /** Colour in schedules and dive plans. */
  color: ZColor.optional(),
  hiredAt: z.iso.date().optional(),
  notes: z.string().max(5000).optional(),
  active: z.boolean().default(true),
});
export type Employee = z.infer<typeof ZEmployee>;
