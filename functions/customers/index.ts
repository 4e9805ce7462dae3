import { customersResource } from '../../shared/api/customers';
import { customers } from '../data/customers';
import { resourceHandler } from '../lib/http';
import { resourceActions } from '../lib/resource-engine';

export const handler = resourceHandler('customers', [...resourceActions(customersResource, customers, { idPrefix: 'c' })]);
