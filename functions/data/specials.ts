import { specialGroupsResource, specialsResource } from '../../shared/api/specials';
import { repositoryFor } from './repository';

export const specials = repositoryFor(specialsResource);
export const specialGroups = repositoryFor(specialGroupsResource);
