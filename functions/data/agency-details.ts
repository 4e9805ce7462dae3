import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgencyLink } from '../../shared/domain/agency/agency-group';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { db, tableName } from './client';
import { agencyCredit, agencyCreditKey, agencyCreditPk as creditPk, agencyLinkKey as linkKey } from './entities/agency';
import { masterDataKey } from './entities/master-data';
import { queryItems } from './paging';
import { isConditionalCheckFailed, transactWrite } from './transactions';

/**
 * Links of an agency to external systems, one per system, in the agency's own partition (`LINK#<system>`).
 * Agency credits (money an agency has on account, per currency) are kept as balances in
 * `T#<tenant>#AGENCYCREDIT` (sk `<agencyId>#<currency>`), so the credits list is one Query; the payments
 * module adds to them with `adjustAgencyCredit`.
 */
const AGENCY = 'AGENCY';

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
        { ConditionCheck: { TableName: tableName(), Key: masterDataKey(tenant, AGENCY, agencyId), ConditionExpression: 'attribute_exists(pk)' } },
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
      Key: agencyCreditKey(tenant, agencyId, currency),
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
  return items.map((i) => agencyCredit.fromItem(i));
}

/** The agency's own partition holds its links and history; both go with the agency. */
export function agencyPartitionPk(tenant: string, agencyId: string): string {
  return masterDataKey(tenant, AGENCY, agencyId).pk;
}
