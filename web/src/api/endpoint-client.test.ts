import { describe, expect, it } from 'vitest';
import { usersSelfEndpoints } from '../../../shared/api/auth';
import { systemEndpoints } from '../../../shared/api/system';
import { endpointUrl } from './endpoint-client';

describe('endpointUrl', () => {
  it('fills in and encodes path parameters', () => {
    expect(endpointUrl(usersSelfEndpoints.verify, { id: 'u 1/2' })).toBe('/api/users/u%201%2F2/verify');
  });

  it('appends the defined query parameters only', () => {
    expect(endpointUrl(systemEndpoints.bootstrap, undefined, { a: 1, b: undefined, c: 'x y' })).toBe('/api/bootstrap?a=1&c=x+y');
  });

  it('refuses a missing path parameter', () => {
    expect(() => endpointUrl(usersSelfEndpoints.verify, {})).toThrow(/id is missing/);
  });
});
