import * as z from 'zod';
import { LANGUAGES } from '../constants';

/** Building blocks of the master-data schemas; every object is strict, so unknown fields are refused. */

/** ISO 3166-1 alpha-2, upper case: DE, PH. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, { message: 'A country code is two capital letters (ISO 3166-1)' });
/** ISO 4217, upper case: EUR, USD. */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'A currency code is three capital letters (ISO 4217)' });
/** #rrggbb, for calendar and list colours. */
export const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'A colour is #rrggbb' });
/** Another entity's id. */
export const ZRef = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Invalid id' });
export const ZName = z.string().trim().min(1).max(200);
export const ZDescription = z.string().max(5000);

/** A text in each supported language (de, en); a missing language falls back to the other. */
export const ZLocalizedText = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().max(20_000).optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
);
export type LocalizedText = z.infer<typeof ZLocalizedText>;

/** An inclusive range of ISO dates; `to` may not be before `from`. */
export const ZDateRange = z
  .strictObject({ from: z.iso.date(), to: z.iso.date() })
  .refine((r) => r.from <= r.to, { message: 'The range ends before it starts', path: ['to'] });

/** A key other entries refer to (translation keys, setting keys, form fields): letters, digits, _ . - */
export const ZKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, { message: 'Use letters, digits, _ . and - only' });

/** Settings-like values: text, numbers and switches. */
export const ZPlainValue = z.union([z.string().max(2000), z.number(), z.boolean()]);

/** A resort or vessel reference (the user's asset list of spec 1). */
export const ZAssetLink = z.strictObject({ type: z.enum(['resort', 'vessel']), ref: ZRef });

/** The lines of a postal address (customers, the company profile); each owner adds its own country rule. */
export const ADDRESS_LINES = {
  street: z.string().max(200).optional(),
  zip: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
};
