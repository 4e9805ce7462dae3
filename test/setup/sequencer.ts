import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds a file took on the 2-core machine (a fresh clone's `npm test`), for the files that take long but are small:
 * vitest orders files it has no record of by size, so these would start last and run alone at the end (the CDK
 * synth of cdk-nag alone was the suite's last minute, docs/testing.md). Rough is enough: they only need to start
 * among the first.
 */
const SLOW: Readonly<Record<string, number>> = {
  'test/infra/cdk-nag.test.ts': 65,
  'test/integration/npm-start.integration.test.ts': 46,
  'test/integration/local-runtime-lifecycle.integration.test.ts': 40,
  'functions/booking/bookings/concurrency.integration.test.ts': 21,
  'functions/booking/bookings/lifecycle/transitions.integration.test.ts': 18,
  'functions/lib/resource-engine.integration.test.ts': 17,
  'functions/identity/users/user-rights.integration.test.ts': 13,
};
/** An e2e file takes 20 to 100 s. */
const E2E = 45;

/**
 * Longest first, whatever the project (vitest's own order runs the projects one after another by name, so the slow
 * infra and integration files ran after the last e2e file): what the last run recorded (vitest's cache, on a
 * developer's machine), else SLOW, else an e2e file's usual time, else a second. Files of equal estimate keep
 * vitest's order.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const estimate = (f: TestSpecification) => {
      const file = relative(root, f.moduleId);
      const recorded = this.ctx.cache.getFileTestResults(`${f.project.name}:${file}`)?.duration;
      if (recorded) return recorded / 1000;
      return SLOW[file] ?? (f.project.name === 'e2e' ? E2E : 1);
    };
    const seconds = new Map(base.map((f) => [f, estimate(f)]));
    return base
      .map((f, i) => ({ f, i }))
      .sort((a, b) => seconds.get(b.f)! - seconds.get(a.f)! || a.i - b.i)
      .map(({ f }) => f);
  }
}
