import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { secretsManager } from '../../aws/secrets-manager';
import { requireConfig } from '../../config';
import { isOriginVerified, ORIGIN_VERIFY_HEADER } from './origin-verify';

/**
 * The HTTP API's authorizer (simple responses, cached per header value): a request counts only when
 * it came through CloudFront, which sets the origin-verify header. Users are authorised later, in
 * each handler's middy chain.
 */
let secret: Promise<string> | undefined;

async function load(): Promise<string> {
  const res = await secretsManager().send(new GetSecretValueCommand({ SecretId: requireConfig('ORIGIN_SECRET_ARN') }));
  if (res.SecretString === undefined) throw new Error('The origin-verify secret has no value');
  return res.SecretString;
}

export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  secret ??= load().catch((err: unknown) => {
    secret = undefined;
    throw err;
  });
  return { isAuthorized: isOriginVerified(event.headers?.[ORIGIN_VERIFY_HEADER], await secret) };
}
