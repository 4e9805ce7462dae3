import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ERROR_MESSAGES } from '../../../shared/api/errors';

/** CloudFront takes web ACLs of scope CLOUDFRONT only, and those exist in us-east-1 only. */
export const EDGE_REGION = 'us-east-1';
/** How far back WAF counts a client's requests. */
export const RATE_WINDOW_SECONDS = 300;
/** Content-hashed bundles: cached at the edge and cheap, a page load fetches dozens of them. */
const UNCOUNTED_PREFIX = '/assets/';

export interface EdgeStackProps extends StackProps {
  stage: string;
  /** Requests one IP address may make in RATE_WINDOW_SECONDS (static bundles not counted). */
  rateLimit: number;
}

/** As the API's own 429 (spec 2 section 8); WAF answers are static, so no timestamp, path or method. */
const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  name: 'TooManyRequestsError',
  message: ERROR_MESSAGES.tooManyRequests,
  statusCode: 429,
  description: 'Too many requests from this address; try again in a few minutes',
  timestamp: '',
  path: '',
  method: '',
  retryAfter: 60,
});

/**
 * The web application firewall in front of the distribution, in us-east-1 as CloudFront requires:
 * a rate-based rule per client IP, because the HTTP API's throttle is one budget for the whole stage
 * that a single noisy client (or tenant) could otherwise use up for everybody.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${props.stage}-tidewise-${name}` });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${props.stage}-tidewise`,
      description: 'tidewise: per-IP rate limit in front of the CloudFront distribution',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('web-acl'),
      customResponseBodies: { tooManyRequests: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY } },
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests', responseHeaders: [{ name: 'retry-after', value: '60' }] } },
          },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.rateLimit,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement: {
                notStatement: {
                  statement: {
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: UNCOUNTED_PREFIX,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                },
              },
            },
          },
          visibilityConfig: metric('rate-limit-per-ip'),
        },
      ],
    });

    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn, description: 'The web ACL of the distribution' });
  }
}
