/** Constants and page loaders shared by the parts of the route table (routes.tsx and navigation/*-routes.tsx). */
import type { PageLoader } from './route-types';

export const club = ['crmMaster'] as const;
/** Who may read specials (the API's read scopes, shared/api/specials.ts): the menu offers them to those only. */
export const SPECIALS_MENU_SCOPE = ['price.update', 'bookings.read', 'bookings.create', 'bookings.update'] as const;
export const resortOrVessel = ['resort', 'vessel'] as const;

/**
 * The users allowed to switch modules on and off, on top of the admin scope (spec 1 section 2:
 * "limited to two named users").
 */
export const MODULE_ADMINS = ['admin@demo.test', 'owner@demo.test'] as const;

/** Page modules built by this issue; every other route shows its placeholder until its issue lands. */
export const pages = {
  home: () => import('../pages/home/home-page').then((m) => m.HomePage),
  clubDashboard: () => import('../pages/club/club-dashboard-page').then((m) => m.ClubDashboardPage),
  clubBook: () => import('../pages/club/club-book-page').then((m) => m.ClubBookPage),
  clubBookPreview: () => import('../pages/club/club-book-page').then((m) => m.ClubBookPreviewPage),
  profile: () => import('../pages/users/profile-page').then((m) => m.ProfilePage),
  bookingList: () => import('../pages/booking-list/booking-list-page').then((m) => m.BookingListPage),
  bookingFile: () => import('../pages/booking-file/booking-file-page').then((m) => m.BookingFilePage),
  todo: () => import('../pages/todo/todo-page').then((m) => m.TodoPage),
  posCounter: () => import('../pages/pos/pos-counter-page').then((m) => m.PosCounterPage),
  posList: () => import('../pages/pos/pos-list-page').then((m) => m.PosListPage),
  mailQueue: () => import('../pages/mail/mail-queue-page').then((m) => m.MailQueuePage),
  mailSchedule: () => import('../pages/mail/mail-schedule-page').then((m) => m.MailSchedulePage),
  mailScheduled: () => import('../pages/mail/mail-scheduled-page').then((m) => m.MailScheduledPage),
} satisfies Record<string, PageLoader>;
