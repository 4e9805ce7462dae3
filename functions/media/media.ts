import { mediaResource } from '../../shared/api/media';
import { isImage } from '../../shared/domain/media/media';
import { getCompanyProfile } from '../data/company';
import { masterDataPk } from '../data/entities/master-data';
import { media } from '../data/media';
import { purgePartition } from '../data/partition';
import { products } from '../data/products';
import { getSettingsGroup } from '../data/settings';
import { requireSizeWithin } from '../../shared/domain/media/upload';
import { fileLink, mediaStorage } from '../lib/media-storage';
import { holds } from '../lib/references';
import type { EngineOptions } from '../lib/resource-engine';

type Schema = typeof mediaResource.schema;

/** A file name safe in a storage key and a Content-Disposition header. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned || 'file';
}

export function storageKey(tenant: string, id: string, name: string): string {
  return `${tenant}/${id}/${safeFileName(name)}`;
}

/** The media library's size limit: the settings group media, default 10 MB (guest forms keep their own 256 KB). */
export async function maxBytes(tenant: string): Promise<number> {
  return (await getSettingsGroup(tenant, 'media')).values.maxFileSizeInKb * 1024;
}

export async function assertSize(tenant: string, size: number, path = 'body.size'): Promise<void> {
  const max = await maxBytes(tenant);
  requireSizeWithin(size, max, path);
}

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
