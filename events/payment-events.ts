import * as z from 'zod';
import { defineEvent } from './event';

/**
 * The daily payment sweep of a tenant is due (functions/booking-payments/sweep.ts): delivered by the tenant's sweep
 * schedule (EventBridge Scheduler in AWS, the local dispatcher's schedule items in `npm start`), never by a request.
 */
export const PaymentSweepDue = defineEvent('booking.payment-sweep-due', { day: z.string() });
