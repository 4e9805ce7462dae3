import { resourceHandler } from '../../lib/http';
import { mailboxActions } from './operations';

/** The mailbox (docs/decisions/mailbox.md): its operations in operations.ts, the use cases in service.ts. */
export const handler = resourceHandler('mail', mailboxActions);
