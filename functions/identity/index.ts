/**
 * The identity area's face: what other areas and the event consumers may use of it (docs/architecture.md).
 */
export { clientOf } from './auth/client';
export { sendAccountMail } from './auth/service';
