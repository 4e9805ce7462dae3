import type { z } from 'zod';
import { readerOf } from '../../data/readers';

/** The history's reads of the booking partition live in functions/data/booking-history.ts; the names of its users here. */

const usersRead = readerOf<z.ZodType<{ name?: string }>>('USER');

/** The names of the users that made versions (one Get each, in parallel); an unreadable one keeps its id. */
export async function userNames(tenant: string, ids: readonly (string | undefined)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  const names = await Promise.all(
    unique.map((id) =>
      usersRead.get(tenant, id).then(
        (u) => (u as { name?: string } | null)?.name,
        () => undefined,
      ),
    ),
  );
  return new Map(unique.flatMap((id, i) => (names[i] ? [[id, names[i] as string] as const] : [])));
}
