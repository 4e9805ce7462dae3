import { customerDataGroupsConfig, customerGroupsConfig, customersConfig } from '../../resources/customers';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';
import { CustomerStays } from './customer-stays';

/** /customer/list */
export function CustomerListPage() {
  return <ResourceListPage config={customersConfig} />;
}

/** /customer/create */
export function CustomerCreatePage() {
  return <ResourceCreatePage config={customersConfig} />;
}

/** /customer/:id */
export function CustomerEditPage() {
  return <ResourceDetailPage config={customersConfig} aside={(_draft, entity) => (entity ? <CustomerStays customer={entity.id} /> : null)} />;
}

/** /customer/view/:id: read only, with a way to edit for those who may. */
export function CustomerViewPage() {
  return <ResourceDetailPage config={customersConfig} mode="view" aside={(_draft, entity) => (entity ? <CustomerStays customer={entity.id} /> : null)} />;
}

/** /customer/group */
export function CustomerGroupPage() {
  return <ResourcePanelPage config={customerGroupsConfig} />;
}

/** /customerdatagroup */
export function CustomerDataGroupPage() {
  return <ResourcePanelPage config={customerDataGroupsConfig} />;
}
