/**
 * The finance area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { processImportJob } from './banks/service';
export { cancelLegacySweepSchedule, ensureSweepSchedule, sweepTenant } from './booking-payments/service';
export { applyProviderPayment } from './provider/service';
