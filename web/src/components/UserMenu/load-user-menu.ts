import type { UserMenu as UserMenuComponent } from './UserMenu';

let loaded: typeof UserMenuComponent | undefined;

/**
 * The user menu's module (Fluent's Menu and Avatar, the route index for the profile links) is fetched on demand:
 * guests never see it. Route decisions for a signed-in user wait for it, as for the drawer, so the header is
 * complete when the page appears.
 */
export function loadUserMenu(): Promise<typeof UserMenuComponent> {
  return import('./UserMenu').then((m) => (loaded = m.UserMenu));
}

/** The user menu once its module is there. */
export function loadedUserMenu(): typeof UserMenuComponent | undefined {
  return loaded;
}
