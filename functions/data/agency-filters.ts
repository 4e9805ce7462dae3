import { agencyFiltersResource } from '../../shared/api/agency-filters';
import { repositoryFor } from './repository';

export const agencyFilters = repositoryFor(agencyFiltersResource);
