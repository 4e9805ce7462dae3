import { resourceHandler } from '../../lib/http';
import { authActions } from './operations';

/** Sign-in, sessions and account mails (the calls themselves: ./operations.ts). */
export const handler = resourceHandler('auth', authActions);
