import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgencyLink } from '../../shared/domain/agency/agency-group';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { db, tableName } from './client';
import { entityKey, entityPk, listPk } from './keys';
import { queryItems } from './paging';
import { isConditionalCheckFailed, transactWrite } from './transactions';

/**
 * Links of an agency to external systems, one per system, in the agency's own partition (`LINK#<system>`).
 * Agency credits (money an agency has on account, per currency) are kept as balances in
 * `T#<tenant>#AGENCYCREDIT` (sk `<agencyId>#<currency>`), so the credits list is one Query; the payments
 * module adds to them with `adjustAgencyCredit`.
 */
const AGENCY = 'AGENCY';

const linkKey = (tenant: string, agencyId: string, system: string) => ({ pk: entityPk(tenant, AGENCY, agencyId), sk: `LINK#${system}` });

export async function getAgencyLink(tenant: string, agencyId: string, system: string): Promise<AgencyLink | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(tenant, agencyId, system) }));
  if (!res.Item) return null;
  const { pk: _p, sk: _s, entityType: _t, ...link } = res.Item;
  return link as AgencyLink;
}

/** Sets the agency's link to a system (replacing an earlier one) in one transaction with a check that the agency exists. */
export async function putAgencyLink(tenant: string, agencyId: string, link: AgencyLink): Promise<void> {
  try {
    await transactWrite(
      [
        { ConditionCheck: { TableName: tableName(), Key: entityKey(tenant, AGENCY, agencyId), ConditionExpression: 'attribute_exists(pk)' } },
        { Put: { TableName: tableName(), Item: { ...linkKey(tenant, agencyId, link.system), entityType: 'AGENCY_LINK', ...link } } },
      ],
      (i) => (i === 0 ? 'missing' : 'link changed'),
    );
  } catch (err) {
    if (err instanceof ConflictError && err.description === 'missing') throw new NotFoundError(`agency ${agencyId} does not exist`);
    throw err;
  }
}

export async function deleteAgencyLink(tenant: string, agencyId: string, system: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: linkKey(tenant, agencyId, system), ConditionExpression: 'attribute_exists(pk)' }));
  } catch (err) {
    if (isConditionalCheckFailed(err)) throw new NotFoundError(`agency ${agencyId} has no link to ${system}`);
    throw err;
  }
}

const creditPk = (tenant: string) => listPk(tenant, 'AGENCYCREDIT');

export interface AgencyCredit {
  agencyId: string;
  currency: string;
  balance: number;
  updatedAt: string;
}

/** Adds to (or, negative, takes from) an agency's credit in one currency; atomic. */
export async function adjustAgencyCredit(tenant: string, agencyId: string, currency: string, amount: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: creditPk(tenant), sk: `${agencyId}#${currency}` },
      UpdateExpression: 'ADD balance :a SET agencyId = :id, currency = :c, updatedAt = :now, entityType = :t',
      ExpressionAttributeValues: { ':a': amount, ':id': agencyId, ':c': currency, ':now': new Date().toISOString(), ':t': 'AGENCYCREDIT' },
    }),
  );
}

/** Every credit balance of the tenant, or of one agency. One Query. */
export async function listAgencyCredits(tenant: string, agencyId?: string): Promise<AgencyCredit[]> {
  const items = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: agencyId ? 'pk = :pk AND begins_with(sk, :a)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': creditPk(tenant), ...(agencyId ? { ':a': `${agencyId}#` } : {}) },
  });
  return items.map((i) => ({ agencyId: String(i.agencyId), currency: String(i.currency), balance: Number(i.balance ?? 0), updatedAt: String(i.updatedAt) }));
}

/** The agency's own partition holds its links and history; both go with the agency. */
export function agencyPartitionPk(tenant: string, agencyId: string): string {
  return entityKey(tenant, AGENCY, agencyId).pk;
}
