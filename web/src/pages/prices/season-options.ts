import type { MessageKey, Translate } from '../../../../shared/i18n/core';

/**
 * The season editor's choices that come from the server (GET /api/price/types, /api/price/calculationTypes):
 * the served values in their order, the schema's values until they arrive (or when the call fails or answers
 * none), each with its label in the reader's language, else the value itself.
 */
export function serverChoices(
  served: readonly string[] | undefined,
  fallback: readonly string[],
  names: Readonly<Record<string, MessageKey>>,
  t: Translate,
): Array<{ value: string; title: string }> {
  const values = served && served.length > 0 ? [...new Set(served)] : fallback;
  return values.map((value) => ({ value, title: names[value] ? t(names[value]!) : value }));
}
