import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteGuardMeta } from '../../../shared/auth/route-guard';
import type { RouteName } from '../navigation/route-types';
import { ModuleLoadError, reloadAfterModuleFailure } from '../router/lazy-page';

/**
 * The sign-in entry's pages (web/signin.html): the public routes of spec 1 a visitor opens to sign in, register,
 * reset a password or confirm an address. The staff app's table (navigation/public-routes.ts) keeps the same paths
 * with the same signedInRedirect, and hands them over to this entry; shared/spa-fallback.ts serves it for them.
 */
export interface SignInPage extends Pick<RouteGuardMeta, 'signedInRedirect'> {
  path: string;
  name: RouteName;
  Page: LazyExoticComponent<ComponentType>;
  /** Starts fetching the page's module (main.tsx, alongside the start-up checks); Page then finds it. */
  preload: () => void;
}

/** A page module, fetched once when first asked for; a failed fetch is handled as the staff app's (reload after 250 ms). */
function page(load: () => Promise<ComponentType>): Pick<SignInPage, 'Page' | 'preload'> {
  let module: Promise<{ default: ComponentType }> | undefined;
  const fetch = () =>
    (module ??= load().then(
      (Page) => ({ default: Page }),
      (err: unknown) => {
        module = undefined;
        reloadAfterModuleFailure();
        throw new ModuleLoadError(err);
      },
    ));
  return { Page: lazy(fetch), preload: () => void fetch().catch(() => undefined) };
}

const Login = page(() => import('./pages/login-page').then((m) => m.LoginPage));
const Register = page(() => import('./pages/register-page').then((m) => m.RegisterPage));
const PasswordReset = page(() => import('./pages/password-reset-page').then((m) => m.PasswordResetPage));
const Verify = page(() => import('./pages/verify-page').then((m) => m.VerifyPage));

export const SIGN_IN_PAGES: readonly SignInPage[] = [
  { path: '/login', name: 'login', signedInRedirect: '/', ...Login },
  { path: '/club/login', name: 'clubLogin', signedInRedirect: '/', ...Login },
  { path: '/register/:userType', name: 'register', signedInRedirect: '/', ...Register },
  { path: '/password/reset', name: 'passwordReset', signedInRedirect: '/', ...PasswordReset },
  { path: '/club/password/reset', name: 'clubPasswordReset', signedInRedirect: '/club/dashboard', ...PasswordReset },
  { path: '/user/:id/verify', name: 'verifyUser', ...Verify },
  { path: '/club/user/:id/verify', name: 'clubVerifyUser', ...Verify },
];

/** The page for `pathname` (a trailing slash allowed) with the path's parameters, or undefined. */
export function matchSignInPage(
  pathname: string,
  pages: readonly SignInPage[] = SIGN_IN_PAGES,
): { page: SignInPage; params: Record<string, string> } | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  for (const p of pages) {
    const pattern = p.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      const part = parts[i]!;
      if (seg.startsWith(':')) {
        if (part === '') return false;
        params[seg.slice(1)] = decodeSegment(part);
        return true;
      }
      return seg === part;
    });
    if (ok) return { page: p, params };
  }
  return undefined;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
