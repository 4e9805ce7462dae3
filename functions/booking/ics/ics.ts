import ical from 'ical-generator';
import * as z from 'zod';
import { tourExtraEndpoints } from '../../../shared/api/tours';
import { ForbiddenError } from '../../../shared/errors';
import { vessels } from '../../data/assets';
import { ports } from '../../data/geo';
import { action } from '../../lib/http';
import { publicOrigin } from '../../lib/public-url';
import { eq } from '../../lib/references';
import { limitedTo } from '../../lib/asset-limit';
import { roundedExpiry, signLink, verifyLink } from '../../lib/signed-links';
import { addDays, mayUse, schedulesWhere, withAvailability } from '../../inventory/index';

/**
 * The iCalendar feed of the active schedules (docs/decisions.md, "Inventory master data"). A calendar app
 * subscribes without a bearer token, so the feed's address carries a signed token (tenant, vessel, expiry) made
 * by tours/ics/link for a signed-in user; a changed or expired token answers 403 LINK_INVALID.
 */

/** A subscription lives a year; the link asked for again later gets a new expiry. */
const ICS_LINK_SECONDS = 365 * 86_400;
const ZTokenBody = z.object({ t: z.string().min(1), v: z.string().optional(), e: z.number().int() });
const grantId = (vessel: string | undefined) => `tours-ics:${vessel ?? '*'}`;

export async function icsToken(tenant: string, vessel: string | undefined, expires: number): Promise<string> {
  const signed = new URLSearchParams(await signLink({ method: 'GET', tenant, id: grantId(vessel), expires }));
  const body = Buffer.from(JSON.stringify({ t: tenant, ...(vessel ? { v: vessel } : {}), e: expires })).toString('base64url');
  return `${body}.${signed.get('signature')}`;
}

async function readToken(token: string): Promise<{ tenant: string; vessel?: string }> {
  const [body = '', signature = ''] = token.split('.');
  let parsed: z.infer<typeof ZTokenBody>;
  try {
    parsed = ZTokenBody.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    throw new ForbiddenError('LINK_INVALID');
  }
  if (!(await verifyLink({ method: 'GET', tenant: parsed.t, id: grantId(parsed.v), expires: parsed.e }, signature))) throw new ForbiddenError('LINK_INVALID');
  return { tenant: parsed.t, vessel: parsed.v };
}

/** The app's origin for the subscription address; without PUBLIC_URL (local runs) the address is relative. */
async function originOf(tenant: string): Promise<string> {
  try {
    return await publicOrigin(tenant);
  } catch {
    return '';
  }
}

export const icsActions = [
  action(tourExtraEndpoints.icsLink, async ({ tenant, query, principal }) => {
    // A user limited to some assets subscribes to one of their vessels, never to the whole fleet.
    if (limitedTo(principal) && (!query.vessel || !mayUse(principal, { vessel: query.vessel }))) throw new ForbiddenError();
    const token = await icsToken(tenant, query.vessel, roundedExpiry(ICS_LINK_SECONDS));
    return { url: `${await originOf(tenant)}/api/tours/ics?${new URLSearchParams({ token }).toString()}` };
  }),

  action(tourExtraEndpoints.ics, async ({ query }) => {
    const { tenant, vessel } = await readToken(query.token);
    const found = await withAvailability(tenant, await schedulesWhere(tenant, [eq('status', 'active'), ...(vessel ? [eq('vessel', vessel)] : [])]));
    const portIds = [...new Set(found.flatMap((s) => [s.embarkPort, s.disembarkPort]))];
    const portNames = new Map((await Promise.all(portIds.map(async (id) => [id, (await ports.get(tenant, id))?.name ?? id] as const))).map((p) => p));
    const fleet = vessel ? ((await vessels.get(tenant, vessel))?.name ?? vessel) : undefined;
    const calendar = ical({ name: fleet ? `Schedules ${fleet}` : 'Schedules', prodId: { company: 'Tidewise', product: 'schedules', language: 'EN' } });
    for (const s of found) {
      const embark = portNames.get(s.embarkPort) ?? s.embarkPort;
      const disembark = portNames.get(s.disembarkPort) ?? s.disembarkPort;
      calendar.createEvent({
        id: `${s.id}@tidewise`,
        allDay: true,
        start: new Date(`${s.from}T00:00:00Z`),
        // All-day DTEND is exclusive: the disembarkation day is part of the trip.
        end: new Date(`${addDays(s.to, 1)}T00:00:00Z`),
        summary: `${s.tourName} – ${s.vesselName}`,
        location: embark,
        description: `${embark} → ${disembark}\n${s.nights} nights\nFree beds: ${s.freeBeds} of ${s.totalBeds}`,
        stamp: new Date(s.updatedAt),
      });
    }
    return calendar.toString();
  }),
];
