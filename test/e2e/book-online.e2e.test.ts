import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser, newPage } from './browser';
import { ownResort, ownTrip } from './online-sales';
import { done, eventually, operatorDay, SCREENSHOTS, signedInPage } from './screens';

/**
 * The guest's booking pages (issue 25, bookweb: web/src/guest/book/): a guest without a session books a trip cabin
 * and a resort room through the local payment provider on the steps with the price calendar (v2): the stay in English
 * at 390 px, the trip in German at desktop width (the single pages, v1, are booked inside the widget by
 * online-journey.e2e.test.ts). Each test makes its own
 * vessel, cabin, tour, departure and trip price, or resort, room type, room and nightly price, through the staff
 * API. The guest: chooses, sees the price (lines, total, what is paid now), gives the details, holds (the countdown,
 * one extension), pays on the stand-in provider's page, comes back to the page ("processing" until the verified
 * webhook confirmed) and sees the booking number. axe finds nothing on each step. Pictures of every step go to
 * /tmp/shots-bookweb/ with SCREENSHOTS=1 (never into the repository).
 */

const SHOTS = process.env.BOOKWEB_SHOTS ?? '/tmp/shots-bookweb';

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

const TEXTS = {
  en: {
    pay: 'Pay',
    payAgain: 'Pay again',
    processing: 'Your payment is being confirmed',
    confirmed: 'Thank you, your booking is confirmed',
    reserve: 'Reserve and continue to payment',
    next: 'Continue',
    bookingNo: 'Booking number',
  },
  de: {
    pay: 'bezahlen',
    payAgain: 'Noch einmal bezahlen',
    processing: 'Ihre Zahlung wird bestätigt',
    confirmed: 'Danke, Ihre Buchung ist bestätigt',
    reserve: 'Reservieren und weiter zur Zahlung',
    next: 'Weiter',
    bookingNo: 'Buchungsnummer',
  },
} as const;

async function checked(page: Page, name: string): Promise<void> {
  expect(await axe(page), `axe on ${name}`).toEqual([]);
  await picture(page, name);
}

