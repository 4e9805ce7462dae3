import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WATCHDOG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'watchdog.mjs');

/**
 * Children the local runtime started. Each runs under a small watchdog (watchdog.mjs) that ends it
 * when this process ends, however it ends (SIGKILL included), and each is spawned in its own process
 * group, killed as a group on stop, so Ctrl-C in the terminal reaches only the runtime, which then
 * stops its children in order. Nothing (Java, mail server) is left behind.
 */
const children = new Set<ChildProcess>();

function withStdinPipe(stdio: StdioOptions | undefined): StdioOptions {
  const [, out = 'ignore', err = 'ignore'] = Array.isArray(stdio) ? stdio : [stdio, stdio, stdio];
  return ['pipe', out, err];
}

export function startChild(command: string, args: string[], options: SpawnOptions & { name: string }): ChildProcess {
  // The stdin pipe is the lifeline: this process holds its only writing end and never writes to it.
  const child = spawn(process.execPath, [WATCHDOG, command, ...args], { ...options, stdio: withStdinPipe(options.stdio), detached: true });
  child.stdin?.on('error', () => undefined);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) {
      resolve();
      return;
    }
    const pid = child.pid;
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c)));
}

/** Last resort when the parent exits without awaiting: kill synchronously. */
process.once('exit', () => {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/** The process exists and has not ended (an ended process not yet reaped, state Z, has ended all the same). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (not Linux): kill(0) answered
  }
}

/**
 * Calls `onGone` once the process that started this one has ended. `npm start` runs the runtime in a child of the
 * tsx process: if only that one is killed, the runtime stops too instead of living on unseen. Two signs, either
 * enough: this process was handed to another parent (its parent id changed), or the first parent no longer runs
 * (a sandbox may not report the new parent: a CI run once kept the runtime 30 s after its parent had gone).
 */
export function whenParentEnds(onGone: () => void, everyMs = 500): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && (parent <= 1 || processAlive(parent))) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
}
