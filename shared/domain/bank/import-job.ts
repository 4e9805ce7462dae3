/**
 * When a background bank import counts as failed without having said so (docs/decisions.md, "A bank import that
 * stops"): its queue message can end in the dead-letter queue (every retry failed) or its consumer can die, and then
 * nothing writes the job again. A job queued or running whose last write (`updatedAt`: the start, then every batch of
 * rows) is older than this is failed: the screen says so and offers to import the file again, and a late redelivery
 * stops instead of resuming it. A live run writes every batch (seconds) and a run ends with the consumer's 300 s
 * timeout, so a job this quiet has no run working on it.
 */
export const IMPORT_STALE_MINUTES = 15;

/** The error a stalled job carries. */
export const IMPORT_STALLED = 'stalled';

export interface ImportJobState {
  status: 'queued' | 'running' | 'done' | 'failed';
  updatedAt: string;
}

/** True for a job queued or running that has not moved for IMPORT_STALE_MINUTES. */
export function isImportStalled(job: ImportJobState, now: Date): boolean {
  if (job.status !== 'queued' && job.status !== 'running') return false;
  const last = Date.parse(job.updatedAt);
  return Number.isFinite(last) && now.getTime() - last >= IMPORT_STALE_MINUTES * 60_000;
}
