import { resourceHandler } from '../../lib/http';
import { mailQueueActions } from './operations';

/** The mail queue (docs/decisions/mail-queue.md): its operations in operations.ts, the use cases in service.ts. */
export const handler = resourceHandler('mailqueue', mailQueueActions);
