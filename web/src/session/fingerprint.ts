/**
 * The "ts" browser fingerprint auth calls carry (spec 1 section 7): informational only, for the
 * server's audit trail, so a short hash of stable browser traits is enough. Never used for security.
 */
export function browserFingerprint(): string {
  const traits = [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
  ].join('|');
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let i = 0; i < traits.length; i++) {
    hash ^= traits.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
