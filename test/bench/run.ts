import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { resetDbClient } from '../../functions/data/client';
import { startApiServer } from '../../infra/local/api-server';
import { stopAllChildren } from '../../infra/local/child-processes';
import { ensureTable } from '../../infra/local/create-table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/ports';
import { LOCAL_DIR } from '../../infra/local/runtime';
import { seedDemo } from '../../infra/local/seed';
import { seedVolume, volumeFromArgs } from '../../infra/local/demo-data/volume';
import { benchApiPath } from './api-path';
import { benchBankImport } from './bank-import';
import { benchCalendar } from './calendar';
import { benchFirstLoad } from './first-load-section';
import type { BenchContext } from './context';
import { benchInventory } from './inventory';
import { benchLists } from './lists';
import { benchMatchesAndBalance } from './matches-balance';
import { benchPricing } from './pricing';

/**
 * `npm run bench [-- --volume=<n>]` (or BENCH_VOLUME / SEED_VOLUME; default 1): every section against one DynamoDB
 * Local, the raw baseline and the API call measured alternately (ABBA, BENCH_PAIRS pairs, default 10) with the
 * requests, rounds and items read of each row. BENCH_ONLY=<section,…> runs those sections only (api, lists, money,
 * pricing, inventory, calendar, bank, first-load). Its temporary folder lives under the local data folder
 * (TIDEWISE_LOCAL_DIR, default .local) as bench-*, and is removed at the end, also after a failure or Ctrl-C.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? process.env.BENCH_RUNS ?? 10);
const VOLUME = volumeFromArgs(process.argv.slice(2), process.env.BENCH_VOLUME ?? process.env.SEED_VOLUME) || 1;
const TENANT = 'bench';
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : undefined;
const runs = (section: string) => !only || only.includes(section);

async function main(): Promise<void> {
  if (only?.length === 1 && only[0] === 'pricing') return benchPricing(PAIRS * 50);
  mkdirSync(LOCAL_DIR, { recursive: true });
  const work = mkdtempSync(path.join(LOCAL_DIR, 'bench-'));
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals) => {
    void stopAllChildren().finally(() => {
      cleanUp();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await benchIn(work);
  } finally {
    cleanUp();
  }
}

async function benchIn(work: string): Promise<void> {
  const t0 = performance.now();
  // In memory (SQLite's, outside the JVM heap); BENCH_ON_DISK=1 keeps the table in the temporary folder instead (about
  // three times slower to load under load: the 10× customers did not finish in 4 minutes).
  const onDisk = process.env.BENCH_ON_DISK === '1' ? { dataDir: path.join(work, 'dynamodb') } : {};
  const dynamo = await startDynamoDbLocal({ workDir: path.join(work, 'work'), ...onDisk });
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
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
  try {
    await ensureTable(dynamo.endpoint, 'bench');
    await seedDemo({ customers: 10 });
    console.log(`demo seed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const needsVolume = runs('lists') || runs('money');
    const seed = needsVolume ? await seedVolume(TENANT, VOLUME, (l) => console.log(l)) : undefined;
    // The built web app when there is one (the calendar bench paints its grid in Chromium).
    const webBuilt = existsSync(path.resolve('web/dist/index.html'));
    server = await startApiServer({ port: await freePort(), host: '127.0.0.1', webRoot: webBuilt ? path.resolve('web/dist') : path.join(work, 'web') });
    const ctx: BenchContext = { apiUrl: server.url, raw, table: 'bench', pairs: PAIRS, volume: VOLUME };
    const login = (await (
      await fetch(`${server.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
      })
    ).json()) as { token: string };
    console.log(`\nnpm run bench at volume ${VOLUME}× (${PAIRS} ABBA pairs per row; ratio = median of the pairs' API/raw)`);
    if (runs('api')) await benchApiPath(ctx, login.token);
    if (seed && runs('lists')) await benchLists(ctx, TENANT, seed);
    if (seed && runs('money')) await benchMatchesAndBalance(ctx, TENANT, seed);
    if (!only) benchPricing(PAIRS * 50);
    // The inventory and calendar sections bring their own resorts (in the bench and demo tenants, after the list rows).
    if (runs('inventory')) await benchInventory({ ...ctx, runs: Math.max(10, PAIRS) });
    if (runs('calendar')) await benchCalendar({ ...ctx, runs: Math.max(10, PAIRS), webBuilt });
    if (runs('bank')) await benchBankImport({ apiUrl: server.url, raw, table: 'bench' });
    if (runs('first-load')) await benchFirstLoad(server.url, webBuilt);
    console.log(`\nbench done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    raw.destroy();
    await server?.close();
    await dynamo.stop();
    await stopAllChildren();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
