import type { SideNav as SideNavComponent } from './SideNav';

let loaded: typeof SideNavComponent | undefined;

/**
 * The drawer's module is fetched on demand (guests never need it). Route decisions for a signed-in
 * user wait for it, so that a page never appears first and the drawer pushes it aside afterwards.
 */
export function loadSideNav(): Promise<typeof SideNavComponent> {
  return import('./SideNav').then((m) => (loaded = m.SideNav));
}

/** The drawer component once its module is there. */
export function loadedSideNav(): typeof SideNavComponent | undefined {
  return loaded;
}
