import { customersResource } from '../../../shared/api/customers';
import { customers } from '../../data/customers';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { birthdayActions } from './birthdays';
import { customerOptions } from './customers';
import { dashboardActions } from './dashboard';
import { diffActions } from './diff';
import { customerDataGroupActions, customerGroupActions } from './groups';
import { metaActions } from './meta';
import { referenceActions } from './references';
import { stayActions } from './stays';

/** Customers, customer groups and customer data groups. */
export const handler = resourceHandler('customers', [
  ...resourceActions(customersResource, customers, customerOptions),
  ...dashboardActions,
  ...birthdayActions,
  ...metaActions,
  ...referenceActions,
  ...diffActions,
  ...stayActions,
  ...customerGroupActions,
  ...customerDataGroupActions,
]);
