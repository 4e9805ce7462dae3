import { guestPrincipal, type Principal } from './principal';

/**
 * Who acts on a booking (docs/decisions/actor.md): a signed-in staff or agency user, a guest (a signed link or the
 * portal), a background job of the system, or a sales channel. The use cases on an area's face take an Actor; the
 * access check is theirs, from the actor: staff by their scopes, a job or a channel by what it is granted here.
 */

/** A signed-in user (staff, agency or customer): the verified principal with its scopes, company and assets. */
export interface Staff {
  kind: 'staff';
  principal: Principal;
}

/** A guest: one booking's signed link, or the guest portal's identity (a customer). */
export interface Guest {
  kind: 'guest';
  tenant: string;
  via: 'link' | 'portal';
  /** The booking the signed link names. */
  booking?: string;
  customerId?: string;
}

/** The background jobs that act on bookings, by name. */
export const SYSTEM_JOBS = [
  'payment-consumer',
  'payment-review',
  'payment-sweep',
  'option-expiry',
  'waiting-list',
  'guestform-reminder',
  'guestform-retention',
  'online-hold',
] as const;
export type SystemJob = (typeof SYSTEM_JOBS)[number];

/** A background job of the system, named. */
export interface System {
  kind: 'system';
  tenant: string;
  job: SystemJob;
}

/** A sales channel sending bookings (online booking, a channel manager), named. */
export interface Channel {
  kind: 'channel';
  tenant: string;
  channel: string;
}

export type Actor = Staff | Guest | System | Channel;

/** The audit name of a job's work: history entries, `updatedBy` and todo edits say `system`, as they always did. */
export const SYSTEM_USER = 'system';

/** What each job may do: only the scopes its work needs (a job that changes bookings: bookings.update). */
const JOB_SCOPES: Record<SystemJob, readonly string[]> = {
  'payment-consumer': ['bookings.read', 'bookings.update'],
  'payment-review': ['bookings.read', 'bookings.update'],
  'payment-sweep': ['bookings.read', 'bookings.update'],
  'option-expiry': ['bookings.read', 'bookings.update'],
  'waiting-list': ['bookings.read', 'bookings.update'],
  'guestform-reminder': ['bookings.read', 'bookings.update'],
  'guestform-retention': ['bookings.read', 'bookings.update'],
  /** A guest's own online hold, after its hold token was checked (extend, checkout, abort; docs/decisions/online-holds.md). */
  'online-hold': ['bookings.read', 'bookings.update'],
};

/** What a channel may do: create and read the bookings it sends (ISSUE-30: online booking and channel sync build on it). */
const CHANNEL_SCOPES: readonly string[] = ['bookings.create', 'bookings.read'];

export const staff = (principal: Principal): Staff => ({ kind: 'staff', principal });
export const system = (tenant: string, job: SystemJob): System => ({ kind: 'system', tenant, job });
export const channel = (tenant: string, name: string): Channel => ({ kind: 'channel', tenant, channel: name });

export function tenantOf(actor: Actor): string {
  return actor.kind === 'staff' ? actor.principal.tenant : actor.tenant;
}

/** Who did it, as history entries and audit fields name it: the user's id, `system`, or `channel:<name>`. */
export function actorName(actor: Actor): string | undefined {
  switch (actor.kind) {
    case 'staff':
      return actor.principal.userId;
    case 'system':
      return SYSTEM_USER;
    case 'channel':
      return `channel:${actor.channel}`;
    case 'guest':
      return actor.customerId;
  }
}

/**
 * The principal the area's internals check access and stamp audit fields with. Staff act as themselves; a job as the
 * `System` user with its job's scopes only; a channel as an `API` user with the channel's; a guest as the default
 * guest (scope `guest`), so no staff operation passes for it.
 */
export function actorPrincipal(actor: Actor): Principal {
  switch (actor.kind) {
    case 'staff':
      return actor.principal;
    case 'system':
      return { tenant: actor.tenant, userId: SYSTEM_USER, userType: 'System', scopes: [...JOB_SCOPES[actor.job]] };
    case 'channel':
      return { tenant: actor.tenant, userId: `channel:${actor.channel}`, userType: 'API', scopes: [...CHANNEL_SCOPES] };
    case 'guest':
      return { ...guestPrincipal(actor.tenant), ...(actor.customerId !== undefined ? { customerId: actor.customerId } : {}) };
  }
}

/** The audit name of a guest's online booking (the booking's `user`, history entries): not a user of the tenant. */
export const ONLINE_USER = 'online';

/**
 * What a guest may do, widened explicitly (issue 25; docs/decisions/online-holds.md): create an online hold and
 * nothing else. `holdOnline` (functions/booking/online/hold/hold.ts) is its only caller; the guest's later calls on its own hold (extend,
 * checkout, abort) check the hold's token and act as the `online-hold` job.
 */
export function guestHoldPrincipal(actor: Guest): Principal {
  return {
    tenant: actor.tenant,
    userId: ONLINE_USER,
    userType: 'API',
    scopes: ['bookings.create'],
    ...(actor.customerId !== undefined ? { customerId: actor.customerId } : {}),
  };
}
