import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceName } from '../../shared/api/endpoint';
import { RESOURCE_DEFINITIONS } from '../../shared/api/resources';
import { bodiesFor, fuzzPath, fuzzRoute, tableSnapshot, writeRoutes, type FuzzResult } from './fuzz';
import { invoke } from './invoke';
import { adminOf } from './tokens';

/**
 * Bodies per route: 250 in `npm test` (the first quarter of the same seeded sample, to keep the suite under its time
 * budget), all 1,000 with FULL_SIZE=1 (run it before a release and when a validation changes); FUZZ_BODIES overrides.
 */
const COUNT = Number(process.env.FUZZ_BODIES ?? (process.env.FULL_SIZE === '1' ? 1000 : 250));

/**
 * One fuzz file: every write route of the given resources gets COUNT invalid bodies (seeded, so a failure
 * repeats) from an admin of a seeded tenant (public routes: no token). No answer may be anything but 4xx,
 * and the table must be the same afterwards.
 */
export function fuzzSuite(
  name: string,
  handlers: Partial<Record<ResourceName, Parameters<typeof invoke>[0]>>,
  /** Entities the samples refer to, stored before the seeded ones are created. */
  prepare?: (tenant: string) => Promise<void>,
): void {
  const resources = Object.keys(handlers) as ResourceName[];
  const routes = writeRoutes(resources);

  describe(`fuzzing the write routes of ${name} (${routes.length} routes × ${COUNT} bodies)`, () => {
    let token: string;
    let before: string[];
    const seeded: Record<string, string> = {};
    const results: FuzzResult[] = [];
    beforeAll(async () => {
      token = await adminOf('fuzz');
      await prepare?.('fuzz');
      // The seeded tenant: one entity of every resource these handlers own, created through the API.
      for (const def of RESOURCE_DEFINITIONS.filter((d) => resources.includes(d.owner))) {
        const res = await invoke<{ id: string }>(handlers[def.owner]!, 'POST', `/api/${def.name}`, { token, body: def.sample(1) });
        expect(res.status, def.name).toBe(200);
        seeded[def.name] = res.body.id;
      }
      before = await tableSnapshot();
    });

    it.each(routes.map((e, i) => [`${e.method} ${e.path}`, e, i] as const))('%s answers 4xx to every invalid body', async (_route, endpoint, i) => {
      const bodies = bodiesFor(endpoint, COUNT, 4711 + i);
      const result = await fuzzRoute(handlers[endpoint.resource]!, endpoint, fuzzPath(endpoint, seeded), bodies, token);
      results.push(result);
      expect(result.unexpected.slice(0, 5), JSON.stringify(result.statuses)).toEqual([]);
      expect(Object.values(result.statuses).reduce((a, b) => a + b, 0)).toBe(COUNT);
    });

    it('stored nothing, and reports the answers by status', async () => {
      expect(await tableSnapshot()).toEqual(before);
      const total: Record<string, number> = {};
      for (const r of results) for (const [kind, n] of Object.entries(r.statuses)) total[kind] = (total[kind] ?? 0) + n;
      console.info(`fuzz ${name}: ${results.length} routes × ${COUNT} bodies = ${results.length * COUNT}; statuses ${JSON.stringify(total)}`);
      expect(results).toHaveLength(routes.length);
    });
  });
}
