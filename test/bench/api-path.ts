import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { entityKey } from '../../functions/data/keys';
import { getJson, counters, type BenchContext } from './context';
import { abba, printRows, type Row } from './measure';

/** Issue 4's figures: the API path of the demo tenant against one raw GetItem (ABBA pairs, cost per call). */
export async function benchApiPath(ctx: BenchContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const getItem = () => ctx.raw.send(new GetCommand({ TableName: ctx.table, Key: entityKey('demo', 'USER', 'u-admin') }));
  const count = counters(ctx);
  const base = await count.raw(getItem);
  const rows: Row[] = [];
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['GET /version (no table access)', () => fetch(`${ctx.apiUrl}/version`).then((r) => r.text())],
    ['GET /api/users/self (JWT + session + user)', () => getJson(`${ctx.apiUrl}/api/users/self`, headers)],
    ['GET /api/bootstrap (JWT + session + tenant)', () => getJson(`${ctx.apiUrl}/api/bootstrap`, headers)],
  ];
  for (const [what, call] of calls) {
    const cost = await count.api(call);
    rows.push({ what, cost, timing: await abba(getItem, call, ctx.pairs * 4, 20), baseline: base });
  }
  printRows(`Local API path vs one raw GetItem (${ctx.pairs * 4} ABBA pairs; ms)`, rows);
}
