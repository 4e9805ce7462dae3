import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { widgetsResource } from '../../shared/api/widgets';
import type { Widget } from '../../shared/domain/widget/widget';
import { db, tableName } from './client';
import { widgetSlugItem, widgetSlugKey, type WidgetSlugItem } from './entities/widget';
import { repositoryFor, type DerivedItem, type Entity } from './repository';

type StoredWidget = Widget & { id: string };

/**
 * The slug lookup as derived items of the widget (functions/data/entities/widget.ts): claimed on create, moved on a
 * slug change, released on delete, in the widget's own transaction, so two widgets of any tenants never share a slug
 * (the second write fails its condition: 409 "slug … is already in use").
 */
function slugLookup(tenant: string, change: { before?: StoredWidget; after?: StoredWidget }): DerivedItem[] {
  const before = change.before?.slug;
  const after = change.after?.slug;
  if (before === after) return [];
  const widgetId = (change.after ?? change.before)!.id;
  const owner = { ':tenant': tenant, ':widget': widgetId };
  const items: DerivedItem[] = [];
  if (after) {
    items.push({
      item: {
        Put: {
          TableName: tableName(),
          Item: widgetSlugItem.toItem(widgetSlugKey(after), { tenant, widgetId, slug: after }),
          ConditionExpression: 'attribute_not_exists(pk) OR (tenant = :tenant AND widgetId = :widget)',
          ExpressionAttributeValues: owner,
        },
      },
      conflict: `The slug ${after} is already in use`,
    });
  }
  if (before) {
    items.push({
      item: {
        Delete: {
          TableName: tableName(),
          Key: widgetSlugKey(before),
          ConditionExpression: 'attribute_not_exists(pk) OR (tenant = :tenant AND widgetId = :widget)',
          ExpressionAttributeValues: owner,
        },
      },
      conflict: `The slug ${before} belongs to another widget`,
    });
  }
  return items;
}

export const widgets = repositoryFor(widgetsResource, { derived: slugLookup });
export type WidgetEntity = Entity<typeof widgetsResource.schema>;

/** Whose a slug is: the tenant and the widget id, or null. One GetItem (the tenant of a public widget call). */
export async function widgetSlugOwner(slug: string): Promise<WidgetSlugItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: widgetSlugKey(slug) }));
  return res.Item ? widgetSlugItem.fromItem(res.Item) : null;
}

/** The active widget a slug names, with its tenant, or null (unknown, deleted or switched off). Two GetItems. */
export async function activeWidgetBySlug(slug: string): Promise<{ tenant: string; widget: WidgetEntity } | null> {
  const owner = await widgetSlugOwner(slug);
  if (!owner) return null;
  const widget = await widgets.get(owner.tenant, owner.widgetId);
  return widget?.active && widget.slug === owner.slug ? { tenant: owner.tenant, widget } : null;
}
