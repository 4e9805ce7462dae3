import type { HistoryDiff, HistoryEntry } from '../../../shared/api/booking-history';
import type { Principal } from '../../../shared/auth/principal';
import type { Language } from '../../../shared/constants';
import { fullName } from '../../../shared/domain/customer/customer';
import { diffBookings, type DiffNames } from '../../../shared/domain/booking/history-diff';
import { NotFoundError } from '../../../shared/errors';
import { requireAccess } from '../bookings/access';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { readEtagHead, readVersions } from '../../data/booking-history';
import { userNames } from './data';

/**
 * The history of a booking as its callers see it (docs/decisions.md, "Booking history"): access as GET /api/bookings/{id}
 * (agency users their agency's, asset-limited users their assets'), versions with who and what, differences in words.
 */

/** The versions of a booking the caller may read, oldest first (404 unknown, 403 without access). */
export async function versionsOf(principal: Principal, id: string): Promise<BookingItem[]> {
  const found = await readVersions(principal.tenant, id);
  if (!found) throw new NotFoundError(`booking ${id} does not exist`);
  await requireAccess(principal, found.header, 'bookings.read');
  return found.versions;
}

async function entries(tenant: string, versions: readonly BookingItem[]): Promise<HistoryEntry[]> {
  const names = await userNames(tenant, versions.map(byOf));
  return versions.map((v) => {
    const by = byOf(v);
    const byName = by ? names.get(by) : undefined;
    return {
      version: v.version,
      at: v.updatedAt,
      action: v.lastAction ?? (v.version === 1 ? 'create' : 'change'),
      state: v.state,
      ...(by ? { by } : {}),
      ...(byName ? { byName } : {}),
    };
  });
}

/** Who made a version: the last changer, for the first version the creator. */
const byOf = (v: BookingItem) => v.updatedBy ?? v.user;

/** Newest first. */
export async function historyOf(principal: Principal, id: string): Promise<HistoryEntry[]> {
  return (await entries(principal.tenant, await versionsOf(principal, id))).reverse();
}

export async function versionOf(principal: Principal, id: string, version: number): Promise<BookingItem> {
  const found = (await versionsOf(principal, id)).find((v) => v.version === version);
  if (!found) throw new NotFoundError(`booking ${id} has no version ${version}`);
  return found;
}

/** The names the words use (rooms, persons, agencies of every version compared), each read once. */
async function diffNames(tenant: string, versions: readonly BookingItem[]): Promise<DiffNames> {
  const ids = (pick: (v: BookingItem) => (string | undefined)[]) => [...new Set(versions.flatMap(pick).filter((x): x is string => Boolean(x)))];
  const load = async <T>(list: string[], get: (id: string) => Promise<T | null>, name: (x: T) => string) =>
    new Map(
      (await Promise.all(list.map(async (id) => [id, await get(id).catch(() => null)] as const))).flatMap(([id, x]) => (x ? [[id, name(x)] as const] : [])),
    );
  const [rooms, customers, agencies] = await Promise.all([
    load(
      ids((v) => v.rooms.map((r) => r.room)),
      (id) => read.rooms.get(tenant, id),
      (r) => r.name,
    ),
    load(
      ids((v) => [v.customer, ...v.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))]),
      (id) => read.customers.get(tenant, id),
      fullName,
    ),
    load(
      ids((v) => [v.agency]),
      (id) => read.agencies.get(tenant, id),
      (a) => a.name,
    ),
  ]);
  // Who recorded the payments (the history says amount, method and who).
  const users = await userNames(
    tenant,
    ids((v) => (v.received ?? []).map((p) => p.createdBy)),
  );
  return { room: (id) => rooms.get(id), customer: (id) => customers.get(id), agency: (id) => agencies.get(id), user: (id) => users.get(id) };
}

/** Each version against the one before (newest first), or `to` against `from`. */
export async function diffOf(principal: Principal, id: string, lang: Language, range?: { from: number; to: number }): Promise<HistoryDiff[]> {
  const versions = await versionsOf(principal, id);
  const at = (n: number) => {
    const v = versions.find((x) => x.version === n);
    if (!v) throw new NotFoundError(`booking ${id} has no version ${n}`);
    return v;
  };
  const pairs: Array<[BookingItem | undefined, BookingItem]> = range ? [[at(range.from), at(range.to)]] : versions.map((v, i) => [versions[i - 1], v]);
  const compared = pairs.flatMap(([a, b]) => (a ? [a, b] : [b]));
  const [names, list] = await Promise.all([
    diffNames(principal.tenant, compared),
    entries(
      principal.tenant,
      pairs.map(([, b]) => b),
    ),
  ]);
  return pairs
    .map(([before, after], i) => ({
      ...(list[i] as HistoryEntry),
      ...(before ? { from: before.version } : {}),
      changes: diffBookings(before, after, lang, names),
    }))
    .reverse();
}

/** The whole history as text, oldest first: `v2 · 2027-05-10 14:00 · Anna (checkin): Checked in`. */
export async function logOf(principal: Principal, id: string, lang: Language): Promise<string> {
  const diffs = (await diffOf(principal, id, lang)).reverse();
  const line = (d: HistoryDiff) =>
    `v${d.version} · ${d.at.slice(0, 16).replace('T', ' ')} · ${d.byName ?? d.by ?? '–'} (${d.action})${d.changes.length ? `: ${d.changes.map((c) => c.text).join('; ')}` : ''}`;
  return `${diffs.map(line).join('\n')}\n`;
}

/** The current version as an ETag (one Get with a projection; access as the booking's). */
export async function etagOf(principal: Principal, id: string) {
  const head = await readEtagHead(principal.tenant, id);
  if (!head) throw new NotFoundError(`booking ${id} does not exist`);
  await requireAccess(principal, head as BookingItem, 'bookings.read');
  return {
    id: head.id,
    version: head.version,
    etag: `"${head.version}"`,
    updatedAt: head.updatedAt,
    ...(head.updatedBy ? { updatedBy: head.updatedBy } : {}),
    ...(head.lastAction ? { lastAction: head.lastAction } : {}),
  };
}
