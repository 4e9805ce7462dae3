import { replace, type LoaderFunctionArgs } from 'react-router';
import { decide } from '../../../shared/auth/route-guard';
import { isSignInPage } from '../../../shared/spa-fallback';
import { loadSideNav } from '../components/SideNav/load-side-nav';
import { loadUserMenu } from '../components/UserMenu/load-user-menu';
import { parentLanding } from '../navigation/menu';
import type { ResolvedRoute } from '../navigation/route-tree';
import { notify, recentNotices } from '../notices/notice-bus';
import { authStore, principalOf } from '../session/auth-store';
import { handOverToSignIn } from '../signin/handover';
import { appReady } from './app-ready';
import { committedLocation } from './navigation';

/**
 * The route guard wired into the router: every navigation runs the shared decide() before the page
 * renders. A refusal redirects (replacing the entry, so Back does not lead into the refusal again)
 * and posts its notice.
 */
export function guardLoader(route: ResolvedRoute) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const bootstrap = await appReady();
    const url = new URL(request.url);
    const principal = principalOf(authStore.get(), bootstrap.tenant.id);
    const decision = decide(route, {
      principal,
      features: bootstrap.features,
      to: url.pathname + url.search,
      from: committedLocation(),
    });
    if (decision.kind === 'redirect') {
      if (decision.notice) notify({ intent: 'error', key: `errors.${decision.notice}` });
      // A sign-in page is the sign-in entry's (web/signin.html): loaded as a document, with the notice; the router
      // waits (its page is about to be replaced).
      if (isSignInPage(new URL(decision.to, url).pathname) && handOverToSignIn(decision.to, recentNotices(), { replace: true }))
        return new Promise<null>(() => undefined);
      throw replace(decision.to);
    }
    // A group's parent route (/booking, /bank, …) has no page: it opens the group's first page.
    const landing = parentLanding(route, principal, bootstrap.features);
    if (landing) throw replace(landing + url.search);
    // A failed fetch is the lazy drawer's (and user menu's) to report; the page itself can still open.
    if (authStore.get().isLoggedIn) {
      await Promise.all([route.noDrawer ? undefined : loadSideNav(), loadUserMenu()]).catch(() => undefined);
    }
    return null;
  };
}
