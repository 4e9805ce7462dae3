import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * Online payment through the local stand-in provider (docs/decisions.md "Payment provider"): a stay on the demo
 * resort, "Take payment online" for the deposit opens the stand-in's page, "Pay" signs and posts the webhook, the
 * guest lands on /payment/success, and the booking file shows the deposit paid. en and de screenshots.
 */

const CHECK_IN = '2027-10-12';
const CHECK_OUT = '2027-10-15';
type Available = { data: { id: string; name: string }[] };

const statusOf = (page: Page) => page.getByTestId('online-payment-status').getAttribute('data-status');

describe('payment provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes the deposit through the local provider page and shows the booking paid in part', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as unknown as Available).data;
    const room = free[free.length - 1] as { id: string };
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [{ room: room.id, noOfPax: 2 }],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;
    const milestones = made.json.payments as { type: string; amount: string }[];
    const deposit = milestones.find((m) => m.type === 'deposit');
    expect(deposit, JSON.stringify(milestones)).toBeDefined();

    await openInApp(page, `/booking/${id}`);
    const section = page.getByTestId('booking-online-payment');
    await section.waitFor();
    expect(await statusOf(page)).not.toBe('part-paid');
    expect(await axe(page)).toEqual([]);

    const popup = page.context().waitForEvent('page');
    await page.getByTestId('online-payment-take').click();
    const provider = await popup;
    await provider.waitForURL((u) => u.pathname.startsWith('/provider/checkout/cs_local_'));
    await provider.getByTestId('amount').waitFor();
    expect(await provider.getByTestId('amount').textContent()).toContain(Number(deposit!.amount).toFixed(2));
    await eventually(() => page.getByTestId('online-payment-link').inputValue()).toBe(provider.url());
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payment-provider-booking-link');
    await shot(provider, 'payment-provider-stand-in-page');

    await provider.getByRole('button', { name: 'Pay' }).click();
    await provider.waitForURL((u) => u.pathname === '/payment/success');
    const sessionId = new URL(provider.url()).searchParams.get('session_id');
    expect(sessionId).toMatch(/^cs_local_/);
    await eventually(() => provider.getByTestId('payment-result').getAttribute('data-status')).toBe('paid');
    expect(await provider.getByTestId('payment-result-message').textContent()).toBe('Thank you! Your payment has been received.');
    expect(await axe(provider)).toEqual([]);
    await shot(provider, 'payment-success');

    // The consumer applied the payment once: the booking file shows the deposit paid.
    await eventually(async () => {
      await page.reload();
      await page.getByTestId('online-payment-status').waitFor();
      return statusOf(page);
    }).toBe('part-paid');
    const after = await apiAsUser(page, 'GET', `/api/bookings/${id}`);
    const received = after.json.received as { method: string; source: { kind: string; id: string } }[];
    expect(received.filter((p) => p.source.kind === 'provider')).toEqual([
      expect.objectContaining({ method: 'provider', source: { kind: 'provider', id: sessionId } }),
    ]);
    await page.getByTestId('booking-online-payment').scrollIntoViewIfNeeded();
    await shot(page, 'payment-provider-booking-paid');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-online-payment').waitFor();
    expect(await de.getByTestId('online-payment-status').textContent()).toContain('teilbezahlt');
    expect(await axe(de)).toEqual([]);
    await de.getByTestId('booking-online-payment').scrollIntoViewIfNeeded();
    await shot(de, 'payment-provider-booking-paid-de');
    await de.goto(`/payment/success?session_id=${sessionId}`);
    await eventually(() => de.getByTestId('payment-result').getAttribute('data-status')).toBe('paid');
    expect(await de.getByTestId('payment-result-message').textContent()).toBe('Vielen Dank! Ihre Zahlung ist eingegangen.');
    await shot(de, 'payment-success-de');
    await de.goto(`/payment/aborted?session_id=${sessionId}`);
    await de.getByTestId('payment-result-message').waitFor();
    await shot(de, 'payment-aborted-de');
    await done(de);
  });
});
