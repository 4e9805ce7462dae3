import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_BYTES } from '../../infra/aws/constructs/lambda-bundling';
import { PlatformFunction } from '../../infra/aws/constructs/platform-function';
import { GENERATED_FILES } from '../../infra/aws/api/api-stack';
import { lambdaEntry } from '../../functions/lambdas';
import type { Platform } from '../../infra/aws/platform';
import { OPENAPI_FILE } from '../../functions/platform/system/openapi-document';
import { contract } from '../../shared/api/contract';
import { STREAM_PROJECTIONS } from '../../events/stream-projections';
import { followedEntityTypes } from '../../functions/platform/index';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';

/**
 * Every rule the platform acknowledges, with the place its reason is written. Adding an
 * acknowledgement means adding it here too, so none slips in unnoticed.
 */
const ACKNOWLEDGED_RULES = [
  'AwsSolutions-CFR1', // web-stack.ts: no geo restriction
  'AwsSolutions-CFR4', // web-stack.ts: default certificate without a custom domain
  'AwsSolutions-IAM5', // platform-function.ts (X-Ray), web-stack.ts (BucketDeployment)
  'AwsSolutions-L1', // platform-function.ts (Node.js 22), web-stack.ts (BucketDeployment handler)
  'AwsSolutions-S1', // web-stack.ts: the access-log bucket itself
  'AwsSolutions-SMG4', // api-stack.ts: JWT key and origin-verify value rotated by hand
  'AwsSolutions-SQS3', // stream-forwarder.ts: the failure destination queue
];

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason })),
  );
}

describe('the AWS Solutions checker', () => {
  it('is live: it reports a bucket without access logs', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Probe'), 'Unlogged', { enforceSSL: true });
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => v.ruleName)).toContain('AwsSolutions-S1');
  });
});

describe('the synthesised app, as `cdk synth` validates it', () => {
  let platform: Platform & { app: App };
  let assembly: CloudAssembly;

  beforeAll(() => {
    // CloudFormation's own template validation runs as in `cdk synth`; the Lambdas are not bundled here (CDK runs
    // esbuild once per Lambda, serially: over two minutes of CPU). bundle-size.test.ts bundles every entry with the same
    // options, and the describe below has CDK bundle one Lambda end to end.
    platform = synthPlatform({ likeCdkSynth: true, context: { 'aws:cdk:bundling-stacks': [] as unknown as string } });
    assembly = platform.app.synth();
  }, SYNTH_TIMEOUT_MS);

  it('passes the AWS Solutions checks with nothing unacknowledged', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(platform.app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}: ${v.description}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('leaves an empty validation report in the cloud assembly', () => {
    const report: unknown = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'));
    expect(report).toMatchObject({ pluginReports: [] });
  });

  it('has no error annotations on any stack', () => {
    for (const stack of [platform.data, platform.events, platform.api, platform.edge, platform.web]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue()), stack.stackName).toEqual([]);
    }
  });

  it('acknowledges only the listed rules, each with a written reason', () => {
    const found = acknowledgements(platform.app).filter((a) => a.id.startsWith('AwsSolutions-'));
    expect(found.length).toBeGreaterThan(0);
    for (const ack of found) {
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(40);
      expect(ACKNOWLEDGED_RULES, `${ack.id} at ${ack.path}`).toContain(ack.id.replace(/\[.*\]$/, ''));
    }
  });

  it('gives every Lambda its code as an asset of its own', () => {
    const stacks = [platform.events, platform.api].map((stack) => assembly.getStackArtifact(stack.artifactId));
    const lambdaAssets = stacks.flatMap((artifact) =>
      Object.values(artifact.template.Resources as Record<string, { Type: string; Properties: { Code?: { S3Key?: unknown } } }>)
        .filter((resource) => resource.Type === 'AWS::Lambda::Function')
        .map((resource) => resource.Properties.Code?.S3Key)
        .filter((key): key is string => typeof key === 'string'),
    );
    // API resources, the origin guard, the consumers, the stream forwarder, the SES feedback consumer (mail queue) and
    // the stream projector once a projection is registered (the notifications feed).
    const projector = followedEntityTypes(STREAM_PROJECTIONS).length > 0 ? 1 : 0;
    expect(lambdaAssets.length).toBe(platform.api.functions.size + 1 + platform.events.consumers.length + 1 + 1 + projector);
  });
});

describe('a Lambda as `cdk synth` bundles it', () => {
  // The system Lambda, with the generated files the API stack gives it: CDK's own bundling (local esbuild, the command
  // hooks) end to end, on one Lambda; every entry's bundle is checked by bundle-size.test.ts with the same options.
  let asset: string;

  beforeAll(() => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'tidewise-cdk-bundle-')) });
    const fn = new PlatformFunction(new Stack(app, 'Bundled'), 'System', {
      entry: lambdaEntry('system'),
      description: 'API resource system',
      generatedFiles: GENERATED_FILES.system,
    });
    const assembly = app.synth();
    const template = assembly.getStackByName('Bundled').template as { Resources: Record<string, { Properties: { Code?: { S3Key?: string } } }> };
    const key = template.Resources[Stack.of(fn).getLogicalId(fn.function.node.defaultChild as CfnResource)]?.Properties.Code?.S3Key;
    asset = join(assembly.directory, `asset.${String(key).replace(/\.zip$/, '')}`);
  }, SYNTH_TIMEOUT_MS);

  it('is an ES module with a source map, within the size budget', () => {
    const bundle = join(asset, 'index.mjs');
    expect(existsSync(bundle)).toBe(true);
    expect(existsSync(`${bundle}.map`)).toBe(true);
    expect(statSync(bundle).size).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
    const code = readFileSync(bundle, 'utf8');
    expect(code.startsWith("import { createRequire as __createRequire } from 'node:module'")).toBe(true);
    expect(code).toMatch(/export\s*\{[^}]*\bhandler\b[^}]*\}/);
  });

  it('writes the OpenAPI document beside the system Lambda instead of bundling the contract', () => {
    const document = JSON.parse(readFileSync(join(asset, OPENAPI_FILE), 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    // The endpoints of other resources stay out of the code.
    const code = readFileSync(join(asset, 'index.mjs'), 'utf8');
    for (const endpoint of contract.filter((e) => e.resource !== 'system')) expect(code, endpoint.id).not.toContain(`"${endpoint.id}"`);
  });
});
