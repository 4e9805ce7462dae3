import { creditCreateWrites, readCreditCounter } from '../../../functions/data/credits';
import { sendTransaction } from '../../../functions/data/booking-changes';
import { addDays, dateIn } from '../../../shared/calendar-date';
import type { StoredCredit } from '../../../shared/domain/credit/credit';

/**
 * The demo's credit notes (docs/decisions.md "Credits"): goodwill notes of two agencies and one direct customer,
 * written like a note made by hand (numbered from the tenant's counter, the agency balance moved with it).
 */
const NOTES: Array<Pick<StoredCredit, 'kind' | 'owner' | 'ownerName' | 'amount' | 'reason'> & { expiresInDays?: number }> = [
  { kind: 'agency', owner: 'a-sunseeker', ownerName: 'Sunseeker Travel', amount: '150.00', reason: 'Goodwill: dive boat cancelled for weather' },
  { kind: 'agency', owner: 'a-deepblue', ownerName: 'Deep Blue Reisen', amount: '80.00', reason: 'Goodwill: room upgrade not available', expiresInDays: 180 },
  { kind: 'customer', owner: 'c-0002', amount: '45.50', reason: 'Goodwill: late airport transfer', expiresInDays: 365 },
];

/** `nameOf(n)`: the demo customer c-<n>'s full name. */
export async function seedDemoCredits(tenant: string, log: (line: string) => void, nameOf: (n: number) => string): Promise<void> {
  const now = new Date();
  const today = dateIn('Europe/Berlin', now);
  for (const [i, n] of NOTES.entries()) {
    const read = await readCreditCounter(tenant);
    const minor = Math.round(Number(n.amount) * 100);
    const note: StoredCredit = {
      id: `DEMOCREDIT${String(i + 1).padStart(2, '0')}`,
      no: (read ?? 0) + 1,
      kind: n.kind,
      owner: n.owner,
      ownerName: n.ownerName ?? nameOf(Number(n.owner.slice(2))),
      currency: 'EUR',
      amount: n.amount,
      remainingMinor: minor,
      reason: n.reason,
      date: today,
      ...(n.expiresInDays ? { expires: addDays(today, n.expiresInDays) } : {}),
      applications: {},
      createdAt: now.toISOString(),
      createdBy: 'u-admin',
    };
    const failed = await sendTransaction(creditCreateWrites(tenant, note, read));
    if (failed) throw new Error(`demo credit note ${note.id} not written: ${failed.join(',')}`);
  }
  log(`credit notes: ${NOTES.length}`);
}
