import { describe, expect, it } from 'vitest';
import { CONSUMERS, consumerTimings } from '../../../events/registry';
import { IMPORT_STALE_MINUTES, isImportStalled } from '../../../shared/domain/bank/import-job';

describe('isImportStalled', () => {
  const now = new Date('2027-03-01T10:00:00.000Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it.each([
    ['queued', IMPORT_STALE_MINUTES, true],
    ['running', IMPORT_STALE_MINUTES + 60, true],
    ['running', IMPORT_STALE_MINUTES - 1, false],
    ['done', 600, false],
    ['failed', 600, false],
  ] as const)('a %s job quiet for %i minutes: %s', (status, minutes, stalled) => {
    expect(isImportStalled({ status, updatedAt: ago(minutes) }, now)).toBe(stalled);
  });

  it('waits longer than one run of the consumer may take, so a live run is never called stalled', () => {
    const consumer = CONSUMERS.find((c) => c.name === 'bank-import');
    expect(consumer).toBeDefined();
    expect(IMPORT_STALE_MINUTES * 60).toBeGreaterThan(2 * consumerTimings(consumer!).timeoutSeconds);
  });
});
