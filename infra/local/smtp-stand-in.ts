import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { freePort } from './ports';

/**
 * The local SMTP server that operators' SMTP and OAuth accounts send through (`npm start` and the tests;
 * docs/decisions/mail-accounts.md): npm's smtp-server speaking real SMTP (plain, no TLS), with AUTH PLAIN/LOGIN against
 * its users and XOAUTH2 against the OAuth stand-in's access tokens. Scriptable: `reply` answers a recipient with a
 * reply code (421, 451, 550, 553 …); without a script a recipient's local part does it (`tempfail-421@…`,
 * `reject-550@…`, `reject-553@…`). Every accepted message is kept in `received`.
 */
export interface ReceivedSmtpMail {
  from: string;
  to: string[];
  user?: string;
  subject: string;
  raw: string;
  at: number;
}

export interface SmtpReply {
  code: number;
  message: string;
}

export interface SmtpStandIn {
  host: string;
  port: number;
  /** `host:port`, as MAIL_LOCAL_SMTP takes it. */
  hostPort: string;
  received: ReceivedSmtpMail[];
  /** user → password of AUTH PLAIN/LOGIN (change one to make a login fail). */
  users: Map<string, string>;
  /** Answers a recipient before the default rules; undefined accepts it. */
  reply?: (recipient: string, n: number) => SmtpReply | undefined;
  /** XOAUTH2: whether the access token is valid for the user (the OAuth stand-in's). */
  checkToken?: (user: string, token: string) => boolean;
  /** RCPT commands seen, per recipient (a script counts tries with it). */
  tries: Map<string, number>;
  stop(): Promise<void>;
}

const byLocalPart = (recipient: string): SmtpReply | undefined => {
  const m = /^(?:tempfail|reject)-(\d{3})[@+]/.exec(recipient.toLowerCase());
  return m ? { code: Number(m[1]), message: `${m[1]} scripted reply for ${recipient}` } : undefined;
};

const fail = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code });

export async function startSmtpStandIn(opts: { port?: number; users?: Record<string, string> } = {}): Promise<SmtpStandIn> {
  const port = opts.port ?? (await freePort());
  const host = '127.0.0.1';
  const standIn: SmtpStandIn = {
    host,
    port,
    hostPort: `${host}:${port}`,
    received: [],
    users: new Map(Object.entries(opts.users ?? {})),
    tries: new Map(),
    stop: async () => undefined,
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    logger: false,
    banner: 'Tidewise local SMTP stand-in',
    onAuth(auth, _session, callback) {
      const user = auth.username ?? '';
      if (auth.method === 'XOAUTH2') {
        if (auth.accessToken && standIn.checkToken?.(user, auth.accessToken)) return callback(null, { user });
        return callback(null, { data: { status: '401', schemes: 'bearer', scope: 'mail' } });
      }
      if (standIn.users.has(user) && standIn.users.get(user) === auth.password) return callback(null, { user });
      callback(Object.assign(new Error('535 5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const to = address.address;
      const n = (standIn.tries.get(to) ?? 0) + 1;
      standIn.tries.set(to, n);
      const reply = standIn.reply?.(to, n) ?? byLocalPart(to);
      callback(reply ? fail(reply) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        standIn.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...(typeof session.user === 'string' ? { user: session.user } : {}),
          subject,
          raw,
          at: Date.now(),
        });
        callback(null, 'queued');
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.on('error', () => undefined);
  standIn.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
