import * as z from 'zod';
import { ZCountryCode, ZCurrencyCode, ZLocalizedText, ZName, ZRef } from '../common';

const ZTimezone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, { message: 'An IANA time zone such as Asia/Manila' });
const ZLatitude = z.number().min(-90).max(90);
const ZLongitude = z.number().min(-180).max(180);

/** A travel destination (Raja Ampat, Red Sea North): designed, spec 2 names only the resource. */
export const ZDestination = z.strictObject({
  name: ZName,
  countryCode: ZCountryCode.optional(),
  region: z.string().max(100).optional(),
  description: ZLocalizedText.default({}),
  timezone: ZTimezone.optional(),
  active: z.boolean().default(true),
});
export type Destination = z.infer<typeof ZDestination>;

/** A port where trips embark and disembark; `code` is the UN/LOCODE when there is one. */
export const ZPort = z.strictObject({
  name: ZName,
  code: z
    .string()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, { message: 'A UN/LOCODE is five characters: PHMNL' })
    .optional(),
  countryCode: ZCountryCode.optional(),
  destinationId: ZRef.optional(),
  latitude: ZLatitude.optional(),
  longitude: ZLongitude.optional(),
  active: z.boolean().default(true),
});
export type Port = z.infer<typeof ZPort>;

/** An airport guests arrive at (transfers, flight details of guest forms). */
export const ZAirport = z.strictObject({
  name: ZName,
  iata: z.string().regex(/^[A-Z]{3}$/, { message: 'An IATA airport code is three capital letters' }),
  icao: z
    .string()
    .regex(/^[A-Z]{4}$/, { message: 'An ICAO airport code is four capital letters' })
    .optional(),
  city: z.string().max(100).optional(),
  countryCode: ZCountryCode.optional(),
  timezone: ZTimezone.optional(),
  active: z.boolean().default(true),
});
export type Airport = z.infer<typeof ZAirport>;

/** An airline (flight numbers start with its IATA code, spec 2 section 5). */
export const ZAirline = z.strictObject({
  name: ZName,
  iata: z.string().regex(/^[A-Z0-9]{2}$/, { message: 'An IATA airline code is two letters or digits' }),
  icao: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'An ICAO airline code is three capital letters' })
    .optional(),
  countryCode: ZCountryCode.optional(),
  website: z.url().max(300).optional(),
  active: z.boolean().default(true),
});
export type Airline = z.infer<typeof ZAirline>;

/** A state of a country (spec 2 section 3: name and state_code). */
export const ZCountryState = z.strictObject({ name: z.string().trim().min(1).max(100), state_code: z.string().regex(/^[A-Z0-9]{1,3}$/) });

/**
 * A country of spec 2 section 3: name, code, callingCodes, states, translations (`names`). The code is
 * unique among active countries.
 */
export const ZCountry = z.strictObject({
  code: ZCountryCode,
  name: ZName,
  names: ZLocalizedText.default({}),
  callingCodes: z
    .array(z.string().regex(/^\+\d{1,4}(-\d{1,4})?$/, { message: 'A calling code looks like +49 or +1-868' }))
    .max(10)
    .default([]),
  states: z
    .array(ZCountryState)
    .max(100)
    .default([])
    .refine((s) => new Set(s.map((x) => x.state_code)).size === s.length, { message: 'A state code appears twice' }),
  currency: ZCurrencyCode.optional(),
  active: z.boolean().default(true),
});
export type Country = z.infer<typeof ZCountry>;
