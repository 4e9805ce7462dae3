import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../../shared/auth/permissions';
import type { GuardHolder } from '../../../shared/auth/route-guard';
import type { AppRoute } from './route-types';
import { buildMenu, entryTarget, parentLanding } from './menu';
import { routes } from '../routes';
import { flattenRoutes } from './route-tree';

const table: AppRoute[] = [
  { path: '/login', name: 'login', visible: false },
  { path: '/', name: 'home', scope: [USER], group: 'base' },
  { path: '/notifications', name: 'notifications', scope: ['events.read'], group: 'base', visibleWith: ['$view.notifications.Off'] },
  {
    path: '/booking',
    name: 'booking',
    scope: ['bookings.read'],
    group: 'booking',
    children: [
      { path: '/booking/list', name: 'bookingList', scope: ['bookings.read', 'agencies.self'] },
      { path: '/booking/calendar', name: 'bookingCalendar', feature: ['vessel'] },
      { path: '/booking/:id', name: 'bookingDetail' },
    ],
  },
  {
    path: '/price',
    name: 'price',
    selfName: 'seasons',
    scope: ['price.update'],
    feature: ['resort', 'vessel'],
    group: 'masterData',
    children: [{ path: '/pricevariant', name: 'priceVariants' }],
  },
  {
    path: '/customer',
    name: 'customer',
    scope: ['customers.read'],
    not: ['$view.customerDetails.Off'],
    group: 'masterData',
    children: [{ path: '/customer/list', name: 'customerList' }],
  },
  { path: '/config', name: 'settings', scope: [ADMIN], group: 'config' },
  { path: '/config/modules', name: 'modules', scope: [ADMIN], users: ['admin@demo.test'], group: 'config' },
  { path: '/tax', name: 'tax', scope: [ADMIN], visible: false, group: 'config' },
];

const user = (scopes: string[], extra: Partial<GuardHolder> = {}): GuardHolder => ({
  userId: 'u',
  userType: 'employee',
  scopes,
  email: 'x@demo.test',
  ...extra,
});
const paths = (sections: ReturnType<typeof buildMenu>) => sections.flatMap((s) => s.entries.flatMap((e) => [e.path, ...e.children.map((c) => `  ${c.path}`)]));

describe('buildMenu', () => {
  it('shows staff only what their scopes open, without hidden and detail routes', () => {
    expect(paths(buildMenu(table, user(['bookings.read', 'customers.read']), { vessel: true }))).toEqual([
      '/',
      '/booking',
      '  /booking/list',
      '  /booking/calendar',
      '/customer',
      '  /customer/list',
    ]);
  });

  it('shows an agency the booking category through a child it may open', () => {
    const menu = buildMenu(table, user(['agencies.self'], { userType: 'Agency' }), { vessel: true });
    expect(paths(menu)).toEqual(['/', '/booking', '  /booking/list']);
    expect(entryTarget(menu[1]!.entries[0]!)).toBe('/booking/list');
  });

  it('hides routes whose features are all off', () => {
    expect(paths(buildMenu(table, user(['bookings.read']), {}))).toEqual(['/', '/booking', '  /booking/list']);
  });

  it('lists a parent page of its own first in its category', () => {
    const menu = buildMenu(table, user(['price.update']), { resort: true });
    expect(paths(menu)).toEqual(['/', '/price', '  /price', '  /pricevariant']);
    expect(menu[1]!.entries[0]!.children[0]!.name).toBe('seasons');
  });

  it('hides what a view switch turns off, for admins too', () => {
    const admin = user(['admin', '$view.customerDetails.Off'], { userType: 'admin', email: 'admin@demo.test' });
    expect(paths(buildMenu(table, admin, { vessel: true }))).not.toContain('/customer');
  });

  it('shows a visibleWith route only to holders of the switch', () => {
    expect(paths(buildMenu(table, user(['events.read']), {}))).not.toContain('/notifications');
    expect(paths(buildMenu(table, user(['events.read', '$view.notifications.Off']), {}))).toContain('/notifications');
  });

  it('applies the user whitelist', () => {
    const listed = user(['admin'], { userType: 'admin', email: 'admin@demo.test' });
    const other = user(['admin'], { userType: 'admin', email: 'other@demo.test' });
    expect(paths(buildMenu(table, listed, {}))).toContain('/config/modules');
    expect(paths(buildMenu(table, other, {}))).not.toContain('/config/modules');
  });

  it('offers a route open to every user only to holders of its menu scope, children included', () => {
    const withMenuScope: AppRoute[] = [
      {
        path: '/specials/list',
        name: 'specials',
        scope: [USER],
        menuScope: ['price.update'],
        group: 'masterData',
        selfName: 'specialsList',
        children: [{ path: '/specials/group', name: 'specialsGroup' }],
      },
    ];
    const clubMember = user([], { userType: 'Customer' });
    expect(paths(buildMenu(withMenuScope, clubMember, {}))).toEqual([]);
    expect(paths(buildMenu(withMenuScope, user(['price.update']), {}))).toEqual(['/specials/list', '  /specials/list', '  /specials/group']);
    expect(paths(buildMenu(withMenuScope, user(['admin'], { userType: 'admin' }), {}))).toContain('  /specials/group');
  });

  it('shows a guest nothing', () => {
    expect(buildMenu(table, { userType: 'guest', scopes: ['guest'] }, { vessel: true })).toEqual([]);
  });
});

