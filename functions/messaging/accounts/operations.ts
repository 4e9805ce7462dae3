import { mailAccountEndpoints as api } from '../../../shared/api/mail-accounts';
import { listMailAccounts } from '../../data/mail-accounts';
import { action, readAction, type BoundAction } from '../../lib/http';
import { completeConnect, startConnect } from './connect';
import { checkAccount, createAccount, removeAccount, requireAccount, sendTestMail, updateAccount } from './service';

/** The mail accounts' operations (shared/api/mail-accounts.ts): the accounts, a test mail, a check, the OAuth connect. */
export const mailAccountActions: BoundAction[] = [
  readAction(api.list, async ({ tenant }) => ({ data: await listMailAccounts(tenant) })),
  readAction(api.get, async ({ tenant, params }) => requireAccount(tenant, params.id)),
  action(api.create, async ({ tenant, body }) => createAccount(tenant, body)),
  action(api.update, async ({ tenant, params, body }) => updateAccount(tenant, params.id, body)),
  action(api.remove, async ({ tenant, params }) => removeAccount(tenant, params.id)),
  action(api.test, async ({ tenant, params, body, principal }) => sendTestMail(tenant, params.id, principal, body.to)),
  action(api.check, async ({ tenant, params }) => checkAccount(tenant, params.id)),
  action(api.oauthConnect, async ({ tenant, body }) => startConnect(tenant, body.account)),
  action(api.oauthCallback, async ({ tenant, body }) => completeConnect(tenant, body.code, body.state)),
];
