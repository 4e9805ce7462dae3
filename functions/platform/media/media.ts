import { mediaResource } from '../../../shared/api/media';
import { isImage } from '../../../shared/domain/media/media';
import { getCompanyProfile } from '../../data/company';
import { masterDataPk } from '../../data/entities/master-data';
import { media } from '../../data/media';
import { purgePartition } from '../../data/partition';
import { products } from '../../data/products';
import { assertSize, storageKey } from './files';
import { fileLink, mediaStorage } from '../../lib/media-storage';
import { holds } from '../../lib/references';
import type { EngineOptions } from '../../lib/resource-engine';

type Schema = typeof mediaResource.schema;

/**
 * The key, the status and the thumbnail are the server's: a create starts a pending item with its own
 * key; an update keeps them (and, once uploaded, the file's type and size); a copy copies the file too.
 */
export const mediaOptions: EngineOptions<Schema> = {
  idPrefix: 'm',
  prepare: async ({ tenant, kind, id, data, current }) => {
    const { url: _url, thumbnailUrl: _thumb, ...rest } = data;
    if (kind === 'create') {
      await assertSize(tenant, rest.size);
      return { data: { ...rest, key: storageKey(tenant, id, rest.name), status: 'pending' } };
    }
    if (kind === 'update') {
      const ready = current!.status === 'ready';
      if (!ready) await assertSize(tenant, rest.size);
      return {
        data: {
          ...rest,
          key: current!.key,
          status: current!.status,
          ...(ready ? { mimeType: current!.mimeType, size: current!.size } : {}),
          ...(current!.thumbnailUrl ? { thumbnailUrl: current!.thumbnailUrl } : {}),
        },
      };
    }
    const key = storageKey(tenant, id, rest.name);
    if (current!.status === 'ready' && current!.key) await mediaStorage().copy(current!.key, key);
    return {
      data: {
        ...rest,
        key,
        status: current!.status,
        ...(current!.status === 'ready' && isImage(rest.mimeType) ? { thumbnailUrl: `/api/media/file/${id}` } : {}),
      },
    };
  },
  // A product picture or the company logo would point at nothing.
  blockDelete: async (tenant, item) => {
    const product = await products.firstMatch(tenant, [holds('images', item.id)]);
    if (product) return `${item.name} is a picture of product ${product.name}; remove it there first`;
    if ((await getCompanyProfile(tenant)).logoMediaId === item.id) return `${item.name} is the company logo; choose another logo first`;
    return null;
  },
  afterDelete: async (tenant, item) => {
    if (item.key) await mediaStorage().remove(item.key);
    await purgePartition(masterDataPk(tenant, mediaResource.entityType, item.id));
  },
  // Links are signed per answer (valid a day), so they work in <img src> without a token.
  present: async (tenant, item) => {
    if (item.status !== 'ready') return item;
    const link = await fileLink(tenant, item.id);
    return { ...item, url: link, ...(isImage(item.mimeType) ? { thumbnailUrl: link } : {}) };
  },
};

export { media };
export { assertSize, maxBytes, safeFileName, storageKey } from './files';