describe('flattenRoutes', () => {
  it('lets children inherit scope and feature and add view switches', () => {
    const flat = flattenRoutes([
      {
        path: '/a',
        name: 'customer',
        scope: ['customers.read'],
        feature: ['crmMaster'],
        not: ['$view.customerDetails.Off'],
        children: [
          { path: '/a/b', name: 'customerList' },
          { path: '/a/c', name: 'customerGuestForms', scope: ['customers.self'], not: ['$view.guestforms.Off'] },
        ],
      },
    ]);
    expect(flat.map((r) => [r.path, r.scope, r.feature, r.not])).toEqual([
      ['/a', ['customers.read'], ['crmMaster'], ['$view.customerDetails.Off']],
      ['/a/b', ['customers.read'], ['crmMaster'], ['$view.customerDetails.Off']],
      ['/a/c', ['customers.self'], ['crmMaster'], ['$view.customerDetails.Off', '$view.guestforms.Off']],
    ]);
  });
});

describe('parentLanding', () => {
  const page = () => Promise.resolve(() => null);
  const group: AppRoute = {
    path: '/booking',
    name: 'booking',
    scope: ['bookings.read'],
    group: 'booking',
    children: [
      { path: '/booking/list', name: 'bookingList', scope: ['bookings.create'] },
      { path: '/booking/calendar', name: 'bookingCalendar', feature: ['vessel'], page },
      { path: '/booking/tour', name: 'tourBooking', page },
      { path: '/booking/:id', name: 'bookingDetail', page },
    ],
  };

  it('leads to the first child with a built page that the user may open', () => {
    expect(parentLanding(group, user(['bookings.read']), { vessel: true })).toBe('/booking/calendar');
    expect(parentLanding(group, user(['bookings.read']), {})).toBe('/booking/tour');
  });

  it('falls back to the first open child when none is built, and to nothing when none is open', () => {
    const unbuilt: AppRoute = { ...group, children: [{ path: '/booking/list', name: 'bookingList' }] };
    expect(parentLanding(unbuilt, user(['bookings.read']), {})).toBe('/booking/list');
    expect(parentLanding(unbuilt, user([]), {})).toBeUndefined();
    expect(parentLanding({ ...group, page }, user(['bookings.read']), {})).toBeUndefined();
  });

  it.each(['/booking', '/bank', '/vessel', '/resort', '/tour', '/customer', '/geo', '/widget-admin'])(
    'sends an administrator from %s to a page of its group',
    (path) => {
      const admin = user(['admin'], { userType: 'admin', email: 'admin@demo.test' });
      const all = { vessel: true, resort: true, bank: true, bookingWidget: true, customerRelation: true };
      const route = flattenRoutes(routes).find((r) => r.path === path)!;
      const target = parentLanding(route, admin, all);
      expect(target).toMatch(new RegExp(`^/`));
      expect(route.children!.map((c) => c.path)).toContain(target);
    },
  );
});
