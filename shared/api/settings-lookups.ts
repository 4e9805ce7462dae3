import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZCountryState } from '../domain/settings/geo';
import { LANGUAGES } from '../domain/settings/language';

/**
 * The settings lookups of spec 2 section 7 (ISSUE-29; docs/decisions.md "Bank entries, counter products and lookups"):
 * read-only lists the forms pick from. Answered by the Lambda `geo`, which holds the reference data: the shipped
 * lists (all ISO 3166-1 countries, a compact set of major airports) merged with the operator's own records of
 * /api/country and /api/airport (a record replaces the shipped one of its code, an inactive one hides it).
 */
const ZLang = z.enum(LANGUAGES);
const tags = ['settings'];
const everyone = ['user'] as const;

export const ZLookupCountry = z.object({
  code: z.string(),
  /** In the language asked for (lang, else Accept-Language). */
  name: z.string(),
  /** The translations (spec 2 section 3). */
  names: z.object({ de: z.string(), en: z.string() }),
  callingCodes: z.array(z.string()),
  states: z.array(ZCountryState),
});
export type LookupCountry = z.infer<typeof ZLookupCountry>;

export const ZLookupAirport = z.object({ iata: z.string(), name: z.string(), city: z.string(), countryCode: z.string() });
export type LookupAirport = z.infer<typeof ZLookupAirport>;

/** The enumerations the screens translate and offer (booking states, line types, genders…), by name. */
export const TYPE_NAMES = [
  'bookingStates',
  'bookingTypes',
  'lineTypes',
  'lineCustomerTypes',
  'genders',
  'agencyTypes',
  'paymentMethods',
  'posMethods',
  'productUnits',
  'productPriceRules',
  'goodTypes',
  'discountTypes',
  'roomKinds',
  'housekeepingStates',
  'bankEntrySources',
  'languages',
] as const;

export const settingsLookupEndpoints = {
  lang: endpoint({
    id: 'settings.lang',
    method: 'GET',
    path: '/api/settings/lang',
    resource: 'geo',
    scopes: [],
    public: true,
    tenantless: true,
    tags,
    summary: 'The language to use by the Accept-Language header (its weights): de or en, de when neither is asked for',
    input: {},
    output: z.object({ lang: ZLang, supportedLanguages: z.array(ZLang) }),
  }),
  types: endpoint({
    id: 'settings.types',
    method: 'GET',
    path: '/api/settings/types',
    resource: 'geo',
    scopes: everyone,
    tags,
    summary: `The enumerations the screens need, by name: ${TYPE_NAMES.join(', ')}`,
    input: { query: z.strictObject({}) },
    output: z.object(Object.fromEntries(TYPE_NAMES.map((n) => [n, z.array(z.string())])) as Record<(typeof TYPE_NAMES)[number], z.ZodArray<z.ZodString>>),
  }),
  countries: endpoint({
    id: 'settings.countries',
    method: 'GET',
    path: '/api/settings/countries',
    resource: 'geo',
    scopes: everyone,
    tags,
    summary:
      "Every country (ISO 3166-1) with its calling codes, states (name, state_code) and names in de and en, sorted by name in lang (else Accept-Language); the operator's /api/country records replace the shipped ones of their code",
    input: { query: z.strictObject({ lang: ZLang.optional(), search: z.string().trim().max(100).optional() }) },
    output: z.object({ data: z.array(ZLookupCountry) }),
  }),
  airports: endpoint({
    id: 'settings.airports',
    method: 'GET',
    path: '/api/settings/airports',
    resource: 'geo',
    scopes: everyone,
    tags,
    summary:
      "Major airports (a compact set, plus the operator's /api/airport records) by search (IATA code first, then name and city) and country; size at most 500",
    input: {
      query: z.strictObject({
        search: z.string().trim().max(100).optional(),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
        size: z.coerce.number().int().min(1).max(500).default(50),
      }),
    },
    output: z.object({ data: z.array(ZLookupAirport) }),
  }),
};
