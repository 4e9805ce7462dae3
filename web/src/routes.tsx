/**
 * The route table of spec 1 section 2: every route with its meta (scope, not, feature, visible, icon,
 * group, drawer and header flags, children, user whitelist). The router (router/app-router.tsx) makes
 * guarded, lazily loaded routes of it; the drawer and the start page build their menus from it.
 */
import {
  AirplaneRegular,
  AlertRegular,
  AppsRegular,
  ArrowExportLtrRegular,
  BedRegular,
  BoxRegular,
  BriefcaseRegular,
  BuildingBankRegular,
  BuildingRegular,
  CalendarLtrRegular,
  CartRegular,
  ChartMultipleRegular,
  CloudSyncRegular,
  ContactCardRegular,
  DataBarVerticalRegular,
  DataPieRegular,
  DataTrendingRegular,
  DocumentTextRegular,
  EarthRegular,
  FormRegular,
  GiftRegular,
  HandshakeRegular,
  HomeRegular,
  ImageRegular,
  KeyRegular,
  MailInboxRegular,
  MailRegular,
  MoneyRegular,
  PeopleCommunityRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonHeartRegular,
  PersonKeyRegular,
  PlugConnectedRegular,
  ReceiptRegular,
  RibbonRegular,
  SettingsRegular,
  SparkleRegular,
  TagRegular,
  TaskListLtrRegular,
  TranslateRegular,
  TrophyRegular,
  VehicleShipRegular,
  WalletRegular,
} from '@fluentui/react-icons';
import { ADMIN, USER } from '../../shared/auth/permissions';
import type { AppRoute, PageLoader, RouteName } from './navigation/route-types';
import { resourcePages } from './pages/resource-page-loaders';

const club = ['crmMaster'] as const;
/** Who may read specials (the API's read scopes, shared/api/specials.ts): the menu offers them to those only. */
export const SPECIALS_MENU_SCOPE = ['price.update', 'bookings.read', 'bookings.create', 'bookings.update'] as const;
const resortOrVessel = ['resort', 'vessel'] as const;

/** Page modules built by this issue; every other route shows its placeholder until its issue lands. */
const pages = {
  login: () => import('./pages/auth/login-page').then((m) => m.LoginPage),
  register: () => import('./pages/auth/register-page').then((m) => m.RegisterPage),
  passwordReset: () => import('./pages/auth/password-reset-page').then((m) => m.PasswordResetPage),
  verify: () => import('./pages/auth/verify-page').then((m) => m.VerifyPage),
  jumpTo: () => import('./pages/auth/jump-to-page').then((m) => m.JumpToPage),
  home: () => import('./pages/home/home-page').then((m) => m.HomePage),
  clubDashboard: () => import('./pages/club/club-dashboard-page').then((m) => m.ClubDashboardPage),
  profile: () => import('./pages/users/profile-page').then((m) => m.ProfilePage),
} satisfies Record<string, PageLoader>;

export const comingSoonPage: PageLoader = () => import('./pages/system/coming-soon-page').then((m) => m.ComingSoonPage);
export const notFoundPage: PageLoader = () => import('./pages/system/not-found-page').then((m) => m.NotFoundPage);

/** Public pages: no scope, no drawer, the compact header. */
function publicPage(path: string, name: RouteName, extra: Partial<AppRoute> = {}): AppRoute {
  return { path, name, visible: false, noDrawer: true, altHeader: true, ...extra };
}

/**
 * The users allowed to switch modules on and off, on top of the admin scope (spec 1 section 2:
 * "limited to two named users").
 */
export const MODULE_ADMINS = ['admin@demo.test', 'owner@demo.test'] as const;

