/**
 * English page titles of the routes a visitor opens without signing in, and of the fallback (web/src/navigation/
 * public-routes.ts): kept apart from ./labels-routes.en so the sign-in page's texts need not carry the menu's.
 * Merged into ./en.
 */
export const enPublicRouteLabels = {
  'routes.login': 'Sign in',
  'routes.clubLogin': 'Club sign-in',
  'routes.register': 'Register',
  'routes.passwordReset': 'Reset password',
  'routes.clubPasswordReset': 'Reset club password',
  'routes.paymentSuccess': 'Payment received',
  'routes.paymentAborted': 'Payment cancelled',
  'routes.clubPaymentSuccess': 'Payment received',
  'routes.clubPaymentAborted': 'Payment cancelled',
  'routes.publicInvoice': 'Invoice',
  'routes.clubInvoice': 'Club invoice',
  'routes.guestForm': 'Guest form',
  'routes.guestFormMulti': 'Guest forms',
  'routes.publicForm': 'Form',
  'routes.bookOnline': 'Book online',
  'routes.bookOnlineV2': 'Book online',
  'routes.bookResort': 'Book a room',
  'routes.bookResortV2': 'Book a room',
  'routes.widget': 'Booking widget',
  'routes.verifyUser': 'Confirm e-mail address',
  'routes.clubVerifyUser': 'Confirm e-mail address',
  'routes.jumpTo': 'Sign in with link',
  'routes.notFound': 'Page not found',
} as const;
