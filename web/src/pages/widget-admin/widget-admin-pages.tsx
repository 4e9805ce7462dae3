import { widgetsConfig } from '../../resources/widgets';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage } from '../resources/resource-pages';
import { WidgetEmbedAside } from './widget-embed';

/** /widget-admin/list: name, slug, what it sells, the sites, the views of the last 30 days. */
export function WidgetListPage() {
  return <ResourceListPage config={widgetsConfig} />;
}

/** /widget-admin/create */
export function WidgetCreatePage() {
  return <ResourceCreatePage config={widgetsConfig} aside={(draft, entity) => <WidgetEmbedAside draft={draft} entity={entity} />} />;
}

/** /widget-admin/:id: the form, the live preview and the snippet to copy. */
export function WidgetEditPage() {
  return <ResourceDetailPage config={widgetsConfig} aside={(draft, entity) => <WidgetEmbedAside draft={draft} entity={entity} />} />;
}
