import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The local runtime's children (DynamoDB Local, the local SES) end with the runtime however it ends, and
 * one data folder is served by one DynamoDB Local. Each test runs the runtime in its own process (and
 * process group) on a throwaway data folder and kills it as a crash or an editor's stop button does.
 */

const CHILD = path.join(import.meta.dirname, 'local-runtime-child.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

interface Started {
  proc: ChildProcess;
  info: { pid: number; dynamoEndpoint: string; sesEndpoint: string };
}

const dirs: string[] = [];
const procs: ChildProcess[] = [];
const sesEndpoints: string[] = [];

function tempLocalDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tidewise-lifecycle-'));
  dirs.push(dir);
  return dir;
}

/** Runs the runtime in one process, or like `npm start` through the tsx command (a parent and a child). */
function launch(
  localDir: string,
  via: 'node' | 'tsx-cli' = 'node',
): {
  proc: ChildProcess;
  done: Promise<{ code: number | null; stderr: string }>;
  ready: Promise<Started['info']>;
  /** Everything written to stderr so far (the runtime writes on after its tsx parent has gone). */
  stderr: () => string;
} {
  const proc = spawn(process.execPath, via === 'node' ? ['--import', 'tsx', CHILD] : [TSX_CLI, CHILD], {
    env: { ...process.env, TIDEWISE_LOCAL_DIR: localDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  procs.push(proc);
  let stdout = '';
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) => proc.once('exit', (code) => resolve({ code, stderr })));
  const ready = new Promise<Started['info']>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const info = JSON.parse(line) as Started['info'];
      sesEndpoints.push(info.sesEndpoint);
      resolve(info);
    });
    void done.then(({ code }) => reject(new Error(`runtime exited with ${code}:\n${stderr}`)));
  });
  ready.catch(() => undefined); // a start that is expected to fail is awaited through `done`
  return { proc, done, ready, stderr: () => stderr };
}

/** Processes whose command line mentions the text (a server and anything wrapping it). */
function processesMentioning(text: string): Array<{ pid: number; args: string }> {
  const out = execFileSync('ps', ['-A', '-o', 'pid=,args='], { encoding: 'utf8' });
  const found: Array<{ pid: number; args: string }> = [];
  for (const line of out.split('\n')) {
    const [, pid = '', args = ''] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
    if (args.includes(text) && !args.startsWith('ps ')) found.push({ pid: Number(pid), args });
  }
  return found;
}

const program = (args: string, index: number) => path.basename(args.split(' ')[index] ?? '');

/** Everything about the DynamoDB Local on the folder, and the Java processes serving it. */
const anyDynamo = (localDir: string) => processesMentioning(` -dbPath ${path.join(localDir, 'dynamodb')}`);
const javaServing = (localDir: string) => anyDynamo(localDir).filter((p) => program(p.args, 0) === 'java');

/** Everything about the local SES on the endpoint's port, and the SES servers themselves. */
const anySes = (endpoint: string) => processesMentioning('aws-ses-v2-local').filter((p) => ` ${p.args} `.includes(` --port ${new URL(endpoint).port} `));
const sesServing = (endpoint: string) => anySes(endpoint).filter((p) => program(p.args, 1) === 'cli.js');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // An ended process whose new parent has not reaped it yet (a zombie, state Z) has ended all the same.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The kernel's view of a process (state, parent), for a failure's message. */
function procStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .filter((l) => /^(Name|State|PPid|Threads):/.test(l))
      .join(', ');
  } catch (err) {
    return String(err);
  }
}

/** Polls until nothing is left, with a generous bound; returns what is still there. */
async function leftovers(find: () => Array<{ pid: number; args: string }>, boundMs = 30_000) {
  const until = Date.now() + boundMs;
  for (;;) {
    const left = find();
    if (left.length === 0 || Date.now() > until) return left;
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterEach(() => {
  // Whatever a test started goes, even when it failed.
  for (const proc of procs.splice(0)) {
    try {
      if (proc.pid) process.kill(-proc.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  const left = [...dirs.flatMap(anyDynamo), ...sesEndpoints.splice(0).flatMap(anySes)];
  for (const p of left) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Generous: DynamoDB Local starts in about 2 s, far slower on a loaded machine.
describe('local runtime lifecycle', { timeout: 180_000 }, () => {
  it('leaves no DynamoDB Local or SES behind when its process group is killed with SIGKILL', async () => {
    const localDir = tempLocalDir();
    const run = launch(localDir);
    const info = await run.ready;
    expect(javaServing(localDir)).toHaveLength(1);
    expect(sesServing(info.sesEndpoint)).toHaveLength(1);

    process.kill(-run.proc.pid!, 'SIGKILL');
    await run.done;
    expect(await leftovers(() => anyDynamo(localDir))).toEqual([]);
    expect(await leftovers(() => anySes(info.sesEndpoint))).toEqual([]);
  });

  it('leaves nothing behind when only the runtime process is killed, and the next start takes the folder over', async () => {
    const localDir = tempLocalDir();
    const first = launch(localDir);
    const info = await first.ready;

    process.kill(first.proc.pid!, 'SIGKILL');
    await first.done;
    expect(await leftovers(() => anyDynamo(localDir))).toEqual([]);
    expect(await leftovers(() => anySes(info.sesEndpoint))).toEqual([]);

    const next = launch(localDir);
    await next.ready;
    expect(javaServing(localDir)).toHaveLength(1);
    next.proc.kill('SIGTERM');
    expect((await next.done).code).toBe(0);
    expect(await leftovers(() => anyDynamo(localDir))).toEqual([]);
    expect(existsSync(path.join(localDir, 'dynamodb', 'tidewise.lock'))).toBe(false);
  });

  it('stops when only the tsx process that npm start runs it under is killed', async () => {
    const localDir = tempLocalDir();
    const run = launch(localDir, 'tsx-cli');
    const info = await run.ready;
    expect(info.pid).not.toBe(run.proc.pid);

    process.kill(run.proc.pid!, 'SIGKILL');
    await run.done;
    const runtime = () => (alive(info.pid) ? [{ pid: info.pid, args: 'the runtime' }] : []);
    const left = await leftovers(runtime);
    if (left.length > 0) console.error(`the runtime outlived its parent:\n${procStatus(info.pid)}\n${run.stderr()}`);
    expect(left).toEqual([]);
    expect(await leftovers(() => anyDynamo(localDir))).toEqual([]);
    expect(await leftovers(() => anySes(info.sesEndpoint))).toEqual([]);
  });

  it('refuses a second start on a data folder that a running runtime serves', async () => {
    const localDir = tempLocalDir();
    const first = launch(localDir);
    const info = await first.ready;

    const second = launch(localDir);
    const outcome = await Promise.race([second.done, second.ready.then(() => 'a second runtime started')]);
    expect(outcome).toMatchObject({ code: 1, stderr: expect.stringContaining(`is in use by process ${info.pid}`) as string });
    expect(javaServing(localDir)).toHaveLength(1);
  });
});
