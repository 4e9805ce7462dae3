import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetConfig, runtimeEnvironment } from '../../functions/config';
import { resetDbClient } from '../../functions/data/client';
import { startApiServer, type ApiServer } from './api-server';
import { stopAllChildren } from './child-processes';
import { ensureTable } from './create-table';
import { LocalDispatcher } from './dispatcher';
import { LOCAL_REGION, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { isSeeded, seedDemo } from './seed';
import { startSesLocal, type SesLocal } from './ses-local';
import { LOCAL_SMTP_PASSWORD, LOCAL_SMTP_USER, startMailStandIns, type MailStandIns } from './mail-stand-ins';
import { connectMailboxAccounts, withOperatorAccounts } from '../../functions/messaging/mailbox/accounts';
import { LOCAL_MAILBOX, localMailboxAccounts, startImapLocal, type ImapLocal } from './imap-local';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Local state (DynamoDB data, signing key); TIDEWISE_LOCAL_DIR moves it, for tests of the runtime itself. */
export const LOCAL_DIR = process.env.TIDEWISE_LOCAL_DIR ?? path.join(ROOT, '.local');
export const TABLE_NAME = 'tidewise-local';

export interface RuntimeOptions {
  port: number;
  host: string;
  /** Keep DynamoDB data under .local/dynamodb between runs; false means in memory. */
  persist: boolean;
  /** Seed demo data when the demo tenant is missing. */
  seed: boolean;
  customers?: number;
  /** Issue 23's volume knob (SEED_VOLUME): n × (10,000 customers, 3,000 bookings, 1,000 bank entries) on top of the demo. */
  volume?: number;
  /** Rebuild the web app when its sources are newer than web/dist. */
  buildWeb: boolean;
  log?: (line: string) => void;
}

export interface Runtime {
  url: string;
  inboxUrl: string;
  sesEndpoint: string;
  dynamoEndpoint: string;
  /** The local IMAP server of the demo mailbox (LOCAL_MAILBOX's user and password). */
  imap: { host: string; port: number };
  dispatcher: LocalDispatcher;
  /** The local SMTP server and OAuth provider of operators' mail accounts (infra/local/mail-stand-ins.ts). */
  mail: MailStandIns;
  stop(): Promise<void>;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the SPA when web/dist is missing or older than web/ or shared/. */
export function buildWebIfStale(log: (l: string) => void): void {
  const index = path.join(ROOT, 'web', 'dist', 'index.html');
  const sources = Math.max(newestMtime(path.join(ROOT, 'web')), newestMtime(path.join(ROOT, 'shared')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  log('building the web app …');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** The JWT signing key for local runs: generated once, kept in .local (git-ignored). */
function localSigningKeyFile(): string {
  mkdirSync(LOCAL_DIR, { recursive: true });
  const file = path.join(LOCAL_DIR, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return file;
}

/**
 * The whole product on one machine: DynamoDB Local, the local SES, the dispatcher for events and the
 * server for the web app and /api. The environment is set as the stacks set it for the Lambdas.
 */
export async function startRuntime(opts: RuntimeOptions): Promise<Runtime> {
  const log = opts.log ?? (() => undefined);
  const started: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Each part gets a few seconds: a server that waits for a client's open connection (an IMAP or SMTP session, a
    // kept-alive HTTP socket) must not hold up the rest, DynamoDB Local's JVM above all.
    for (const s of started.reverse()) await Promise.race([s().catch(() => undefined), new Promise((r) => setTimeout(r, PART_STOP_MS).unref())]);
    await stopAllChildren();
  };
  try {
    if (opts.buildWeb) buildWebIfStale(log);
    const dynamo: DynamoDbLocal = await startDynamoDbLocal({
      dataDir: opts.persist ? path.join(LOCAL_DIR, 'dynamodb') : undefined,
      workDir: path.join(LOCAL_DIR, 'work'),
    });
    started.push(dynamo.stop);
    const ses: SesLocal = await startSesLocal();
    started.push(ses.stop);
    const mail = await startMailStandIns();
    started.push(mail.stop);
    // The mailbox's IMAP server (docs/decisions/mailbox.md "Locally"): in this process, in memory, on loopback.
    // The local SMTP account's login reads mail here too: an operator who adds it on /config/mail with this IMAP server
    // gets a mailbox of their own.
    const imap: ImapLocal = await startImapLocal({ users: { [LOCAL_MAILBOX.user]: LOCAL_MAILBOX.password, [LOCAL_SMTP_USER]: LOCAL_SMTP_PASSWORD } });
    started.push(imap.stop);
    connectMailboxAccounts(withOperatorAccounts(localMailboxAccounts(imap)));

    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    Object.assign(process.env, { AWS_REGION: LOCAL_REGION, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
    // The Lambdas' variables, typed by functions/config.ts as the stacks set them.
    Object.assign(
      process.env,
      runtimeEnvironment({
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        TABLE_NAME,
        SES_ENDPOINT: ses.endpoint,
        MAIL_FROM: 'no-reply@demo.test',
        JWT_SECRET_FILE: localSigningKeyFile(),
        APP_VERSION: pkg.version,
        DEFAULT_TENANT: 'demo',
        EVENT_BUS_NAME: 'local',
        ...mail.env,
      }),
    );
    process.env.LOG_LEVEL ??= 'warn';
    resetConfig();
    resetDbClient();

    await ensureTable(dynamo.endpoint, TABLE_NAME);
    if (opts.seed && !(await isSeeded())) {
      log('seeding demo data …');
      await seedDemo({ customers: opts.customers, volume: opts.volume, log: (l) => log(`  ${l}`) });
    }

    const dispatcher = new LocalDispatcher({ endpoint: dynamo.endpoint, tableName: TABLE_NAME, onError: (e) => log(`dispatcher: ${e.message}`) });
    await dispatcher.start();
    started.push(() => dispatcher.stop());

    const server: ApiServer = await startApiServer({
      port: opts.port,
      host: opts.host,
      webRoot: path.join(ROOT, 'web', 'dist'),
      afterWrite: () => dispatcher.wake(),
    });
    started.push(server.close);
    process.env.PUBLIC_URL ??= server.url; // links in mails come from configuration only, never from a request's Host
    resetConfig();

    return {
      url: server.url,
      inboxUrl: ses.inboxUrl,
      sesEndpoint: ses.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      imap: { host: imap.host, port: imap.port },
      dispatcher,
      mail,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** How long a graceful stop may take before the runtime stops hard. */
export const STOP_DEADLINE_MS = 10_000;

/**
 * The one way the runtime's process stops (`npm start` and the lifecycle tests' child): gracefully, and hard after
 * the deadline. A stop that hangs (a starved machine, a stuck poll) must not leave the runtime running: the process
 * exits and its exit hook kills the stand-ins (infra/local/child-processes.ts). Calls after the first are ignored.
 */
/** How long one part of the runtime may take to stop before the next one is stopped anyway. */
const PART_STOP_MS = 3_000;

export function stopperFor(runtime: Pick<Runtime, 'stop'>, say: (line: string) => void = () => undefined, deadlineMs = STOP_DEADLINE_MS) {
  let stopping = false;
  return (reason: string): void => {
    if (stopping) return;
    stopping = true;
    say(`\n${reason}: stopping …`);
    setTimeout(() => {
      say(`stopping took over ${deadlineMs / 1000} s: stopped hard`);
      process.exit(0);
    }, deadlineMs).unref();
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
}
