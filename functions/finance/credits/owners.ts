import type { CreditKind } from '../../../shared/domain/credit/credit';
import { fullName } from '../../../shared/domain/customer/customer';
import { read } from '../../data/readers';

/** The agency's or customer's name (undefined: no such owner). */
export async function ownerName(tenant: string, kind: CreditKind, id: string): Promise<string | undefined> {
  if (kind === 'agency') return (await read.agencies.get(tenant, id))?.name;
  const c = await read.customers.get(tenant, id);
  return c ? fullName(c) || id : undefined;
}
