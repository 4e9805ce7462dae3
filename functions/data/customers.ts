import { customersResource } from '../../shared/api/customers';
import { repositoryFor } from '../lib/resource-engine';

export const customers = repositoryFor(customersResource);
