import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentBootstrap, loadBootstrap, reloadBootstrap, subscribeBootstrap } from './bootstrap';

const answer = (name: string) => new Response(JSON.stringify({ tenant: { name }, settings: {}, features: {} }), { status: 200 });

describe('the bootstrap store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for every caller, keeps no failure, and tells subscribers of each newer answer', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchFn);
    fetchFn.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(loadBootstrap()).rejects.toBeTruthy();
    expect(currentBootstrap()).toBeUndefined();

    const seen: unknown[] = [];
    const stop = subscribeBootstrap(() => seen.push(currentBootstrap()));
    fetchFn.mockResolvedValueOnce(answer('Blue Reef'));
    const [a, b] = await Promise.all([loadBootstrap(), loadBootstrap()]);
    expect(a).toBe(b);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(currentBootstrap()).toMatchObject({ tenant: { name: 'Blue Reef' } });

    fetchFn.mockResolvedValueOnce(answer('Blue Reef Divers'));
    const next = reloadBootstrap();
    // The last answer stays until the newer one arrives.
    expect(currentBootstrap()).toMatchObject({ tenant: { name: 'Blue Reef' } });
    await next;
    expect(seen).toMatchObject([{ tenant: { name: 'Blue Reef' } }, { tenant: { name: 'Blue Reef Divers' } }]);
    stop();
    fetchFn.mockResolvedValueOnce(answer('Later'));
    await reloadBootstrap();
    expect(seen).toHaveLength(2);
  });
});
