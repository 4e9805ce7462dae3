import hoodiecrow from 'hoodiecrow-imap';
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
