import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Children the local runtime started. Each is spawned in its own process group and killed as a group
 * on stop, so no Java or mail server is left behind after Ctrl-C.
 */
const children = new Set<ChildProcess>();

export function startChild(command: string, args: string[], options: SpawnOptions & { name: string }): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
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
