import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../infra/aws/config';
import { contract } from '../../../shared/api/contract';
import { openApiDocument } from '../../../shared/api/openapi';
import { loadOpenApiDocument, OPENAPI_FILE } from './openapi-document';

const bundled = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
const unbundled = mkdtempSync(join(tmpdir(), 'openapi-source-'));
afterAll(() => {
  rmSync(bundled, { recursive: true, force: true });
  rmSync(unbundled, { recursive: true, force: true });
});

/** The document as the system Lambda built it from the contract at run time before it was generated at bundling time. */
const expected = openApiDocument(contract, { title: 'Tidewise API', version: '4.5.6' });

describe('the OpenAPI document of the system Lambda', () => {
  it('is the same, byte for byte, when read from the file the bundling writes', async () => {
    // The very command the bundling runs (PlatformFunction generatedFiles).
    execFileSync('npx', ['tsx', 'infra/aws/api/write-openapi.ts', join(bundled, OPENAPI_FILE)], { cwd: REPO_ROOT, stdio: 'ignore' });
    expect(existsSync(join(bundled, OPENAPI_FILE))).toBe(true);
    const document = await loadOpenApiDocument('4.5.6', pathToFileURL(`${bundled}/`));
    expect(JSON.stringify(document)).toBe(JSON.stringify(expected));
  }, 60_000);

  it('is built from the contract where no file was generated (local runtime, tests)', async () => {
    const document = await loadOpenApiDocument('4.5.6', pathToFileURL(`${unbundled}/`));
    expect(JSON.stringify(document)).toBe(JSON.stringify(expected));
  });
});
