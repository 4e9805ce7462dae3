/**
 * Semantic versions compared part by part (1.10.0 > 1.9.3); a pre-release (1.2.0-rc.1) ranks below
 * its release. Answers <0, 0 or >0.
 */
export function compareVersions(a: string, b: string): number {
  const split = (v: string) => {
    const [core = '', pre] = v.trim().replace(/^v/i, '').split('-', 2);
    return { parts: core.split('.').map((p) => Number.parseInt(p, 10) || 0), pre };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length, 3); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

/** A newer server means this bundle is stale. */
export function isServerNewer(serverVersion: string | null | undefined, localVersion: string): boolean {
  return typeof serverVersion === 'string' && serverVersion !== '' && compareVersions(serverVersion, localVersion) > 0;
}
