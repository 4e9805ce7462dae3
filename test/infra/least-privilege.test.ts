import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/aws/platform';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';
import type { PolicyStatement } from './template-queries';
import { actionsOf, identityStatements, resourcesOf } from './template-queries';

/** Actions AWS only authorises on Resource "*", and who may have them. */
const STAR_RESOURCE_ACTIONS: Record<string, string> = {
  'xray:PutTraceSegments': 'active tracing of every Lambda',
  'xray:PutTelemetryRecords': 'active tracing of every Lambda',
  'cloudfront:CreateInvalidation': 'the web deployment (granted by BucketDeployment)',
  'cloudfront:GetInvalidation': 'the web deployment (granted by BucketDeployment)',
};

describe('least privilege across all stacks', () => {
  let statements: { stack: string; statement: PolicyStatement }[];
  let templates: Template[];

  beforeAll(() => {
    const platform: Platform = synthPlatform();
    const stacks = [platform.data, platform.events, platform.api, platform.web];
    templates = stacks.map((stack) => Template.fromStack(stack));
    statements = stacks.flatMap((stack, i) => {
      const template = templates[i];
      return template === undefined ? [] : identityStatements(template).map(({ statement }) => ({ stack: stack.stackName, statement }));
    });
  }, SYNTH_TIMEOUT_MS);

  it('finds the policies it checks', () => {
    expect(statements.length).toBeGreaterThan(10);
  });

  it('allows no action wildcard ("*" or "service:*")', () => {
    const offenders = statements
      .filter(({ statement }) => statement.Effect === 'Allow')
      .flatMap(({ stack, statement }) =>
        actionsOf(statement)
          .filter((a) => a === '*' || a.endsWith(':*'))
          .map((a) => `${stack}: ${a}`),
      );
    expect(offenders).toEqual([]);
  });

  it('uses Resource "*" only for actions that have no resource-level permissions', () => {
    const offenders = statements
      .filter(({ statement }) => statement.Effect === 'Allow' && resourcesOf(statement).includes('*'))
      .flatMap(({ stack, statement }) =>
        actionsOf(statement)
          .filter((a) => !(a in STAR_RESOURCE_ACTIONS))
          .map((a) => `${stack}: ${a}`),
      );
    expect(offenders).toEqual([]);
  });

  it('scopes every DynamoDB permission to the table, its named indexes or its stream, never a wildcard', () => {
    const dynamo = statements.filter(({ statement }) => actionsOf(statement).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const { stack, statement } of dynamo) {
      expect(actionsOf(statement), stack).not.toContain('dynamodb:*');
      for (const resource of resourcesOf(statement)) {
        expect(JSON.stringify(resource), stack).not.toContain('*');
      }
    }
  });

  it('never lets a Lambda scan the table (a Scan reads every tenant)', () => {
    expect(statements.flatMap(({ statement }) => actionsOf(statement))).not.toContain('dynamodb:Scan');
  });

  it('attaches no AWS managed policies to any role', () => {
    for (const template of templates) {
      for (const [logicalId, role] of Object.entries(template.findResources('AWS::IAM::Role'))) {
        expect((role.Properties as { ManagedPolicyArns?: unknown[] }).ManagedPolicyArns, logicalId).toBeUndefined();
      }
    }
  });
});
