import { agencyGroupsResource } from '../../shared/api/agency-groups';
import { repositoryFor } from '../lib/resource-engine';

export const agencyGroups = repositoryFor(agencyGroupsResource);
