import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../shared/auth/permissions';
import { flattenRoutes } from './navigation/route-tree';
import { specialsResource } from '../../shared/api/specials';
import { notFoundRoute, routes, SPECIALS_MENU_SCOPE } from './routes';

/** Every path spec 1 section 2 names, in its order. */
const SPEC_PATHS = `
/login /club/login /register/:userType /password/reset /club/password/reset /invoice/:id /club/invoice/:id /payment/success
/payment/aborted /guestform/:id/:token /guestform-m/:id/:token /forms/:id/:token /book/online /book/online-v2 /book/resort
/book/resort-v2 /widget/:slug /user/:id/verify /club/user/:id/verify
/ /notifications /jump/:system /jumpto/:token /mail
/config/company /config /config/settings/:type /config/translations /config/modules /config/booking /config/mailtemplates
/config/mailtemplates/:id /config/paymentprovider /users /userroles /tax /users/profile /users/create /users/:id /plugins /todo
/export /config/ota /config/mail /config/mailqueue /config/mailschedule /config/mailscheduled
/bank /bank/list /bank/create /bank/cashflow /bank/:id /bank/entry/list /bank/entry/manual /bank/entry/temporary /credits /ccredits
/finance/invoices /finance/assetshare /book /book/preview /booking/occupancy /booking/ota /pos/counter /pos/list /booking
/booking/list /booking/wizard /booking/trip /booking/resort /booking/tour /booking/calendar /booking/:id
/contest/list /dive/overview /dive/log /dive/plan /dive/site /dive/type /dive/boat /master/booking /master/booking/:system/:id
/vessel /vessel/list /vessel/create /vessel/:id /vesseldeck /vessellist /room/list /room/type/list /room/create /room/:id /bedtype
/tour /tour/list /tour/create /tour/:id /schedule /schedules/create /schedules/movecabin/:id /schedule/:schedule
/tour/:tour/schedules/:schedule /resort /resort/list /resort/dates /resort/lists /resort/create /resort/:id
/agency /agency/list /agency/filter/:fid /agency/create /agency/group /agency/payments /agency/:id
/customer /customer/list /customer/create /customer/guestform /customer/relation /customer/group /customer/view/:id /customer/:id
/customerdatagroup /form /formdef /price /pricevariant /supplements /price/new /price/:id /commission /terms
/specials/list /specials/group /specials/:id /specials/create /employee /widget-admin /widget-admin/list /widget-admin/stats
/widget-admin/create /widget-admin/:id /product /product/list /product/create /product/stock /product/category /product/:id
/media /media/list /media/create /media/:id /geo /geo/destination /geo/port /geo/airport /geo/airline /geo/country
/stats/base /stats/tour /stats/booking /stats/occupancy /stats/dive /stats/export
/club/dashboard /club/dashboard/:tab /club/card /crm/customer /crm/filter/:fid /crm/guestform /crm/forms /crm/referral /crm/loyality
`
  .trim()
  .split(/\s+/);

const flat = flattenRoutes(routes);
const byPath = new Map(flat.map((r) => [r.path, r]));

describe('the route table', () => {
  it('has every route of spec 1 section 2', () => {
    expect(SPEC_PATHS.filter((p) => !byPath.has(p))).toEqual([]);
  });

  it('has each path once', () => {
    const paths = flat.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('leaves the public pages open, without drawer and out of the menu', () => {
    for (const path of SPEC_PATHS.slice(0, SPEC_PATHS.indexOf('/'))) {
      const route = byPath.get(path)!;
      expect([path, route.scope ?? [], route.noDrawer, route.visible]).toEqual([path, [], true, false]);
    }
  });

  it.each<[string, Partial<Record<'scope' | 'feature' | 'not' | 'users', readonly string[]>> & { visible?: boolean }]>([
    ['/', { scope: [USER] }],
    ['/notifications', { scope: ['events.read'] }],
    ['/config/modules', { scope: [ADMIN], users: ['admin@demo.test', 'owner@demo.test'] }],
    ['/config/booking', { scope: [ADMIN, 'bookings.update'] }],
    ['/users/profile', { scope: ['users.self', 'agencies.self'], visible: false }],
    ['/todo', { scope: [ADMIN, 'todo.update'], feature: ['todo'] }],
    ['/config/ota', { scope: ['suapi.read', 'suapi.all'], feature: ['ota'] }],
    ['/bank/list', { scope: ['banks.read'], feature: ['bank'] }],
    ['/booking/list', { scope: ['bookings.read', 'agencies.self'] }],
    ['/booking/calendar', { scope: ['bookings.read'], feature: ['vessel'] }],
    ['/vessel/create', { scope: ['vessel.create'], feature: ['vessel'] }],
    ['/room/list', { scope: [USER], feature: ['vessel'] }],
    ['/customer/guestform', { scope: ['customers.read', 'customers.self', 'agencies.self'], not: ['$view.customerDetails.Off', '$view.guestforms.Off'] }],
    ['/price', { scope: ['price.update'], feature: ['resort', 'vessel'] }],
    ['/commission', { scope: ['bookings.update'], feature: ['resort', 'vessel'] }],
    ['/stats/base', { scope: ['bookingpayment.read', 'bankentries.read'], not: ['$view.financeReports.Off'] }],
    ['/stats/dive', { scope: ['divelog.read'], feature: ['diveLog'], not: ['$view.diveReports.Off'] }],
    ['/club/dashboard', { scope: [USER, ADMIN], feature: ['crmMaster'] }],
    ['/crm/customer', { scope: ['customers.read'], feature: ['crmMaster', 'crmClient'] }],
    ['/crm/loyality', { scope: ['customers.read'], feature: ['loyalityProgram'] }],
  ])('gives %s its meta', (path, meta) => {
    const route = byPath.get(path)!;
    expect(route).toMatchObject(meta);
  });

  it('offers specials in the menu to exactly those the API lets read them', () => {
    expect([...SPECIALS_MENU_SCOPE].sort()).toEqual([...specialsResource.scopes.read].sort());
    expect(byPath.get('/specials/group')?.menuScope).toEqual(SPECIALS_MENU_SCOPE);
  });

  it('keeps the unknown-path page open to everyone', () => {
    expect([notFoundRoute.path, notFoundRoute.scope]).toEqual(['*', undefined]);
  });
});
