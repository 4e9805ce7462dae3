import type { Guest } from '../../../../shared/auth/actor';
import { NotFoundError } from '../../../../shared/errors';
import { read } from '../../../data/readers';

/**
 * The signed-in club member a hold books as (docs/decisions/club.md "/book and /book/preview"): the customer of the
 * session's token (`customerId`, set by book-checkout's `guestOf` from the bearer's claims), never a customer named
 * in the body (the create body has no such field: 400). A guest without a token has none (null: today's guest
 * customers). A token naming a customer that no longer exists is refused (404), never turned into a new guest
 * customer: the account is not linked, as the club's own calls say.
 */
export async function memberOf(actor: Guest): Promise<Awaited<ReturnType<typeof read.customers.get>>> {
  if (!actor.customerId) return null;
  const member = await read.customers.get(actor.tenant, actor.customerId);
  if (!member) throw new NotFoundError(`customer ${actor.customerId} does not exist`);
  return member;
}
