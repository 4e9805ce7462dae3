import { ZApiError, ERROR_MESSAGES } from '../../../shared/api/errors';
import { ApiCallError, CLIENT_ERRORS } from '../api/client';
import { endpointUrl } from '../api/endpoint-client';
import { authStore } from '../session/auth-store';
import type { ListQuery } from './use-resource';
import type { WebResource } from './resource-types';

/** `attachment; filename="customers-2026-11-22.csv"` (and the RFC 5987 form) → the file name. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // Only a bare file name: a server must not be able to pick a folder.
  return name.replace(/[\\/]/g, '_') || fallback;
}

/**
 * GET listCSV with the list's own query (minus paging: the CSV has every row) and save the answer as
 * a file. Not through apiFetch, which reads answers as JSON; the bearer token is the session's.
 */
export async function downloadCsv(resource: WebResource, query: ListQuery): Promise<string> {
  const { page: _page, size: _size, ...rest } = query;
  const res = await authorizedGet(endpointUrl(resource.endpoints.listCSV, undefined, rest));
  const blob = await res.blob();
  const filename = filenameFromDisposition(res.headers.get('content-disposition'), `${resource.name}.csv`);
  saveBlob(blob, filename);
  return filename;
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * GET a file (CSV, an HTML price list) with the session's bearer token; a failure is the API's error shape
 * (an ApiCallError), as from apiFetch, which is not used because it reads answers as JSON.
 */
export async function authorizedGet(url: string): Promise<Response> {
  const token = authStore.get().token;
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (err) {
    throw new ApiCallError({
      name: 'Error',
      message: CLIENT_ERRORS.network,
      statusCode: 0,
      description: (err as Error).message,
      timestamp: new Date().toISOString(),
      path: url,
      method: 'GET',
    });
  }
  if (!res.ok) {
    const parsed = ZApiError.safeParse(await res.json().catch(() => null));
    throw new ApiCallError(
      parsed.success
        ? parsed.data
        : {
            name: 'Error',
            message: ERROR_MESSAGES.unknown,
            statusCode: res.status,
            description: res.statusText,
            timestamp: new Date().toISOString(),
            path: url,
            method: 'GET',
          },
    );
  }
  return res;
}
