import path from 'node:path';
import { resetConfig, runtimeEnvironment } from '../../functions/config';
import { resetDbClient } from '../../functions/data/client';
import { stopAllChildren } from './child-processes';
import { ensureTable } from './create-table';
import { startDynamoDbLocal } from './dynamodb-local';
import { LOCAL_DIR, TABLE_NAME } from './runtime';
import { isSeeded, resetData, seedDemo } from './seed';
import { volumeFromArgs } from './demo-data/volume';

/** `npm run seed [-- --reset] [-- --volume=<n>]` (or SEED_VOLUME=<n>, demo-data/volume.ts): seeds the local data kept under .local (stop `npm start` first). */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const dynamo = await startDynamoDbLocal({ dataDir: path.join(LOCAL_DIR, 'dynamodb'), workDir: path.join(LOCAL_DIR, 'work') });
  try {
    Object.assign(process.env, runtimeEnvironment({ DYNAMODB_ENDPOINT: dynamo.endpoint, TABLE_NAME }), { AWS_REGION: 'eu-central-1' });
    resetConfig();
    resetDbClient();
    await ensureTable(dynamo.endpoint, TABLE_NAME);
    if (reset) console.log(`deleted ${await resetData()} items`);
    if (!reset && (await isSeeded())) console.log('demo data is already there; use --reset to rebuild it');
    else await seedDemo({ volume: volumeFromArgs(process.argv.slice(2), process.env.SEED_VOLUME), log: (l) => console.log(l) });
  } finally {
    await dynamo.stop();
    await stopAllChildren();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exitCode = 1;
});
