import { mediaExtraEndpoints, mediaResource } from '../../../shared/api/media';
import { ERROR_MESSAGES } from '../../../shared/api/error-codes';
import type { MEDIA_MIME_TYPES } from '../../../shared/domain/media/media';
import { ApiCallError, CLIENT_ERRORS } from '../api/client';
import { callEndpoint } from '../api/endpoint-client';
import type { Entity } from './resource-types';
import { revalidateResource } from './use-resource';

export interface UploadInput {
  file: File;
  folder: string;
  tags: string[];
}

type MimeType = (typeof MEDIA_MIME_TYPES)[number];

function failure(url: string, message: string, status: number, description: string): ApiCallError {
  return new ApiCallError({ name: 'Error', message, statusCode: status, description, timestamp: new Date().toISOString(), path: url, method: 'PUT' });
}

/**
 * PUT the bytes to the upload target. XMLHttpRequest rather than fetch because only it reports upload
 * progress. No bearer token: the target is signed (S3, or the local stand-in) and a token must not
 * travel to S3.
 */
export function putFile(
  target: { url: string; headers: Record<string, string> },
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [k, v] of Object.entries(target.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(failure(target.url, ERROR_MESSAGES.unknown, xhr.status, xhr.statusText)));
    xhr.onerror = () => reject(failure(target.url, CLIENT_ERRORS.network, 0, 'upload failed'));
    xhr.onabort = () => reject(failure(target.url, CLIENT_ERRORS.network, 0, 'upload aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/**
 * The media upload of shared/api/media.ts: register the file (POST /api/media/upload), PUT its bytes
 * to the answered target, then confirm (POST /api/media/{id}/confirm), which checks the stored size.
 */
export async function uploadMedia(input: UploadInput, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Entity> {
  const { media, upload } = await callEndpoint(mediaExtraEndpoints.upload, {
    body: { name: input.file.name, mimeType: input.file.type as MimeType, size: input.file.size, folder: input.folder, tags: input.tags, description: {} },
  });
  onProgress(0);
  await putFile(upload, input.file, onProgress, signal);
  const confirmed = (await callEndpoint(mediaExtraEndpoints.confirm, { params: { id: String(media.id) } })) as Entity;
  await revalidateResource(mediaResource, confirmed);
  return confirmed;
}

/** A pending item's upload again (the link expired, the first attempt broke off). */
export async function uploadMediaAgain(id: string, file: File, onProgress: (percent: number) => void): Promise<Entity> {
  const { upload } = await callEndpoint(mediaExtraEndpoints.uploadAgain, { params: { id } });
  await putFile(upload, file, onProgress);
  const confirmed = (await callEndpoint(mediaExtraEndpoints.confirm, { params: { id } })) as Entity;
  await revalidateResource(mediaResource, confirmed);
  return confirmed;
}
