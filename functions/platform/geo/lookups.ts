import { MAX_PAGE_SIZE } from '../../../shared/api/list-query';
import { settingsLookupEndpoints as api, TYPE_NAMES, type LookupAirport, type LookupCountry } from '../../../shared/api/settings-lookups';
import { AGENCY_TYPES } from '../../../shared/domain/agency/agency';
import { GENDERS } from '../../../shared/domain/customer/customer';
import { BOOKING_STATES } from '../../../shared/domain/booking/states';
import { PAYMENT_METHODS } from '../../../shared/domain/booking/payment';
import { HOUSEKEEPING_STATES, ROOM_KINDS } from '../../../shared/domain/inventory/room';
import { POS_METHODS } from '../../../shared/domain/pos/pos';
import { GOOD_TYPES, PRODUCT_PRICE_RULES, PRODUCT_UNITS } from '../../../shared/domain/product/product';
import { LINE_TYPES, SPECIAL_DISCOUNT_TYPES } from '../../../shared/domain/pricing/special';
import { LINE_CUSTOMER_TYPES } from '../../../shared/domain/pricing/types';
import { BANK_ENTRY_SOURCES } from '../../../shared/api/bank-entries';
import { LANGUAGES, languageOf, type Language } from '../../../shared/domain/settings/language';
import { airports, countries } from '../../data/geo';
import { headerOf } from '../../lib/headers';
import { action } from '../../lib/http';
import { AIRPORT_ROWS } from '../settings/lookups/airports-data';
import { COUNTRY_ROWS } from '../settings/lookups/countries-data';

/**
 * The settings lookups (docs/decisions.md "Bank entries, counter products and lookups"): the shipped reference lists
 * merged with the operator's own /api/country and /api/airport records. The shipped lists are parsed once per
 * Lambda instance, on the first call that needs them.
 */
const all = { slot: 1 as const, descending: false, offset: 0, limit: MAX_PAGE_SIZE };

const TYPES: Record<(typeof TYPE_NAMES)[number], readonly string[]> = {
  bookingStates: BOOKING_STATES,
  bookingTypes: ['resort', 'trip'],
  lineTypes: LINE_TYPES,
  lineCustomerTypes: LINE_CUSTOMER_TYPES,
  genders: GENDERS,
  agencyTypes: AGENCY_TYPES,
  paymentMethods: PAYMENT_METHODS,
  posMethods: POS_METHODS,
  productUnits: PRODUCT_UNITS,
  productPriceRules: PRODUCT_PRICE_RULES,
  goodTypes: GOOD_TYPES,
  discountTypes: SPECIAL_DISCOUNT_TYPES,
  roomKinds: ROOM_KINDS,
  housekeepingStates: HOUSEKEEPING_STATES,
  bankEntrySources: BANK_ENTRY_SOURCES,
  languages: LANGUAGES,
};

let shippedCountries: Map<string, Omit<LookupCountry, 'name'>> | undefined;
function shipped(): Map<string, Omit<LookupCountry, 'name'>> {
  shippedCountries ??= new Map(
    COUNTRY_ROWS.map(([code, en, de, callingCodes, states]) => [
      code,
      { code, names: { de, en }, callingCodes, states: (states ?? []).map(([name, state_code]) => ({ name, state_code })) },
    ]),
  );
  return shippedCountries;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every country, the operator's records replacing the shipped ones of their code (an inactive record hides it). */
export async function countryList(tenant: string, lang: Language, search?: string): Promise<LookupCountry[]> {
  const merged = new Map(shipped());
  for (const c of (await countries.page(tenant, all)).data) {
    if (!c.active) {
      merged.delete(c.code);
      continue;
    }
    const names = { de: c.names.de ?? c.name, en: c.names.en ?? c.name };
    merged.set(c.code, { code: c.code, names, callingCodes: c.callingCodes, states: c.states });
  }
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return [...merged.values()]
    .map((c) => ({ ...c, name: c.names[lang] }))
    .filter((c) => words.every((w) => fold(`${c.code} ${c.names.de} ${c.names.en} ${c.callingCodes.join(' ')}`).includes(w)))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** Airports by search: an exact IATA code first, then those whose code, name or city start with or contain the words. */
export async function airportList(tenant: string, q: { search?: string; country?: string; size: number }): Promise<LookupAirport[]> {
  const merged = new Map<string, LookupAirport>(AIRPORT_ROWS.map(([iata, name, city, countryCode]) => [iata, { iata, name, city, countryCode }]));
  for (const a of (await airports.page(tenant, all)).data) {
    if (!a.active) merged.delete(a.iata);
    else merged.set(a.iata, { iata: a.iata, name: a.name, city: a.city ?? '', countryCode: a.countryCode ?? '' });
  }
  const text = fold(q.search ?? '');
  const words = text.split(/\s+/).filter(Boolean);
  const rank = (a: LookupAirport) => (a.iata.toLowerCase() === text ? 0 : fold(a.city).startsWith(text) || fold(a.name).startsWith(text) ? 1 : 2);
  return [...merged.values()]
    .filter((a) => (!q.country || a.countryCode === q.country) && words.every((w) => fold(`${a.iata} ${a.name} ${a.city} ${a.countryCode}`).includes(w)))
    .sort((a, b) => rank(a) - rank(b) || a.city.localeCompare(b.city) || a.iata.localeCompare(b.iata))
    .slice(0, q.size);
}

export const lookupActions = [
  action(api.lang, async ({ event }) => ({ lang: languageOf(headerOf(event.headers, 'accept-language')), supportedLanguages: [...LANGUAGES] })),
  action(api.types, async () => Object.fromEntries(TYPE_NAMES.map((n) => [n, [...TYPES[n]]])) as Record<(typeof TYPE_NAMES)[number], string[]>),
  action(api.countries, async ({ tenant, query, event }) => ({
    data: await countryList(tenant, query.lang ?? languageOf(headerOf(event.headers, 'accept-language')), query.search),
  })),
  action(api.airports, async ({ tenant, query }) => ({ data: await airportList(tenant, query) })),
];
