import * as z from 'zod';
import { defineEvent } from './event';

/**
 * A tenant's daily guest-form retention run is due (docs/decisions/forms.md "Retention"): delivered by the tenant's
 * job of that day (the one scheduler), not the outbox; `day` is the UTC day it was due.
 */
export const GuestFormRetentionDue = defineEvent('booking.guestform-retention-due', { day: z.string() });