/** Details, hold (countdown and one extension), pay on the provider's page, back: processing, then confirmed. */
async function detailsHoldPay(page: Page, lang: 'en' | 'de', pax: number, shots: string, abortFirst = false): Promise<string> {
  const text = TEXTS[lang];
  await page.getByTestId('book-firstName').fill('Gina');
  await page.getByTestId('book-lastName').fill('Guest');
  await page.getByTestId('book-email').fill(`gina.${Date.now()}@example.org`);
  await page.getByTestId('book-phone').fill('+49 30 1234567');
  await page.getByTestId('book-country').selectOption('DE');
  for (let n = 2; n <= pax; n++) {
    await page.getByTestId(`book-guest-${n}-firstName`).fill(`Guest${n}`);
    await page.getByTestId(`book-guest-${n}-lastName`).fill('Online');
  }
  await page.getByTestId('book-terms').click();
  await checked(page, `${shots}-details`);
  await page.getByRole('button', { name: text.reserve }).click();

  const hold = page.getByTestId('book-hold');
  await hold.waitFor();
  expect(await page.getByTestId('book-clock').textContent()).toMatch(/^1[45]:\d\d$/);
  const until = new URL(page.url()).searchParams.get('until');
  await page.getByTestId('book-extend').click();
  await eventually(() => new URL(page.url()).searchParams.get('until')).not.toBe(until);
  await eventually(() => page.getByTestId('book-hold-said').textContent()).not.toBe('');
  await page.getByTestId('book-pay-now').last().waitFor();
  await checked(page, `${shots}-hold`);

  // A reload keeps the checkout: the state is in the address.
  await page.reload();
  await page.getByTestId('book-hold').waitFor();

  if (abortFirst) {
    // Cancelled on the provider's page: back on the booking page the hold stays, "pay again".
    await page.getByTestId('book-pay').click();
    await page.waitForURL((u) => u.pathname.startsWith('/provider/checkout/cs_local_'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/book/') && u.searchParams.get('paid') === 'aborted');
    await page.getByTestId('book-aborted').waitFor();
    await page.getByTestId('book-hold').waitFor();
    expect(await page.getByTestId('book-pay').textContent()).toBe(text.payAgain);
    await checked(page, `${shots}-aborted`);
  }
  await page.getByTestId('book-pay').click();
  await page.waitForURL((u) => u.pathname.startsWith('/provider/checkout/cs_local_'));
  await picture(page, `${shots}-provider`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/book/') && u.searchParams.get('paid') === 'success');
  const confirmed = page.getByTestId('book-confirmed');
  await Promise.race([page.getByTestId('book-processing').waitFor(), confirmed.waitFor()]);
  await confirmed.waitFor({ timeout: 30_000 });
  const no = (await page.getByTestId('book-booking-no').textContent()) ?? '';
  expect(no).toContain(text.bookingNo);
  await checked(page, `${shots}-confirmed`);
  return no;
}

/**
 * The single pages (/book/online, /book/resort) are what the widget embeds: online-journey.e2e.test.ts books a trip and
 * a stay through them inside the widget's iframe (en desktop, de 390 px). Here the steps (v2): the stay in English at
 * 390 px, the trip in German at desktop width with a payment cancelled first.
 */
const SIZES: readonly ['en' | 'de', { width: number; height: number }, string, { trip?: string; stay?: string }][] = [
  ['en', { width: 390, height: 844 }, 'phone', { stay: '/book/resort-v2' }],
  ['de', { width: 1280, height: 800 }, 'desktop', { trip: '/book/online-v2' }],
];

describe.each(SIZES)('the booking pages (%s, %s)', (lang, viewport, size, { trip: tripPage, stay: stayPage }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  if (tripPage)
    it(`books a trip cabin on ${tripPage} through the local provider`, { timeout: 240_000 }, async () => {
      const pages = { trip: tripPage };
      const staff = await signedInPage(browser, { lang });
      const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
      const trip = await ownTrip(staff, tag, 60 + Math.floor(Math.random() * 200));
      await done(staff);

      const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
      try {
        await page.setViewportSize(viewport);
        const v2 = pages.trip.endsWith('-v2');
        await page.goto(`${pages.trip}?tour=${trip.tour}${v2 ? `&from=${trip.from}` : ''}`);
        await page.getByTestId('book-page').waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        // The guest entry, not the staff app.
        expect(await page.locator('script[src*="/assets/index-"]').count()).toBe(0);
        const shots = `book-trip-${lang}-${size}`;
        await page.getByTestId(`book-tour-${trip.tour}`).waitFor();
        await checked(page, `${shots}-tour`);
        if (v2) {
          await page.getByTestId('book-next').click();
          await page.getByTestId(`book-day-${trip.from}`).click();
          await checked(page, `${shots}-calendar`);
        }
        await page.getByTestId(`book-choose-departure-${trip.schedule}`).click();
        if (v2) await page.getByTestId('book-next').click();
        await page.getByTestId(`book-choose-cabin-${trip.cabin}`).click();
        await checked(page, `${shots}-cabin`);
        if (v2) await page.getByTestId('book-next').click();
        await page.getByTestId('book-pax').selectOption('2');
        if (v2) await page.getByTestId('book-next').click();
        // Two guests at 1,890.00 (any of the operator's specials may apply): a total and what is paid now.
        await page.getByTestId('book-total').waitFor();
        expect(await page.getByTestId('book-price').textContent()).toContain(lang === 'de' ? '1.890,00' : '1,890.00');
        await checked(page, `${shots}-price`);
        if (v2) await page.getByTestId('book-next').click();
        await detailsHoldPay(page, lang, 2, shots, true);
      } finally {
        await context.close();
      }
    });

  if (stayPage)
    it(`books a resort room on ${stayPage} through the local provider`, { timeout: 240_000 }, async () => {
      const pages = { stay: stayPage };
      const staff = await signedInPage(browser, { lang });
      const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
      const { resort, roomType } = await ownResort(staff, tag);
      await done(staff);
      // v2: a stay over the end of a month (two days before it, three nights), so the calendar's page is turned.
      const v2stay = pages.stay.endsWith('-v2');
      let offset = 40 + Math.floor(Math.random() * 200);
      if (v2stay) while (operatorDay(offset + 2).slice(0, 7) === operatorDay(offset).slice(0, 7)) offset++;
      const [checkIn, checkOut] = [operatorDay(offset), operatorDay(offset + 3)];

      const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
      try {
        await page.setViewportSize(viewport);
        const v2 = pages.stay.endsWith('-v2');
        await page.goto(`${pages.stay}?resort=${resort}${v2 ? `&from=${checkIn}` : ''}`);
        await page.getByTestId('book-page').waitFor();
        const shots = `book-stay-${lang}-${size}`;
        if (v2) {
          await page.getByTestId(`book-day-${checkIn}`).click();
          // A stay into the next month: the arrival is kept while the guest turns the page.
          if (checkOut.slice(0, 7) !== checkIn.slice(0, 7)) await page.getByTestId('book-calendar-next').click();
          await page.getByTestId(`book-day-${checkOut}`).click();
          await checked(page, `${shots}-calendar`);
          await page.getByTestId('book-next').click();
        } else {
          const text = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
          await page.getByTestId('book-check-in').fill(text(checkIn));
          await page.getByTestId('book-check-out').fill(text(checkOut));
          await checked(page, `${shots}-dates`);
          await page.getByTestId('book-search').click();
        }
        await page.getByTestId(`book-choose-roomtype-${roomType}`).click();
        await checked(page, `${shots}-rooms`);
        if (v2) await page.getByTestId('book-next').click();
        await page.getByTestId('book-pax').selectOption('2');
        if (v2) await page.getByTestId('book-next').click();
        // The room's nights at 120.00 (any of the operator's specials or fees may come with them): a total and what is paid now.
        await page.getByTestId('book-total').waitFor();
        expect(await page.getByTestId('book-price').textContent()).toContain(lang === 'de' ? '120,00' : '120.00');
        await checked(page, `${shots}-price`);
        if (v2) await page.getByTestId('book-next').click();
        await detailsHoldPay(page, lang, 2, shots);
      } finally {
        await context.close();
      }
    });

  it('explains an expired hold and lets the guest choose again; an empty choice says so', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    try {
      await page.setViewportSize(viewport);
      // A hold whose end has passed (as after a reload long after): the page is cleared, nothing is asked of the server.
      const token = 'A'.repeat(43);
      await page.goto(`/book/online?t=t-gone&schedule=s-gone&cabin=c-gone&pax=1&hold=b-gone&token=${token}&until=2020-01-01T00:00:00.000Z&step=pay`);
      await page.getByTestId('book-expired').waitFor();
      await checked(page, `book-expired-${lang}-${size}`);
      // By keyboard: the heading has the focus (a screen reader hears it), the next Tab is "choose again".
      await eventually(() => page.evaluate('document.activeElement?.id') as Promise<string>).toBe('book-expired-title');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.getAttribute("data-testid")')).toBe('book-choose-again');
      await page.keyboard.press('Enter');
      await page.getByTestId('book-step-tour').waitFor();
      await eventually(() => new URL(page.url()).searchParams.get('hold')).toBeNull();
      expect(new URL(page.url()).searchParams.get('t')).toBe('t-gone');
      // A tour nobody sells: no trips to book, and no departures in the period.
      await page.goto('/book/online?tour=t-none-at-all');
      await page.getByTestId('book-step-tour').getByTestId('book-empty').waitFor();
      await page.getByTestId('book-step-departure').getByTestId('book-empty').waitFor();
      expect(await page.getByTestId('book-step-departure').textContent()).toContain(
        lang === 'de' ? 'In diesem Zeitraum gibt es keine Abfahrten.' : 'No departures in this period.',
      );
      await checked(page, `book-empty-${lang}-${size}`);
    } finally {
      await context.close();
    }
  });
});
