import * as z from 'zod';
import { ZRef } from '../common';

/**
 * A filled form's answers and what they mean (issue 24): which fields a guest is asked given the answers so far (the
 * conditions), which are required, whether each answer fits its field, which flags the answers raise (physician
 * sign-off) and whether the form is complete. Pure: the guest page checks as the guest types, the server checks
 * again on save and submit with the same code.
 */

export const ZUploadRef = z.strictObject({ upload: ZRef });
export const ZSignatureAnswer = z.strictObject({
  /** The signer's name as typed beside the signature. */
  name: z.string().trim().min(1).max(200),
  mode: z.enum(['typed', 'drawn']),
  /** A drawn signature: SVG path data of the strokes. */
  drawing: z.string().max(60_000).optional(),
  /** A guest under 18 on arrival: the guardian who signs. */
  guardian: z.strictObject({ name: z.string().trim().min(1).max(200), relation: z.string().trim().min(1).max(100) }).optional(),
});
export type SignatureAnswer = z.infer<typeof ZSignatureAnswer>;
export const ZCertificationAnswer = z.strictObject({
  agency: z.string().trim().min(1).max(100),
  level: z.string().trim().min(1).max(200),
  number: z.string().trim().max(100).optional(),
  date: z.iso.date().optional(),
  card: ZUploadRef.optional(),
});
export type CertificationAnswer = z.infer<typeof ZCertificationAnswer>;

export const ZAnswerValue = z.union([
  z.string().max(20_000),
  z.number(),
  z.array(z.string().max(200)).max(100),
  ZUploadRef,
  ZSignatureAnswer,
  ZCertificationAnswer,
]);
export type AnswerValue = z.infer<typeof ZAnswerValue>;
export const ZAnswers = z.record(z.string().max(60), ZAnswerValue);
export type Answers = z.infer<typeof ZAnswers>;

// The evaluation lives without zod (./form-evaluation) for the guest page's first load.
export * from './form-evaluation';
