import { isAdmin, isGuest } from './principal-kinds';
import type { AssetRef, Principal } from './principal';

/**
 * The permission model of spec 1 section 6, used by the API's middy chain and the web's route guard alike.
 */

/** Pseudo-scopes. */
export const GUEST = 'guest';
export const USER = 'user';
export const ADMIN = 'admin';
/** The any-authorized marker: any signed-in (non-guest) user passes. */
export const ANY_AUTHORIZED = '*';

type Holder = Pick<Principal, 'userType' | 'userId' | 'scopes'>;

/** Does one held scope grant one required scope? */
export function grants(held: string, required: string): boolean {
  if (held === required) return true;
  // $view. switches are matched exactly, never by prefix.
  if (held.startsWith('$view.') || required.startsWith('$view.')) return false;
  // $cat.X grants the category X and everything inside it ($cat.X.Y).
  if (held.startsWith('$cat.')) return required.startsWith(`${held}.`);
  if (held.endsWith('.*')) {
    const prefix = held.slice(0, -2);
    return required === prefix || required.startsWith(`${prefix}.`);
  }
  // A scope without a dot is a prefix. We match at a segment boundary so that
  // holding "user" does not grant "users.read".
  if (!held.includes('.')) return required.startsWith(`${held}.`);
  return false;
}

/** Does the holder pass one required scope? */
export function passes(holder: Holder, required: string): boolean {
  const guest = isGuest(holder);
  if (required === GUEST) return guest; // guest-only checks: admin does not pass them
  if (guest) return false;
  if (isAdmin(holder)) return true;
  if (required === ANY_AUTHORIZED || required === USER) return true;
  return holder.scopes.some((held) => grants(held, required));
}

/** At least one of the required scopes (a route's or an endpoint's scope list). An empty list is open. */
export function passesAny(holder: Holder, required: readonly string[]): boolean {
  return required.length === 0 || required.some((scope) => passes(holder, scope));
}

/** A combined check: all parts must pass; admin passes all (but guest-only parts). */
export function passesAll(holder: Holder, required: readonly string[]): boolean {
  return required.every((scope) => passes(holder, scope));
}

/** A view switch ($view.X.Off) is on for this holder when it holds it exactly. */
export function viewSwitchedOff(holder: Pick<Principal, 'scopes'>, viewSwitch: string): boolean {
  return holder.scopes.includes(viewSwitch);
}

/**
 * Users are limited to the resorts and vessels in their available-asset list.
 * No list means no restriction; admins are never restricted.
 */
export function canUseAsset(holder: Holder & Pick<Principal, 'assets'>, asset: AssetRef): boolean {
  if (isAdmin(holder)) return true;
  if (isGuest(holder)) return false;
  if (!holder.assets || holder.assets.length === 0) return true;
  return holder.assets.some((a) => a.type === asset.type && a.ref === asset.ref);
}
