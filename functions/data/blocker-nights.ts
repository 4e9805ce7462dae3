import type { Claim } from '../../shared/domain/inventory/claims';
import { tableName } from './client';
import { claimItem, claimKey } from './entities/inventory';
import type { TransactItem } from './transactions';

/** A blocker's room-night, only while the night is free (a booking racing for it wins or loses whole). */
export function blockerNightPut(tenant: string, claim: Claim, extra: Record<string, unknown> = {}): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...claimItem(tenant, claim), ...extra }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The removal of a blocker's room-night, only while it is still that blocker's (never a booking's night). */
export function blockerNightDelete(tenant: string, claim: Claim): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: claimKey(tenant, claim),
      ConditionExpression: 'ownerKind = :blocker AND ownerId = :id',
      ExpressionAttributeValues: { ':blocker': 'blocker', ':id': claim.owner.id },
    },
  };
}
