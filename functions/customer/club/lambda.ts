import { resourceHandler } from '../../lib/http';
import { clubActions } from './operations';

/** The club member's own data (issue 25): a Lambda of its own, read-mostly, beside `customers`. */
export const handler = resourceHandler('club', clubActions);
