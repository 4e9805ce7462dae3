import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/api/contract';
import { openApiDocument } from '../../shared/api/openapi';

/**
 * The document `/api/openapi.json` serves must be usable by real clients: a well-kept validator accepts it and a
 * generator turns it into a TypeScript client that type-checks. Built as functions/platform/system builds it.
 */
const doc = openApiDocument(contract, { title: 'Tidewise API', version: '1.2.3' });
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every `$ref` in the document, and every `$defs` key outside components/schemas (which nothing can reach). */
function walk(node: unknown, at: string, refs: string[], strayDefs: string[]): void {
  if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`, refs, strayDefs));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') refs.push(value);
    if (key === '$defs') strayDefs.push(at);
    walk(value, `${at}/${key}`, refs, strayDefs);
  }
}

describe('the OpenAPI document', () => {
  it('references only schemas under components/schemas, and every reference resolves', () => {
    const refs: string[] = [];
    const strayDefs: string[] = [];
    walk(doc, '#', refs, strayDefs);
    expect(strayDefs).toEqual([]);
    const schemas = doc.components.schemas as Record<string, unknown>;
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/[\w.-]+$/);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });

  it('passes @readme/openapi-parser validation', async () => {
    const result = await validate(copy(doc) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
  });

  it('generates a TypeScript client with openapi-typescript that type-checks under strict options', async () => {
    const source = astToString(await openapiTS(copy(doc) as never));
    expect(source).toContain('export interface paths');
    const schemaFile = join(dir, 'schema.ts');
    writeFileSync(schemaFile, source);
    // A client's use of the generated types: answers, bodies and the shared Error shape are typed, not `unknown`.
    const clientFile = join(dir, 'client.ts');
    writeFileSync(
      clientFile,
      [
        `import type { components, paths } from './schema';`,
        `type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;`,
        `type Bootstrap = Json<paths['/api/bootstrap']['get']['responses']['200']>;`,
        `export const tenantId = (b: Bootstrap): string => b.tenant.id;`,
        `export const errorName = (e: components['schemas']['Error']): string => e.name;`,
        `type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: infer R } } ? Json<NonNullable<R>> : never;`,
        `export type CustomerCreate = Body<'/api/customers'>;`,
        `export const check: CustomerCreate extends never ? false : true = true;`,
      ].join('\n'),
    );
    const program = ts.createProgram([schemaFile, clientFile], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
