import { Duration } from 'aws-cdk-lib';
import type { ResponseCustomHeader, ResponseHeadersPolicyProps, ResponseSecurityHeadersBehavior } from 'aws-cdk-lib/aws-cloudfront';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';

const REFERRER_POLICIES = new Set<string>(Object.values(HeadersReferrerPolicy));
const FRAME_OPTIONS: Record<string, HeadersFrameOption> = { DENY: HeadersFrameOption.DENY, SAMEORIGIN: HeadersFrameOption.SAMEORIGIN };

/**
 * Turns the headers of shared/security-headers.ts into a CloudFront response headers policy. CloudFront
 * takes the standard security headers only as typed settings (not as custom headers), so each is
 * mapped; every other header becomes a custom header. All override what an origin sends.
 */
export function responseHeadersPolicyProps(comment: string, headers: Record<string, string>): ResponseHeadersPolicyProps {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront sends X-Content-Type-Options: nosniff only, not "${value}"`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy':
        if (!REFERRER_POLICIES.has(value)) throw new Error(`CloudFront has no Referrer-Policy "${value}"`);
        security.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override: true };
        break;
      case 'x-frame-options': {
        const frameOption = FRAME_OPTIONS[value];
        if (frameOption === undefined) throw new Error(`CloudFront has no X-Frame-Options "${value}"`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'strict-transport-security': {
        const match = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/.exec(value);
        if (match === null) throw new Error(`Cannot express Strict-Transport-Security "${value}" in CloudFront`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(match[1])),
          includeSubdomains: match[2] !== undefined,
          preload: match[3] !== undefined,
          override: true,
        };
        break;
      }
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return {
    comment,
    securityHeadersBehavior: security,
    customHeadersBehavior: customHeaders.length > 0 ? { customHeaders } : undefined,
  };
}
