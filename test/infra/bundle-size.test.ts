import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/config';
import { BUNDLE_BUDGET_BYTES, bundleBudget, lambdaBundling, lambdaEsbuildOptions, RUNTIME_PROVIDED_MODULES } from '../../infra/aws/constructs/lambda-bundling';
import { PlatformFunction } from '../../infra/aws/constructs/platform-function';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';

/**
 * AWS SDK packages the bundles import from the Node.js 22 Lambda runtime, each checked to ship with
 * it (the runtime carries the whole SDK v3). A new one fails the test until it is checked and listed.
 */
const RUNTIME_SDK_PACKAGES = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-dynamodb-streams',
  '@aws-sdk/client-eventbridge',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-scheduler',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sqs',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/util-dynamodb',
];

interface Bundle {
  entry: string;
  bytes: number;
  /** Bare module names the bundle leaves to the runtime. */
  imports: string[];
  /** The bundled source files, relative to the repository (node_modules paths as esbuild names them). */
  inputs: string[];
}

async function bundle(entry: string): Promise<Bundle> {
  const result = await build(lambdaEsbuildOptions(resolve(REPO_ROOT, entry)));
  const [output] = Object.values(result.metafile.outputs);
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (output === undefined || code === undefined) throw new Error(`esbuild wrote no bundle for ${entry}`);
  return {
    entry,
    bytes: code.contents.byteLength,
    imports: [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))],
    inputs: Object.keys(output.inputs),
  };
}

describe('Lambda bundles', () => {
  let bundles: Bundle[];

  beforeAll(async () => {
    const { app } = synthPlatform();
    const functions = app.node.findAll().filter((c): c is PlatformFunction => c instanceof PlatformFunction);
    // Every Lambda of the app is a PlatformFunction, so the list below is complete.
    expect(functions.length).toBe(app.node.findAll().filter((c) => c instanceof NodejsFunction).length);
    bundles = await Promise.all([...new Set(functions.map((fn) => fn.entry))].sort().map(bundle));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
    console.log(`Lambda bundles (minified, budget ${kb(BUNDLE_BUDGET_BYTES)}):\n${bundles.map((b) => `${kb(b.bytes)}  ${b.entry}`).join('\n')}`);
  }, SYNTH_TIMEOUT_MS);

  it('are built with the options the CDK construct passes to esbuild', () => {
    const cdk = lambdaBundling();
    const esbuild = lambdaEsbuildOptions('x.ts');
    expect(esbuild).toMatchObject({
      format: cdk.format,
      target: cdk.target,
      minify: cdk.minify,
      mainFields: cdk.mainFields,
      banner: { js: cdk.banner },
      external: cdk.externalModules,
    });
    expect(bundles.length).toBeGreaterThan(10);
  });

  it(`stay within ${BUNDLE_BUDGET_BYTES / 1024} KB minified, each (the PDF renderers within their own budget)`, () => {
    const over = bundles.filter((b) => b.bytes > bundleBudget(b.entry)).map((b) => `${b.entry}: ${b.bytes} bytes`);
    expect(over).toEqual([]);
  });

  it('leave the pricing Lambda at least 16 KB of the budget (it reads master data without the resources: readers.ts)', () => {
    const pricing = bundles.find((b) => b.entry.endsWith('functions/pricing/engine/lambda.ts'));
    expect(pricing).toBeDefined();
    expect(BUNDLE_BUDGET_BYTES - pricing!.bytes).toBeGreaterThanOrEqual(16 * 1024);
  });

  it('carry no price schemas the pricing engine does not need (docs/decisions.md, "Lambda bundles")', async () => {
    // The engine validates nothing: a value import from a schema module (price-definition.ts once, for a constant)
    // drags that module's zod schemas, and the product and room-type schemas behind them, into every Lambda that prices.
    const schemas = ['shared/domain/pricing/price-definition.ts', 'shared/domain/product/product.ts', 'shared/domain/inventory/room-type.ts'];
    const engine = await bundle('shared/domain/pricing/engine/index.ts');
    expect(engine.inputs.filter((path) => schemas.includes(path))).toEqual([]);
    const calculation = bundles.find((b) => b.entry.endsWith('functions/booking/calculation/lambda.ts'));
    expect(calculation?.inputs.filter((path) => schemas.includes(path))).toEqual([]);
    // The pricing Lambda's calls need the price scopes, not the price resources and their schemas.
    const pricing = bundles.find((b) => b.entry.endsWith('functions/pricing/engine/lambda.ts'));
    expect(pricing?.inputs).not.toContain('shared/api/price-resources.ts');
  });

  it('leave to the runtime only Node built-ins and AWS SDK packages it ships', () => {
    const builtins = new Set(builtinModules);
    for (const b of bundles) {
      const unknown = b.imports.filter((name) => !name.startsWith('node:') && !builtins.has(name) && !RUNTIME_SDK_PACKAGES.includes(name));
      expect(unknown, b.entry).toEqual([]);
    }
    expect(RUNTIME_PROVIDED_MODULES).toEqual(['@aws-sdk/*', '@smithy/*']);
  });
});
