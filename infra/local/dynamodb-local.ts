import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startChild, stopChild } from './child-processes';
import { lockDataDir, type DataLock } from './data-lock';
import { freePort } from './ports';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-central-1';

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('amplify-dynamodb-simulator/package.json');
  return path.join(path.dirname(pkg), 'emulator');
}

/** Fails with a message that says what to do when Java is missing. */
export function assertJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'Java is needed to run DynamoDB Local but was not found on PATH.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y default-jre-headless\n' +
        '  macOS:         brew install openjdk\n' +
        'Then run the command again.',
    );
  }
}

/** Whether a DynamoDB Local answers ListTables on the loopback port. */
async function answers(port: number): Promise<boolean> {
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/**
 * Starts AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator) on a free loopback port.
 * With `dataDir` the data is kept between runs, and the folder is locked (data-lock.ts): a second start
 * on a folder that a running process serves refuses with a message naming that process. Without
 * `dataDir` the database lives in memory (tests).
 * The working directory is a scratch folder because the jar writes a metadata file into it.
 */
export async function startDynamoDbLocal(opts: { dataDir?: string; port?: number; workDir: string }): Promise<DynamoDbLocal> {
  assertJava();
  const dir = emulatorDir();
  const dataDir = opts.dataDir && path.resolve(opts.dataDir);
  if (dataDir && !existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const lock: DataLock | undefined = dataDir ? await lockDataDir(dataDir, answers) : undefined;
  try {
    return await launch(dir, dataDir, opts, lock);
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/**
 * The emulator's JVM as a short-lived, small service: the client compiler only (C2 spends more CPU compiling the
 * emulator's hot paths than a test run or a developer's session gets back: DynamoDB Local's CPU in an integration
 * folder fell from 32.5 to 17.9 CPU-s and in an e2e lane from 22.5 to 8.6, docs/testing.md) and the serial
 * collector (no parallel GC threads competing with the tests on two cores).
 */
export const JVM_FLAGS = ['-Xmx512m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function launch(dir: string, dataDir: string | undefined, opts: { port?: number; workDir: string }, lock: DataLock | undefined): Promise<DynamoDbLocal> {
  const port = opts.port ?? (await freePort());
  mkdirSync(opts.workDir, { recursive: true });
  const storage = dataDir ? ['-sharedDb', '-dbPath', dataDir] : ['-inMemory'];
  const child = startChild(
    'java',
    [
      ...JVM_FLAGS,
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      ...storage,
    ],
    { name: 'dynamodb-local', cwd: opts.workDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const until = Date.now() + 60_000;
  // GET / answers 400, so readiness is a real ListTables call.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > until) {
        await stopChild(child);
        throw new Error(`DynamoDB Local did not become ready on port ${port}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  lock?.serving(port);
  const stop = async () => {
    await stopChild(child);
    lock?.release();
  };
  return { endpoint, port, stop };
}
