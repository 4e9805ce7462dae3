import { bookingListPk } from '../../functions/data/entities/booking';
import { bankEntryPk } from '../../functions/data/entities/bank-entry';
import { specials } from '../../functions/data/specials';
import { addDays } from '../../shared/calendar-date';
import { ZSpecial } from '../../shared/domain/pricing/special';
import type { VolumeSeed } from '../../infra/local/demo-data/volume';
import { adminOf } from '../support/tokens';
import { apiRow, rawQuery, type BenchContext } from './context';
import { printRows, type Row } from './measure';

/**
 * Issue 23's rows on the seeded volume: GET /api/specials/{id}/matches over the bookings of the last 365 days
 * (requests; the raw baseline reads the same bookings in one paged Query), and the bank balance of one month of the
 * volume bank (items read; the raw baseline reads that month's entries).
 */
export async function benchMatchesAndBalance(ctx: BenchContext, tenant: string, seed: VolumeSeed): Promise<void> {
  const headers = { authorization: `Bearer ${await adminOf(tenant)}` };
  const today = new Date().toISOString().slice(0, 10);
  const rows: Row[] = [];

  const special = await specials.create(
    tenant,
    'sp-bench-matches',
    ZSpecial.parse({
      name: 'Bench long stay',
      autoAdd: false,
      discount: 'PerCent',
      discountValue: 10,
      reduce: 'ChangeRoomPrice',
      rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
      sort: 1,
    }),
  );
  const lastYear = rawQuery(ctx, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': addDays(today, -365), ':to': `${today}#\uffff` },
  });
  const inRange = await lastYear();
  rows.push(
    await apiRow(ctx, `specials/{id}/matches?all=true (${inRange} bookings in 365 d)`, `/api/specials/${special.id}/matches?all=true`, headers, lastYear, {
      pairs: Math.min(ctx.pairs, 3),
      shown: (body) => (body as { checked?: number })?.checked ?? ((body as { data?: unknown[] })?.data ?? []).length,
    }),
  );

  // Last month of the volume bank (the entries run up to today).
  const month = addDays(today, -40).slice(0, 7);
  const from = `${month}-01`;
  const to = addDays(`${addDays(from, 32).slice(0, 7)}-01`, -1);
  const monthEntries = rawQuery(ctx, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bankEntryPk(tenant, seed.bank), ':from': from, ':to': `${to}#~` },
  });
  const shownEntries = await monthEntries();
  rows.push(
    await apiRow(
      ctx,
      `banks/balance one month (${shownEntries} of ${seed.bankEntries} entries)`,
      `/api/banks/balance?from=${from}&to=${to}&groupBy=month`,
      headers,
      monthEntries,
      { shown: (body) => ((body as { data?: unknown[] })?.data ?? []).length },
    ),
  );

  printRows(`Special matches and bank balance at volume ${ctx.volume}× (ABBA pairs: ${Math.min(ctx.pairs, 3)} and ${ctx.pairs}; ms)`, rows);
  console.log('matches: shown = bookings checked (all=true answers each); balance: shown = periods answered, the month has');
  console.log(`${shownEntries} entries (the raw baseline reads exactly those)`);
}
