import { guestPrincipal } from '../../../shared/auth/principal';
import { passesAny } from '../../../shared/auth/permissions';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../../shared/errors';
import { readSession, recentSession, type ActiveSession } from '../../data/sessions';
import { tenantForHost } from '../../data/tenants';
import { holdWritesUntil } from '../../aws/read-guard';
import { config } from '../../config';
import { headerOf } from '../headers';
import { principalFromClaims, verifyToken } from '../tokens';
import type { HttpEvent, HttpMiddleware, RequestState } from './action';

const header = (event: HttpEvent, name: string) => headerOf(event.headers, name);

/**
 * The tenant of a public booking call (endpoints marked `widgetTenant`): functions/lib/http/booking-tenant.ts, set by
 * the Lambdas that answer such calls (`answerBookingCalls`), so no other Lambda bundles the widget lookup.
 */
let widgetTenantOf: ((event: HttpEvent) => Promise<string>) | undefined;
export function useWidgetTenant(resolve: (event: HttpEvent) => Promise<string>): void {
  widgetTenantOf = resolve;
}

function bookingCallTenant(event: HttpEvent): Promise<string> {
  if (!widgetTenantOf) throw new Error('A widgetTenant endpoint in a Lambda that did not call answerBookingCalls()');
  return widgetTenantOf(event);
}

/**
 * Verifies the bearer token (jose, no I/O) and builds the principal from its claims; no token means the tenant's
 * guest. Whether the token's session still lives is confirmed by `confirmSession`, after the input was checked.
 */
export const authenticate = (): HttpMiddleware => ({
  before: async (request) => {
    const state = request.context.app;
    const auth = header(request.event, 'authorization');
    const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (bearer) {
      const claims = await verifyToken(bearer);
      state.principal = principalFromClaims(claims);
      state.tenant = claims.tenant;
      state.token = { value: bearer, jti: claims.jti, expiresAt: claims.exp };
      state.log = state.log.child({ tenant: claims.tenant, userId: claims.sub });
      return;
    }
    if (state.endpoint?.tenantless) return; // the answer is the same for every operator
    // A booking call's tenant is its widget's or its host's, never a guess (functions/lib/http/booking-tenant.ts).
    state.tenant = state.endpoint?.widgetTenant ? await bookingCallTenant(request.event) : await publicTenant(request.event);
    state.principal = guestPrincipal(state.tenant);
  },
});

/**
 * A token is honoured only while its session lives (sign-out, revocation); the session's scopes are the current ones.
 * When `early(state)` holds (a read action the token's scopes pass), a session this container confirmed within the
 * last TRUST_MS is taken without a read (functions/data/recently-confirmed.ts; docs/decisions/identity.md), else the
 * check is left running in `state.session` for the handler to await before it answers (handler.ts). A `besideSession`
 * write runs beside the read too, its writes held until the session is confirmed. Everything else (every other
 * write) reads the session first.
 */
export const confirmSession = (early: (state: RequestState) => boolean, beside: (state: RequestState) => boolean = () => false): HttpMiddleware => ({
  before: async (request) => {
    const state = request.context.app;
    if (!state.token) return;
    if (early(state)) {
      const recent = recentSession(state.tenant, state.token.jti);
      if (recent) return withScopes(state, recent);
    }
    const check = checkSession(state, state.token.jti);
    // A write action run beside the check (`besideSession`): its writes wait for the session (the handler narrows it
    // to the session's scopes being the ones it ran with).
    if (beside(state)) holdWritesUntil(check);
    else if (!early(state)) return check;
    check.catch(() => undefined);
    state.session = check;
  },
});

async function checkSession(state: RequestState, jti: string): Promise<void> {
  const session = await readSession(state.tenant, jti);
  if (!session) throw new UnauthorizedError('The session has ended; sign in again');
  withScopes(state, session);
}

/** The token's scopes are as issued; a role edit updates the session's, and those count. */
function withScopes(state: RequestState, session: ActiveSession): void {
  if (session.scopes) state.principal = { ...state.principal, scopes: session.scopes };
}

const hostCache = new Map<string, { tenant: string; until: number }>();

/** A public call's tenant comes from the host name its guests use; locally it falls back to the demo tenant. */
async function publicTenant(event: HttpEvent): Promise<string> {
  const host = (header(event, 'x-forwarded-host') ?? header(event, 'host') ?? '').split(':')[0]?.toLowerCase() ?? '';
  const cached = hostCache.get(host);
  if (cached && cached.until > Date.now()) return cached.tenant;
  const tenant = (host ? await tenantForHost(host) : null) ?? config('DEFAULT_TENANT');
  if (!tenant) throw new NotFoundError(`No operator is configured for host ${host}`, 'TENANT_NOT_FOUND');
  hostCache.set(host, { tenant, until: Date.now() + 60_000 });
  return tenant;
}

/** The endpoint's scopes (spec 1 section 6); missing ones answer 401 for guests, 403 otherwise. */
export const authorize = (): HttpMiddleware => ({ before: (request) => authorized(request.context.app) });

export function authorized(state: RequestState): void {
  const { endpoint, principal } = state;
  // The scopes this decision was made with: a session confirmed later with other scopes decides again (handler.ts).
  state.authorizedWith = principal.scopes.join();
  if (!endpoint || endpoint.public) return;
  if (passesAny(principal, endpoint.scopes)) return;
  if (principal.userType === 'guest') throw new UnauthorizedError();
  throw new ForbiddenError();
}
