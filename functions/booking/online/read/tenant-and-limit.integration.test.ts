import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { BookSchedule } from '../../../../shared/api/book';
import { invoke } from '../../../../test/support/invoke';
import { commandsDuring } from '../../../../test/support/db-spy';
import { onlineWorld, putWidget } from '../../../../test/support/online-world';
import { ZSchedule } from '../../../../shared/domain/inventory/schedule';
import * as assets from '../../../data/assets';
import { clientKey } from '../../../data/login-throttle';
import { bookingTenant } from '../../../lib/http/booking-tenant';
import { BOOK_CALLS_PER_MINUTE, FLUSH_EVERY, takeBookCall } from '../rate-limit';
import { handler as book } from './lambda';

/**
 * Whose data a public booking call answers (docs/decisions/online-booking.md "Tenant of a public call"): the widget's
 * it names, else the site host's, never a guess; and how often a client may call (the "Rate limit" section).
 */

type List<T> = { data: T[]; message?: string };
const schedules = (opts: Parameters<typeof invoke>[3]) => invoke<List<BookSchedule>>(book, 'GET', '/api/book/schedules', opts);
const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('the tenant of a public booking call', () => {
  it('is the widget’s (query or header) wherever the page is, else the mapped host’s; an unknown or switched-off widget is 404', async () => {
    const tenant = 'bkr-tenant';
    await onlineWorld(tenant);
    await putWidget(tenant, 'wg-1', 'bkr-tenant-trips', { kind: 'vessel', vessel: 'v1' });
    await putWidget(tenant, 'wg-2', 'bkr-tenant-resort', { kind: 'resort', resort: 'r1' });
    await putWidget(tenant, 'wg-3', 'bkr-tenant-off', { kind: 'vessel', vessel: 'v1' }, false);
    const elsewhere = { host: 'no-operator.example' };
    const byQuery = await schedules({ query: { widget: 'bkr-tenant-trips' }, headers: elsewhere, sourceIp: ip() });
    expect(byQuery.status, byQuery.raw).toBe(200);
    expect(byQuery.body.data.map((s) => s.id)).toEqual(['sc1']);
    const byHeader = await schedules({ headers: { ...elsewhere, 'x-tidewise-widget': 'BKR-Tenant-Trips' }, sourceIp: ip() });
    expect(byHeader.body.data.map((s) => s.id)).toEqual(['sc1']);
    // A resort's widget sells no trips, and none of another resort's rooms.
    expect((await schedules({ query: { widget: 'bkr-tenant-resort' }, headers: elsewhere, sourceIp: ip() })).body.data).toEqual([]);
    const otherVessel = await invoke(book, 'GET', '/api/book/vessel', { query: { widget: 'bkr-tenant-resort', id: 'v1' }, headers: elsewhere, sourceIp: ip() });
    expect(otherVessel.status).toBe(404);
    for (const slug of ['bkr-tenant-nope', 'bkr-tenant-off']) {
      const res = await schedules({ query: { widget: slug }, headers: { host: `${tenant}.book.test` }, sourceIp: ip() });
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toBe('TENANT_NOT_FOUND');
    }
    const byHost = await schedules({ headers: { host: `${tenant}.book.test` }, sourceIp: ip() });
    expect(byHost.body.data.map((s) => s.id)).toEqual(['sc1']);
    // Another operator's widget on this operator's host answers that operator's data, never a mix.
    await onlineWorld('bkr-tenant-b');
    await putWidget('bkr-tenant-b', 'wg-b', 'bkr-tenant-b-trips', { kind: 'tours', tours: [] });
    await assets.schedules.importMany('bkr-tenant-b', [
      { id: 'sc-b-only', data: ZSchedule.parse({ tour: 'tr1', vessel: 'v1', from: '2027-05-01', to: '2027-05-08', embarkPort: 'po1', disembarkPort: 'po1' }) },
    ]);
    const theirs = await schedules({ query: { widget: 'bkr-tenant-b-trips' }, headers: { host: `${tenant}.book.test` }, sourceIp: ip() });
    expect(theirs.body.data.map((s) => s.id)).toEqual(['sc1', 'sc-b-only']);
    expect((await schedules({ headers: { host: `${tenant}.book.test` }, sourceIp: ip() })).body.data.map((s) => s.id)).toEqual(['sc1']);
  });

  it('is never a guess outside the local runtime: an unmapped host without the local fallback is 404 TENANT_NOT_FOUND', async () => {
    const event = (host: string, query?: Record<string, string>) =>
      ({ headers: { host }, queryStringParameters: query, requestContext: { http: { sourceIp: ip() } } }) as unknown as APIGatewayProxyEventV2;
    await expect(bookingTenant(event('unmapped.example'), null)).rejects.toMatchObject({ statusCode: 404, message: 'TENANT_NOT_FOUND' });
    await expect(bookingTenant(event('unmapped.example'), 'demo')).resolves.toBe('demo');
    await expect(bookingTenant(event('unmapped.example', { widget: 'no-such-widget' }), 'demo')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the rate limit of the public booking calls', () => {
  it(`answers 429 with Retry-After after ${BOOK_CALLS_PER_MINUTE} calls of a client in a minute, other clients unaffected, the next minute again`, async () => {
    const tenant = 'bkr-limit';
    const w = await onlineWorld(tenant);
    const client = ip();
    const start = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < BOOK_CALLS_PER_MINUTE + 3; i++) statuses.push((await w.call('GET', '/api/book/products', { sourceIp: client })).status);
    // The window is a clock minute: a run that crossed one starts counting again (rare; then the counts are split).
    if (Math.floor(start / 60_000) !== Math.floor(Date.now() / 60_000)) return;
    expect(statuses.slice(0, BOOK_CALLS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(BOOK_CALLS_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await w.call('GET', '/api/book/products', { sourceIp: client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });
    expect((await w.call('GET', '/api/book/products', { sourceIp: ip() })).status).toBe(200);
    await expect(takeBookCall(clientKey(client), Date.now() + 60_000)).resolves.toBeUndefined();
  });

  it('counts every container’s calls in the shared counter: a client over the limit elsewhere is refused here', async () => {
    const client = `limit-shared-${Math.random()}`;
    const now = Date.now();
    // Another container's calls, added in one batch.
    const { addQuotaCalls } = await import('../../../data/request-quota');
    const start = Math.floor(now / 1000) - (Math.floor(now / 1000) % 60);
    await addQuotaCalls(`BOOK#${client}`, start, 60, BOOK_CALLS_PER_MINUTE);
    await expect(takeBookCall(client, now)).rejects.toMatchObject({ statusCode: 429 });
  });

  it(`costs one UpdateItem per ${FLUSH_EVERY} calls of a client, not one per call`, async () => {
    const w = await onlineWorld('bkr-limit-cost');
    const client = ip();
    await w.call('GET', '/api/book/products', { sourceIp: ip() }); // the host lookup is kept a minute per container
    const start = Date.now();
    const sent = await commandsDuring(async () => {
      for (let i = 0; i < 3 * FLUSH_EVERY; i++) expect((await w.call('GET', '/api/book/products', { sourceIp: client })).status).toBe(200);
    });
    if (Math.floor(start / 60_000) !== Math.floor(Date.now() / 60_000)) return; // a new minute counts from its first call again
    // The client's first call of the minute, then every tenth: calls 1, 11 and 21 of 30.
    expect(sent.filter((c) => c.startsWith('UpdateItemCommand')).length).toBe(3);
    expect(sent.filter((c) => !c.startsWith('UpdateItemCommand') && !c.includes('PRODUCT')).length).toBe(0);
  });
});
