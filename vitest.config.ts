import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './test/setup/sequencer';
import { INTEGRATION_ISOLATED, NOT_UNIT, UNIT, UNIT_ISOLATED } from './test/setup/unit-projects';

// The SDK warns about Node 20 once per process; the Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Password hashes at 2^12 instead of 2^17 (functions/lib/passwords.ts): hundreds of sign-ins, seeds and resets in the
// suite would otherwise take minutes of CPU. Set here so the global setups (the e2e runtime, its demo seed) see it too.
process.env.PASSWORD_SCRYPT_LOG2N = '12';

const env = { TZ: 'UTC', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', PASSWORD_SCRYPT_LOG2N: '12', STRICT_CONTRACT: '1', LOG_LEVEL: 'error' };

/**
 * Three projects: unit (no I/O), integration (DynamoDB Local, started once per run, a fresh table per
 * test file) and e2e (the whole local runtime, one per lane, plus one real Chromium). `npm test` runs all three.
 */
export default defineConfig({
  test: {
    // All three projects share the workers (vitest runs a project with fileParallelism off after all others, and its
    // default on 2 cores is one worker: the whole suite ran file by file). Three on a 2-core machine: the e2e files
    // mostly wait for Chromium and their runtime, and the unit and integration files fill the gaps.
    maxWorkers: Math.max(3, availableParallelism()),
    reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
    // The minute-long files of the last projects start first (test/setup/sequencer.ts).
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          env,
          include: UNIT,
          exclude: [...NOT_UNIT, ...UNIT_ISOLATED],
          // Pure tests share their worker's modules (each file no longer imports zod, the contract and the engine
          // afresh); the few that change module state or spawn builds run isolated below.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          env,
          include: UNIT_ISOLATED,
          exclude: NOT_UNIT,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          env,
          include: ['**/*.integration.test.ts'],
          exclude: ['**/node_modules/**', ...INTEGRATION_ISOLATED],
          globalSetup: ['test/setup/dynamodb-global.ts'],
          setupFiles: ['test/setup/dynamodb-table.ts'],
          // Files share their worker's modules (the handlers, zod, the contract and the AWS SDK are imported once per
          // worker, not per file: import time fell from about 9 s to 2 s a file, docs/testing.md); each gets its own
          // table before its tests (test/setup/dynamodb-table.ts).
          isolate: false,
          // The CI machine runs these about twice as slowly as a developer's (races, fuzzing).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-isolated',
          env,
          include: INTEGRATION_ISOLATED,
          globalSetup: ['test/setup/dynamodb-global.ts'],
          setupFiles: ['test/setup/dynamodb-table.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          env,
          include: ['test/e2e/**/*.e2e.test.ts'],
          // Lanes of their own runtime each (test/setup/e2e-lanes.ts): e2e files run side by side, one per lane.
          globalSetup: ['test/setup/runtime-global.ts'],
          setupFiles: ['test/setup/e2e-lane.ts'],
          // One more try for a browser test that timed out on a loaded 2-core machine (a page that did not render
          // within 30 s once in a CI run that passed alone and in the full suite; docs/testing.md "Retries"). The
          // JSON report keeps the retry count, and .ci/run prints the tests that needed it.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
