import { describe, expect, it } from 'vitest';
import { contract } from '../../../shared/api/contract';
import { firstEndpoints, startEndpoints } from './first-endpoints';

describe('the first screens’ endpoints without schemas', () => {
  it('are the contract’s endpoints of the same id: method, path, idempotency and the scopes they name', () => {
    for (const [name, route] of Object.entries({ ...firstEndpoints, ...startEndpoints })) {
      const endpoint = contract.find((e) => e.id === route.id);
      expect(endpoint, `${name}: ${route.id} is not in the contract`).toBeDefined();
      expect({ method: route.method, path: route.path, idempotent: route.idempotent ?? false }, route.id).toEqual({
        method: endpoint!.method,
        path: endpoint!.path,
        idempotent: endpoint!.idempotent ?? false,
      });
      if ('scopes' in route) expect(route.scopes, route.id).toEqual(endpoint!.scopes);
    }
  });

  it('answer JSON the server already parsed, which their output schemas leave as it is', () => {
    // What the client no longer parses: the server sends each answer parsed by the same schema
    // (functions/lib/http/response.ts), so defaults are filled in; this holds a parsed answer to a second parse.
    const bootstrap = contract.find((e) => e.id === 'system.bootstrap')!;
    const answer = {
      version: '1.0.0',
      tenant: { id: 't', name: 'T' },
      settings: { baseCurrency: 'EUR', timezone: 'Europe/Berlin', lang: 'en', supportedLanguages: ['en', 'de'] },
      features: {},
      languages: ['en', 'de'],
      user: null,
    };
    const once = bootstrap.output.safeParse({
      ...answer,
      features: Object.fromEntries(
        Object.keys((bootstrap.output as never as { shape: { features: { shape: object } } }).shape.features.shape).map((f) => [f, true]),
      ),
    });
    expect(once.success).toBe(true);
    const json = JSON.parse(JSON.stringify(once.data)) as unknown;
    expect(bootstrap.output.parse(json)).toEqual(json);
    const login = contract.find((e) => e.id === 'auth.login')!;
    const user = { id: 'u1', version: 1, name: 'Tina', email: 'tina@example.com', userType: 'employee', permissions: { scope: [] } };
    const parsed = JSON.parse(JSON.stringify(login.output.parse({ token: 'x'.repeat(60), expiresIn: 3600, user, version: '1' }))) as unknown;
    expect(login.output.parse(parsed)).toEqual(parsed);
  });
});
