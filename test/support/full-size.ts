/**
 * FULL_SIZE=1: the acceptance's full sizes of property and volume tests (run before a release and when their code
 * changes); `npm test` runs the smaller default. Read here, so a test file reads no environment of its own
 * (test/unit/unit-isolation.test.ts).
 */
export const FULL_SIZE = process.env.FULL_SIZE === '1';
