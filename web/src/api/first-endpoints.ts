import type { authEndpoints, usersSelfEndpoints } from '../../../shared/api/auth';
import type { systemEndpoints } from '../../../shared/api/system';
import { endpointRoute } from './endpoint-client';

/**
 * The endpoints the app calls before a screen's own module loads (the bootstrap, sign-in and session calls), as routes
 * without their zod schemas: the shared endpoint modules hold the schemas, and importing one would put zod (26 KB
 * gzipped) into every first load (docs/decisions/web.md "First load"). first-endpoints.test.ts holds each to the
 * contract's endpoint of the same id.
 */
export const firstEndpoints = {
  version: endpointRoute<typeof systemEndpoints.version>({ id: 'system.version', method: 'GET', path: '/version' }),
  bootstrap: endpointRoute<typeof systemEndpoints.bootstrap>({ id: 'system.bootstrap', method: 'GET', path: '/api/bootstrap' }),
  login: endpointRoute<typeof authEndpoints.login>({ id: 'auth.login', method: 'POST', path: '/api/auth/token' }),
  refresh: endpointRoute<typeof authEndpoints.refresh>({ id: 'auth.refresh', method: 'PUT', path: '/api/auth/token' }),
  logout: endpointRoute<typeof authEndpoints.logout>({ id: 'auth.logout', method: 'DELETE', path: '/api/auth/token' }),
  check: endpointRoute<typeof authEndpoints.check>({ id: 'auth.check', method: 'HEAD', path: '/api/auth/token' }),
  resetPassword: endpointRoute<typeof authEndpoints.resetPassword>({ id: 'auth.resetPassword', method: 'POST', path: '/api/auth/password/reset' }),
  requestReset: endpointRoute<typeof authEndpoints.requestReset>({ id: 'auth.requestReset', method: 'PUT', path: '/api/auth/password/reset' }),
  register: endpointRoute<typeof authEndpoints.register>({ id: 'auth.register', method: 'POST', path: '/api/auth/register' }),
  self: endpointRoute<typeof usersSelfEndpoints.self>({ id: 'users.self', method: 'GET', path: '/api/users/self' }),
  verify: endpointRoute<typeof usersSelfEndpoints.verify>({ id: 'users.verify', method: 'POST', path: '/api/users/{id}/verify' }),
  resendVerification: endpointRoute<typeof usersSelfEndpoints.resendVerification>({ id: 'users.resendVerification', method: 'PUT', path: '/api/users/verify' }),
};
