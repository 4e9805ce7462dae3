import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_REGION, RATE_WINDOW_SECONDS } from '../../infra/aws/edge/edge-stack';
import type { Platform } from '../../infra/aws/platform';
import { ZApiError } from '../../shared/api/errors';
import { SYNTH_TIMEOUT_MS, synthPlatform, TEST_REGION } from './synth-platform';
import { logicalIdOf } from './template-queries';

interface WebAclProps {
  Scope: string;
  DefaultAction: unknown;
  CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  Rules: {
    Name: string;
    Action: { Block?: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } };
    Statement: { RateBasedStatement?: { AggregateKeyType: string; Limit: number; EvaluationWindowSec: number; ScopeDownStatement?: unknown } };
  }[];
}

describe('edge stack', () => {
  let platform: Platform;
  let acl: WebAclProps;

  beforeAll(() => {
    platform = synthPlatform({ context: { wafRateLimit: '1500' } });
    const acls = Template.fromStack(platform.edge).findResources('AWS::WAFv2::WebACL');
    expect(Object.keys(acls)).toHaveLength(1);
    acl = Object.values(acls)[0]!.Properties as WebAclProps;
  }, SYNTH_TIMEOUT_MS);

  it('lives in us-east-1, where CloudFront takes web ACLs from, while the other stacks keep their region', () => {
    expect(platform.edge.region).toBe(EDGE_REGION);
    for (const stack of [platform.data, platform.events, platform.api, platform.web]) expect(stack.region, stack.stackName).toBe(TEST_REGION);
    expect(acl.Scope).toBe('CLOUDFRONT');
  });

  it("blocks a client IP above the configured rate with the API's 429 error shape, counting everything but hashed bundles", () => {
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rule = acl.Rules.find((r) => r.Statement.RateBasedStatement !== undefined);
    expect(rule?.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: 1500, EvaluationWindowSec: RATE_WINDOW_SECONDS });
    expect(JSON.stringify(rule?.Statement.RateBasedStatement?.ScopeDownStatement)).toContain('"SearchString":"/assets/"');
    const response = rule?.Action.Block?.CustomResponse;
    expect(response?.ResponseCode).toBe(429);
    const body = acl.CustomResponseBodies[response?.CustomResponseBodyKey ?? ''];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(ZApiError.parse(JSON.parse(body?.Content ?? '{}'))).toMatchObject({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });
  });

  it('is the web ACL of the distribution', () => {
    const distribution = Template.fromStack(platform.web).toJSON().Resources[logicalIdOf(platform.web.distribution)] as {
      Properties: { DistributionConfig: { WebACLId: unknown } };
    };
    const output = (distribution.Properties.DistributionConfig.WebACLId as { 'Fn::GetStackOutput': { StackName: string; OutputName: string } })[
      'Fn::GetStackOutput'
    ];
    expect(output.StackName).toBe(platform.edge.stackName);
    const outputs = Template.fromStack(platform.edge).toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs[output.OutputName]?.Value).toEqual({ 'Fn::GetAtt': [platform.edge.getLogicalId(platform.edge.webAcl), 'Arn'] });
  });
});
