import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startChild, stopChild } from '../../infra/local/child-processes';
import { freePort } from '../../infra/local/ports';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, assertChromium } from '../e2e/browser';
import { E2E_LANES } from './e2e-lanes';

export interface Lane {
  url: string;
  sesEndpoint: string;
  /** The lane's local SMTP server as `host:port` (operators' SMTP accounts send through it; infra/local/mail-stand-ins.ts). */
  smtp?: string;
  /** The lane's local IMAP server (the demo mailbox, infra/local/imap-local.ts). */
  imap?: { host: string; port: number };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The runtimes the e2e files share, one file per lane at a time (test/setup/e2e-lane.ts). */
    lanes: Lane[];
    /** Where the lanes' leases are kept. */
    laneDir: string;
    /** The one Chromium all e2e files connect to. */
    browserWs: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts one lane (test/setup/e2e-lane-runtime.ts) and waits for its ready line. */
async function startLane(n: number, scratch: string): Promise<{ lane: Lane; child: ChildProcess }> {
  const localDir = path.join(scratch, `lane-${n}`);
  mkdirSync(localDir, { recursive: true });
  const child = startChild(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/setup/e2e-lane-runtime.ts')], {
    name: `e2e-lane-${n}`,
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      TIDEWISE_LOCAL_DIR: localDir,
      MEDIA_LOCAL_DIR: path.join(localDir, 'media'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const lane = await new Promise<Lane>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e lane ${n} did not come up in 300 s:\n${out}`)), 300_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = /TIDEWISE-LANE (\{.*\})/.exec(out);
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line[1]!) as Lane);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e lane ${n} exited with ${code}:\n${out}`));
    });
  });
  return { lane, child };
}

/**
 * The e2e files' world: E2E_LANES copies of the whole local runtime, each as `npm start` runs it but in memory, on a
 * free port, with the demo data (seeded side by side), and one headless Chromium they all connect to. A file leases a
 * lane for its whole run, so two files never share a runtime at the same time. `npm test` builds the web app first.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tw-e2e-'));
  const laneDir = path.join(scratch, 'leases');
  mkdirSync(laneDir);
  const browser = chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS }).then(
    (s) => ({ s, e: undefined }),
    (e: unknown) => ({ s: undefined, e }),
  );
  const started = await Promise.allSettled(Array.from({ length: E2E_LANES }, (_x, i) => startLane(i + 1, scratch)));
  const { s: server, e: browserError } = await browser;
  const stop = async () => {
    await server?.close().catch(() => undefined);
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? stopChild(s.value.child, 12_000) : undefined)));
    rmSync(scratch, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed || !server) {
    await stop();
    throw failed?.reason ?? browserError;
  }
  project.provide(
    'lanes',
    started.map((s) => (s as PromiseFulfilledResult<{ lane: Lane }>).value.lane),
  );
  project.provide('laneDir', laneDir);
  project.provide('browserWs', server.wsEndpoint());
  return stop;
}
