import { ValidationError } from '../../shared/errors';

/**
 * How deep a request body may nest arrays and objects. The deepest schema of the contract nests about six
 * levels (a special's rules); free JSON (customer meta values, mail preview data) gets room to spare, and
 * DynamoDB itself stores at most 32 levels.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of `[` and `{` in JSON text, counted outside strings in one loop (no recursion, so
 * 200,000 opening brackets cost a scan, not the stack). Stops counting once `limit` is passed.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Parses a JSON request body: 400 INVALID_JSON when malformed, 400 JSON_TOO_DEEP when nested deeper than the limit. */
export function parseJsonBody(raw: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(raw, maxDepth) > maxDepth) {
    throw new ValidationError(
      `The request body nests arrays and objects deeper than ${maxDepth} levels`,
      [{ path: 'body', message: `deeper than ${maxDepth} levels` }],
      'JSON_TOO_DEEP',
    );
  }
  try {
    return JSON.parse(raw);
  } catch (err) {
    throw new ValidationError(`The request body is not valid JSON: ${(err as Error).message}`, [], 'INVALID_JSON');
  }
}
