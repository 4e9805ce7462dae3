/**
 * The route table of spec 1 section 2: every route with its meta (scope, not, feature, visible, icon,
 * group, drawer and header flags, children, user whitelist). The router (router/app-router.tsx) makes
 * guarded, lazily loaded routes of it; the drawer and the start page build their menus from it.
 */
import {
  AlertRegular,
  BuildingBankRegular,
  CalendarLtrRegular,
  CartRegular,
  DataPieRegular,
  DocumentTextRegular,
  HomeRegular,
  MailRegular,
  ReceiptRegular,
  WalletRegular,
} from '@fluentui/react-icons';
import { USER } from '../../shared/auth/permissions';
import type { AppRoute, PageLoader, RouteName } from './navigation/route-types';
import { masterDataRoutes } from './navigation/master-data-routes';
import { reportAndConfigRoutes } from './navigation/report-config-routes';
import { MODULE_ADMINS, pages, resortOrVessel, SPECIALS_MENU_SCOPE } from './navigation/route-constants';

export { MODULE_ADMINS, SPECIALS_MENU_SCOPE };

export const comingSoonPage: PageLoader = () => import('./pages/system/coming-soon-page').then((m) => m.ComingSoonPage);
export const notFoundPage: PageLoader = () => import('./pages/system/not-found-page').then((m) => m.NotFoundPage);

const publicInvoicePage: PageLoader = () => import('./pages/finance/public-invoice-page').then((m) => m.PublicInvoicePage);

/** The sign-in, registration, password and verification pages use the shell's texts only. */
const SHELL_TEXTS = { texts: [] } as const;

/** Public pages: no scope, no drawer, the compact header. */
function publicPage(path: string, name: RouteName, extra: Partial<AppRoute> = {}): AppRoute {
  return { path, name, visible: false, noDrawer: true, altHeader: true, ...extra };
}

