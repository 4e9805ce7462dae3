import { resourceHandler } from '../../lib/http';
import { mailAccountActions } from './operations';

/** The operator's mail accounts (docs/decisions/mail-accounts.md): operations in operations.ts, use cases in service.ts and connect.ts. */
export const handler = resourceHandler('mailaccount', mailAccountActions);
