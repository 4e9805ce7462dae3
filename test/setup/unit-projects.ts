/** The unit projects' files (vitest.config.ts; docs/decisions.md "The test suite's time"). */
export const UNIT = [
  'shared/**/*.test.ts',
  'functions/**/*.test.ts',
  'events/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'test/unit/**/*.test.ts',
  'test/infra/**/*.test.ts',
];
export const NOT_UNIT = ['**/*.integration.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'];
/**
 * Unit files that need a module graph of their own: the infra tests (esbuild bundles and CDK synths, process.env per
 * stack), those that mock modules or the clock for the whole file, and those that fail when another file's modules
 * came first (found by running the unit project with isolate: false).
 */
export const UNIT_ISOLATED = [
  'test/infra/**/*.test.ts',
  'test/unit/demo-specials.test.ts',
  // module mocks, client mocks, fake clocks, process.env or globals for the whole file
  'shared/domain/media/sniff.test.ts',
  'shared/domain/pricing/engine/engine-trips.test.ts',
  'functions/finance/bank-entries/suggest.test.ts',
  'functions/finance/booking-payments/money-never-drifts.test.ts',
  'functions/booking/expiry/option-schedules.test.ts',
  'functions/data/booking-headers.test.ts',
  'functions/config.test.ts',
  'functions/lib/tokens.test.ts',
  'functions/lib/passwords.test.ts',
  'functions/lib/documents/render.test.ts',
  'events/stream-forwarder.test.ts',
  'web/src/api/client.test.ts',
  'web/src/api/endpoint-client.test.ts',
  'web/src/session/**/*.test.ts',
  'web/src/pages/bank/import-dialog.test.tsx',
  'web/src/components/DataTable/DataTable.test.tsx',
  'web/src/pages/booking-file/booking-offer.test.tsx',
  'web/src/pages/booking-file/booking-split-note.test.tsx',
  'web/src/pages/prices/asset-field.test.tsx',
  'web/src/pages/operations/end-of-day.test.tsx',
  // asserts a module's first state (nothing loaded yet)
  'web/src/i18n/dictionary.test.ts',
];
