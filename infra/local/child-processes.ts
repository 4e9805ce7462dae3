import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from 'node:child_process';
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

/**
 * Calls `onGone` once the process that started this one has ended (this one was handed to another
 * parent). `npm start` runs the runtime in a child of the tsx process: if only that one is killed,
 * the runtime stops too instead of living on unseen.
 */
export function whenParentEnds(onGone: () => void, everyMs = 500): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
}
