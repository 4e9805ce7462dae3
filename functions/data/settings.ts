import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { SETTINGS_GROUPS, type SettingsGroupName } from '../../shared/domain/settings/settings';
import { ConflictError } from '../../shared/errors';
import { db, tableName } from './client';
import { getItem } from './read-round';
import { settingsKey as key, settingsItem } from './entities/settings';
import { isConditionalCheckFailed } from './transactions';

/**
 * One item per settings group and tenant (`T#<tenant>#SETTINGS#<group>`), with a version for optimistic
 * locking. A group never saved answers its defaults at version 0.
 */
export interface SettingsGroup<G extends SettingsGroupName> {
  group: G;
  values: z.infer<(typeof SETTINGS_GROUPS)[G]>;
  version: number;
  updatedAt?: string;
}

export async function getSettingsGroup<G extends SettingsGroupName>(tenant: string, group: G): Promise<SettingsGroup<G>> {
  const res = { Item: await getItem(key(tenant, group)) };
  const schema = SETTINGS_GROUPS[group];
  // Values stored under an older schema fall back to the defaults key by key rather than failing the read.
  const item = res.Item ? settingsItem.fromItem(res.Item) : undefined;
  const stored = item?.values ?? {};
  const values: Record<string, unknown> = {};
  for (const [k, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(stored[k]);
    if (parsed.success && parsed.data !== undefined) values[k] = parsed.data;
  }
  return {
    group,
    values: schema.parse(values) as SettingsGroup<G>['values'],
    version: item?.version ?? 0,
    ...(item?.updatedAt ? { updatedAt: item.updatedAt } : {}),
  };
}

/** Replaces a group's values if it is still at `version` (0: never saved); 409 VERSION_CONFLICT otherwise. */
export async function saveSettingsGroup<G extends SettingsGroupName>(
  tenant: string,
  group: G,
  version: number,
  values: SettingsGroup<G>['values'],
): Promise<SettingsGroup<G>> {
  const updatedAt = new Date().toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: settingsItem.toItem(key(tenant, group), { group, values, version: version + 1, updatedAt }),
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#v = :v',
        ...(version === 0 ? {} : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': version } }),
      }),
    );
  } catch (err) {
    if (isConditionalCheckFailed(err))
      throw new ConflictError(
        `The settings group ${group} was changed by someone else (version ${version} is stale); reload and try again`,
        'VERSION_CONFLICT',
      );
    throw err;
  }
  return { group, values, version: version + 1, updatedAt };
}
