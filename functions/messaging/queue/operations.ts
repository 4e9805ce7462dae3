import { mailQueueEndpoints as api } from '../../../shared/api/mail-queue';
import { redactRecord } from '../../../shared/domain/mail/queue';
import { NotFoundError } from '../../../shared/errors';
import { listMailRecords } from '../../data/mail-queue';
import { listSuppressions, removeSuppression, suppressAddress } from '../../data/mail-suppression';
import { action, readAction, type BoundAction } from '../../lib/http';
import { cancelMail, mailDetail, resendMail } from './service';

/** The mail queue's operations (shared/api/mail-queue.ts): list, one mail, resend, cancel; the suppression list. */
export const mailQueueActions: BoundAction[] = [
  readAction(api.list, async ({ tenant, query }) => {
    const page = await listMailRecords(tenant, query);
    return { ...page, data: page.data.map(redactRecord) };
  }),
  readAction(api.get, async ({ tenant, params }) => mailDetail(tenant, params.id)),
  action(api.resend, async ({ tenant, params, principal }) => resendMail(tenant, params.id, principal.userId ?? 'staff')),
  action(api.cancel, async ({ tenant, params, principal }) => cancelMail(tenant, params.id, principal.userId ?? 'staff')),
  readAction(api.suppressions, async ({ tenant, query }) => listSuppressions(tenant, query)),
  action(api.suppress, async ({ tenant, body }) => {
    const entry = { address: body.address.trim().toLowerCase(), reason: 'manual' as const, at: new Date().toISOString() };
    await suppressAddress(tenant, entry);
    return entry;
  }),
  action(api.unsuppress, async ({ tenant, params }) => {
    if (!(await removeSuppression(tenant, params.address))) throw new NotFoundError(`${params.address} is not on the suppression list`);
    return { address: params.address.trim().toLowerCase(), removed: true as const };
  }),
];
