import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../../infra/local/api-server';

/** Static segments win over parameters (API Gateway HTTP API and the local server alike), so no history route is shadowed. */
describe('history routes', () => {
  it.each([
    ['/api/bookings/etag/b1', 'bookings.etag', { id: 'b1' }],
    ['/api/bookings/etag/log', 'bookings.etag', { id: 'log' }],
    ['/api/bookings/b1/log', 'bookings.log', { id: 'b1' }],
    ['/api/bookings/b1/history', 'bookings.history', { id: 'b1' }],
    ['/api/bookings/b1/history/diff', 'bookings.historyDiff', { id: 'b1' }],
    ['/api/bookings/b1/history/3', 'bookings.historyVersion', { id: 'b1', version: '3' }],
    ['/api/bookings/b1', 'bookings.get', { id: 'b1' }],
  ])('GET %s → %s', (path, id, params) => {
    const route = routeRequest('GET', path);
    expect(route?.endpoint?.id).toBe(id);
    expect(route?.params).toEqual(params);
  });
});
