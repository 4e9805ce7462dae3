import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_ISOLATED, UNIT_ISOLATED } from '../setup/unit-projects';

/**
 * The `unit` project shares modules between files (isolate: false). A file that changes what other files see (a
 * module mock, a mocked AWS client, a fake clock, process.env, a global) must run in `unit-isolated`: this test finds
 * one that is not on the list before it makes another file fail in some order.
 */
const MODULE_STATE = new RegExp(
  [
    'vi\\.mock\\(',
    'vi\\.doMock\\(',
    'mockClient\\(',
    'useFakeTimers',
    'setSystemTime',
    'stubEnv',
    'stubGlobal',
    'vi\\.spyOn',
    'process\\.env\\b[^\\n]*=',
    'globalThis\\.[\\w$]+\\s*=',
  ].join('|'),
);
const ROOTS = ['shared', 'functions', 'events', 'web/src', 'test/unit', 'test/infra'];
const THIS_FILE = 'test/unit/unit-isolation.test.ts';

/** The UNIT_ISOLATED entries are paths or `dir/**\/*.test.ts` patterns. */
const isolated = (file: string) =>
  UNIT_ISOLATED.some((pattern) => (pattern.includes('/**/') ? file.startsWith(pattern.slice(0, pattern.indexOf('/**/') + 1)) : file === pattern));

function unitFiles(): string[] {
  return ROOTS.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .map((f) => join(root, f))
      .filter((f) => /\.test\.tsx?$/.test(f) && !/\.(integration|e2e)\.test\.ts$/.test(f) && !f.includes('node_modules')),
  );
}

describe('unit files that touch module state run isolated', () => {
  it('every such file is on UNIT_ISOLATED', () => {
    const shared = unitFiles().filter((f) => !isolated(f) && f !== THIS_FILE);
    expect(shared.length).toBeGreaterThan(100);
    expect(shared.filter((file) => MODULE_STATE.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the check is live: a file that mocks a module or sets the environment would be caught', () => {
    for (const line of ["vi.mock('../x');", 'const c = mockClient(DynamoDBClient);', "process.env.TABLE_NAME = 'x';", 'vi.useFakeTimers();'])
      expect(MODULE_STATE.test(line), line).toBe(true);
    expect(MODULE_STATE.test('expect(1).toBe(1);')).toBe(false);
    expect(isolated('test/infra/cdk-nag.test.ts')).toBe(true);
    expect(isolated('web/src/session/auth-store.test.ts')).toBe(true);
    expect(isolated('shared/domain/money/money.test.ts')).toBe(false);
  });
});

/** Integration files share their worker's modules too (project `integration`), unless on INTEGRATION_ISOLATED. */
const INTEGRATION_STATE = new RegExp(`${MODULE_STATE.source}|process\\.env\\b|globalThis\\.`);
const INTEGRATION_ROOTS = ['shared', 'functions', 'events', 'infra', 'test'];

function integrationFiles(): string[] {
  return INTEGRATION_ROOTS.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .map((f) => join(root, f))
      .filter((f) => f.endsWith('.integration.test.ts') && !f.includes('node_modules')),
  );
}

describe('integration files that touch module state run isolated', () => {
  it('every such file is on INTEGRATION_ISOLATED, and every entry there is a file', () => {
    const files = integrationFiles();
    const shared = files.filter((f) => !INTEGRATION_ISOLATED.includes(f));
    expect(shared.length).toBeGreaterThan(80);
    expect(shared.filter((file) => INTEGRATION_STATE.test(readFileSync(file, 'utf8')))).toEqual([]);
    expect(INTEGRATION_ISOLATED.filter((f) => !files.includes(f))).toEqual([]);
  });

  it('the check is live: reading the environment or mocking a client is caught', () => {
    for (const line of ['const t = process.env.TABLE_NAME;', 'mockClient(SESv2Client);', 'globalThis.fetch = f;'])
      expect(INTEGRATION_STATE.test(line), line).toBe(true);
    expect(INTEGRATION_STATE.test('await db().send(cmd);')).toBe(false);
  });
});
