import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../../infra/local/api-server';

/** The credits Lambda shares /api/agencies and /api/customers with their Lambdas: each path goes to its own. */
describe('credit routes', () => {
  it.each([
    ['GET', '/api/agencies/credits', 'agencies.credits', {}],
    ['GET', '/api/agencies/credits/notes', 'agencyCredits.list', {}],
    ['GET', '/api/agencies/credits/C1', 'agencyCredits.get', { id: 'C1' }],
    ['POST', '/api/agencies/credits', 'agencyCredits.create', {}],
    ['POST', '/api/agencies/credits/booking/b1', 'agencyCredits.fromBooking', { bookingId: 'b1' }],
    ['POST', '/api/agencies/credits/C1/apply', 'agencyCredits.apply', { id: 'C1' }],
    ['DELETE', '/api/agencies/credits/C1/apply/P1', 'agencyCredits.undo', { id: 'C1', paymentId: 'P1' }],
    ['POST', '/api/agencies/credits/C1/void', 'agencyCredits.void', { id: 'C1' }],
    ['GET', '/api/customers/credits', 'customerCredits.list', {}],
    ['GET', '/api/customers/credits/C1', 'customerCredits.get', { id: 'C1' }],
    ['POST', '/api/customers/credits/C1/apply', 'customerCredits.apply', { id: 'C1' }],
    ['GET', '/api/customers/c1', 'customers.get', { id: 'c1' }],
    ['GET', '/api/agencies/a1', 'agencies.get', { id: 'a1' }],
  ])('%s %s → %s', (method, path, id, params) => {
    const route = routeRequest(method, path);
    expect(route?.endpoint?.id).toBe(id);
    expect(route?.params).toEqual(params);
  });
});
