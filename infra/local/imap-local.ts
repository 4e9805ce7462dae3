import hoodiecrow from 'hoodiecrow-imap';
import type { MailboxAccounts } from '../../functions/messaging/mailbox/accounts';
import type { MailAccount } from '../../shared/domain/mail/account';
import { freePort } from './ports';

/**
 * A local IMAP server for the mailbox (docs/decisions/mailbox.md "Locally"): hoodiecrow-imap, a scriptable server
 * that speaks real IMAP4rev1 (IDLE, UIDPLUS, MOVE, SPECIAL-USE) over TCP, in this process, on loopback. The product
 * reads it with the same client as a real account (imapflow); tests feed it with real IMAP APPENDs or `deliver`, and
 * change a user's password to see a refused login. It keeps mails in memory only (a restart starts empty).
 */
export interface ImapLocal {
  host: string;
  port: number;
  /** Puts a raw RFC 5322 message into a folder as a delivery would (unseen). */
  deliver(raw: string, folder?: string): void;
  /** The password a user logs in with from now on (the old one is refused). */
  setPassword(user: string, password: string): void;
  stop(): Promise<void>;
}

const PLUGINS = ['ID', 'SASL-IR', 'AUTH-PLAIN', 'NAMESPACE', 'IDLE', 'ENABLE', 'CONDSTORE', 'LITERALPLUS', 'UNSELECT', 'SPECIAL-USE', 'UIDPLUS', 'MOVE'];

export async function startImapLocal(opts: { port?: number; users: Record<string, string> }): Promise<ImapLocal> {
  const port = opts.port ?? (await freePort());
  const server = hoodiecrow({
    plugins: PLUGINS,
    users: Object.fromEntries(Object.entries(opts.users).map(([user, password]) => [user, { password }])),
    storage: {
      INBOX: { messages: [] },
      '': {
        separator: '/',
        folders: {
          Sent: { 'special-use': '\\Sent', messages: [] },
          Trash: { 'special-use': '\\Trash', messages: [] },
        },
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port,
    deliver: (raw, folder = 'INBOX') => void server.appendMessage(folder, [], new Date(), raw.replace(/\r?\n/g, '\r\n')),
    setPassword: (user, password) => {
      server.users[user] = { password };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo operator's local mailbox: `npm start` and the e2e lanes log in with these. */
export const LOCAL_MAILBOX = { tenant: 'demo', account: 'ma-local-desk', user: 'desk@demo.test', password: 'local-imap-pass' } as const;

/**
 * The mail account the local runtime shows in the demo tenant's mailbox, over the local IMAP server.
 * TODO(lead, issue 26 merge): once the accounts part is connected (functions/messaging/mailbox/accounts.ts), seed a
 * demo `smtp` account with `imap` → this server instead, and drop this source.
 */
export function localMailboxAccounts(imap: ImapLocal): MailboxAccounts {
  const account: MailAccount = {
    id: LOCAL_MAILBOX.account,
    kind: 'smtp',
    name: 'Front desk (local)',
    fromAddress: LOCAL_MAILBOX.user,
    sending: false,
    imap: { host: imap.host, port: imap.port, security: 'none' },
    user: LOCAL_MAILBOX.user,
    passwordSet: true,
    connected: false,
    health: { state: 'unknown' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
  return {
    list: async (tenant) => (tenant === LOCAL_MAILBOX.tenant ? [account] : []),
    login: async (tenant, id) =>
      tenant === LOCAL_MAILBOX.tenant && id === account.id
        ? { account, user: LOCAL_MAILBOX.user, imap: account.imap, auth: { kind: 'password', password: LOCAL_MAILBOX.password } }
        : null,
    recordFetch: async () => undefined,
  };
}
