import useSWR from 'swr';
import { settingsLookupEndpoints as api, type LookupAirport, type TYPE_NAMES } from '../../../shared/api/settings-lookups';
import { LANGUAGES, SETTINGS_GROUP_CACHE_MS, type Language } from '../../../shared/constants';
import { callEndpoint } from '../api/endpoint-client';

/**
 * The settings lookups of spec 2 section 7 (GET /api/settings/lang, types, airports; countries go through
 * `WORLD_COUNTRY_REF` in refs.ts) as hooks over SWR. They change only with a release or the operator's geo records,
 * so they are kept like the settings groups (3 hours) and never refetched on focus.
 */
const lookupOptions = { dedupingInterval: SETTINGS_GROUP_CACHE_MS, revalidateOnFocus: false, revalidateIfStale: false } as const;

export type TypeName = (typeof TYPE_NAMES)[number];

/**
 * The languages documents, mails and bookings can be written in (GET /api/settings/lang: supportedLanguages), and the
 * one the browser's Accept-Language asks for. Until the answer is there, the languages the build knows.
 */
export function useSupportedLanguages(): { languages: readonly Language[]; preferred?: Language } {
  const { data } = useSWR(['settings.lang'], () => callEndpoint(api.lang), lookupOptions);
  return { languages: data?.supportedLanguages.length ? data.supportedLanguages : LANGUAGES, preferred: data?.lang };
}

/**
 * One enumeration of GET /api/settings/types (product units, payment methods…), or `fallback` until the answer is
 * there or when the user may not read it.
 */
export function useTypeValues<T extends string>(name: TypeName, fallback: readonly T[]): readonly T[] {
  const { data } = useSWR(['settings.types'], () => callEndpoint(api.types, { query: {} }), lookupOptions);
  const values = data?.[name];
  if (!values?.length) return fallback;
  // Only the values the screen knows how to name and send: a newer server's extra value waits for the screen.
  return values.filter((v): v is T => (fallback as readonly string[]).includes(v));
}

/** Airports by search (GET /api/settings/airports: IATA code first, then name and city); nothing before two letters. */
export function useAirportSearch(search: string): { airports: LookupAirport[]; isLoading: boolean } {
  const words = search.trim();
  const { data, isLoading } = useSWR(
    words.length >= 2 ? ['settings.airports', words] : null,
    () => callEndpoint(api.airports, { query: { search: words, size: 20 } }),
    {
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
  return { airports: words.length >= 2 ? (data?.data ?? []) : [], isLoading };
}
