/**
 * A bridge to the router for code outside React (the session ending, the guard): the router
 * registers itself here once it exists.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, opts) => (opts?.replace ? window.location.replace(to) : window.location.assign(to));
let locationImpl: () => string = () => window.location.pathname + window.location.search;
let committedImpl: () => string | undefined = () => undefined;

export function registerNavigator(impl: { navigate: Navigate; location: () => string; committed: () => string | undefined }): void {
  navigateImpl = impl.navigate;
  locationImpl = impl.location;
  committedImpl = impl.committed;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigateImpl(to, opts);
}

/** The location the user is on now (path and query). */
export function currentLocation(): string {
  return locationImpl();
}

/**
 * The location the user has arrived at, which a running navigation has not replaced yet; undefined
 * while the first page is still loading (there is no previous page to go back to).
 */
export function committedLocation(): string | undefined {
  return committedImpl();
}

/** localhost and loopback addresses: development, where a reload loop would only hide the error. */
export function isLocalhost(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
