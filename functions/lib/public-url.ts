import { tenantHosts } from '../data/tenants';
import { config } from '../config';

/**
 * The origin links in mails open on, built only from configuration and the tenant's mapped host names,
 * never from request headers (a forged Host or x-forwarded-host must not move a reset link to another
 * site). PUBLIC_URL is the app's configured URL; a tenant with host names of its own gets its first
 * mapped host with PUBLIC_URL's scheme and port, so its guests land on their operator's pages. The
 * default tenant, a tenant without host names and one whose names include PUBLIC_URL's host get
 * PUBLIC_URL itself. Without PUBLIC_URL no link can be built: that is a deployment error and throws.
 */
export async function publicOrigin(tenant: string): Promise<string> {
  const configured = config('PUBLIC_URL');
  if (!configured) throw new Error('PUBLIC_URL is not set: links in mails are built only from the configured URL, never from the request');
  const base = new URL(configured);
  const origin = `${base.protocol}//${base.host}`;
  if (tenant === config('DEFAULT_TENANT')) return origin;
  const hosts = await tenantHosts(tenant);
  if (hosts.length === 0 || hosts.includes(base.hostname.toLowerCase())) return origin;
  return `${base.protocol}//${hosts[0]}${base.port ? `:${base.port}` : ''}`;
}
