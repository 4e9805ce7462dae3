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
  'functions/platform/background/scheduler.test.ts',
  'functions/data/booking-headers.test.ts',
  'functions/config.test.ts',
  'functions/lib/tokens.test.ts',
  'functions/lib/passwords.test.ts',
  'functions/lib/documents/render.test.ts',
  'events/stream-forwarder.test.ts',
  'web/src/api/client.test.ts',
  'web/src/api/endpoint-client.test.ts',
  'web/src/api/bootstrap.test.ts',
  'web/src/session/**/*.test.ts',
  'web/src/signin/handover.test.ts',
  'web/src/pages/bank/import-dialog.test.tsx',
  'web/src/components/DataTable/DataTable.test.tsx',
  'web/src/components/ResourceList/Pager.test.tsx',
  'web/src/pages/booking-file/booking-offer.test.tsx',
  'web/src/pages/booking-file/booking-split-note.test.tsx',
  'web/src/pages/prices/asset-field.test.tsx',
  'web/src/pages/operations/end-of-day.test.tsx',
  // asserts a module's first state (nothing loaded yet)
  'web/src/i18n/dictionary.test.ts',
];

/**
 * Integration files that need a module graph of their own (vitest.config.ts, project `integration-isolated`): those
 * that mock modules, clients or the clock, stub globals, or read or set process.env (test/unit/unit-isolation.test.ts
 * finds a new one). The others share their worker's modules: each file's table, key and clients are set by
 * test/setup/dynamodb-table.ts before its tests, and the modules that cache a client or a table ask again when those
 * change (functions/data/client.ts, functions/data/consumer-idempotency.ts).
 */
export const INTEGRATION_ISOLATED = [
  'functions/messaging/mailbox/mailbox.integration.test.ts',
  'functions/sales/widgets/page.integration.test.ts',
  'events/handlers/send-document.integration.test.ts',
  'events/handlers/send-mail.integration.test.ts',
  'events/lib/exactly-once.integration.test.ts',
  'events/lib/sqs-consumer.integration.test.ts',
  'functions/booking/expiry/expiry.integration.test.ts',
  'functions/forms/reminders/reminders.integration.test.ts',
  'functions/booking/extras/booking-extras.integration.test.ts',
  'functions/booking/qr/qrcode.integration.test.ts',
  'functions/booking/todo/todo.integration.test.ts',
  'functions/platform/background/stream-projector.integration.test.ts',
  'functions/data/paging.integration.test.ts',
  'functions/inventory/rooms/warm-cache.integration.test.ts',
  'functions/customer/club/club.integration.test.ts',
  'functions/finance/banks/import-job.integration.test.ts',
  'functions/finance/checkout/checkout.integration.test.ts',
  'functions/booking/online/hold/confirm.integration.test.ts',
  'functions/booking/online/hold/guest-writes.integration.test.ts',
  'functions/finance/invoice-documents/explained.integration.test.ts',
  'functions/finance/invoice-documents/invoice-documents.integration.test.ts',
  'functions/finance/invoice-documents/payment-qr.integration.test.ts',
  'functions/finance/invoices/invoices.integration.test.ts',
  'functions/finance/invoices/paid-follows-booking.integration.test.ts',
  'functions/forms/guest/guest-throttle.integration.test.ts',
  'functions/identity/auth/account-security.integration.test.ts',
  'functions/identity/auth/auth.integration.test.ts',
  'functions/identity/auth/sign-in-throttle.integration.test.ts',
  'functions/inventory/rooms/availability.integration.test.ts',
  'functions/inventory/rooms/blockers.integration.test.ts',
  'functions/lib/http/check-order.integration.test.ts',
  'functions/messaging/pipeline.integration.test.ts',
  'functions/messaging/queue/queue.integration.test.ts',
  'functions/messaging/accounts/accounts.integration.test.ts',
  'functions/platform/system/system.integration.test.ts',
  'infra/local/dispatcher.integration.test.ts',
  'test/integration/local-runtime-lifecycle.integration.test.ts',
  'test/integration/npm-start.integration.test.ts',
  'test/integration/provision-tenant.integration.test.ts',
];
