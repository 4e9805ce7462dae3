import { agencyGroupsResource } from '../../shared/api/agency-groups';
import { repositoryFor } from './repository';

export const agencyGroups = repositoryFor(agencyGroupsResource);
