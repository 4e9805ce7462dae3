import { specialGroupsConfig, specialsConfig } from '../../resources/specials';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';
import { SpecialMatches } from './special-matches';

/** /specials/list */
export function SpecialsListPage() {
  return <ResourceListPage config={specialsConfig} />;
}

/** /specials/create */
export function SpecialsCreatePage() {
  return <ResourceCreatePage config={specialsConfig} />;
}

/** /specials/:id, with the bookings the rule would have matched beside the form. */
export function SpecialsEditPage() {
  return <ResourceDetailPage config={specialsConfig} aside={(_draft, entity) => <SpecialMatches id={entity?.id} />} />;
}

/** /specials/group */
export function SpecialsGroupPage() {
  return <ResourcePanelPage config={specialGroupsConfig} />;
}
