import { specialGroupsResource, specialsResource } from '../../shared/api/specials';
import { repositoryFor } from '../lib/resource-engine';

export const specials = repositoryFor(specialsResource);
export const specialGroups = repositoryFor(specialGroupsResource);
