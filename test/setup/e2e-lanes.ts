/**
 * How many e2e files run at the same time, each on a runtime of its own (test/setup/runtime-global.ts). Two by
 * default: a lane keeps about 0.8 of a core busy (Chromium, the runtime, DynamoDB Local), and the unit and
 * integration files fill the rest of a 2-core machine. E2E_LANES=1 runs the e2e files one after another.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2) || 1);
