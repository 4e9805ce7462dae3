import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalForm } from '../../infra/local/demo-data/guest-form-medical';
import { violations as axe } from './axe';
import { baseUrl, launchBrowser, newPage } from './browser';
import { apiAsUser, done, eventually, operatorDay, PASSWORD, shot, signedInPage, signIn } from './screens';

/**
 * The club member's own area (issue 25, docs/decisions/club.md), end to end with its own data: the administrator
 * makes a customer, a club user for them, a stay they lead with a guest form and an invoice (through the API). The
 * member signs in at /club/login, sees the booking with its open amount, edits their profile and sees their (empty)
 * certification; /book greets them by name. English at desktop width, German at 390 px; axe finds nothing on every
 * tab. The booking's detail, paying its invoice and opening the guest form are the journey's
 * (online-journey.e2e.test.ts), for the member of a booking made in the widget.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TEXTS = {
  en: { welcome: 'Welcome', invoices: 'Invoices', forms: 'Guest forms', profile: 'Profile', certs: 'Certifications', paid: 'Paid', noCert: 'No certification' },
  de: {
    welcome: 'Willkommen',
    invoices: 'Rechnungen',
    forms: 'Gästeformulare',
    profile: 'Profil',
    certs: 'Brevets',
    paid: 'Bezahlt',
    noCert: 'Noch kein Brevet',
  },
} as const;

type Available = { data: { id: string; name: string }[] };

/** A member of their own: customer, club user (password set), a stay they lead with a guest form, and its invoice. */
async function memberWorld(admin: Page, lang: 'de' | 'en') {
  const stamp = `${lang}-${Date.now()}`;
  const email = `club-${stamp}@example.com`;
  const customer = await apiAsUser(admin, 'POST', '/api/customers', {
    masterData: { firstName: 'Clara', lastName: `Club ${stamp}` },
    contact: { email },
    address: { city: 'Köln', country: 'DE' },
  });
  expect(customer.status, JSON.stringify(customer.json)).toBe(200);
  const customerId = customer.json.id as string;
  const user = await apiAsUser(admin, 'POST', '/api/users', {
    name: `Clara Club ${stamp}`,
    email,
    userType: 'Customer',
    customerId,
    scopes: ['customers.self'],
    isClubMember: true,
    verified: true,
    password: PASSWORD,
    settings: { language: lang, showCustomersInBookingList: true, showInvertedCurrencyExchange: false, defaultDashboardDays: 30 },
  });
  expect(user.status, JSON.stringify(user.json)).toBe(200);

  const definition = await apiAsUser(admin, 'POST', '/api/form', { ...medicalForm, name: `Medical club ${stamp}`, attach: 'manual' });
  expect(definition.status, JSON.stringify(definition.json)).toBe(200);
  // Within the demo's priced years (infra/local/demo-data/prices.ts), far enough ahead to stay open.
  const offset = 200 + Math.floor(Math.random() * 150);
  const [checkIn, checkOut] = [operatorDay(offset), operatorDay(offset + 3)];
  const free = (await apiAsUser(admin, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available;
  expect(free.data.length, 'a free room on r-coral').toBeGreaterThan(0);
  const booking = await apiAsUser(admin, 'POST', '/api/bookings', {
    resort: 'r-coral',
    checkIn,
    checkOut,
    customer: customerId,
    rooms: [{ room: free.data[0]!.id, noOfPax: 1, customers: [{ customer: customerId }] }],
    variant: 'pv-fb',
  });
  expect(booking.status, JSON.stringify(booking.json)).toBe(201);
  const id = booking.json.id as string;
  const attached = await apiAsUser(admin, 'POST', `/api/guestform/${String(definition.json.id)}/addToBooking`, { booking: id });
  expect(attached.status, JSON.stringify(attached.json)).toBe(200);
  const invoice = await apiAsUser(admin, 'POST', `/api/bookings/${id}/invoices`, {});
  expect(invoice.status, JSON.stringify(invoice.json)).toBe(201);
  expect(Number(invoice.json.open), JSON.stringify(invoice.json)).toBeGreaterThan(0);
  return { email, lastName: `Club ${stamp}`, customerId, booking: id, bookingNo: booking.json.bookingNo as number, invoice: invoice.json.id as string };
}

async function openTab(page: Page, name: string, tab: string) {
  await page.getByRole('tab', { name }).click();
  await page.waitForURL((u) => u.pathname === `/club/dashboard/${tab}`);
}

describe.each([
  ['en', DESKTOP, 'desktop'],
  ['de', PHONE, 'phone'],
] as const)('the club dashboard (%s)', (lang, viewport, size) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member sees their booking and edits the profile', { timeout: 300_000 }, async () => {
    const admin = await signedInPage(browser, { lang });
    const world = await memberWorld(admin, lang);
    await done(admin);

    const { page, context } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
    await page.setViewportSize(viewport);
    await signIn(page, world.email, { at: '/club/login' });
    await page.waitForURL((u) => u.pathname.startsWith('/club/dashboard'));
    await eventually(() => page.getByTestId('club-dashboard').textContent()).toContain(text.welcome);

    // Bookings: theirs (the stays arrive through the booking events), with the open amount and the room.
    const card = page.locator(`[data-testid="club-booking"][data-id="${world.booking}"]`);
    await eventually(async () => {
      if ((await card.count()) === 0) await page.reload();
      return card.count();
    }).toBe(1);
    expect(await page.getByTestId('club-booking').count()).toBe(1);
    expect(Number((await card.getByTestId('club-booking-open').innerText()).replace(/[^\d]/g, ''))).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    await shot(page, `club-bookings-${lang}-${size}`);
    // The booking's detail, paying the invoice and opening the guest form: online-journey.e2e.test.ts (the member of
    // a booking made in the widget).

    // Profile: their own customer record; the city is saved on it.
    await openTab(page, text.profile, 'profile');
    const city = page.getByTestId('club-profile-city');
    await eventually(() => city.inputValue()).toBe('Köln');
    await city.fill('Lübeck');
    await page.getByTestId('club-profile-country').fill('x');
    await page.getByTestId('club-profile-save').click();
    // Validation: a country is two letters; nothing is saved until it is.
    await eventually(() => page.getByTestId('club-profile-country').getAttribute('aria-invalid')).toBe('true');
    expect((await apiAsUser(page, 'GET', `/api/customers/${world.customerId}`)).json).toMatchObject({ address: { city: 'Köln' } });
    await page.getByTestId('club-profile-country').fill('de');
    await page.getByTestId('club-profile-save').click();
    await eventually(() => page.getByTestId('notice-success').count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    await shot(page, `club-profile-${lang}-${size}`);
    const saved = await apiAsUser(page, 'GET', `/api/customers/${world.customerId}`);
    expect(saved.json).toMatchObject({ address: { city: 'Lübeck', country: 'DE' } });

    // Certifications: none recorded yet.
    await openTab(page, text.certs, 'certifications');
    await eventually(() => page.getByTestId('club-certifications-none').textContent()).toContain(text.noCert);
    expect(await axe(page)).toEqual([]);

    // /book is the guest booking engine as the member (their details are the lead's: docs/decisions/club.md);
    // /book/preview the same steps up to the price (the hold as a member: member-hold.integration.test.ts).
    await page.goto('/book');
    await eventually(() => page.getByTestId('club-book-member').textContent()).toContain('Clara Club');
    await page.getByTestId('book-step-tour').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, `club-book-${lang}-${size}`);
    await page.goto('/book/preview?kind=stay');
    await page.getByTestId('club-book-no-resort').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, `club-book-preview-${lang}-${size}`);

    // At the other width too (pictures to look at).
    await page.setViewportSize(size === 'phone' ? DESKTOP : PHONE);
    await page.goto('/club/dashboard/bookings');
    await card.waitFor();
    await shot(page, `club-bookings-${lang}-${size === 'phone' ? 'desktop' : 'phone'}`);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
