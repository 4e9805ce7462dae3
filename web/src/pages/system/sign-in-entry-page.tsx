import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSignInPage } from '../../../../shared/spa-fallback';
import { recentNotices } from '../../notices/notice-bus';
import { handOverToSignIn } from '../../signin/handover';
import { NotFoundPage } from './not-found-page';

/**
 * The sign-in pages (/login, /club/login, /register/customer|agency, /password/reset, …/verify) are the sign-in
 * entry's (web/signin.html, served by the local server and CloudFront for these paths; docs/decisions/web.md "First
 * load"), not the staff app's: the staff app arriving at one (the guard sending a guest to /login, a sign-out, a link)
 * loads that document, carrying the notices just posted. A path the entry has no page for (/register/<other>) is not
 * found. When the server answered the staff app for the same path a moment ago, the spinner stays instead of a loop.
 */
export function SignInEntryPage() {
  const { pathname } = useLocation();
  const signInPage = isSignInPage(pathname);
  useEffect(() => {
    if (signInPage) handOverToSignIn(window.location.href, recentNotices(), { replace: true });
  }, [signInPage, pathname]);
  if (!signInPage) return <NotFoundPage />;
  return <Spinner style={{ marginTop: '20vh' }} />;
}
