import { readFileSync } from 'node:fs';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '../aws/secrets-manager';
import { config } from '../config';

/**
 * The JWT signing key: from AWS Secrets Manager in the stacks (JWT_SECRET_ARN), from a generated local
 * file in the local runtime and tests (JWT_SECRET_FILE). Read once per container.
 */
let cached: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const arn = config('JWT_SECRET_ARN');
  let secret: string | undefined;
  if (arn) {
    const res = await secretsManager().send(new GetSecretValueCommand({ SecretId: arn }));
    secret = res.SecretString;
  } else {
    const file = config('JWT_SECRET_FILE');
    if (file) secret = readFileSync(file, 'utf8').trim();
  }
  if (!secret || secret.length < 32) throw new Error('No JWT signing key: set JWT_SECRET_ARN or JWT_SECRET_FILE (at least 32 characters)');
  return new TextEncoder().encode(secret);
}

export function signingKey(): Promise<Uint8Array> {
  cached ??= load().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

export function resetSigningKey(): void {
  cached = undefined;
}
