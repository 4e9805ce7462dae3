import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetConfig, runtimeEnvironment } from '../../functions/config';
import { setReadGuard } from '../../functions/aws/read-guard';
import { db, resetDbClient } from '../../functions/data/client';
import { ensureTable } from '../../infra/local/create-table';

let table: string | undefined;

/**
 * Each test file gets its own table, created from the same definition as the CDK stack, without its stream: the
 * files that feed the local dispatcher from the stream switch it on (test/support/table-stream.ts).
 */
beforeAll(async () => {
  const endpoint = inject('dynamoEndpoint');
  table = `test-${randomBytes(6).toString('hex')}`;
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
  // No request path scans or counts a list (functions/aws/read-guard.ts): in every integration test such a read fails.
  setReadGuard('throw');
  await ensureTable(endpoint, table, { stream: false });
});

/**
 * The run's one in-memory DynamoDB Local keeps every table until it stops: a file's table is dropped when the file
 * is done, so later files do not pay for the items of earlier ones.
 */
afterAll(async () => {
  if (table)
    await db()
      .send(new DeleteTableCommand({ TableName: table }))
      .catch(() => undefined);
});
