import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readAppVersion, readPlatformConfig } from '../../infra/aws/config';

const configOf = (context: Record<string, unknown>) => readPlatformConfig(new App({ context }));

describe('readPlatformConfig', () => {
  it('defaults to the dev stage and example mail settings, without a public URL', () => {
    expect(configOf({})).toEqual({
      stage: 'dev',
      appVersion: readAppVersion(),
      mailFrom: 'no-reply@example.com',
      mailDomain: 'example.com',
      publicUrl: undefined,
      defaultTenant: undefined,
      domainNames: [],
      certificateArn: undefined,
    });
  });

  it('takes what the operator passes with -c', () => {
    expect(configOf({ stage: 'prod', mailFrom: 'hello@dive.example', mailDomain: 'dive.example', publicUrl: 'https://book.dive.example' })).toMatchObject({
      stage: 'prod', mailFrom: 'hello@dive.example', mailDomain: 'dive.example', publicUrl: 'https://book.dive.example',
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
});
