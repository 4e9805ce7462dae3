/**
 * The finance area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { processImportJob } from './banks/service';
export { cancelLegacySweepSchedule, ensureSweepSchedule, sweepTenant } from './booking-payments/service';
export { applyProviderPayment } from './provider/service';
// A guest's online hold (issue 25; docs/decisions/online-holds.md): its hosted checkout, and the invoice its confirmation links.
export { startOnlineCheckout } from './checkout/online';
export { sessionView } from './checkout/service';
export { onlineInvoiceLink } from './invoices/online';
