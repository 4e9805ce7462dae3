import { resourceHandler } from '../../lib/http';
import { mailScheduleActions } from './operations';

/** Mail schedules (docs/decisions/mail-schedules.md): the operations in operations.ts, the use cases beside them. */
export const handler = resourceHandler('mailschedule', mailScheduleActions);
