import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';

/**
 * Runs `npm start`'s entry point as a person would, in its own data folder and port. An integration test, not an e2e
 * one: it needs no browser and no e2e lane (it held one of them for a minute and a half while running its own runtime).
 */
function start(localDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, PORT: String(port), TIDEWISE_LOCAL_DIR: localDir, SEED_CUSTOMERS: '20' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    // Generous: it seeds and may build the web app while the other e2e lanes and test files keep the machine busy.
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${out}`)), 240_000);
    child.stdout!.on('data', () => {
      if (out.includes('Press Ctrl-C to stop')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

function javaProcessesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-af', `java.*${dir}`], { encoding: 'utf8' });
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

describe('npm start', () => {
  const localDir = mkdtempSync(path.join(os.tmpdir(), 'tw-runtime-'));
  afterAll(() => rmSync(localDir, { recursive: true, force: true }));

  it('serves the product, stops every child on SIGINT, and keeps the data for the next start', { timeout: 600_000 }, async () => {
    const port = await freePort();
    const first = await start(localDir, port);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    expect(first.output()).toContain('admin@demo.test');
    const base = `http://127.0.0.1:${port}`;
    expect((await (await fetch(`${base}/version`)).json()) as unknown).toMatchObject({ name: 'tidewise' });

    const login = (await (
      await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
      })
    ).json()) as { token: string; user: { version: number } };
    const renamed = await fetch(`${base}/api/users/self`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ version: login.user.version, name: 'Renamed Before Restart' }),
    });
    expect(renamed.status).toBe(200);

    expect(javaProcessesUsing(localDir)).not.toBe('');
    expect(await stop(first.child)).toBe(0);
    expect(javaProcessesUsing(localDir)).toBe('');

    const second = await start(localDir, port);
    expect(second.output()).not.toContain('seeding demo data');
    const self = (await (await fetch(`${base}/api/users/self`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as { name: string };
    expect(self.name).toBe('Renamed Before Restart');
    expect(await stop(second.child)).toBe(0);
    expect(javaProcessesUsing(localDir)).toBe('');
  });
});
