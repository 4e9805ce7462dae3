import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { contractOpenApiDocument } from './openapi-from-contract';

type OpenApiDocument = ReturnType<typeof contractOpenApiDocument>;

/** The file the bundling writes beside the system Lambda's index.mjs (PlatformFunction's generatedFiles). */
export const OPENAPI_FILE = 'openapi.json';

/** Imported by a path esbuild does not follow, so the bundle leaves out the contract (docs/decisions.md, "Lambda bundles"). */
const FROM_CONTRACT = './openapi-from-contract.ts';

/**
 * The OpenAPI document with the deployed version: read from OPENAPI_FILE in `dir` when the bundling wrote it
 * there (in AWS), built from the contract otherwise (local runtime, tests). Both are the same document.
 */
export async function loadOpenApiDocument(version: string, dir: URL = new URL('.', import.meta.url)): Promise<OpenApiDocument> {
  const file = new URL(OPENAPI_FILE, dir);
  const document = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as OpenApiDocument)
    : ((await import(/* @vite-ignore */ FROM_CONTRACT)) as { contractOpenApiDocument: typeof contractOpenApiDocument }).contractOpenApiDocument();
  return { ...document, info: { ...document.info, version } };
}
