import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild, stopChild } from './child-processes';
import { freePort, waitForPort } from './ports';

export interface SesLocal {
  /** The SES v2 API endpoint the send-mail consumer talks to. */
  endpoint: string;
  /** The inbox people look at in the browser. */
  inboxUrl: string;
  stop(): Promise<void>;
}

export interface StoredMail {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Starts aws-ses-v2-local on loopback (without --host it would listen on every interface). */
export async function startSesLocal(opts: { port?: number } = {}): Promise<SesLocal> {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  const port = opts.port ?? (await freePort());
  const child = startChild(process.execPath, [cli, '--host', '127.0.0.1', '--port', String(port)], { name: 'ses-local', stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitForPort(port, '127.0.0.1', 20_000);
  } catch (err) {
    await stopChild(child);
    throw new Error(`aws-ses-v2-local did not start: ${(err as Error).message}\n${output}`, { cause: err });
  }
  const base = `http://127.0.0.1:${port}`;
  return { endpoint: base, inboxUrl: base, stop: () => stopChild(child) };
}

/** The mails the local SES has received (its GET /store). */
export async function readInbox(endpoint: string): Promise<StoredMail[]> {
  const res = await fetch(`${endpoint}/store`);
  const json = (await res.json()) as { emails: StoredMail[] };
  return json.emails;
}
