import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** One Secrets Manager client per process (the JWT signing key, the origin-verify secret). */
let client: SecretsManagerClient | undefined;

export function secretsManager(): SecretsManagerClient {
  client ??= new SecretsManagerClient({});
  return client;
}

export function resetSecretsManagerClient(): void {
  client = undefined;
}
