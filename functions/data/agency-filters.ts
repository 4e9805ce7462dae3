import { agencyFiltersResource } from '../../shared/api/agency-filters';
import { repositoryFor } from '../lib/resource-engine';

export const agencyFilters = repositoryFor(agencyFiltersResource);
