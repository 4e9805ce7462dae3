import { bookingDashboardEndpoints as api, OPTION_WARNING_DAYS, type DashboardAnswer } from '../../../shared/api/booking-dashboard';
import { passes, canUseAsset } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { addDays } from '../../../shared/calendar-date';
import { longestStayOf, readBookingCounts, STAYING_STATES } from '../../data/booking-counts';
import { bookingsEndingFrom, dueBookings } from '../../data/booking-reads';
import { readAction } from '../../lib/http';
import { roomsOfAsset } from '../../inventory/index';
import { occupancyOf, summaryOf, type AssetCapacity, type DashboardRow } from './summary';

/**
 * GET /api/bookings/dashboard (docs/decisions.md, "Start page"; issue 23: bounded reads). ONE Query of the bookings'
 * collection index (gsi1, ordered by check-in) over the range the page shows: check-in from the tenant's longest stay
 * before today (from the counts item, longestStayOf: a tenant of week-long stays reads a week back, not
 * MAX_STAY_NIGHTS) to the last day of the occupancy, filtered on the server to the states the page shows and to those
 * ending today or later; beside the counts two Queries of the sparse start-page index (gsi3 BOOKINGDUE: options by
 * option date, the offered waiting bookings). Projected to the fields the page needs. Then, for the occupancy, the
 * rooms of each asset seen (cached per asset: one Get).
 */

const FIELDS = [
  'id',
  'bookingNo',
  '#state',
  'checkIn',
  'checkOut',
  'resort',
  'vessel',
  'customerName',
  'noOfPax',
  'optionDate',
  'offeredAt',
  'agency',
  'rooms',
];

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Units a booking holds per night: the beds of a trip (its persons when no bed is named), the rooms of a stay. */
function unitsOf(type: 'resort' | 'vessel', item: Record<string, unknown>): number {
  const rooms = Array.isArray(item.rooms) ? (item.rooms as Array<{ beds?: unknown[] }>) : [];
  if (type === 'resort') return rooms.length;
  const beds = rooms.reduce((n, r) => n + (Array.isArray(r.beds) ? r.beds.length : 0), 0);
  return beds || (num(item.noOfPax) ?? 0);
}

function toRow(item: Record<string, unknown>): (DashboardRow & { agency?: string }) | undefined {
  const type = item.vessel ? 'vessel' : 'resort';
  const asset = str(item.vessel) ?? str(item.resort);
  const checkIn = str(item.checkIn);
  const checkOut = str(item.checkOut);
  if (!asset || !checkIn || !checkOut) return undefined;
  const row: DashboardRow & { agency?: string } = {
    id: String(item.id),
    state: item.state as DashboardRow['state'],
    checkIn,
    checkOut,
    type,
    asset,
    units: unitsOf(type, item),
  };
  for (const key of ['customerName', 'optionDate', 'offeredAt', 'agency'] as const) if (str(item[key])) row[key] = str(item[key]);
  for (const key of ['bookingNo', 'noOfPax'] as const) if (num(item[key]) !== undefined) row[key] = num(item[key]);
  return row;
}

/** What the viewer may see: agency users their agency's bookings, asset-limited users their assets'. */
function visibleTo(principal: Principal): (b: DashboardRow & { agency?: string }) => boolean {
  const staff = passes(principal, 'bookings.read');
  return (b) => (staff || (Boolean(principal.agencyId) && b.agency === principal.agencyId)) && canUseAsset(principal, { type: b.type, ref: b.asset });
}

/**
 * The bookings the page shows (issue 23: only those, whatever the tenant's other bookings): those in the house on a
 * day of today..today+days-1 or arriving tomorrow (check-in from the longest stay before today up to the last day,
 * ending today or later), and the expiring options and offered waiting bookings wherever their stay lies.
 */
export async function bookingsFrom(tenant: string, today: string, days: number): Promise<DashboardRow[]> {
  const [counts, due] = await Promise.all([
    readBookingCounts(tenant),
    dueBookings(tenant, { today, optionsUntil: addDays(today, OPTION_WARNING_DAYS), fields: FIELDS }),
  ]);
  const longest = longestStayOf(counts);
  const to = addDays(today, Math.max(days, 2) - 1);
  const inRange = await bookingsEndingFrom(tenant, { from: addDays(today, -longest), to, today, states: STAYING_STATES, fields: FIELDS });
  const byId = new Map([...inRange, ...due].map((i) => [String(i.id), i]));
  return [...byId.values()].flatMap((i) => toRow(i) ?? []);
}

/** Rooms of a resort, beds of a vessel (hidden rooms left out), from the asset's cached rooms. */
async function capacityOf(tenant: string, asset: string, type: 'resort' | 'vessel'): Promise<AssetCapacity> {
  const rooms = (await roomsOfAsset(tenant, asset)).filter((r) => !r.hide && r.type === (type === 'resort' ? 'Room' : 'Cabin'));
  const units = type === 'resort' ? rooms.length : rooms.reduce((n, r) => n + (r.availableBeds ?? 0), 0);
  return { type, units };
}

export const dashboardAction = readAction(api.dashboard, async ({ tenant, principal, query }) => {
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  const rows = (await bookingsFrom(tenant, today, query.days)).filter(visibleTo(principal));
  const answer: DashboardAnswer = summaryOf(rows, today, query.days);
  if (!passes(principal, 'bookings.read')) return answer;
  const assets = new Map(rows.map((r) => [r.asset, r.type]));
  const capacities = await Promise.all([...assets].map(async ([asset, type]) => [asset, await capacityOf(tenant, asset, type)] as const));
  answer.occupancy = occupancyOf(rows, today, query.days, new Map(capacities));
  return answer;
});
