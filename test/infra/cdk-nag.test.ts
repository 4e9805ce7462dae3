import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_BYTES, BUNDLE_BUDGET_EXCEPTIONS } from '../../infra/aws/constructs/lambda-bundling';
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

describe('the synthesised app, bundled as `cdk synth` does', () => {
  let platform: Platform & { app: App };
  let assembly: CloudAssembly;

  beforeAll(() => {
    platform = synthPlatform({ likeCdkSynth: true });
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

  it('bundles every Lambda as a minified ES module with a source map, within the size budget', () => {
    const stacks = [platform.events, platform.api].map((stack) => assembly.getStackArtifact(stack.artifactId));
    const lambdaAssets = stacks.flatMap((artifact) =>
      Object.values(artifact.template.Resources as Record<string, { Type: string; Properties: { Code?: { S3Key?: unknown } } }>)
        .filter((resource) => resource.Type === 'AWS::Lambda::Function')
        .map((resource) => resource.Properties.Code?.S3Key)
        .filter((key): key is string => typeof key === 'string')
        .map((key) => `asset.${key.replace(/\.zip$/, '')}`),
    );
    // API resources, the origin guard, the consumers, the stream forwarder, the SES feedback consumer (mail queue) and
    // the stream projector once a projection is registered (the notifications feed).
    const projector = followedEntityTypes(STREAM_PROJECTIONS).length > 0 ? 1 : 0;
    expect(lambdaAssets.length).toBe(platform.api.functions.size + 1 + platform.events.consumers.length + 1 + 1 + projector);
    // The assets do not name their entries: at most the excepted bundles (the PDF Lambdas) may pass the budget, and
    // none passes the largest exception (bundle-size.test.ts checks each entry against its own budget).
    const over = lambdaAssets.filter((asset) => statSync(join(assembly.directory, asset, 'index.mjs')).size > BUNDLE_BUDGET_BYTES);
    expect(over.length).toBeLessThanOrEqual(Object.keys(BUNDLE_BUDGET_EXCEPTIONS).length);
    for (const asset of lambdaAssets) {
      const bundle = join(assembly.directory, asset, 'index.mjs');
      expect(existsSync(bundle), asset).toBe(true);
      expect(existsSync(`${bundle}.map`), asset).toBe(true);
      // The budget of test/infra/bundle-size.test.ts, here on the bundles CDK itself built.
      expect(statSync(bundle).size, asset).toBeLessThanOrEqual(Math.max(BUNDLE_BUDGET_BYTES, ...Object.values(BUNDLE_BUDGET_EXCEPTIONS)));
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith("import { createRequire as __createRequire } from 'node:module'"), asset).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*\bhandler\b[^}]*\}/);
    }
  });

  it('writes the OpenAPI document beside the system Lambda instead of bundling the contract', () => {
    const template = assembly.getStackArtifact(platform.api.artifactId).template as {
      Resources: Record<string, { Properties: { Code?: { S3Key?: string } } }>;
    };
    const system = template.Resources[platform.api.getLogicalId(platform.api.functions.get('system')!.function.node.defaultChild as CfnResource)];
    const asset = join(assembly.directory, `asset.${String(system?.Properties.Code?.S3Key).replace(/\.zip$/, '')}`);
    const document = JSON.parse(readFileSync(join(asset, OPENAPI_FILE), 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    // The endpoints of other resources stay out of the code.
    const code = readFileSync(join(asset, 'index.mjs'), 'utf8');
    for (const endpoint of contract.filter((e) => e.resource !== 'system')) expect(code, endpoint.id).not.toContain(`"${endpoint.id}"`);
  });
});
