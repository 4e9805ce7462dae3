import { clientKey } from '../../data/login-throttle';
import type { HttpEvent } from '../../lib/http';

/** The calling client as the sign-in throttle and the mail quotas count it (its source address). */
export const clientOf = (event: HttpEvent): string => clientKey(event.requestContext?.http?.sourceIp);
