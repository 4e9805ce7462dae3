import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run a minute or more, which vitest would start last: it runs the projects in the order of their names
 * (e2e, integration, integration-isolated, unit, unit-isolated) and a project's files largest first, and the screen
 * tours are two small files that walk every screen. At the end of the run such a file ran alone while the other core
 * idled (`npm start` for a minute and a half, the tours for a minute at the end of the e2e files:
 * docs/testing.md). They start first instead; every other file keeps vitest's own order (moving more files cost module
 * imports: a worker of the shared-module projects then ran files of other projects in between).
 */
export const STARTED_FIRST = ['test/integration/npm-start.integration.test.ts', 'test/e2e/screens-tour-de.e2e.test.ts', 'test/e2e/screens-tour.e2e.test.ts'];

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = STARTED_FIRST.findIndex((f) => spec.moduleId.endsWith(`/${f}`));
      return i < 0 ? STARTED_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest stays in vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
