import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/aws/platform';
import { apiPathPatterns } from '../../infra/aws/web/api-paths';
import { contract } from '../../shared/api/contract';
import { FORWARD_HOST_CODE, SPA_REWRITE_CODE } from '../../infra/aws/web/viewer-functions';
import { EDGE_REGION } from '../../infra/aws/edge/edge-stack';
import { ORIGIN_VERIFY_HEADER } from '../../functions/identity/origin-guard/origin-verify';
import { securityHeadersFor, WIDGET_PATH_PREFIX } from '../../shared/security-headers';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';
import { logicalIdOf, resourceProperties } from './template-queries';

const API_PATH_PATTERNS = apiPathPatterns(contract);
const WIDGET_PATTERN = `${WIDGET_PATH_PREFIX}*`;
const EMBED_SITE = 'https://www.resort.example';

interface HeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: unknown; Override: boolean };
    StrictTransportSecurity?: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Override: boolean };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions?: { FrameOption: string; Override: boolean };
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
}

/** A CloudFormation string value as text, with every reference (the media bucket's domain) as <ref>. */
function renderValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join !== undefined) return join[1].map(renderValue).join(join[0]);
  return '<ref>';
}

/**
 * The headers a response headers policy makes CloudFront send, rebuilt from the template, so they
 * can be compared with shared/security-headers.ts as the local server sends them.
 */
