import { specialGroupsConfig, specialsConfig } from '../../resources/specials';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';

/** /specials/list */
export function SpecialsListPage() {
  return <ResourceListPage config={specialsConfig} />;
}

/** /specials/create */
export function SpecialsCreatePage() {
  return <ResourceCreatePage config={specialsConfig} />;
}

/** /specials/:id */
export function SpecialsEditPage() {
  return <ResourceDetailPage config={specialsConfig} />;
}

/** /specials/group */
export function SpecialsGroupPage() {
  return <ResourcePanelPage config={specialGroupsConfig} />;
}
