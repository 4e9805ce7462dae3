import { ulid } from 'ulid';
import type { z } from 'zod';
import type { authEndpoints } from '../../../shared/api/auth';
import { ZCustomer } from '../../../shared/domain/customer/customer';
import { ZUser, type User } from '../../../shared/domain/staff/user';
import { customers } from '../../data/customers';
import { ONE_TIME_TOKEN_TTL_SECONDS } from '../../data/one-time-tokens';
import { purgePartition } from '../../data/partition';
import { getTenant } from '../../data/tenants';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { credentialPut, pendingEmailLookupPut, readEmailLookup, unverifiedUserDelete, userPk, users } from '../../data/users';
import { ConflictError } from '../../../shared/errors';
import { hashPassword } from '../../lib/passwords';
import { mailPut } from '../../messaging/index';
import { mailContext, verificationMailItems } from './service';

type RegisterBody = z.infer<NonNullable<(typeof authEndpoints.register)['input']['body']>>;

/** An unconfirmed registration holds its address as long as its verification link works. */
export const PENDING_SECONDS = ONE_TIME_TOKEN_TTL_SECONDS.VERIFY;

/**
 * Self-registration. The answer is the same whether the address is free or taken (in any tenant): a new
 * address gets an unconfirmed account and a verification mail, a taken one a mail to its owner saying
 * they already have an account. The e-mail lookup of an unconfirmed registration carries `pendingUntil`;
 * after it, a new registration with the address replaces the unconfirmed account, so nobody can reserve
 * an address by registering it. A confirmed account is never replaced (the transaction checks it).
 */
export async function register(tenant: string, body: RegisterBody, now = Date.now()): Promise<void> {
  const club = body.userType === 'customer';
  const language = body.language ?? (await getTenant(tenant))?.lang ?? 'de';
  const passwordHash = await hashPassword(body.password);
  const held = await readEmailLookup(tenant, body.email, club, true);
  const nowSeconds = Math.floor(now / 1000);
  const expired = held && held.pendingUntil !== undefined && held.pendingUntil <= nowSeconds ? held : undefined;
  if (held && !expired) return alreadyRegistered(tenant, body);
  // Staff sign in to the club with their staff account (functions/identity/auth/lambda.ts): a club registration of
  // a staff address would put an unconfirmed stranger's account in front of it. Taken, like any other.
  if (club && (await readEmailLookup(tenant, body.email, false, true))) return alreadyRegistered(tenant, body);

  const id = `u-${ulid()}`;
  const items: TransactItem[] = [];
  let customerId: string | undefined;
  if (club) {
    customerId = `c-${ulid()}`;
    const [firstName, ...rest] = body.name.split(/\s+/);
    const customer = ZCustomer.parse({
      masterData: { firstName: rest.length ? firstName : '', lastName: rest.length ? rest.join(' ') : (firstName ?? body.name) },
      contact: { email: body.email, phone: body.phone },
    });
    items.push(...customers.createItems(tenant, customerId, customer).items);
  }
  const user: User = ZUser.parse({
    name: body.name,
    email: body.email,
    phone: body.phone,
    userType: club ? 'Customer' : 'Agency',
    customerId,
    scopes: club ? ['customers.self'] : ['agencies.self'],
    isClubMember: club,
    verified: false,
    settings: { language },
  });
  items.push(...users.createItems(tenant, id, user).items, credentialPut(tenant, id, passwordHash));
  items.push(pendingEmailLookupPut(tenant, id, { email: body.email, isClubMember: club }, nowSeconds + PENDING_SECONDS, expired));
  if (expired) {
    // The unconfirmed account the address was held for goes, unless it was confirmed meanwhile.
    items.push(unverifiedUserDelete(expired.tenant, expired.userId));
  }
  items.push(...(await verificationMailItems(tenant, { id, email: body.email, isClubMember: club, language })));
  try {
    await transactWrite(items, () => 'registration conflict');
  } catch (err) {
    if (err instanceof ConflictError) return alreadyRegistered(tenant, body);
    throw err;
  }
  if (expired) await purgePartition(userPk(expired.tenant, expired.userId));
}

/** The mail to the owner of a taken address, instead of telling the caller. */
async function alreadyRegistered(tenant: string, body: RegisterBody): Promise<void> {
  const { origin, tenantName, lang } = await mailContext(tenant, body.language);
  const area = body.userType === 'customer' ? '/club' : '';
  const put = mailPut(tenant, {
    to: [body.email],
    locale: lang,
    template: { builtIn: 'auth.alreadyRegistered' },
    params: { loginLink: `${origin}${area}/login`, resetLink: `${origin}${area}/password/reset`, tenantName },
    purpose: 'already-registered',
  });
  await transactWrite(put, () => 'the mail request');
}
