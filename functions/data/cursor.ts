/**
 * The `next` of a paged Query: DynamoDB's LastEvaluatedKey as opaque base64url text, and back. Text that is not a
 * cursor reads as no cursor (the first page), never as an error.
 */
export function cursorOf(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

export function keyOfCursor(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
