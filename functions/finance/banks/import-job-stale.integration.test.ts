import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as bankImport } from '../../../events/handlers/bank-import';
import { IMPORT_STALE_MINUTES } from '../../../shared/domain/bank/import-job';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { allEntries } from '../../data/bank-entries';
import { db, tableName } from '../../data/client';
import { bankImportKey } from '../../data/entities/bank-import';
import { handler } from './lambda';

/*
 * A background bank import whose queue message was dead-lettered (every retry failed) is written by nobody again
 * (docs/decisions.md, "A bank import that stops"): after IMPORT_STALE_MINUTES without a write it reads as failed
 * ("stalled"), a late redelivery stores that and imports nothing, and importing the file again stores its rows once.
 * Three rows, so this stays fast (the 20,000-row run is import-job.integration.test.ts).
 */

type Job = { jobId: string; status: string; rows: number; processed: number; imported: number; duplicates: number; error?: string };
const MAPPING = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 1, columns: { date: 0, reference: 1, amount: 2 } } as const;
const CSV = ['Buchungstag;Verwendungszweck;Betrag', '01.03.2027;Buchung 1;100,00', '02.03.2027;Buchung 2;200,00', '03.03.2027;Buchung 3;-30,50'].join('\n');

/** The job as if its last write was `minutes` ago (what a dead-lettered message leaves behind). */
async function quietFor(tenant: string, jobId: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: bankImportKey(tenant, jobId),
      UpdateExpression: 'SET updatedAt = :at',
      ExpressionAttributeValues: { ':at': at },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

async function entryCount(tenant: string, bankId: string): Promise<number> {
  let n = 0;
  for await (const e of allEntries(tenant, bankId, { state: 'all' })) if (e) n++;
  return n;
}

describe('a bank import that stops moving', () => {
  it('reads as failed after the quiet time, a late redelivery imports nothing, and the file imported again stores its rows once', async () => {
    const tenant = 'bank-import-stalled';
    const token = await adminOf(tenant);
    const bank = await invoke<{ id: string }>(handler, 'POST', '/api/banks', { token, body: { name: 'Volksbank', currency: 'EUR' } });
    const bankId = bank.body.id;
    const start = () => invoke<Job>(handler, 'POST', `/api/banks/${bankId}/import/jobs`, { token, body: { csv: CSV, mapping: MAPPING } });
    const read = (jobId: string) => invoke<Job>(handler, 'GET', `/api/banks/${bankId}/import/jobs/${jobId}`, { token });
    const eventOf = async (jobId: string) => (await outboxEvents('bank.import-requested')).find((e) => e.detail.jobId === jobId)!;

    // Prepare: a job whose message never arrives.
    const first = await start();
    expect(first.body).toMatchObject({ status: 'queued', rows: 3 });
    await quietFor(tenant, first.body.jobId, IMPORT_STALE_MINUTES - 1);
    expect((await read(first.body.jobId)).body.status).toBe('queued');

    // Act: the quiet time passes.
    await quietFor(tenant, first.body.jobId, IMPORT_STALE_MINUTES);
    const stalled = await read(first.body.jobId);

    // Assess: failed, and a late redelivery stores nothing and keeps it failed.
    expect(stalled.status).toBe(200);
    expect(stalled.body).toMatchObject({ status: 'failed', error: 'stalled', processed: 0, imported: 0 });
    const late = await eventOf(first.body.jobId);
    expect(await deliver(bankImport, sqsRecord({ detailType: late.detailType, detail: late.detail }))).toBe('ack');
    expect((await read(first.body.jobId)).body).toMatchObject({ status: 'failed', error: 'stalled', imported: 0 });
    expect(await entryCount(tenant, bankId)).toBe(0);

    // The retry: the same file again, imported once.
    const retry = await start();
    const event = await eventOf(retry.body.jobId);
    expect(await deliver(bankImport, sqsRecord({ detailType: event.detailType, detail: event.detail }))).toBe('ack');
    expect((await read(retry.body.jobId)).body).toMatchObject({ status: 'done', processed: 3, imported: 3, duplicates: 0 });
    expect(await entryCount(tenant, bankId)).toBe(3);
  });
});
