/**
 * Key design. Every key starts with the tenant, so a query can never cross tenants; the tenant always
 * comes from the verified token or the host mapping, never from the request body.
 *
 * - An entity (aggregate root) lives in its own partition: pk `T#<tenant>#<TYPE>#<id>`, sk `ROOT`.
 *   Children of the aggregate (booking rooms, calculation lines, history versions) share the partition.
 * - Lists: gsi1pk `T#<tenant>#<TYPE>`, gsi1sk the list's default order, so a page is one Query.
 * - Global lookups that are not per tenant (staff e-mail to tenant, host name to tenant) use `G#` keys.
 */
export const ROOT_SK = 'ROOT';

export function tenantPrefix(tenant: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(tenant)) throw new Error(`Invalid tenant id ${JSON.stringify(tenant)}`);
  return `T#${tenant}`;
}

export function entityPk(tenant: string, type: string, id: string): string {
  return `${tenantPrefix(tenant)}#${type}#${id}`;
}

export function entityKey(tenant: string, type: string, id: string): { pk: string; sk: string } {
  return { pk: entityPk(tenant, type, id), sk: ROOT_SK };
}

export function listPk(tenant: string, type: string): string {
  return `${tenantPrefix(tenant)}#${type}`;
}

export function historySk(version: number): string {
  return `HISTORY#${String(version).padStart(8, '0')}`;
}

export function globalKey(kind: string, value: string): { pk: string; sk: string } {
  return { pk: `G#${kind}#${value}`, sk: ROOT_SK };
}

/** Lower-case, accent-free text used for search and sorting. */
export function normalizeText(...parts: Array<string | number | null | undefined>): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
