import { resourceHandler } from '../../lib/http';
import { accountActions } from './accounts';
import { userExtraActions } from './extras';
import { roleActions } from './roles';
import { selfActions } from './self';

/** The signed-in user's own calls, the administration of users, and user roles. */
export const handler = resourceHandler('users', [...selfActions, ...userExtraActions, ...accountActions, ...roleActions]);
