import * as z from 'zod';
import { ZKey, ZLocalizedText } from '../common';

/** A text of the operator's own in every language (mail snippets, labels, online booking); the key is unique. */
export const ZTranslation = z.strictObject({
  key: ZKey,
  values: ZLocalizedText,
  /** Where the text is used, for filtering: app, booking, mail, online. */
  group: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9_-]+$/)
    .default('app'),
  description: z.string().max(1000).optional(),
});
export type Translation = z.infer<typeof ZTranslation>;
