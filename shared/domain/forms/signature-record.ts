import * as z from 'zod';
import { LANGUAGES } from '../../constants';

/**
 * What a submitted signature leaves (issue 24, docs/decisions/forms.md): stored with the filled form, and answered to
 * the staff with whether it still verifies (shared/api/guest-forms.ts ZSignatureCheck).
 */
export const ZSignatureRecord = z.object({
  /** The Signature field signed. */
  field: z.string(),
  signer: z.string(),
  guardian: z.object({ name: z.string(), relation: z.string() }).optional(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  lang: z.enum(LANGUAGES),
  /** SHA-256 (hex) of the rendered text signed (guest-form.ts renderSignedText). */
  sha256: z.string(),
});
export type SignatureRecord = z.infer<typeof ZSignatureRecord>;
