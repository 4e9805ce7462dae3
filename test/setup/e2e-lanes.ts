/**
 * How many e2e files run at the same time, each on a runtime of its own (test/setup/runtime-global.ts). Three by
 * default, as many as vitest has workers on a 2-core machine (vitest.config.ts): an e2e file keeps about 0.8 of a
 * core busy, and with fewer lanes than workers a worker that picks an e2e file while every lane is busy only waits.
 * E2E_LANES=1 runs the e2e files one after another.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3) || 1);
