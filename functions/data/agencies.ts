import { agenciesResource } from '../../shared/api/agencies';
import { repositoryFor } from '../lib/resource-engine';

export const agencies = repositoryFor(agenciesResource);