function headersOfPolicy(policy: HeadersPolicyConfig, originCsp = false): Record<string, string> {
  const sec = policy.SecurityHeadersConfig;
  const headers: Record<string, string> = {};
  if (sec.ContentSecurityPolicy) headers['content-security-policy'] = renderValue(sec.ContentSecurityPolicy.ContentSecurityPolicy);
  if (sec.ReferrerPolicy) headers['referrer-policy'] = sec.ReferrerPolicy.ReferrerPolicy;
  if (sec.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (sec.FrameOptions) headers['x-frame-options'] = sec.FrameOptions.FrameOption;
  if (sec.StrictTransportSecurity) {
    headers['strict-transport-security'] =
      `max-age=${sec.StrictTransportSecurity.AccessControlMaxAgeSec}${sec.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`;
  }
  for (const item of policy.CustomHeadersConfig?.Items ?? []) headers[item.Header] = item.Value;
  // Every header overrides the origin's; only where the origin sends its own CSP (the widget page) does that one win.
  for (const setting of [...Object.values(sec), ...(policy.CustomHeadersConfig?.Items ?? [])])
    expect(setting.Override).toBe(!(originCsp && setting === sec.ContentSecurityPolicy));
  return headers;
}

/** CloudFront path pattern semantics: `*` is any run of characters, `?` one character. */
function matchesPattern(pattern: string, path: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`).test(path);
}

/** Managed policy ids CloudFront publishes (CachingDisabled, CachingOptimized, AllViewerExceptHostHeader). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface CacheBehavior {
  PathPattern?: string;
  ResponseHeadersPolicyId?: { Ref: string };
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
interface DistributionConfig {
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
  WebACLId?: unknown;
  CustomErrorResponses?: unknown;
  Logging?: unknown;
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
}

describe('web stack', () => {
  let platform: Platform;
  let template: Template;
  let config: DistributionConfig;

  beforeAll(() => {
    platform = synthPlatform({ context: { widgetEmbedOrigins: EMBED_SITE } });
    template = Template.fromStack(platform.web);
    config = (resourceProperties(template, logicalIdOf(platform.web.distribution)) as { DistributionConfig: DistributionConfig }).DistributionConfig;
  }, SYNTH_TIMEOUT_MS);

  it('keeps the site bucket private, encrypted, TLS-only and logged', () => {
    expect(resourceProperties(template, logicalIdOf(platform.web.siteBucket))).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { LogFilePrefix: 's3-site/' },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(platform.web.siteBucket) },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('lets only this distribution read the bucket, through Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(platform.web.siteBucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: {
              StringEquals: {
                'AWS:SourceArn': Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([{ Ref: logicalIdOf(platform.web.distribution) }])]) }),
              },
            },
          }),
        ]),
      },
    });
  });

  it('serves the web app over HTTPS with the SPA rewrite on viewer requests, not with error responses', () => {
    const behavior = config.DefaultCacheBehavior;
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(behavior.FunctionAssociations).toHaveLength(1);
    const association = behavior.FunctionAssociations?.[0];
    expect(association?.EventType).toBe('viewer-request');
    const functionId = association?.FunctionARN['Fn::GetAtt'][0] ?? '';
    expect(resourceProperties(template, functionId)).toMatchObject({ FunctionCode: SPA_REWRITE_CODE, FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it.each([...API_PATH_PATTERNS])('sends %s to the HTTP API uncached, with every viewer header but Host and all methods', (pattern) => {
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
    expect(behavior).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin?.DomainName)).toContain('ApiEndpoint');
    const forwardHost = behavior?.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0] ?? '';
    expect(resourceProperties(template, forwardHost)).toMatchObject({ FunctionCode: FORWARD_HOST_CODE });
  });

  it('routes every contract path to the API and nothing the web app owns', () => {
    // /widget/* goes to the API too (the widget page's Lambda), with the widget's own headers policy.
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern ?? '');
    expect(patterns.sort()).toEqual([...API_PATH_PATTERNS].sort());
    expect(patterns).toContain(WIDGET_PATTERN);
    expect(patterns).toEqual(expect.arrayContaining(['/api/*', '/version']));
    for (const endpoint of contract) {
      const concrete = endpoint.path.replace(/\{[^}]*\}/g, 'x1');
      expect(
        patterns.some((p) => matchesPattern(p, concrete)),
        endpoint.path,
      ).toBe(true);
    }
    for (const webRoute of [
      '/',
      '/index.html',
      '/guest.html',
      '/signin.html',
      '/login',
      '/club/password/reset',
      '/bookings/12',
      '/guestform/b1/t1',
      '/guestform-m/b1/t1',
      '/forms/f1/t1',
      '/book/online',
      '/book/resort-v2',
      '/assets/app.js',
    ]) {
      expect(
        patterns.some((p) => matchesPattern(p, webRoute)),
        webRoute,
      ).toBe(false);
    }
  });

  const policyOf = (behavior: CacheBehavior | undefined): HeadersPolicyConfig => {
    const id = behavior?.ResponseHeadersPolicyId?.Ref;
    if (id === undefined) throw new Error(`no response headers policy on ${behavior?.PathPattern ?? 'the default behaviour'}`);
    return (resourceProperties(template, id) as { ResponseHeadersPolicyConfig: HeadersPolicyConfig }).ResponseHeadersPolicyConfig;
  };
  const mediaOrigins = ['https://<ref>'];

  it('sends the staff security headers on the app and the API, exactly those of the local server plus HSTS', () => {
    const expected = securityHeadersFor('/', { mediaOrigins, hsts: true });
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors.filter((b) => b.PathPattern !== WIDGET_PATTERN)]) {
      expect(headersOfPolicy(policyOf(behavior)), behavior.PathPattern ?? 'default').toEqual(expected);
    }
    const headers = headersOfPolicy(policyOf(config.DefaultCacheBehavior));
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The local server sends the same, but HSTS and the media bucket.
    const { 'strict-transport-security': _hsts, ...local } = expected;
    expect(local).toEqual({ ...securityHeadersFor('/'), 'content-security-policy': expected['content-security-policy'] });
  });

  it('lets images and uploads reach the media bucket, by its regional domain', () => {
    const csp = policyOf(config.DefaultCacheBehavior).SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy;
    expect(JSON.stringify(csp)).toMatch(/Fn::GetStackOutput.*dev-tidewise-api/);
    expect(renderValue(csp)).toContain("img-src 'self' data: blob: https://<ref>;");
    expect(renderValue(csp)).toContain("connect-src 'self' https://<ref>;");
  });

  it("sends /widget/* to the widget page's Lambda, whose frame-ancestors win; else framed by the configured sites only", () => {
    const widget = config.CacheBehaviors.find((b) => b.PathPattern === WIDGET_PATTERN);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(widget?.TargetOriginId).toBe(api?.TargetOriginId);
    expect(widget?.FunctionAssociations).toEqual(api?.FunctionAssociations);
    expect(policyOf(widget).SecurityHeadersConfig.ContentSecurityPolicy?.Override).toBe(false);
    const headers = headersOfPolicy(policyOf(widget), true);
    expect(headers).toEqual(securityHeadersFor('/widget/blue-lagoon', { mediaOrigins, hsts: true, widgetEmbedOrigins: [EMBED_SITE] }));
    expect(headers['content-security-policy']).toContain(`frame-ancestors ${EMBED_SITE}`);
    expect(headers['x-frame-options']).toBeUndefined();
    expect(widget?.ResponseHeadersPolicyId).not.toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('sends the origin-verify secret to the API and to nothing else', () => {
    const apiOrigins = config.Origins.filter((o) => o.CustomOriginConfig !== undefined);
    expect(apiOrigins).toHaveLength(1);
    const header = apiOrigins[0]?.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*GetStackOutput.*dev-tidewise-api.*SecretString/);
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginCustomHeaders).toBeUndefined();
  });

  it('puts the distribution behind the web ACL of the edge stack, read from us-east-1', () => {
    expect(JSON.stringify(config.WebACLId)).toContain('Fn::GetStackOutput');
    expect(config.WebACLId).toMatchObject({ 'Fn::GetStackOutput': { StackName: platform.edge.stackName, Region: EDGE_REGION } });
  });

  it('writes access logs', () => {
    expect(config.Logging).toBeDefined();
  });

  it('copies the build into the bucket and invalidates the distribution afterwards', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalIdOf(platform.web.siteBucket) },
      DistributionId: { Ref: logicalIdOf(platform.web.distribution) },
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('outputs the URL to open', () => {
    template.hasOutput('DistributionUrl', {});
  });
});

describe('web stack with a custom domain', () => {
  it(
    'serves the names on the given certificate with TLS 1.2 at least, and links mails to the first exact name',
    () => {
      const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
      const platform = synthPlatform({ context: { domainNames: '*.book.example.org,book.example.org', certificateArn, publicUrl: '' } });
      const template = Template.fromStack(platform.web);
      const config = (resourceProperties(template, logicalIdOf(platform.web.distribution)) as { DistributionConfig: DistributionConfig }).DistributionConfig;
      expect(config.Aliases).toEqual(['*.book.example.org', 'book.example.org']);
      expect(config.ViewerCertificate).toMatchObject({
        AcmCertificateArn: certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      });
      expect(platform.config.publicUrl).toBe('https://book.example.org');
    },
    SYNTH_TIMEOUT_MS,
  );
});
