import { createHash } from 'node:crypto';
import { canUseAsset, passes } from '../../../shared/auth/permissions';
import { isAdmin } from '../../../shared/auth/principal';
import { ADMIN_ONLY_KINDS, type NotificationFact } from '../../../shared/domain/notifications/notification';
import type { User } from '../../../shared/domain/staff/user';
import type { NotificationItem } from '../../data/entities/notification';
import { addNotification, getNotifyStates } from '../../data/notifications';
import { users } from '../../data/users';

/**
 * The fan-out (docs/decisions/notifications.md "Storage"): a fact becomes one item in the feed of each user who gets
 * it: staff of the tenant (not agency or club users) allowed to read events (`events.read`, or admin), allowed to see
 * the fact's asset, who did not switch its kind off and were users when it happened; admin-only kinds to admins. At
 * most MAX_RECIPIENTS users.
 */

/** The bound of the fan-out: the users read per fact and the items written per fact. */
export const MAX_RECIPIENTS = 100;
/** Users read to find the recipients (pages of 100): a tenant with more users reaches only those read. */
const MAX_USERS_READ = 500;
/** The feed keeps an item this long (DynamoDB TTL). */
export const FEED_DAYS = 90;
const WRITERS = 8;

/** The item's id: its time (sortable, base 36) and a hash of the fact's id, so the same fact is the same item. */
export function feedItemId(fact: Pick<NotificationFact, 'id' | 'at'>): string {
  const ms = Date.parse(fact.at);
  const time = (Number.isFinite(ms) ? ms : 0).toString(36).padStart(9, '0');
  return `${time}${createHash('sha256').update(fact.id).digest('hex').slice(0, 16)}`;
}

export function feedItem(fact: NotificationFact): NotificationItem {
  const ms = Date.parse(fact.at);
  return {
    id: feedItemId(fact),
    fact: fact.id,
    kind: fact.kind,
    at: fact.at,
    params: fact.params,
    ...(fact.target ? { target: fact.target } : {}),
    ...(fact.asset ? { asset: fact.asset } : {}),
    ...(Number.isFinite(ms) ? { expiresAt: Math.floor(ms / 1000) + FEED_DAYS * 86_400 } : {}),
  };
}

type StaffUser = User & { id: string; createdAt: string };

/**
 * May this user get this fact at all (their kinds aside)? Not a fact from before they were a user (a stream replayed
 * after a deploy, a projection catching up with older records would otherwise fill a new colleague's feed).
 */
export function mayGet(user: StaffUser, fact: NotificationFact): boolean {
  if (!user.active || user.isClubMember || user.agencyId || user.customerId) return false;
  if (fact.at < user.createdAt) return false;
  if (['guest', 'customer', 'Customer', 'agency', 'Agency', 'Inactive'].includes(user.userType)) return false;
  const holder = { userId: user.id, userType: user.userType, scopes: user.scopes, assets: user.assets };
  if (!passes(holder, 'events.read')) return false;
  if (ADMIN_ONLY_KINDS.includes(fact.kind) && !isAdmin(holder)) return false;
  return !fact.asset || canUseAsset(holder, fact.asset);
}

async function staffOf(tenant: string): Promise<StaffUser[]> {
  const out: StaffUser[] = [];
  let cursor: string | undefined;
  do {
    const page = await users.list(tenant, { limit: 100, ...(cursor ? { cursor } : {}) });
    out.push(...page.data);
    cursor = page.cursor;
  } while (cursor && out.length < MAX_USERS_READ);
  return out;
}

/** The users who get the fact: the allowed ones (ONE list read) whose states (ONE BatchGet) do not switch it off. */
export async function recipientsOf(tenant: string, fact: NotificationFact): Promise<string[]> {
  const allowed = (await staffOf(tenant)).filter((u) => mayGet(u, fact)).map((u) => u.id);
  const states = await getNotifyStates(tenant, allowed);
  return allowed.filter((id) => !states.get(id)?.off.includes(fact.kind)).slice(0, MAX_RECIPIENTS);
}

/**
 * Tells the users a fact: one item per recipient, each put once (a fact told twice adds nothing). Answers how many
 * items were new. A failure throws after the writes that succeeded; told again, the fact adds only the missing ones.
 */
export async function notify(tenant: string, fact: NotificationFact, now = Date.now()): Promise<number> {
  // Older than the feed keeps: nobody's news any more (its item would expire at once).
  if (Date.parse(fact.at) < now - FEED_DAYS * 86_400_000) return 0;
  const recipients = await recipientsOf(tenant, fact);
  const item = feedItem(fact);
  let added = 0;
  for (let i = 0; i < recipients.length; i += WRITERS) {
    const results = await Promise.all(recipients.slice(i, i + WRITERS).map((user) => addNotification(tenant, user, item)));
    added += results.filter(Boolean).length;
  }
  return added;
}
