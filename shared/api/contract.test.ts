import { describe, expect, it } from 'vitest';
import { contract, endpointsOf, RESOURCES } from './contract';
import { pathMatcher } from './endpoint';
import { openApiDocument } from './openapi';
import { RESOURCE_DEFINITIONS } from './resources';
import { lambdaEntry } from '../../functions/lambdas';

describe('the API contract', () => {
  it('declares scopes on every endpoint, and says so explicitly when an endpoint is public', () => {
    for (const e of contract) {
      expect(Array.isArray(e.scopes), e.id).toBe(true);
      if (e.scopes.length === 0) expect(e.public, `${e.id} has no scopes but is not marked public`).toBe(true);
      else expect(e.public ?? false, `${e.id} has scopes and is marked public`).toBe(false);
    }
  });

  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(contract.map((e) => e.id)).size).toBe(contract.length);
    expect(new Set(contract.map((e) => `${e.method} ${e.path}`)).size).toBe(contract.length);
  });

  it('marks as idempotent exactly the creates and copies of the resource engine, the stock movement, the booking create, addBlocker, the schedule season copy and manual payments (payment, markPaid), all POSTs', () => {
    const idempotent = contract
      .filter((e) => e.idempotent)
      .map((e) => e.id)
      .sort();
    const expected = [
      ...RESOURCE_DEFINITIONS.flatMap((r) => [r.endpoints.create.id, r.endpoints.copy.id]),
      'product.stockUpdate',
      'bookings.create',
      'book.create',
      'rooms.addBlocker',
      'schedules.copyYear',
      'bankentries.assign',
      'bankentries.addTemporary',
      'bankentries.create',
      'bankentries.copy',
      'pos.productCreate',
      ...['agencyCredits', 'customerCredits'].flatMap((k) => [`${k}.create`, `${k}.fromBooking`]),
      'bookings.payment',
      'bookings.markPaid',
      ...['invoices.create', 'invoices.sendInvoice', 'invoices.sendMail', 'invoices.split'],
    ].sort();
    expect(idempotent).toEqual(expected);
    for (const e of contract.filter((x) => x.idempotent)) expect(e.method, e.id).toBe('POST');
    const doc = openApiDocument(contract, { title: 't', version: '1' }) as unknown as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string }> }>>;
    };
    expect(doc.paths['/api/product/stock/update']!.post!.parameters.map((p) => p.name)).toContain('Idempotency-Key');
  });

  it('names every path parameter in the params schema', () => {
    for (const e of contract) {
      const names = [...e.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]);
      const shape = (e.input.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), e.id).toEqual(names.sort());
    }
  });

  it.each(RESOURCES)('has a handler with an action for every endpoint of %s, and for no other', async (resource) => {
    // Each Lambda bundles only the endpoints it binds (not the whole contract), so they are compared here.
    const mod = (await import(/* @vite-ignore */ `../../${lambdaEntry(resource)}`)) as { handler: { endpoints: readonly { id: string }[] } };
    expect(typeof mod.handler).toBe('function');
    expect(mod.handler.endpoints.map((e) => e.id).sort()).toEqual(
      endpointsOf(resource)
        .map((e) => e.id)
        .sort(),
    );
  });

  it('generates an OpenAPI 3.1 document with every endpoint', () => {
    const doc = openApiDocument(contract, { title: 't', version: '1' });
    expect(doc.openapi).toBe('3.1.0');
    for (const e of contract) expect(doc.paths[e.path]?.[e.method.toLowerCase()], e.id).toBeDefined();
  });
});

describe('pathMatcher', () => {
  it('extracts and decodes parameters', () => {
    expect(pathMatcher('/api/users/{id}/password')('/api/users/u%201/password')).toEqual({ id: 'u 1' });
  });
  it('does not match across segments or partial paths', () => {
    expect(pathMatcher('/api/users/{id}')('/api/users/a/b')).toBeNull();
    expect(pathMatcher('/api/users')('/api/users/x')).toBeNull();
  });
  it('matches greedy parameters across segments', () => {
    expect(pathMatcher('/api/{proxy+}')('/api/a/b')).toEqual({ proxy: 'a/b' });
  });
});
