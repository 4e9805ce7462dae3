import { ulid } from 'ulid';
import { bankExtraEndpoints as api, banksResource } from '../../../shared/api/banks';
import { addDays, dateIn } from '../../../shared/calendar-date';
import { ConflictError, ValidationError } from '../../../shared/errors';
import { allEntries, deleteAllUnassigned, deleteEntries, entryPage } from '../../data/bank-entries';
import { banks } from '../../data/banks';
import { getSecrets } from '../../data/secrets';
import { action, type BoundAction } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { secretOptions } from '../../platform/index';
import { candidates, openOf, rank } from '../bank-entries/suggest';
import { balance, cashflow } from './cashflow';
import { bankOrThrow, importMapped, importRows } from './import';
import { importJob, startImportJob } from './service';
import { feedAdapter } from './wise';

/**
 * Banks (ISSUE-15; docs/decisions.md "Banks and bank entries"): the accounts (generic resource, the Wise token a
 * write-only secret), their entries, the CSV import, the Wise collect, cashflow and balance.
 */
export const bankActions: BoundAction[] = [
  ...resourceActions(banksResource, banks, {
    idPrefix: 'bk',
    ...secretOptions('BANK'),
    blockDelete: async (tenant, bank) => {
      for await (const e of allEntries(tenant, bank.id, { state: 'assigned' }))
        return `Bank ${bank.name} has entries assigned to bookings (for example of ${e.date}); undo them first`;
      return null;
    },
    // Once the bank is gone its entries follow (none is assigned: blockDelete said so).
    afterDelete: (tenant, bank) => deleteAllUnassigned(tenant, bank.id),
  }),

  action(api.entries, async ({ tenant, params, query }) => {
    await bankOrThrow(tenant, params.id);
    const page = await entryPage(tenant, params.id, query);
    const bookings = await candidates(tenant, page.items);
    const today = new Date().toISOString().slice(0, 10);
    return {
      data: page.items.map((e) => ({ ...e, open: openOf(e), suggestions: rank(e, bookings, today) })),
      ...(page.next ? { next: page.next } : {}),
    };
  }),

  action(api.deleteEntries, async ({ tenant, params, query }) => {
    await bankOrThrow(tenant, params.id);
    const chosen = [];
    for await (const e of allEntries(tenant, params.id, query)) {
      if (e.assignedMinor > 0)
        throw new ConflictError(
          `The entry of ${e.date} (${e.amount} ${e.currency}) is assigned to a booking; undo that first. Nothing was deleted.`,
          'BANK_ENTRY_ASSIGNED',
        );
      chosen.push(e);
    }
    return { deleted: await deleteEntries(tenant, chosen) };
  }),

  action(api.cashflow, async ({ tenant, query }) => cashflow(tenant, query.from, query.to, query.groupBy)),
  action(api.balance, async ({ tenant, query }) => balance(tenant, query.from, query.to, query.groupBy)),

  action(api.importCsv, async ({ tenant, params, body }) => importRows(tenant, params.bankId, body)),
  action(api.startImportJob, async ({ principal, params, body }) => startImportJob(principal, params.bankId, body)),
  action(api.importJob, async ({ tenant, params }) => importJob(tenant, params.bankId, params.jobId)),

  action(api.wiseCollect, async ({ tenant, params, query }) => {
    const bank = await bankOrThrow(tenant, params.id);
    if (bank.feed !== 'wise') throw new ValidationError(`Bank ${bank.name} is not a Wise account`, [{ path: 'params.id', message: 'not a Wise account' }]);
    const to = query.to ?? dateIn('UTC');
    const from = query.from ?? addDays(to, -30);
    if (to < from) throw new ValidationError('to is before from', [{ path: 'query.to', message: 'before from' }]);
    const rows = await feedAdapter().collect(bank, await getSecrets(tenant, 'BANK', bank.id), { from, to });
    return importMapped(tenant, bank.id, rows, ulid());
  }),
];
