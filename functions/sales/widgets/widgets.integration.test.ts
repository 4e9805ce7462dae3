import { describe, expect, it } from 'vitest';
import { resortsResource } from '../../../shared/api/assets';
import type { PublicWidget, WidgetStats } from '../../../shared/api/widgets';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, userWith } from '../../../test/support/tokens';
import { resorts } from '../../data/assets';
import { addWidgetEvent } from '../../data/widget-stats';
import { widgetSlugOwner } from '../../data/widgets';
import { countWidgetBooking, countWidgetEvent } from '../index';
import { handler } from './lambda';
import { utcDay } from './stats';

/** Widgets on DynamoDB Local (docs/decisions/widget.md): the global slug, validation, the public calls, counting, stats. */

type Stored = { id: string; version: number; slug: string; domains: string[] };
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const body = (slug: string, extra: Record<string, unknown> = {}) => ({ name: `Widget ${slug}`, slug, kind: 'tours', ...extra });

async function create(tenant: string, slug: string, extra: Record<string, unknown> = {}) {
  const res = await invoke<Stored>(handler, 'POST', '/api/widgets', { token: await adminOf(tenant), body: body(slug, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('widget slugs', () => {
  it('are unique in the whole product, follow the widget on a change and are released on delete', async () => {
    const slug = unique('lagoon');
    const a = await create('wsl-a', slug);
    expect(await widgetSlugOwner(slug)).toEqual({ tenant: 'wsl-a', widgetId: a.id, slug });

    const clash = await invoke(handler, 'POST', '/api/widgets', { token: await adminOf('wsl-b'), body: body(slug) });
    expect(clash.status).toBe(409);
    expect(ZApiError.parse(clash.body).description).toContain(`slug ${slug} is already in use`);
    // The same tenant cannot hold it twice either.
    expect((await invoke(handler, 'POST', '/api/widgets', { token: await adminOf('wsl-a'), body: body(slug) })).status).toBe(409);

    const moved = unique('reef');
    const renamed = await invoke<Stored>(handler, 'POST', `/api/widgets/${a.id}`, { token: await adminOf('wsl-a'), body: { ...body(moved), version: 1 } });
    expect(renamed.status).toBe(200);
    expect(await widgetSlugOwner(slug)).toBeNull();
    expect((await widgetSlugOwner(moved))?.widgetId).toBe(a.id);

    const b = await create('wsl-b', slug);
    expect((await widgetSlugOwner(slug))?.tenant).toBe('wsl-b');
    expect((await invoke(handler, 'DELETE', `/api/widgets/${b.id}`, { token: await adminOf('wsl-b') })).status).toBe(200);
    expect(await widgetSlugOwner(slug)).toBeNull();
  });

  it('two tenants racing for one slug: exactly one wins', async () => {
    const slug = unique('race');
    const tenants = ['wsl-r1', 'wsl-r2', 'wsl-r3', 'wsl-r4', 'wsl-r5'];
    const tokens = await Promise.all(tenants.map(adminOf));
    const answers = await Promise.all(tokens.map((token) => invoke(handler, 'POST', '/api/widgets', { token, body: body(slug) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('widget validation', () => {
  it('refuses bad slugs, domains, colours and a kind without what it sells (400 with the field)', async () => {
    const token = await adminOf('wval');
    const field = async (b: Record<string, unknown>) => {
      const res = await invoke(handler, 'POST', '/api/widgets', { token, body: b });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return ZApiError.parse(res.body).fields?.[0]?.path;
    };
    expect(await field(body('Has Space'))).toBe('body.slug');
    expect(await field(body('-dash'))).toBe('body.slug');
    expect(await field(body('stats'))).toBe('body.slug');
    expect(await field(body(unique('ok'), { domains: ['https://example.com/path'] }))).toBe('body.domains.0');
    expect(await field(body(unique('ok'), { domains: ['ex ample.com'] }))).toBe('body.domains.0');
    expect(await field(body(unique('ok'), { primaryColor: 'blue' }))).toBe('body.primaryColor');
    expect(await field(body(unique('ok'), { kind: 'resort' }))).toBe('body.resort');
    expect(await field(body(unique('ok'), { kind: 'resort', resort: 'r-missing' }))).toBe('body.resort');
    expect(await field(body(unique('ok'), { kind: 'tours', tours: ['t-missing'] }))).toBe('body.tours.0');

    const resort = await resorts.create('wval', 'r-wval', resortsResource.schema.parse(resortsResource.sample(1)));
    const ok = await create('wval', unique('stay'), {
      kind: 'resort',
      resort: resort.id,
      vessel: 'ignored',
      domains: ['WWW.Resort.Example', 'www.resort.example', '*.dive.example', 'localhost:8080'],
    });
    expect(ok.domains).toEqual(['www.resort.example', '*.dive.example', 'localhost:8080']);
    expect((ok as unknown as { vessel?: string }).vessel).toBeUndefined();
  });

  it('needs widget.read to read, widget.create to create and widget.update to change, per tenant', async () => {
    const w = await create('wscope', unique('scope'));
    const reader = await userWith('wscope', ['widget.read']);
    expect((await invoke(handler, 'GET', `/api/widgets/${w.id}`, { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'GET', '/api/widget/stats', { token: reader })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/widgets', { token: reader, body: body(unique('no')) })).status).toBe(403);
    expect((await invoke(handler, 'POST', `/api/widgets/${w.id}`, { token: reader, body: { ...body(w.slug), version: 1 } })).status).toBe(403);
    const creator = await userWith('wscope', ['widget.create']);
    expect((await invoke(handler, 'POST', '/api/widgets', { token: creator, body: body(unique('yes')) })).status).toBe(200);
    expect((await invoke(handler, 'GET', `/api/widgets/${w.id}`, { token: await adminOf('wscope-other') })).status).toBe(404);
    expect((await invoke(handler, 'GET', '/api/widget/stats')).status).toBe(401);
  });
});

describe('the public widget calls', () => {
  it('answer the settings of an active widget by its slug only, and count events', async () => {
    const slug = unique('pub');
    const w = await create('wpub', slug, { primaryColor: '#112233', logo: 'https://cdn.example/logo.png', language: 'de' });
    const pub = await invoke<PublicWidget>(handler, 'GET', `/api/widget/${slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({
      slug,
      name: `Widget ${slug}`,
      kind: 'tours',
      tours: [],
      language: 'de',
      primaryColor: '#112233',
      backgroundColor: '#ffffff',
      logoUrl: 'https://cdn.example/logo.png',
    });
    expect(pub.body).not.toHaveProperty('domains');
    expect((await invoke(handler, 'GET', `/api/widget/${unique('nobody')}`)).status).toBe(404);

    expect((await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'view' } })).body).toEqual({ counted: true });
    expect((await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'click' } })).status).toBe(400);
    await invoke(handler, 'POST', `/api/widgets/${w.id}`, { token: await adminOf('wpub'), body: { ...body(slug), active: false, version: 1 } });
    expect((await invoke(handler, 'GET', `/api/widget/${slug}`)).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'view' } })).status).toBe(404);
  });

  it('counts 50 concurrent views atomically, and each confirmed booking once with its revenue', async () => {
    const slug = unique('busy');
    const w = await create('wcount', slug);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'view' }, sourceIp: `10.0.${i}.1` })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'search' } });
    // A page may not report a booking (nor revenue): the confirmation counts it, once per booking, however often it runs.
    expect((await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'booking' } })).status).toBe(400);
    expect((await invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'view', revenueMinor: 5 } })).status).toBe(400);
    expect(await countWidgetBooking('wcount', slug, 'b-1', 125_050)).toBe(true);
    expect(await countWidgetBooking('wcount', slug, 'b-1', 125_050)).toBe(false);
    const again = await Promise.all(Array.from({ length: 5 }, () => countWidgetBooking('wcount', slug, 'b-2', 4_950)));
    expect(again.filter(Boolean)).toHaveLength(1);
    // Another tenant's slug is never counted for this one.
    expect(await countWidgetEvent('wcount-other', slug, 'booking', 1)).toBe(false);
    expect(await countWidgetBooking('wcount-other', slug, 'b-3', 1)).toBe(false);
    // Twenty bookings confirmed at once on the same day's item: none lost to the transactions' conflicts.
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => countWidgetBooking('wcount', slug, `m-${i}`, 100)));
    expect(many.every(Boolean)).toBe(true);

    const stats = await invoke<WidgetStats>(handler, 'GET', '/api/widget/stats', { token: await adminOf('wcount'), query: { widget: w.id } });
    expect(stats.status).toBe(200);
    expect(stats.body.total).toEqual({ views: 50, searches: 1, holds: 0, checkouts: 0, bookings: 22, revenueMinor: 132_000, conversion: 0.44 });
    expect(stats.body.days.at(-1)).toMatchObject({ day: utcDay(), views: 50, bookings: 22 });
  });

  it('refuses a client over its quota with 429', async () => {
    const slug = unique('flood');
    await create('wflood', slug);
    const ip = '10.99.0.7';
    const answers = await Promise.all(
      Array.from({ length: 125 }, () => invoke(handler, 'POST', '/api/widget/track', { body: { slug, event: 'view' }, sourceIp: ip })),
    );
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
  });
});

describe('widget stats', () => {
  it('answer every day of the range, per widget and in total; the range is checked', async () => {
    const tenant = 'wstats';
    const token = await adminOf(tenant);
    const a = await create(tenant, unique('sa'));
    const b = await create(tenant, unique('sb'));
    await addWidgetEvent(tenant, a.id, '2027-03-01', 'view');
    await addWidgetEvent(tenant, a.id, '2027-03-01', 'view');
    await addWidgetEvent(tenant, a.id, '2027-03-03', 'booking', 10_000);
    await addWidgetEvent(tenant, b.id, '2027-03-02', 'view');
    await addWidgetEvent(tenant, b.id, '2027-03-05', 'checkout');
    await addWidgetEvent('wstats-other', a.id, '2027-03-02', 'view');

    const all = await invoke<WidgetStats>(handler, 'GET', '/api/widget/stats', { token, query: { from: '2027-03-01', to: '2027-03-04' } });
    expect(all.status).toBe(200);
    expect(all.body.days.map((d) => [d.day, d.views, d.bookings])).toEqual([
      ['2027-03-01', 2, 0],
      ['2027-03-02', 1, 0],
      ['2027-03-03', 0, 1],
      ['2027-03-04', 0, 0],
    ]);
    expect(all.body.total).toMatchObject({ views: 3, bookings: 1, checkouts: 0, revenueMinor: 10_000, conversion: 0.3333 });
    expect(Object.fromEntries(all.body.widgets.map((w) => [w.widgetId, w.views]))).toEqual({ [a.id]: 2, [b.id]: 1 });

    const one = await invoke<WidgetStats>(handler, 'GET', '/api/widget/stats', { token, query: { from: '2027-03-01', to: '2027-03-31', widget: b.id } });
    expect(one.body.days).toHaveLength(31);
    expect(one.body.total).toMatchObject({ views: 1, checkouts: 1, bookings: 0, conversion: 0 });

    const fallback = await invoke<WidgetStats>(handler, 'GET', '/api/widget/stats', { token });
    expect(fallback.body.days).toHaveLength(30);
    expect(fallback.body.to).toBe(utcDay());
    expect((await invoke(handler, 'GET', '/api/widget/stats', { token, query: { from: '2027-03-05', to: '2027-03-01' } })).status).toBe(400);
    expect((await invoke(handler, 'GET', '/api/widget/stats', { token, query: { from: '2026-01-01', to: '2027-03-01' } })).status).toBe(400);
  });
});
