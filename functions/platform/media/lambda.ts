import { mediaResource } from '../../../shared/api/media';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { media, mediaOptions } from './media';
import { mediaActions } from './operations';

/** The media library: files in S3 (locally in .local/media/) with their items in the table (calls: ./operations.ts). */
export const handler = resourceHandler('media', [...resourceActions(mediaResource, media, mediaOptions), ...mediaActions]);
