import { agenciesResource } from '../../shared/api/agencies';
import { repositoryFor } from './repository';

export const agencies = repositoryFor(agenciesResource);
