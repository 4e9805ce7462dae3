import type { Endpoint, HttpMethod, ResourceName } from '../../../shared/api/endpoint';
import type { TableAccess } from '../constructs/platform-function';

/** Unknown /api paths go to this resource, so they answer the app's own ROUTE_NOT_FOUND error. */
export const CATCH_ALL_RESOURCE: ResourceName = 'system';
export const CATCH_ALL_PATH = '/api/{proxy+}';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  resource: ResourceName;
}

/** One route per contract endpoint, exactly as written there; a duplicate method and path is a contract error. */
export function routesFromContract(contract: readonly Endpoint[]): ApiRoute[] {
  const seen = new Map<string, string>();
  return contract.map((endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    const previous = seen.get(key);
    if (previous !== undefined) throw new Error(`Contract endpoints ${previous} and ${endpoint.id} share the route ${key}`);
    seen.set(key, endpoint.id);
    return { method: endpoint.method, path: endpoint.path, resource: endpoint.resource };
  });
}

/**
 * Least privilege from the contract: a resource whose endpoints only read (GET, HEAD) gets read
 * access to the table; any other method means it writes. The catch-all resource only answers 404
 * for what it does not know, which needs no write either.
 */
export function tableAccessOf(resource: ResourceName, contract: readonly Endpoint[]): TableAccess {
  const writes = contract.some((e) => e.resource === resource && e.method !== 'GET' && e.method !== 'HEAD');
  return writes ? 'readWrite' : 'read';
}

/** A stable construct id per route key: the same method and path always keep the same logical id. */
export function routeConstructId(route: { method: string; path: string }): string {
  return `Route ${route.method} ${encodeURIComponent(route.path)}`;
}

/** `guest-forms` → `GuestForms`, for construct ids. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
