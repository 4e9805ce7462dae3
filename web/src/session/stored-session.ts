import type { PublicUser } from '../../../shared/api/auth';
import { USER_TYPES } from '../../../shared/auth/principal-kinds';
import { DEFAULT_DASHBOARD_DAYS } from '../../../shared/constants';

/** What the session keeps in localStorage (auth-store.ts). */
export interface StoredSession {
  token: string;
  user: PublicUser;
  version: string | null;
  tokenExpiresAt: number;
  expiresIn: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const optional = (v: unknown, type: 'string' | 'boolean') => v === undefined || typeof v === type;

/** The stored user: the login answer's user (shared/domain/staff/user.ts ZUser) with ZUser's defaults for what is missing. */
function storedUser(v: unknown): PublicUser | null {
  if (!isRecord(v)) return null;
  const { id, version, name, email, userType, scopes = [], roleIds = [], assets = [], settings = {} } = v;
  if (typeof id !== 'string' || typeof name !== 'string' || name === '' || typeof email !== 'string') return null;
  if (typeof version !== 'number' || !Number.isInteger(version)) return null;
  if (!(USER_TYPES as readonly unknown[]).includes(userType)) return null;
  if (!isStringList(scopes) || !isStringList(roleIds) || !Array.isArray(assets) || !isRecord(settings)) return null;
  if (!optional(v.phone, 'string') || !optional(v.agencyId, 'string') || !optional(v.customerId, 'string')) return null;
  const flags = ['notifications', 'isClubMember', 'verified', 'active'] as const;
  if (!flags.every((f) => optional(v[f], 'boolean'))) return null;
  // Stored before the user carried permissions.scope: the same scopes, so nobody is signed out for it.
  const permissions = isRecord(v.permissions) && isStringList(v.permissions.scope) ? { scope: v.permissions.scope } : { scope: scopes };
  return {
    ...(v as Partial<PublicUser>),
    id,
    version,
    name,
    email,
    userType: userType as PublicUser['userType'],
    scopes,
    roleIds,
    assets: assets as PublicUser['assets'],
    settings: { showCustomersInBookingList: true, showInvertedCurrencyExchange: false, defaultDashboardDays: DEFAULT_DASHBOARD_DAYS, ...settings },
    notifications: v.notifications !== false,
    isClubMember: v.isClubMember === true,
    verified: v.verified === true,
    active: v.active !== false,
    permissions,
  };
}

/**
 * The stored session, or null when what is stored is not one. A plain check rather than the shared zod schemas, so the
 * app starts without loading zod (docs/decisions/web.md "First load"); stored-session.test.ts holds it to them.
 */
export function storedSession(raw: unknown): StoredSession | null {
  if (!isRecord(raw)) return null;
  const { token, version, tokenExpiresAt, expiresIn } = raw;
  if (typeof token !== 'string' || typeof tokenExpiresAt !== 'number') return null;
  if (version !== null && typeof version !== 'string') return null;
  if (expiresIn !== null && typeof expiresIn !== 'number') return null;
  const user = storedUser(raw.user);
  return user ? { token, user, version, tokenExpiresAt, expiresIn } : null;
}
