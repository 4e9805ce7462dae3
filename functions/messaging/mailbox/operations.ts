import { mailboxEndpoints as api } from '../../../shared/api/mailbox';
import { action, readAction, type BoundAction } from '../../lib/http';
import { answerMail, mailboxBody, mailboxDelete, mailboxFolders, mailboxMails } from './service';

/** The mailbox's operations (shared/api/mailbox.ts): folders, mails, body, delete, answer (reply or forward). */
export const mailboxActions: BoundAction[] = [
  readAction(api.folders, async ({ tenant, query }) => mailboxFolders(tenant, query.account)),
  readAction(api.mails, async ({ tenant, query }) => mailboxMails(tenant, query)),
  // Reading a mail marks it seen on the server: a read that changes a flag, never the product's data.
  readAction(api.body, async ({ tenant, query }) => mailboxBody(tenant, { ...query, images: query.images === 'true' })),
  action(api.delete, async ({ tenant, body }) => mailboxDelete(tenant, body)),
  action(api.answer, async ({ tenant, body }) => answerMail(tenant, body)),
];
