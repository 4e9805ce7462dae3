import { execFileSync } from 'node:child_process';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One DynamoDB Local per data folder. The folder holds `tidewise.lock` with the pid of the process
 * that owns the database and, once it serves, the port. A start that finds the owner alive refuses
 * with a message naming it; a lock whose owner is dead is stale and taken over. Before a database is
 * started, any DynamoDB Local that still has the folder open (left over, or started by hand) must be
 * gone, so the folder is never opened twice.
 */
export interface DataLock {
  /** Records the port once the database serves. */
  serving(port: number): void;
  /** Removes the lock if it is still ours. */
  release(): void;
}

interface LockInfo {
  pid: number;
  port?: number;
}

export const LOCK_FILE = 'tidewise.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Writes the whole lock first and links it into place: the link fails if a lock exists, atomically. */
function tryCreate(file: string, info: LockInfo): boolean {
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(info));
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

/** Java processes running DynamoDB Local on this folder (ps works on Linux and macOS). */
export function dynamoDbProcessesOn(dataDir: string): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-A', '-o', 'pid=,args='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const flag = ` -dbPath ${dataDir} `;
  const pids: number[] = [];
  for (const line of out.split('\n')) {
    const [, pid = '', args = ''] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
    if (path.basename(args.split(' ')[0] ?? '') === 'java' && args.includes('DynamoDBLocal') && `${args} `.includes(flag)) pids.push(Number(pid));
  }
  return pids;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function inUse(dataDir: string, held: LockInfo): Error {
  const where = held.port ? `, DynamoDB Local on port ${held.port}` : ', DynamoDB Local still starting';
  return new Error(
    `The data folder ${dataDir} is in use by process ${held.pid} (another npm start or npm run seed${where}).\n` +
      `  Stop that one first (Ctrl-C in its terminal, or kill ${held.pid}),\n` +
      '  or give this one its own folder: TIDEWISE_LOCAL_DIR=/some/other/dir',
  );
}

/**
 * Takes the folder's lock or throws a message saying who holds it. `answers(port)` tells whether the
 * holder's database serves; while the holder is alive but not yet serving, this waits up to `waitMs`.
 */
export async function lockDataDir(dataDir: string, answers: (port: number) => Promise<boolean>, waitMs = 60_000): Promise<DataLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const until = Date.now() + waitMs;
  for (;;) {
    if (tryCreate(file, { pid: process.pid })) break;
    const held = readLock(file);
    if (held && alive(held.pid)) {
      if ((held.port && (await answers(held.port))) || Date.now() > until) throw inUse(dataDir, held);
      await sleep(200);
      continue;
    }
    // The owner is gone (or the lock is unreadable): stale, take it over.
    try {
      unlinkSync(file);
    } catch {
      /* another start took it over first */
    }
  }
  const lock: DataLock = {
    serving(port) {
      const tmp = `${file}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify({ pid: process.pid, port }));
      renameSync(tmp, file);
    },
    release() {
      if (readLock(file)?.pid !== process.pid) return;
      try {
        unlinkSync(file);
      } catch {
        /* gone already */
      }
    },
  };
  // A dead owner's database normally ends within a second (its watchdog stops it); wait for that.
  const leftUntil = Date.now() + 15_000;
  for (;;) {
    const left = dynamoDbProcessesOn(dataDir);
    if (left.length === 0) return lock;
    if (Date.now() > leftUntil) {
      lock.release();
      throw new Error(
        `DynamoDB Local (pid ${left.join(', ')}) still has the data folder ${dataDir} open, but no running npm start owns it.\n` +
          `  Stop it (kill ${left.join(' ')}) and start again.`,
      );
    }
    await sleep(200);
  }
}
