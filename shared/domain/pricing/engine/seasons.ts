import { daysBetween } from '../../inventory/stay';
import type { PriceDefinition, PriceEntry, AgeBand } from '../price-definition';
import type { PricingData, PricingRequest } from '../types';

export type Definition = PriceDefinition & { id: string };

/**
 * Choosing the season (docs/pricing.md, "Seasons"): among the active definitions of the type for the asset whose
 * valid range covers the date and, when they have periods, one of whose periods covers it (and, for trips, whose
 * schedules name the departure or are empty; with countries, whose list names the guest's country), prefer one
 * whose periods name the date, then the shorter valid range, then the name, then the id.
 */
export function chooseDefinition(
  definitions: Definition[],
  request: PricingRequest,
  date: string,
  type: PriceDefinition['type'] = request.kind === 'stay' ? 'room' : 'trip',
): Definition | undefined {
  const country = countryOf(request);
  let best: Definition | undefined;
  let bestKey: [number, number, string, string] | undefined;
  for (const d of definitions) {
    if (d.status !== 'active' || d.validRange.from > date || d.validRange.to < date) continue;
    if (d.type !== type || (type === 'room' ? d.resort !== request.resort : d.vessel !== request.vessel)) continue;
    if (type !== 'room' && d.schedules.length > 0 && !(request.schedule && d.schedules.includes(request.schedule))) continue;
    const inPeriod = d.periods.some((p) => p.from <= date && date <= p.to);
    if (d.periods.length > 0 && !inPeriod) continue;
    if (d.countries.length > 0 && !(country && d.countries.includes(country))) continue;
    const key: [number, number, string, string] = [inPeriod ? 0 : 1, daysBetween(d.validRange.from, d.validRange.to), d.name, d.id];
    if (!bestKey || compareKeys(key, bestKey) < 0) [best, bestKey] = [d, key];
  }
  return best;
}

function compareKeys(a: [number, number, string, string], b: [number, number, string, string]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** The country a definition's `countries` are checked against: the first person's address, else passport country. */
export function countryOf(request: PricingRequest): string | undefined {
  const first = request.persons[0];
  return first?.addressCountry ?? first?.passportCountry;
}

export interface EntryQuery {
  room: string;
  roomType: string;
  variant?: string;
  noOfPax: number;
  ageBand: AgeBand;
  nights: number;
}

/**
 * The entry for a room: the entries naming the room when any does, else those of its room type (naming no room);
 * the room's variant (none: entries without a variant); the occupancy; the age band; minNights at most the stay's
 * nights, the highest such minNights winning (a long-stay price beats the ordinary one).
 */
export function findEntry(d: Definition, q: EntryQuery): PriceEntry | undefined {
  const forRoom = d.entries.some((e) => e.room === q.room);
  let best: PriceEntry | undefined;
  for (const e of d.entries) {
    if (forRoom ? e.room !== q.room : e.room !== undefined || e.roomType !== q.roomType) continue;
    if ((e.variant ?? undefined) !== (q.variant ?? undefined)) continue;
    if (e.ageBand !== q.ageBand || e.minNights > q.nights) continue;
    // A child entry holds from its occupancy up (the season editor's child column is noOfPax 1: any room); the
    // exact occupancy first, else the nearest smaller one. Adult entries hold for their occupancy only.
    if (e.noOfPax !== q.noOfPax && (q.ageBand !== 'child' || e.noOfPax > q.noOfPax)) continue;
    if (!best || e.noOfPax > best.noOfPax || (e.noOfPax === best.noOfPax && e.minNights > best.minNights)) best = e;
  }
  return best;
}

/**
 * The charter entry (the whole vessel): entries naming no room or room type, the variant asked for (none: without
 * a variant), minNights at most the trip's nights, and the smallest occupancy (`noOfPax`, "up to N guests") that
 * holds the party; of several, the highest minNights.
 */
export function findCharterEntry(d: Definition, q: { variant?: string; guests: number; nights: number }): PriceEntry | undefined {
  let best: PriceEntry | undefined;
  for (const e of d.entries) {
    if (e.room !== undefined || e.roomType !== undefined || (e.variant ?? undefined) !== (q.variant ?? undefined)) continue;
    if (e.ageBand !== 'adult' || e.noOfPax < q.guests || e.minNights > q.nights) continue;
    if (!best || e.noOfPax < best.noOfPax || (e.noOfPax === best.noOfPax && e.minNights > best.minNights)) best = e;
  }
  return best;
}

/**
 * Rooms without a variant on a season whose entries all name one would find no entry (no room line): they take the
 * season's first variant (its `variants` list in order; the model marks none as default), else the first entry's.
 */
export function withDefaultVariant(request: PricingRequest, data: PricingData): PricingRequest {
  if (request.rooms.every((r) => r.variant)) return request;
  const season = chooseDefinition(data.definitions, request, request.from, request.kind === 'stay' ? 'room' : 'trip');
  if (!season || season.entries.length === 0 || season.entries.some((e) => !e.variant)) return request;
  const variant = season.variants[0] ?? season.entries[0]?.variant;
  return variant ? { ...request, rooms: request.rooms.map((r) => (r.variant ? r : { ...r, variant })) } : request;
}
