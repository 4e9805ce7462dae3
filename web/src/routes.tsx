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
import type { AppRoute } from './navigation/route-types';
import { masterDataRoutes } from './navigation/master-data-routes';
import { reportAndConfigRoutes } from './navigation/report-config-routes';
import { MODULE_ADMINS, pages, resortOrVessel, SPECIALS_MENU_SCOPE } from './navigation/route-constants';
import { jumpToRoute, publicRoutes } from './navigation/public-routes';

export { MODULE_ADMINS, SPECIALS_MENU_SCOPE };
export { comingSoonPage, notFoundPage, notFoundRoute } from './navigation/public-routes';

export const routes: readonly AppRoute[] = [
  ...publicRoutes,

  // Signed-in base routes
  { path: '/', name: 'home', scope: [USER], icon: HomeRegular, group: 'base', page: pages.home, texts: ['menu', 'home'] },
  {
    path: '/notifications',
    name: 'notifications',
    scope: ['events.read'],
    icon: AlertRegular,
    group: 'base',
    visibleWith: ['$view.notifications.Off'],
    page: () => import('./pages/notifications/notifications-page').then((m) => m.NotificationsPage),
  },
  { path: '/jump/:system', name: 'jump', scope: [USER], visible: false },
  // Guests allowed: the token in the path signs the visitor in.
  jumpToRoute,
  { path: '/mail', name: 'mail', scope: [USER], icon: MailRegular, group: 'base', page: () => import('./pages/mail/mailbox-page').then((m) => m.MailboxPage) },

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
  { path: '/book', name: 'customerBooking', visible: false, feature: resortOrVessel, page: pages.clubBook },
  { path: '/book/preview', name: 'bookPreview', visible: false, feature: resortOrVessel, page: pages.clubBookPreview },
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
