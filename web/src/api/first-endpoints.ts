import type { resortsResource, vesselsResource } from '../../../shared/api/assets';
import type { authEndpoints, usersSelfEndpoints } from '../../../shared/api/auth';
import type { bookingDashboardEndpoints } from '../../../shared/api/booking-dashboard';
import type { bookingExtrasEndpoints } from '../../../shared/api/booking-extras';
import type { bookingLifecycleEndpoints } from '../../../shared/api/booking-lifecycle';
import type { notificationEndpoints } from '../../../shared/api/notifications';
import type { systemEndpoints } from '../../../shared/api/system';
import type { todoEndpoints } from '../../../shared/api/todos';
import { endpointRoute } from './endpoint-client';

/**
 * The endpoints the app calls before a screen's own module loads (the bootstrap, sign-in and session calls) and those
 * of the staff start page (web/src/pages/home), as routes
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
  updateSelf: endpointRoute<typeof usersSelfEndpoints.updateSelf>({ id: 'users.updateSelf', method: 'POST', path: '/api/users/self' }),
  changeOwnPassword: endpointRoute<typeof usersSelfEndpoints.changeOwnPassword>({
    id: 'users.changeOwnPassword',
    method: 'POST',
    path: '/api/users/self/password',
  }),
  /** The header's notification badge (web/src/components/NotificationBell), once a minute. */
  notificationCount: endpointRoute<typeof notificationEndpoints.count>({ id: 'notifications.count', method: 'GET', path: '/api/events/notifications/count' }),
};

/** The staff start page's calls (web/src/pages/home, pages/operations/use-operations.ts). */
export const startEndpoints = {
  dashboard: endpointRoute<typeof bookingDashboardEndpoints.dashboard>({ id: 'bookings.dashboard', method: 'GET', path: '/api/bookings/dashboard' }),
  openTodos: endpointRoute<typeof todoEndpoints.open>({ id: 'todo.open', method: 'GET', path: '/api/todo/open' }),
  endOfDay: endpointRoute<typeof bookingExtrasEndpoints.endOfDay>({ id: 'booking-extras.endOfDay', method: 'GET', path: '/api/bookings/endofday' }),
  arrivalCount: endpointRoute<typeof bookingExtrasEndpoints.arrivalCount>({
    id: 'booking-extras.arrivalCount',
    method: 'GET',
    path: '/api/bookings/arrivalCount',
  }),
  customersAtDate: endpointRoute<typeof bookingExtrasEndpoints.customersAtDate>({
    id: 'booking-extras.customersAtDate',
    method: 'GET',
    path: '/api/bookings/customersAtDate',
  }),
  /** Confirming an option from its tile; its scopes decide whether the tile offers it. */
  store: endpointRoute<typeof bookingLifecycleEndpoints.store>({
    id: 'bookingactions.store',
    method: 'POST',
    path: '/api/bookings/{id}/store',
    scopes: ['bookings.update', 'agencies.self'],
  }),
  resorts: endpointRoute<typeof resortsResource.endpoints.list>({ id: 'resorts.list', method: 'GET', path: '/api/resorts' }),
  vessels: endpointRoute<typeof vesselsResource.endpoints.list>({ id: 'vessels.list', method: 'GET', path: '/api/vessels' }),
};
