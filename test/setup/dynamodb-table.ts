import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, inject } from 'vitest';
import { resetConfig, runtimeEnvironment } from '../../functions/config';
import { resetDbClient } from '../../functions/data/client';
import { ensureTable } from '../../infra/local/create-table';

/** Each test file gets its own table, created from the same definition as the CDK stack. */
beforeAll(async () => {
  const endpoint = inject('dynamoEndpoint');
  const table = `test-${randomBytes(6).toString('hex')}`;
  const keyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'tidewise-key-')), 'jwt-secret');
  writeFileSync(keyFile, randomBytes(48).toString('base64url'));
  Object.assign(process.env, { AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  Object.assign(
    process.env,
    runtimeEnvironment({
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: table,
      JWT_SECRET_FILE: keyFile,
      DEFAULT_TENANT: 'demo',
      MAIL_FROM: 'no-reply@demo.test',
      EVENT_BUS_NAME: 'test-bus',
      APP_VERSION: '1.2.3',
    }),
  );
  resetConfig();
  resetDbClient();
  await ensureTable(endpoint, table);
});
