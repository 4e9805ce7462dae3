import { mediaResource } from '../../shared/api/media';
import { repositoryFor } from '../lib/resource-engine';

export const media = repositoryFor(mediaResource);
