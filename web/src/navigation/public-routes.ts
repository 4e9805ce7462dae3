import type { AppRoute, PageLoader, RouteName } from './route-types';

/**
 * The routes a visitor opens without signing in, and the fallbacks: what the router knows from the start. The rest
 * of the table (routes.tsx, with its menu meta, icons and page loaders) loads on the first navigation to a path
 * not listed here (router/app-router.tsx), so the sign-in page does not download it (docs/decisions/web.md).
 */

export const comingSoonPage: PageLoader = () => import('../pages/system/coming-soon-page').then((m) => m.ComingSoonPage);
export const notFoundPage: PageLoader = () => import('../pages/system/not-found-page').then((m) => m.NotFoundPage);

/** The guest's pages (forms and the booking pages) are the guest entry's (web/guest.html): a link to one loads that document. */
const guestEntry: PageLoader = () => import('../pages/system/guest-entry-page').then((m) => m.GuestEntryPage);
const publicInvoicePage: PageLoader = () => import('../pages/finance/public-invoice-page').then((m) => m.PublicInvoicePage);

/** The sign-in, registration, password and verification pages use the shell's texts only. */
const SHELL_TEXTS = { texts: [] } as const;

/** Public pages: no scope, no drawer, the compact header. */
function publicPage(path: string, name: RouteName, extra: Partial<AppRoute> = {}): AppRoute {
  return { path, name, visible: false, noDrawer: true, altHeader: true, ...extra };
}

/**
 * The sign-in pages are the sign-in entry's (web/signin.html, web/src/signin/): arriving at one, the staff app loads
 * that document (after the guard's check, so a signed-in user is still sent on by signedInRedirect).
 */
const signInEntry: PageLoader = () => import('../pages/system/sign-in-entry-page').then((m) => m.SignInEntryPage);
const login = signInEntry;
const register = signInEntry;
const passwordReset = signInEntry;
const verify = signInEntry;
const paymentSuccess: PageLoader = () => import('../pages/payment/payment-result-page').then((m) => m.PaymentSuccessPage);
const paymentAborted: PageLoader = () => import('../pages/payment/payment-result-page').then((m) => m.PaymentAbortedPage);
const jumpTo: PageLoader = () => import('../pages/auth/jump-to-page').then((m) => m.JumpToPage);

export const publicRoutes: readonly AppRoute[] = [
  // Public pages (no login, no scope)
  publicPage('/login', 'login', { signedInRedirect: '/', page: login, ...SHELL_TEXTS }),
  publicPage('/club/login', 'clubLogin', { signedInRedirect: '/', page: login, ...SHELL_TEXTS }),
  publicPage('/register/:userType', 'register', { signedInRedirect: '/', page: register, ...SHELL_TEXTS }),
  publicPage('/password/reset', 'passwordReset', { signedInRedirect: '/', page: passwordReset, ...SHELL_TEXTS }),
  publicPage('/club/password/reset', 'clubPasswordReset', { signedInRedirect: '/club/dashboard', page: passwordReset, ...SHELL_TEXTS }),
  publicPage('/payment/success', 'paymentSuccess', { page: paymentSuccess }),
  publicPage('/payment/aborted', 'paymentAborted', { page: paymentAborted }),
  // Where a club member's invoice payment returns (the checkout's club success and cancel URLs).
  publicPage('/club/payment/success', 'clubPaymentSuccess', { page: paymentSuccess }),
  publicPage('/club/payment/aborted', 'clubPaymentAborted', { page: paymentAborted }),
  publicPage('/invoice/:id', 'publicInvoice', { page: publicInvoicePage }),
  publicPage('/club/invoice/:id', 'clubInvoice', { page: publicInvoicePage }),
  publicPage('/guestform/:id/:token', 'guestForm', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/guestform-m/:id/:token', 'guestFormMulti', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/forms/:id/:token', 'publicForm', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/book/online', 'bookOnline', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/book/online-v2', 'bookOnlineV2', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/book/resort', 'bookResort', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/book/resort-v2', 'bookResortV2', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/widget/:slug', 'widget', { page: guestEntry, ...SHELL_TEXTS }),
  publicPage('/user/:id/verify', 'verifyUser', { page: verify, ...SHELL_TEXTS }),
  publicPage('/club/user/:id/verify', 'clubVerifyUser', { page: verify, ...SHELL_TEXTS }),
];

/** Guests allowed: the token in the path signs the visitor in. */
export const jumpToRoute: AppRoute = { path: '/jumpto/:token', name: 'jumpTo', visible: false, noDrawer: true, altHeader: true, page: jumpTo, ...SHELL_TEXTS };

/** Any unknown path: open to guests and users. */
export const notFoundRoute: AppRoute = { path: '*', name: 'notFound', visible: false, page: notFoundPage, texts: [] };
