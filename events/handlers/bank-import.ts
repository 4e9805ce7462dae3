import { processImportJob } from '../../functions/finance/index';
import { BankImportRequested } from '../bank-import-requested';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A CSV file was handed in for import: store its rows in batches, with the job's progress and report after each. */
export const handler = sqsConsumer('bank-import', BankImportRequested, async (detail, log) => {
  const job = await processImportJob(detail.tenant, detail.jobId);
  log.info('bank import', {
    jobId: detail.jobId,
    bankId: detail.bankId,
    status: job?.status ?? 'missing',
    rows: job?.rows,
    processed: job?.processed,
    imported: job?.imported,
    duplicates: job?.duplicates,
    invalid: job?.invalidCount,
  });
});
