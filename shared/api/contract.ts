import type { Endpoint, ResourceName } from './endpoint';
import { authEndpoints, usersSelfEndpoints } from './auth';
import { RESOURCE_DEFINITIONS } from './resources';
import { systemEndpoints } from './system';

/** Every endpoint of the API, once. */
export const contract: readonly Endpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(usersSelfEndpoints),
  ...RESOURCE_DEFINITIONS.flatMap((r) => Object.values(r.endpoints)),
];

export const RESOURCES: readonly ResourceName[] = [...new Set(contract.map((e) => e.resource))];

export function endpointsOf(resource: ResourceName): Endpoint[] {
  return contract.filter((e) => e.resource === resource);
}
