import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { customers } from '../../functions/data/customers';
import { listPk } from '../../functions/data/keys';
import { demoCustomer } from '../../infra/local/seed';
import { adminOf } from '../support/tokens';
import { resetDbClient } from '../../functions/data/client';
import { entityKey } from '../../functions/data/keys';
import { startApiServer } from '../../infra/local/api-server';
import { stopAllChildren } from '../../infra/local/child-processes';
import { ensureTable } from '../../infra/local/create-table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/ports';
import { seedDemo } from '../../infra/local/seed';
import { existsSync } from 'node:fs';
import { benchBankImport } from './bank-import';
import { benchCalendar } from './calendar';
import { benchInventory } from './inventory';
import { benchPricing } from './pricing';

/**
 * `npm run bench`: latency of the local API path against a raw DynamoDB Local GetItem, as ratios.
 * Sequential requests after a warm-up; medians and p95 in milliseconds.
 */
const WARMUP = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 400);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

async function measure(fn: () => Promise<unknown>): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

async function measureN(fn: () => Promise<unknown>, runs: number): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < Math.min(WARMUP, 10); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'pricing') return benchPricing(RUNS * 5);
  const work = mkdtempSync(path.join(os.tmpdir(), 'tw-bench-'));
  const dynamo = await startDynamoDbLocal({ workDir: work });
  const keyFile = path.join(work, 'jwt');
  writeFileSync(keyFile, randomBytes(48).toString('base64url'));
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: 'bench',
    AWS_REGION: LOCAL_REGION,
    JWT_SECRET_FILE: keyFile,
    DEFAULT_TENANT: 'demo',
    APP_VERSION: 'bench',
    LOG_LEVEL: 'error',
    MAIL_FROM: 'x@demo.test',
  });
  resetDbClient();
  await ensureTable(dynamo.endpoint, 'bench');
  await seedDemo({ customers: 10 });
  // The built web app when there is one (the calendar bench paints its grid in Chromium).
  const webBuilt = existsSync(path.resolve('web/dist/index.html'));
  const server = await startApiServer({ port: await freePort(), host: '127.0.0.1', webRoot: webBuilt ? path.resolve('web/dist') : path.join(work, 'web') });
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const login = (await (
      await fetch(`${server.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${login.token}` };
    const only = process.env.BENCH_ONLY;
    if (!only || only === 'api') await benchApi();
    if (!only) benchPricing(RUNS * 5);
    if (!only || only === 'inventory')
      await benchInventory({ apiUrl: server.url, raw, table: 'bench', measure: measureN, runs: Math.max(20, Math.floor(RUNS / 4)) });
    if (!only || only === 'calendar')
      await benchCalendar({ apiUrl: server.url, raw, table: 'bench', measure: measureN, runs: Math.max(20, Math.floor(RUNS / 8)), webBuilt });
    if (!only || only === 'bank') await benchBankImport({ apiUrl: server.url, raw, table: 'bench' });

    /** Issue 4's figures: the API path and the customer list. */
    async function benchApi() {
      const getItem = await measure(() => raw.send(new GetCommand({ TableName: 'bench', Key: entityKey('demo', 'USER', 'u-admin') })));
      const version = await measure(async () => (await fetch(`${server.url}/version`)).text());
      const self = await measure(async () => (await fetch(`${server.url}/api/users/self`, { headers: auth })).text());
      const bootstrap = await measure(async () => (await fetch(`${server.url}/api/bootstrap`, { headers: auth })).text());

      const ratio = (s: ReturnType<typeof stats>) => (s.median / getItem.median).toFixed(2);
      const rows = [
        ['raw DynamoDB Local GetItem', getItem, '1.00'],
        ['GET /version (no table access)', version, ratio(version)],
        ['GET /api/users/self (JWT + session read + user read)', self, ratio(self)],
        ['GET /api/bootstrap (JWT + session read + tenant read)', bootstrap, ratio(bootstrap)],
      ] as const;
      console.log(`\nLocal API path vs raw GetItem (${RUNS} sequential requests after ${WARMUP} warm-up; ms)\n`);
      console.log(`${'what'.padEnd(58)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'ratio'.padStart(7)}`);
      for (const [name, s, r] of rows) console.log(`${name.padEnd(58)} ${s.median.toFixed(2).padStart(8)} ${s.p95.toFixed(2).padStart(8)} ${r.padStart(7)}`);
      console.log('\nratio = median of the request / median of one raw GetItem');

      // Issue 4: 10,000 customers, the first page with a search term, against one raw Query of the same page.
      const LIST_RUNS = Math.max(20, Math.floor(RUNS / 10));
      const t0 = performance.now();
      await customers.importMany(
        'bench',
        Array.from({ length: 10_000 }, (_, n) => ({ id: `c-${String(n).padStart(5, '0')}`, data: demoCustomer(n) })),
      );
      console.log(`\nloaded 10,000 customers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const token = await adminOf('bench');
      const term = 'müller';
      const url = `${server.url}/api/customers?search=${encodeURIComponent(term)}&size=25`;
      const first = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[]; total: number };
      // The raw baseline: the same index, filter and page, read until 25 matches, without the total.
      const rawPage = async () => {
        const found: unknown[] = [];
        let start: Record<string, unknown> | undefined;
        do {
          const res = await raw.send(
            new QueryCommand({
              TableName: 'bench',
              IndexName: 'gsi1',
              KeyConditionExpression: 'gsi1pk = :pk',
              FilterExpression: 'contains(#s, :t)',
              ExpressionAttributeNames: { '#s': 'search' },
              ExpressionAttributeValues: { ':pk': listPk('bench', 'CUSTOMER'), ':t': 'muller' },
              Limit: 500,
              ExclusiveStartKey: start,
            }),
          );
          found.push(...(res.Items ?? []));
          start = res.LastEvaluatedKey;
        } while (start && found.length < 25);
        return found.slice(0, 25);
      };
      const rawStats = await measureN(rawPage, LIST_RUNS);
      const apiStats = await measureN(async () => (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text(), LIST_RUNS);
      const plainUrl = `${server.url}/api/customers?size=25`;
      const plainStats = await measureN(async () => (await fetch(plainUrl, { headers: { authorization: `Bearer ${token}` } })).text(), LIST_RUNS);
      const rawPlain = await measureN(
        () =>
          raw.send(
            new QueryCommand({
              TableName: 'bench',
              IndexName: 'gsi1',
              KeyConditionExpression: 'gsi1pk = :pk',
              ExpressionAttributeValues: { ':pk': listPk('bench', 'CUSTOMER') },
              Limit: 25,
            }),
          ),
        LIST_RUNS,
      );
      console.log(`\nCustomer list of 10,000 (${LIST_RUNS} sequential requests after ${WARMUP} warm-up; ms); search "${term}" matches ${first.total}\n`);
      console.log(`${'what'.padEnd(58)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'ratio'.padStart(7)}`);
      const show = (name: string, st: ReturnType<typeof stats>, base: ReturnType<typeof stats>) =>
        console.log(
          `${name.padEnd(58)} ${st.median.toFixed(2).padStart(8)} ${st.p95.toFixed(2).padStart(8)} ${(st.median / base.median).toFixed(2).padStart(7)}`,
        );
      show('raw Query: first page of the search (25 matches)', rawStats, rawStats);
      show('GET /api/customers?search=…&size=25 (page + total)', apiStats, rawStats);
      show('raw Query: first page, no search', rawPlain, rawPlain);
      show('GET /api/customers?size=25 (page + counted total)', plainStats, rawPlain);
    }
  } finally {
    raw.destroy();
    await server.close();
    await dynamo.stop();
    await stopAllChildren();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