export const routes: readonly AppRoute[] = [
  // Public pages (no login, no scope)
  publicPage('/login', 'login', { signedInRedirect: '/', page: pages.login }),
  publicPage('/club/login', 'clubLogin', { signedInRedirect: '/', page: pages.login }),
  publicPage('/register/:userType', 'register', { signedInRedirect: '/', page: pages.register }),
  publicPage('/password/reset', 'passwordReset', { signedInRedirect: '/', page: pages.passwordReset }),
  publicPage('/club/password/reset', 'clubPasswordReset', { signedInRedirect: '/club/dashboard', page: pages.passwordReset }),
  publicPage('/invoice/:id', 'publicInvoice'),
  publicPage('/club/invoice/:id', 'clubInvoice'),
  publicPage('/payment/success', 'paymentSuccess'),
  publicPage('/payment/aborted', 'paymentAborted'),
  publicPage('/guestform/:id/:token', 'guestForm'),
  publicPage('/guestform-m/:id/:token', 'guestFormMulti'),
  publicPage('/forms/:id/:token', 'publicForm'),
  publicPage('/book/online', 'bookOnline'),
  publicPage('/book/online-v2', 'bookOnlineV2'),
  publicPage('/book/resort', 'bookResort'),
  publicPage('/book/resort-v2', 'bookResortV2'),
  publicPage('/widget/:slug', 'widget'),
  publicPage('/user/:id/verify', 'verifyUser', { page: pages.verify }),
  publicPage('/club/user/:id/verify', 'clubVerifyUser', { page: pages.verify }),

  // Signed-in base routes
  { path: '/', name: 'home', scope: [USER], icon: HomeRegular, group: 'base', page: pages.home },
  { path: '/notifications', name: 'notifications', scope: ['events.read'], icon: AlertRegular, group: 'base', visibleWith: ['$view.notifications.Off'] },
  { path: '/jump/:system', name: 'jump', scope: [USER], visible: false },
  // Guests allowed: the token in the path signs the visitor in.
  { path: '/jumpto/:token', name: 'jumpTo', visible: false, noDrawer: true, altHeader: true, page: pages.jumpTo },
  { path: '/mail', name: 'mail', scope: [USER], icon: MailRegular, group: 'base' },

  // Finance and booking
  {
    path: '/booking', name: 'booking', scope: ['bookings.read'], icon: CalendarLtrRegular, group: 'booking',
    children: [
      { path: '/booking/list', name: 'bookingList', scope: ['bookings.read', 'agencies.self'] },
      { path: '/booking/wizard', name: 'bookingWizard', scope: ['bookings.create', 'bookings.read', 'agencies.self'] },
      { path: '/booking/trip', name: 'tripCalendar' },
      { path: '/booking/resort', name: 'resortBooking', scope: ['bookings.create', 'agencies.self'] },
      { path: '/booking/tour', name: 'tourBooking', scope: ['bookings.read'] },
      { path: '/booking/calendar', name: 'bookingCalendar', scope: ['bookings.read'], feature: ['vessel'] },
      { path: '/booking/occupancy', name: 'occupancy', scope: ['bookings.read'], feature: ['resort'] },
      // The spec names no scope; it sits under the booking area, whose bookings.read it inherits.
      { path: '/booking/ota', name: 'otaBookings', feature: ['ota'] },
      { path: '/booking/:id', name: 'bookingDetail', visible: false },
    ],
  },
  { path: '/book', name: 'customerBooking', visible: false, feature: resortOrVessel },
  { path: '/book/preview', name: 'bookPreview', visible: false, feature: resortOrVessel },
  { path: '/pos/counter', name: 'posCounter', scope: ['pos.read'], feature: ['pos'], icon: CartRegular, group: 'booking' },
  { path: '/pos/list', name: 'posList', scope: ['pos.read'], feature: ['pos'], icon: ReceiptRegular, group: 'booking' },
  {
    path: '/bank', name: 'bank', scope: ['banks.read'], feature: ['bank'], icon: BuildingBankRegular, group: 'finance',
    children: [
      { path: '/bank/list', name: 'bankList' },
      { path: '/bank/create', name: 'bankCreate', scope: ['banks.create'], visible: false },
      { path: '/bank/cashflow', name: 'cashflow', scope: ['bankentries.read'] },
      { path: '/bank/entry/list', name: 'bankEntries', scope: ['bankentries.read'] },
      { path: '/bank/entry/manual', name: 'manualPayments', scope: ['bankentries.read'] },
      { path: '/bank/entry/temporary', name: 'temporaryPayments', scope: ['bankentries.read'] },
      { path: '/bank/:id', name: 'bankEdit', scope: ['banks.update'], visible: false },
    ],
  },
  { path: '/credits', name: 'agencyCredits', scope: ['agencies.read'], icon: WalletRegular, group: 'finance' },
  { path: '/ccredits', name: 'customerCredits', scope: ['customers.read'], icon: WalletRegular, group: 'finance' },
  { path: '/finance/invoices', name: 'invoices', scope: ['bookings.read'], icon: DocumentTextRegular, group: 'finance' },
  { path: '/finance/assetshare', name: 'assetShare', scope: ['bookings.read'], feature: ['connect'], icon: DataPieRegular, group: 'finance' },

  // Master data
  { path: '/contest/list', name: 'contests', scope: ['contest.read'], feature: ['contest'], icon: TrophyRegular, group: 'masterData' },
  {
    path: '/dive/overview', name: 'dive', selfName: 'diveOverview', scope: ['divelog.read'], feature: ['diveLog'], icon: SparkleRegular, group: 'masterData',
    children: [
      { path: '/dive/log', name: 'diveLog', scope: ['divelog.read'] },
      { path: '/dive/plan', name: 'divePlan', scope: ['diveplan.read'] },
      { path: '/dive/site', name: 'diveSite', scope: ['divesite.read'] },
      { path: '/dive/type', name: 'diveType', scope: ['divetype.read'] },
      { path: '/dive/boat', name: 'diveBoat', scope: ['diveboat.read'] },
    ],
  },
  { path: '/master/booking', name: 'masterBooking', scope: ['bookings.read'], feature: ['assetMaster'], icon: BriefcaseRegular, group: 'masterData' },
  { path: '/master/booking/:system/:id', name: 'masterBookingDetail', scope: ['bookings.read'], feature: ['assetMaster'], visible: false },
  {
    path: '/vessel', name: 'vessel', scope: ['vessel.read'], feature: ['vessel'], icon: VehicleShipRegular, group: 'masterData',
    children: [
      { path: '/vessel/list', name: 'vesselList' },
      { path: '/vessel/create', name: 'vesselCreate', scope: ['vessel.create'] },
      { path: '/vessel/:id', name: 'vesselEdit', scope: ['vessel.update'], visible: false },
      { path: '/vesseldeck', name: 'vesselDeck' },
      { path: '/vessellist', name: 'vesselOverview' },
      { path: '/room/list', name: 'cabinList', scope: [USER], menuScope: ['vessel.read'] },
      { path: '/room/type/list', name: 'cabinTypeList', scope: [USER], menuScope: ['vessel.read'] },
      { path: '/room/create', name: 'cabinCreate', scope: [USER], menuScope: ['vessel.read'] },
      { path: '/room/:id', name: 'cabinEdit', scope: [USER], visible: false },
      { path: '/bedtype', name: 'bedTypes', scope: [USER], menuScope: ['vessel.read'] },
    ],
  },
  {
    path: '/tour', name: 'tour', scope: ['tours.read'], icon: EarthRegular, group: 'masterData',
    children: [
      { path: '/tour/list', name: 'tourList' },
      { path: '/tour/create', name: 'tourCreate', scope: ['tours.create'] },
      { path: '/tour/:id', name: 'tourEdit', scope: ['tours.update'], visible: false },
      { path: '/schedule', name: 'scheduleList', scope: ['schedules.read'] },
      { path: '/schedules/create', name: 'scheduleCreate', scope: ['schedules.create'] },
      { path: '/schedules/movecabin/:id', name: 'scheduleMoveCabin', scope: ['bookings.update'], visible: false },
      { path: '/schedule/:schedule', name: 'scheduleDetail', scope: ['schedules.read'], visible: false },
      { path: '/tour/:tour/schedules/:schedule', name: 'tourScheduleEdit', scope: ['schedules.update'], visible: false },
    ],
  },
  {
    path: '/resort', name: 'resort', scope: ['resort.read'], feature: ['resort'], icon: BedRegular, group: 'masterData',
    children: [
      { path: '/resort/list', name: 'resortList' },
      { path: '/resort/dates', name: 'resortDates' },
      { path: '/resort/lists', name: 'resortLists' },
      { path: '/resort/create', name: 'resortCreate', scope: ['resort.create'] },
      { path: '/resort/room/list', name: 'resortRoomList', scope: [USER], menuScope: ['resort.read'] },
      { path: '/resort/room/type/list', name: 'resortRoomTypeList', scope: [USER], menuScope: ['resort.read'] },
      { path: '/resort/room/create', name: 'resortRoomCreate', scope: [USER], menuScope: ['resort.read'] },
      { path: '/resort/room/:id', name: 'resortRoomEdit', scope: [USER], visible: false },
      { path: '/resort/bedtype', name: 'resortBedTypes', scope: [USER], menuScope: ['resort.read'] },
      { path: '/resort/:id', name: 'resortEdit', scope: ['resort.update'], visible: false },
    ],
  },
  {
    path: '/agency', name: 'agency', selfName: 'agencyOverview', scope: ['agencies.read'], icon: HandshakeRegular, group: 'masterData', page: resourcePages.agencyList,
    children: [
      { path: '/agency/list', name: 'agencyList', scope: ['agencies.read'], visible: false, page: resourcePages.agencyList },
      { path: '/agency/filter/:fid', name: 'agencyFilter', visible: false, page: resourcePages.agencyFilter },
      { path: '/agency/create', name: 'agencyCreate', scope: ['agencies.create'], page: resourcePages.agencyCreate },
      { path: '/agency/group', name: 'agencyGroup', scope: ['agencies.create'], page: resourcePages.agencyGroup },
      { path: '/agency/payments', name: 'agencyPayments', scope: ['agencies.read', 'agencies.self'], visible: false, page: resourcePages.agencyPayments },
      { path: '/agency/:id', name: 'agencyEdit', scope: ['agencies.update', 'agencies.self'], visible: false, page: resourcePages.agencyEdit },
    ],
  },
  {
    path: '/customer', name: 'customer', scope: ['customers.read', 'customers.self', 'agencies.self'], not: ['$view.customerDetails.Off'], icon: PeopleRegular, group: 'masterData',
    children: [
      { path: '/customer/list', name: 'customerList', scope: ['customers.read'], page: resourcePages.customerList },
      { path: '/customer/create', name: 'customerCreate', scope: ['customers.create'], page: resourcePages.customerCreate },
      { path: '/customer/guestform', name: 'customerGuestForms', scope: ['customers.read', 'customers.self', 'agencies.self'], not: ['$view.guestforms.Off'] },
      { path: '/customer/relation', name: 'customerRelation', scope: ['customers.read'], feature: ['customerRelation'] },
      { path: '/customer/group', name: 'customerGroup', scope: ['customers.create'], page: resourcePages.customerGroup },
      { path: '/customer/view/:id', name: 'customerView', scope: ['customers.self', 'customers.read'], visible: false, page: resourcePages.customerView },
      { path: '/customer/:id', name: 'customerEdit', scope: ['customers.self', 'customers.update'], visible: false, page: resourcePages.customerEdit },
    ],
  },
  { path: '/customerdatagroup', name: 'customerDataGroups', scope: ['customers.update'], icon: ContactCardRegular, group: 'masterData', page: resourcePages.customerDataGroups },
  { path: '/form', name: 'forms', scope: ['forms.read'], feature: ['forms'], icon: FormRegular, group: 'masterData' },
  { path: '/formdef', name: 'formDefinitions', scope: ['formdef.update'], feature: ['forms'], icon: FormRegular, group: 'masterData' },
  {
    path: '/price', name: 'price', selfName: 'seasons', scope: ['price.update'], feature: resortOrVessel, icon: MoneyRegular, group: 'masterData',
    children: [
      { path: '/pricevariant', name: 'priceVariants' },
      { path: '/supplements', name: 'supplements' },
      { path: '/price/new', name: 'priceCreate', visible: false },
      { path: '/price/:id', name: 'priceEdit', visible: false },
      { path: '/commission', name: 'commission', scope: ['bookings.update'] },
      { path: '/terms', name: 'termsOfPayment', scope: ['bookings.update'] },
    ],
  },
  {
    path: '/specials/list', name: 'specials', scope: [USER], menuScope: SPECIALS_MENU_SCOPE, icon: GiftRegular, group: 'masterData', page: resourcePages.specialsList,
    selfName: 'specialsList',
    children: [
      { path: '/specials/group', name: 'specialsGroup', page: resourcePages.specialsGroup },
      { path: '/specials/create', name: 'specialsCreate', visible: false, page: resourcePages.specialsCreate },
      { path: '/specials/:id', name: 'specialsEdit', visible: false, page: resourcePages.specialsEdit },
    ],
  },
  { path: '/employee', name: 'employees', scope: ['employee.read'], feature: resortOrVessel, icon: PeopleTeamRegular, group: 'masterData', page: resourcePages.employees },
  {
    path: '/widget-admin', name: 'widgetAdmin', scope: ['widget.read'], feature: ['bookingWidget'], icon: AppsRegular, group: 'masterData',
    children: [
      { path: '/widget-admin/list', name: 'widgetList' },
      { path: '/widget-admin/stats', name: 'widgetStats' },
      { path: '/widget-admin/create', name: 'widgetCreate', scope: ['widget.create'] },
      { path: '/widget-admin/:id', name: 'widgetEdit', scope: ['widget.update'], visible: false },
    ],
  },
  {
    path: '/product', name: 'product', scope: ['product.read'], feature: resortOrVessel, icon: BoxRegular, group: 'masterData', page: resourcePages.productList,
    children: [
      { path: '/product/list', name: 'productList', page: resourcePages.productList },
      { path: '/product/create', name: 'productCreate', scope: ['product.create'], page: resourcePages.productCreate },
      { path: '/product/stock', name: 'productStock', feature: ['stock'], page: resourcePages.productStock },
      { path: '/product/category', name: 'productCategory', page: resourcePages.productCategory },
      { path: '/product/:id', name: 'productEdit', scope: ['product.update'], visible: false, page: resourcePages.productEdit },
    ],
  },
  {
    path: '/media', name: 'media', scope: ['media.read'], icon: ImageRegular, group: 'masterData', page: resourcePages.mediaList,
    children: [
      { path: '/media/list', name: 'mediaList', page: resourcePages.mediaList },
      { path: '/media/create', name: 'mediaCreate', scope: ['media.create'], page: resourcePages.mediaCreate },
      { path: '/media/:id', name: 'mediaEdit', scope: ['media.update'], visible: false, page: resourcePages.mediaEdit },
    ],
  },
  {
    path: '/geo', name: 'geo', scope: ['settings.read'], icon: AirplaneRegular, group: 'masterData',
    children: [
      { path: '/geo/destination', name: 'destinations', page: resourcePages.destinations },
      { path: '/geo/port', name: 'ports', page: resourcePages.ports },
      { path: '/geo/airport', name: 'airports', page: resourcePages.airports },
      { path: '/geo/airline', name: 'airlines', page: resourcePages.airlines },
      { path: '/geo/country', name: 'countries', page: resourcePages.countries },
    ],
  },

  // Statistics
  { path: '/stats/base', name: 'statsFinance', scope: ['bookingpayment.read', 'bankentries.read'], not: ['$view.financeReports.Off'], icon: DataTrendingRegular, group: 'statistics' },
  { path: '/stats/tour', name: 'statsTour', scope: ['bookings.read'], feature: ['vessel'], not: ['$view.bookingReports.Off'], icon: DataBarVerticalRegular, group: 'statistics' },
  { path: '/stats/booking', name: 'statsBooking', scope: ['bookings.read'], feature: resortOrVessel, icon: ChartMultipleRegular, group: 'statistics' },
  { path: '/stats/occupancy', name: 'statsOccupancy', scope: ['bookings.read'], feature: ['resort'], icon: BedRegular, group: 'statistics' },
  { path: '/stats/dive', name: 'statsDive', scope: ['divelog.read'], feature: ['diveLog'], not: ['$view.diveReports.Off'], icon: SparkleRegular, group: 'statistics' },
  { path: '/stats/export', name: 'statsExport', scope: ['export.read'], feature: resortOrVessel, icon: ArrowExportLtrRegular, group: 'statistics' },

  // Club and CRM area
  { path: '/club/dashboard', name: 'clubDashboard', scope: [USER, ADMIN], feature: club, icon: PersonHeartRegular, group: 'crm', page: pages.clubDashboard },
  { path: '/club/dashboard/:tab', name: 'clubDashboardTab', scope: [USER, ADMIN], feature: club, visible: false, page: pages.clubDashboard },
  { path: '/club/card', name: 'clubCard', scope: [ADMIN, 'customers.read'], feature: club, icon: RibbonRegular, group: 'crm' },
  { path: '/crm/customer', name: 'crmCustomers', scope: ['customers.read'], feature: ['crmMaster', 'crmClient'], icon: PeopleCommunityRegular, group: 'crm' },
  { path: '/crm/filter/:fid', name: 'crmFilter', scope: ['customers.read'], feature: ['crmMaster', 'crmClient'], visible: false },
  { path: '/crm/guestform', name: 'crmGuestForms', scope: ['customers.read', 'agencies.self'], feature: club, icon: FormRegular, group: 'crm' },
  { path: '/crm/forms', name: 'crmForms', scope: ['forms.read'], feature: ['forms'], icon: FormRegular, group: 'crm' },
  { path: '/crm/referral', name: 'referral', scope: ['referral.read'], feature: club, icon: TagRegular, group: 'crm' },
  { path: '/crm/loyality', name: 'loyalty', scope: ['customers.read'], feature: ['loyalityProgram'], icon: GiftRegular, group: 'crm' },

  // Configuration
  { path: '/config/company', name: 'configCompany', scope: [ADMIN], icon: BuildingRegular, group: 'config', page: resourcePages.configCompany },
  { path: '/config', name: 'settings', scope: [ADMIN], icon: SettingsRegular, group: 'config', page: resourcePages.settings },
  { path: '/config/settings/:type', name: 'settingsType', scope: [ADMIN], visible: false, page: resourcePages.settingsType },
  { path: '/config/translations', name: 'translations', scope: [ADMIN], icon: TranslateRegular, group: 'config', page: resourcePages.translations },
  { path: '/config/modules', name: 'modules', scope: [ADMIN], users: MODULE_ADMINS, icon: AppsRegular, group: 'config', page: resourcePages.modules },
  { path: '/config/booking', name: 'configBooking', scope: [ADMIN, 'bookings.update'], icon: CalendarLtrRegular, group: 'config', page: resourcePages.configBooking },
  { path: '/config/mailtemplates', name: 'mailTemplates', scope: [ADMIN, 'mailtemplates.update'], icon: MailRegular, group: 'config', page: resourcePages.mailTemplates },
  { path: '/config/mailtemplates/:id', name: 'mailTemplateEdit', scope: [ADMIN, 'mailtemplates.update'], visible: false, page: resourcePages.mailTemplateEdit },
  { path: '/config/paymentprovider', name: 'paymentProvider', scope: ['payprovider.read'], icon: WalletRegular, group: 'config', page: resourcePages.paymentProvider },
  { path: '/users', name: 'users', scope: ['users.read'], icon: PeopleRegular, group: 'config', page: resourcePages.users },
  { path: '/userroles', name: 'userRoles', scope: [ADMIN, 'users.update'], icon: PersonKeyRegular, group: 'config', page: resourcePages.userRoles },
  { path: '/tax', name: 'tax', scope: [ADMIN], visible: false, page: resourcePages.tax },
  { path: '/users/profile', name: 'profile', scope: ['users.self', 'agencies.self'], visible: false, page: pages.profile },
  { path: '/users/create', name: 'userCreate', scope: [ADMIN, 'users.create'], visible: false, page: resourcePages.userCreate },
  { path: '/users/:id', name: 'userEdit', scope: [ADMIN, 'users.update'], visible: false, page: resourcePages.userEdit },
  { path: '/plugins', name: 'plugins', scope: [ADMIN], icon: PlugConnectedRegular, group: 'config', page: resourcePages.plugins },
  { path: '/todo', name: 'todo', scope: [ADMIN, 'todo.update'], feature: ['todo'], icon: TaskListLtrRegular, group: 'config' },
  { path: '/export', name: 'channelManager', scope: [ADMIN, 'vessel.update'], feature: ['vessel'], icon: CloudSyncRegular, group: 'config' },
  { path: '/config/ota', name: 'otaConfig', scope: ['suapi.read', 'suapi.all'], feature: ['ota'], icon: KeyRegular, group: 'config' },
  { path: '/config/mail', name: 'mailConfig', scope: ['mail.update'], icon: MailInboxRegular, group: 'config', page: resourcePages.mailConfig },
  { path: '/config/mailqueue', name: 'mailQueue', scope: ['mailqueue.read'], visible: false },
  { path: '/config/mailschedule', name: 'mailSchedule', scope: ['mailschedule.read'], feature: ['mailScheduler'], visible: false },
  { path: '/config/mailscheduled', name: 'mailScheduled', scope: ['mailschedule.read'], feature: ['mailScheduler'], visible: false },
];

/** Any unknown path: open to guests and users. */
export const notFoundRoute: AppRoute = { path: '*', name: 'notFound', visible: false, page: notFoundPage };
