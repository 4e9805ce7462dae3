import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from './permissions';
import {
  access,
  decide,
  isInternalLocation,
  loginRedirectFor,
  type FeatureMap,
  type GuardDecision,
  type GuardHolder,
  type RouteGuardMeta,
} from './route-guard';

function makeUser(overrides: Partial<GuardHolder> = {}): GuardHolder {
  return { userId: 'u-1', userType: 'employee', scopes: [], email: 'someone@demo.test', ...overrides };
}

const guest: GuardHolder = { userType: 'guest', scopes: ['guest'] };
const admin = makeUser({ userType: 'admin', scopes: ['admin'], email: 'admin@demo.test' });
const staff = makeUser({ scopes: ['bookings.read', 'bookings.create', 'customers.read'], email: 'staff@demo.test' });
const agency = makeUser({ userType: 'Agency', scopes: ['agencies.self'], email: 'agency@demo.test' });
const clubMember = makeUser({ userType: 'Customer', scopes: ['customers.self'], email: 'club@demo.test' });
const adminWithViewOff = makeUser({ userType: 'admin', scopes: ['admin', '$view.customerDetails.Off'] });
const staffWithViewOff = makeUser({ scopes: ['customers.read', '$view.customerDetails.Off'] });
const wildcard = makeUser({ scopes: ['bookings.*'] });

const allOn: FeatureMap = { vessel: true, resort: true, crmMaster: true, diveLog: true };
const vesselOff: FeatureMap = { resort: true, crmMaster: true };

const route = {
  login: { signedInRedirect: '/' },
  clubLogin: { signedInRedirect: '/' },
  clubPasswordReset: { signedInRedirect: '/club/dashboard' },
  open: {},
  home: { scope: [USER] },
  config: { scope: [ADMIN] },
  bookingList: { scope: ['bookings.read', 'agencies.self'] },
  bookingCalendar: { scope: ['bookings.read'], feature: ['vessel'] },
  price: { scope: ['price.update'], feature: ['resort', 'vessel'] },
  bookPublic: { feature: ['resort', 'vessel'] },
  customer: { scope: ['customers.read', 'customers.self', 'agencies.self'], not: ['$view.customerDetails.Off'] },
  modules: { scope: [ADMIN], users: ['admin@demo.test', 'owner@demo.test'] },
  clubDashboard: { scope: [USER, ADMIN], feature: ['crmMaster'] },
  clubCard: { scope: [ADMIN, 'customers.read'], feature: ['crmMaster'] },
} satisfies Record<string, RouteGuardMeta>;

const allow: GuardDecision = { kind: 'allow' };
const ignore: GuardDecision = { kind: 'ignore' };
const redirect = (to: string, notice?: 'UNAUTHORIZED' | 'FORBIDDEN'): GuardDecision => (notice ? { kind: 'redirect', to, notice } : { kind: 'redirect', to });

