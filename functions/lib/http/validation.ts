import type * as z from 'zod';
import { ValidationError } from '../../../shared/errors';

/** A zod error's issues as the error shape's `fields`, each path prefixed with where it was found. */
export function zodFields(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** Validates params, query or body against the endpoint's schema; no schema means no input. */
export function parseInput(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(`The request ${where} is not valid`, zodFields(result.error, where));
  return result.data;
}
