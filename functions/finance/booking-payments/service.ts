/** What the payment sweep's event consumers call (events/handlers/booking-payment-sweep*.ts). */
export { cancelLegacySweepSchedule, ensureSweepSchedule } from './sweep-schedule';
export { sweepTenant } from './sweep';
