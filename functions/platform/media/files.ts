import { requireSizeWithin } from '../../../shared/domain/media/upload';
import { getSettingsGroup } from '../../data/settings';

/** Storage keys and the size limit of media files; its own module so other Lambdas (booking-extras) store files alike. */

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
