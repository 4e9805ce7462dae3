import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_MISSING, readAppVersion, readPlatformConfig, REGION_MISSING } from '../../infra/aws/config';
import { synthPlatform, TEST_PUBLIC_URL, TEST_REGION } from './synth-platform';

const PUBLIC_URL = { publicUrl: TEST_PUBLIC_URL, region: TEST_REGION };
const configOf = (context: Record<string, unknown>) => readPlatformConfig(new App({ context: { ...PUBLIC_URL, ...context } }));

describe('readPlatformConfig', () => {
  it('defaults to the dev stage and example mail settings', () => {
    expect(configOf({})).toEqual({
      stage: 'dev',
      appVersion: readAppVersion(),
      mailFrom: 'no-reply@example.com',
      mailDomain: 'example.com',
      publicUrl: TEST_PUBLIC_URL,
      defaultTenant: undefined,
      domainNames: [],
      certificateArn: undefined,
      region: TEST_REGION,
      wafRateLimit: 2000,
      widgetEmbedOrigins: [],
      tokenLifetimeMinutes: 60,
    });
  });

  it('takes what the operator passes with -c', () => {
    expect(configOf({ stage: 'prod', mailFrom: 'hello@dive.example', mailDomain: 'dive.example', publicUrl: 'https://book.dive.example' })).toMatchObject({
      stage: 'prod',
      mailFrom: 'hello@dive.example',
      mailDomain: 'dive.example',
      publicUrl: 'https://book.dive.example',
    });
  });

  it.each(['Prod', 'prod_1', '1prod', 'a-very-long-stage-name-indeed'])('refuses the stage name %s, which would make bad stack names', (stage) => {
    expect(() => configOf({ stage })).toThrow(/stage/);
  });

  it('refuses a sender that is not a mail address', () => {
    expect(() => configOf({ mailFrom: 'no-reply' })).toThrow(/mailFrom/);
  });

  it('refuses custom domains without a certificate', () => {
    expect(() => configOf({ domainNames: 'book.dive.example' })).toThrow(/certificateArn/);
  });

  it('refuses a default tenant that is no tenant id', () => {
    expect(() => configOf({ defaultTenant: 'Blue Lagoon' })).toThrow(/defaultTenant/);
    expect(configOf({ defaultTenant: 'blue-lagoon' }).defaultTenant).toBe('blue-lagoon');
  });

  it('refuses a context value of the wrong type', () => {
    expect(() => configOf({ stage: 3 })).toThrow(/must be a string/);
  });

  it('requires the public URL, so links in mails never come from a request', () => {
    expect(() => readPlatformConfig(new App({ context: { region: TEST_REGION } }))).toThrow(PUBLIC_URL_MISSING);
    expect(() => readPlatformConfig(new App({ context: { region: TEST_REGION, publicUrl: ' ' } }))).toThrow(PUBLIC_URL_MISSING);
    expect(PUBLIC_URL_MISSING).toMatch(/publicUrl.*required/);
  });

  it('takes the public URL from the first exact custom domain', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/x';
    expect(
      readPlatformConfig(new App({ context: { region: TEST_REGION, domainNames: '*.book.example.org,book.example.org', certificateArn } })).publicUrl,
    ).toBe('https://book.example.org');
  });

  it.each(['http://book.example.org', 'book.example.org', 'https://book.example.org/?x=1', 'https://user:pw@book.example.org'])(
    'refuses the public URL %s',
    (publicUrl) => {
      expect(() => configOf({ publicUrl })).toThrow(/publicUrl/);
    },
  );

  it('drops a trailing slash from the public URL', () => {
    expect(configOf({ publicUrl: 'https://book.example.org/' }).publicUrl).toBe('https://book.example.org');
  });

  it('fails synthesis without a public URL, with the message', () => {
    expect(() => synthPlatform({ context: { publicUrl: '' } })).toThrow(PUBLIC_URL_MISSING);
  });

  it('takes the region from the context, else from the credentials cdk found, and refuses to guess', () => {
    const before = process.env.CDK_DEFAULT_REGION;
    try {
      process.env.CDK_DEFAULT_REGION = 'eu-west-1';
      expect(readPlatformConfig(new App({ context: { publicUrl: TEST_PUBLIC_URL } })).region).toBe('eu-west-1');
      expect(configOf({ region: 'ap-southeast-2' }).region).toBe('ap-southeast-2');
      delete process.env.CDK_DEFAULT_REGION;
      expect(() => readPlatformConfig(new App({ context: { publicUrl: TEST_PUBLIC_URL } }))).toThrow(REGION_MISSING);
      expect(() => configOf({ region: 'Frankfurt' })).toThrow(/region/);
    } finally {
      if (before === undefined) delete process.env.CDK_DEFAULT_REGION;
      else process.env.CDK_DEFAULT_REGION = before;
    }
  });

  it('reads the rate limit, the widget embed sites and the token lifetime', () => {
    expect(
      configOf({ wafRateLimit: '500', widgetEmbedOrigins: 'https://www.resort.example, https://*.dive.example', tokenLifetimeMinutes: '30' }),
    ).toMatchObject({
      wafRateLimit: 500,
      widgetEmbedOrigins: ['https://www.resort.example', 'https://*.dive.example'],
      tokenLifetimeMinutes: 30,
    });
    expect(() => configOf({ wafRateLimit: '50' })).toThrow(/wafRateLimit/);
    expect(() => configOf({ tokenLifetimeMinutes: '4' })).toThrow(/tokenLifetimeMinutes/);
    expect(() => configOf({ widgetEmbedOrigins: 'http://www.resort.example' })).toThrow(/widgetEmbedOrigins/);
  });
});
