import { mediaResource } from '../../shared/api/media';
import { repositoryFor } from './repository';

export const media = repositoryFor(mediaResource);
