import type { HttpEvent } from './http';
import { optionalEnv } from './env';

/** The origin people open links on: PUBLIC_URL in the stacks, else the host the request came to. */
export function publicOrigin(event: HttpEvent): string {
  const configured = optionalEnv('PUBLIC_URL');
  if (configured) return configured.replace(/\/$/, '');
  const headers = event.headers ?? {};
  const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost';
  const proto = headers['x-forwarded-proto'] ?? (host.startsWith('127.0.0.1') || host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}