export const routes: readonly AppRoute[] = [
  // Public pages (no login, no scope)
  publicPage('/login', 'login', { signedInRedirect: '/', page: pages.login, ...SHELL_TEXTS }),
  publicPage('/club/login', 'clubLogin', { signedInRedirect: '/', page: pages.login, ...SHELL_TEXTS }),
  publicPage('/register/:userType', 'register', { signedInRedirect: '/', page: pages.register, ...SHELL_TEXTS }),
  publicPage('/password/reset', 'passwordReset', { signedInRedirect: '/', page: pages.passwordReset, ...SHELL_TEXTS }),
  publicPage('/club/password/reset', 'clubPasswordReset', { signedInRedirect: '/club/dashboard', page: pages.passwordReset, ...SHELL_TEXTS }),
  publicPage('/payment/success', 'paymentSuccess', { page: pages.paymentSuccess }),
  publicPage('/payment/aborted', 'paymentAborted', { page: pages.paymentAborted }),
  publicPage('/invoice/:id', 'publicInvoice', { page: publicInvoicePage }),
  publicPage('/club/invoice/:id', 'clubInvoice', { page: publicInvoicePage }),
  publicPage('/guestform/:id/:token', 'guestForm'),
  publicPage('/guestform-m/:id/:token', 'guestFormMulti'),
  publicPage('/forms/:id/:token', 'publicForm'),
  publicPage('/book/online', 'bookOnline'),
  publicPage('/book/online-v2', 'bookOnlineV2'),
  publicPage('/book/resort', 'bookResort'),
  publicPage('/book/resort-v2', 'bookResortV2'),
  publicPage('/widget/:slug', 'widget'),
  publicPage('/user/:id/verify', 'verifyUser', { page: pages.verify, ...SHELL_TEXTS }),
  publicPage('/club/user/:id/verify', 'clubVerifyUser', { page: pages.verify, ...SHELL_TEXTS }),

  // Signed-in base routes
  { path: '/', name: 'home', scope: [USER], icon: HomeRegular, group: 'base', page: pages.home, texts: ['home'] },
  { path: '/notifications', name: 'notifications', scope: ['events.read'], icon: AlertRegular, group: 'base', visibleWith: ['$view.notifications.Off'] },
  { path: '/jump/:system', name: 'jump', scope: [USER], visible: false },
  // Guests allowed: the token in the path signs the visitor in.
  { path: '/jumpto/:token', name: 'jumpTo', visible: false, noDrawer: true, altHeader: true, page: pages.jumpTo, ...SHELL_TEXTS },
  { path: '/mail', name: 'mail', scope: [USER], icon: MailRegular, group: 'base' },

  // Finance and booking
  {
    path: '/booking',
    name: 'booking',
    scope: ['bookings.read'],
    icon: CalendarLtrRegular,
    group: 'booking',
    children: [
      { path: '/booking/list', name: 'bookingList', scope: ['bookings.read', 'agencies.self'], page: pages.bookingList },
      {
        path: '/booking/wizard',
        name: 'bookingWizard',
        scope: ['bookings.create', 'bookings.read', 'agencies.self'],
        page: () => import('./pages/booking-wizard/wizard-page').then((m) => m.BookingWizardPage),
      },
      { path: '/booking/trip', name: 'tripCalendar', page: () => import('./pages/booking-calendar/calendar-page').then((m) => m.TripCalendarPage) },
      {
        path: '/booking/resort',
        name: 'resortBooking',
        scope: ['bookings.create', 'agencies.self'],
        page: () => import('./pages/booking-calendar/calendar-page').then((m) => m.ResortCalendarPage),
      },
      {
        path: '/booking/tour',
        name: 'tourBooking',
        scope: ['bookings.read'],
        page: () => import('./pages/booking-calendar/tour-calendar-page').then((m) => m.TourCalendarPage),
      },
      {
        path: '/booking/calendar',
        name: 'bookingCalendar',
        scope: ['bookings.read'],
        feature: ['vessel'],
        page: () => import('./pages/booking-calendar/calendar-page').then((m) => m.VesselCalendarPage),
      },
      {
        path: '/booking/occupancy',
        name: 'occupancy',
        scope: ['bookings.read'],
        feature: ['resort'],
        page: () => import('./pages/booking-calendar/calendar-page').then((m) => m.OccupancyPage),
      },
      // The spec names no scope; it sits under the booking area, whose bookings.read it inherits.
      { path: '/booking/ota', name: 'otaBookings', feature: ['ota'] },
      // Agency users open their own bookings from their list (the API answers their agency's only).
      { path: '/booking/:id', name: 'bookingDetail', scope: ['bookings.read', 'agencies.self'], visible: false, page: pages.bookingFile },
    ],
  },
  { path: '/book', name: 'customerBooking', visible: false, feature: resortOrVessel },
  { path: '/book/preview', name: 'bookPreview', visible: false, feature: resortOrVessel },
  { path: '/pos/counter', name: 'posCounter', scope: ['pos.read'], feature: ['pos'], icon: CartRegular, group: 'booking', page: pages.posCounter },
  { path: '/pos/list', name: 'posList', scope: ['pos.read'], feature: ['pos'], icon: ReceiptRegular, group: 'booking', page: pages.posList },
  {
    path: '/bank',
    name: 'bank',
    scope: ['banks.read'],
    feature: ['bank'],
    icon: BuildingBankRegular,
    group: 'finance',
    children: [
      { path: '/bank/list', name: 'bankList', page: () => import('./pages/bank/bank-pages').then((m) => m.BankListPage) },
      {
        path: '/bank/create',
        name: 'bankCreate',
        scope: ['banks.create'],
        visible: false,
        page: () => import('./pages/bank/bank-pages').then((m) => m.BankCreatePage),
      },
      { path: '/bank/cashflow', name: 'cashflow', scope: ['bankentries.read'], page: () => import('./pages/bank/cashflow-page').then((m) => m.CashflowPage) },
      {
        path: '/bank/entry/list',
        name: 'bankEntries',
        scope: ['bankentries.read'],
        page: () => import('./pages/bank/bank-pages').then((m) => m.BankEntriesPage),
      },
      {
        path: '/bank/entry/manual',
        name: 'manualPayments',
        scope: ['bankentries.read'],
        page: () => import('./pages/bank/bank-pages').then((m) => m.ManualPaymentsPage),
      },
      {
        path: '/bank/entry/temporary',
        name: 'temporaryPayments',
        scope: ['bankentries.read'],
        page: () => import('./pages/bank/bank-pages').then((m) => m.TemporaryPaymentsPage),
      },
      {
        path: '/bank/payment/review',
        name: 'paymentReviews',
        scope: ['banks.read'],
        page: () => import('./pages/bank/bank-pages').then((m) => m.PaymentReviewsPage),
      },
      {
        path: '/bank/:id',
        name: 'bankEdit',
        scope: ['banks.update'],
        visible: false,
        page: () => import('./pages/bank/bank-pages').then((m) => m.BankEditPage),
      },
    ],
  },
  {
    path: '/credits',
    name: 'agencyCredits',
    scope: ['agencies.read'],
    icon: WalletRegular,
    group: 'finance',
    page: () => import('./pages/credits/credits-page').then((m) => m.AgencyCreditsPage),
  },
  {
    path: '/ccredits',
    name: 'customerCredits',
    scope: ['customers.read'],
    icon: WalletRegular,
    group: 'finance',
    page: () => import('./pages/credits/credits-page').then((m) => m.CustomerCreditsPage),
  },
  {
    path: '/finance/invoices',
    name: 'invoices',
    scope: ['bookings.read'],
    icon: DocumentTextRegular,
    group: 'finance',
    page: () => import('./pages/finance/invoices-page').then((m) => m.InvoicesPage),
  },
  { path: '/finance/assetshare', name: 'assetShare', scope: ['bookings.read'], feature: ['connect'], icon: DataPieRegular, group: 'finance' },

  ...masterDataRoutes,
  ...reportAndConfigRoutes,
];

/** Any unknown path: open to guests and users. */
export const notFoundRoute: AppRoute = { path: '*', name: 'notFound', visible: false, page: notFoundPage, texts: [] };