describe('decide', () => {
  it.each<[string, RouteGuardMeta, GuardHolder, FeatureMap, string, string | undefined, GuardDecision]>([
    // Open routes and public pages
    ['opens a route without scope to a guest', route.open, guest, allOn, '/invoice/1', undefined, allow],
    ['opens a route without scope to a signed-in user', route.open, staff, allOn, '/invoice/1', '/', allow],
    ['opens the login page to a guest', route.login, guest, allOn, '/login', undefined, allow],
    // Admin
    ['lets an admin open an admin route', route.config, admin, allOn, '/config', '/', allow],
    ['lets an admin open a route of scopes the admin does not hold', route.price, admin, allOn, '/price', '/', allow],
    ['blocks an admin from a view-switched route', route.customer, adminWithViewOff, allOn, '/customer', '/', redirect('/', 'FORBIDDEN')],
    // Other users need one of the scopes
    ['lets staff open a route with one matching scope', route.bookingList, staff, allOn, '/booking/list', '/', allow],
    ['lets an agency open a route through its alternative scope', route.bookingList, agency, allOn, '/booking/list', '/', allow],
    ['lets a wildcard scope grant what starts with it', route.bookingList, wildcard, allOn, '/booking/list', '/', allow],
    ['lets any signed-in user open a user route', route.home, clubMember, allOn, '/', undefined, allow],
    [
      'refuses staff an admin route and sends them back',
      route.config,
      staff,
      allOn,
      '/config',
      '/booking/list?page=2',
      redirect('/booking/list?page=2', 'FORBIDDEN'),
    ],
    ['refuses staff an admin route on first load and sends them home', route.config, staff, allOn, '/config', undefined, redirect('/', 'FORBIDDEN')],
    ['sends a refused club user to the club home', route.clubCard, clubMember, allOn, '/club/card', undefined, redirect('/club/dashboard', 'FORBIDDEN')],
    ['opens the club home to a club member', route.clubDashboard, clubMember, vesselOff, '/club/dashboard', undefined, allow],
    // Feature flags
    ['blocks a route whose only feature is off', route.bookingCalendar, staff, vesselOff, '/booking/calendar', '/', redirect('/', 'FORBIDDEN')],
    ['opens a route when one of its features is on', route.price, makeUser({ scopes: ['price.update'] }), vesselOff, '/price', '/', allow],
    ['blocks a route when all of its features are off', route.price, admin, {}, '/price', '/', redirect('/', 'FORBIDDEN')],
    [
      'blocks an open route with its features off for a guest and sends to login',
      route.bookPublic,
      guest,
      {},
      '/book',
      undefined,
      redirect('/login', 'FORBIDDEN'),
    ],
    [
      'blocks the club home when the club feature is off and goes to login',
      route.clubDashboard,
      clubMember,
      {},
      '/club/dashboard',
      undefined,
      redirect('/club/login', 'FORBIDDEN'),
    ],
    // View switches
    ['blocks a view-switched route for a user holding the switch', route.customer, staffWithViewOff, allOn, '/customer', '/', redirect('/', 'FORBIDDEN')],
    ['opens the route for a user without the switch', route.customer, staff, allOn, '/customer', '/', allow],
    // Guests on protected routes
    [
      'sends a guest on a protected route to the login page',
      route.bookingList,
      guest,
      allOn,
      '/booking/list',
      undefined,
      redirect('/login?redirect=%2Fbooking%2Flist', 'UNAUTHORIZED'),
    ],
    [
      'sends a guest on a protected club route to the club login',
      route.clubCard,
      guest,
      allOn,
      '/club/card',
      undefined,
      redirect('/club/login?redirect=%2Fclub%2Fcard', 'UNAUTHORIZED'),
    ],
    ['sends a guest on home to the login page without a redirect', route.home, guest, allOn, '/', undefined, redirect('/login', 'UNAUTHORIZED')],
    [
      'sends a guest on the club home to the club login',
      route.clubDashboard,
      guest,
      allOn,
      '/club/dashboard',
      undefined,
      redirect('/club/login', 'UNAUTHORIZED'),
    ],
    // Signed-in users on guest pages
    ['sends a signed-in user away from the login page to /', route.login, staff, allOn, '/login', undefined, redirect('/')],
    ['sends a signed-in club user away from the club login page to /', route.clubLogin, clubMember, allOn, '/club/login', undefined, redirect('/')],
    [
      'sends a signed-in user away from the club password page to the club home',
      route.clubPasswordReset,
      clubMember,
      allOn,
      '/club/password/reset',
      undefined,
      redirect('/club/dashboard'),
    ],
    // Duplicate navigation
    ['ignores navigating to the location the user is on', route.bookingList, staff, allOn, '/booking/list', '/booking/list', ignore],
    ['does not ignore the same path with another query', route.bookingList, staff, allOn, '/booking/list?page=2', '/booking/list', allow],
    // User whitelist
    ['lets a whitelisted admin open the modules page', route.modules, admin, allOn, '/config/modules', '/', allow],
    [
      'refuses an admin who is not on the whitelist',
      route.modules,
      makeUser({ userType: 'admin', scopes: ['admin'], email: 'other@demo.test' }),
      allOn,
      '/config/modules',
      '/config',
      redirect('/config', 'FORBIDDEN'),
    ],
    [
      'matches the whitelist regardless of case',
      route.modules,
      makeUser({ userType: 'admin', scopes: ['admin'], email: 'Owner@Demo.Test' }),
      allOn,
      '/config/modules',
      '/',
      allow,
    ],
    [
      'refuses a whitelisted address without the scope',
      route.modules,
      makeUser({ scopes: [], email: 'owner@demo.test' }),
      allOn,
      '/config/modules',
      '/',
      redirect('/', 'FORBIDDEN'),
    ],
    [
      'sends a guest on a whitelisted route to the login page',
      route.modules,
      guest,
      allOn,
      '/config/modules',
      undefined,
      redirect('/login?redirect=%2Fconfig%2Fmodules', 'UNAUTHORIZED'),
    ],
    // Loop safety
    ['does not send a refused user back to the refused route itself', route.config, staff, allOn, '/config', '/config?tab=1', redirect('/', 'FORBIDDEN')],
    ['does not send a user refused at home back home', { scope: [ADMIN] }, staff, allOn, '/', undefined, redirect('/login', 'FORBIDDEN')],
  ])('%s', (_name, meta, principal, features, to, from, expected) => {
    expect(decide(meta, { principal, features, to, from })).toEqual(expected);
  });
});

describe('access', () => {
  it.each<[string, RouteGuardMeta, GuardHolder, FeatureMap, ReturnType<typeof access>]>([
    ['reports a feature that is off first', route.bookingCalendar, guest, {}, 'feature'],
    ['reports a view switch', route.customer, adminWithViewOff, allOn, 'view'],
    ['reports a missing whitelist entry', route.modules, staff, allOn, 'user'],
    ['reports a missing scope', route.config, staff, allOn, 'scope'],
    ['answers ok for an open route', route.open, guest, {}, 'ok'],
  ])('%s', (_name, meta, principal, features, expected) => {
    expect(access(meta, principal, features)).toBe(expected);
  });
});

describe('isInternalLocation', () => {
  it.each<[string | null, boolean]>([
    ['/booking/list', true],
    ['/', true],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['booking', false],
    [null, false],
  ])('%s → %s', (location, expected) => {
    expect(isInternalLocation(location)).toBe(expected);
  });
});

describe('loginRedirectFor', () => {
  it('keeps the query of the wanted location', () => {
    expect(loginRedirectFor('/booking/list?page=2')).toBe('/login?redirect=%2Fbooking%2Flist%3Fpage%3D2');
  });
});
