import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { useLane } from '../e2e/browser';

/**
 * Each e2e file leases one lane (a runtime of its own, test/setup/runtime-global.ts) for its whole run: a lock file
 * created exclusively, holding this process's id. A lease whose process is gone is taken over. When every lane is
 * busy the file waits: vitest may start more files than there are lanes (the unit and integration files share its
 * workers).
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLease(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const holder = Number(readFileSync(file, { encoding: 'utf8', flag: 'r' }) || 0);
    if (holder && !alive(holder)) {
      try {
        unlinkSync(file);
      } catch {
        /* another file took it over first */
      }
    }
    return false;
  }
}

let held: string | undefined;

beforeAll(async () => {
  const lanes = inject('lanes');
  const dir = inject('laneDir');
  for (;;) {
    for (let i = 0; i < lanes.length; i++) {
      const file = path.join(dir, `lane-${i + 1}.lock`);
      if (tryLease(file)) {
        held = file;
        useLane(lanes[i]!);
        return;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}, 1_800_000);

afterAll(() => {
  if (held) unlinkSync(held);
  held = undefined;
});
