import type { Endpoint } from '../../../shared/api/endpoint';

/**
 * The CloudFront path patterns that go to the API: everything under /api, plus each contract path
 * outside /api (such as /version), with its first path parameter and the rest as a wildcard.
 * Everything else is the web app.
 */
export function apiPathPatterns(contract: readonly Endpoint[]): string[] {
  const patterns = new Set<string>(['/api/*']);
  for (const { path } of contract) {
    if (path.startsWith('/api/')) continue;
    patterns.add(path.replace(/\{[^}]*\}.*$/, '*'));
  }
  return [...patterns];
}
