import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, shot, signedInPage } from './screens';

/**
 * Staff see online bookings and abandoned checkouts (issue 25; docs/decisions/online-holds.md): a guest holds a cabin
 * of a demo departure through the public booking call, starts the checkout and comes back without paying; the booking
 * list's filter "Abandoned online checkouts" shows it with its badges, and its file says source and channel. en and de.
 */

type Schedule = { id: string; cabins?: { id: string; freeBeds: number; minPax: number; shared: boolean }[] };

describe('online bookings for staff', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an aborted online checkout is listed as abandoned, with source and channel in the list and the file', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { lang: 'en' });
    const schedules = await page.request.get('/api/book/schedules?cabins=true&pax=1');
    expect(schedules.status()).toBe(200);
    const free = ((await schedules.json()) as { data: Schedule[] }).data.flatMap((s) =>
      (s.cabins ?? []).filter((c) => c.freeBeds >= 1 && c.minPax <= 1).map((c) => ({ schedule: s.id, cabin: c.id })),
    );
    expect(free.length).toBeGreaterThan(0);
    const pick = free[free.length - 1]!;
    const hold = await page.request.post('/api/book/booking/create', {
      data: {
        choice: { kind: 'trip', schedule: pick.schedule, cabins: [{ cabin: pick.cabin, guests: ['g1'] }] },
        guests: [{ key: 'g1', firstName: 'Olivia', lastName: 'Online' }],
        lead: 'g1',
        contact: { firstName: 'Olivia', lastName: 'Online', email: 'olivia@example.org', phone: '+49 30 123456', country: 'DE', language: 'en' },
        acceptTerms: true,
      },
    });
    expect(hold.status(), await hold.text()).toBe(201);
    const held = (await hold.json()) as { id: string; bookingNo: string; token: string };
    const checkout = await page.request.post(`/api/book/${held.id}/checkout`, { data: { token: held.token, purpose: 'full' } });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { sessionId, url } = (await checkout.json()) as { sessionId: string; url: string };
    expect(url).toContain('/provider/checkout/');
    const back = await page.request.post('/api/book/payment/aborted', { data: { session: sessionId, token: held.token } });
    expect(back.status(), await back.text()).toBe(200);
    expect(((await back.json()) as { canRetry: boolean }).canRetry).toBe(true);
    const listed = await apiAsUser(page, 'GET', `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ abandoned: true }))}&size=0`);
    expect((listed.json.data as { bookingNo: number }[]).map((r) => String(r.bookingNo))).toContain(held.bookingNo);

    for (const lang of ['en', 'de'] as const) {
      const p = lang === 'en' ? page : await signedInPage(browser, { lang });
      await p.goto('/booking/list?abandoned=true');
      const row = p.locator(`[data-testid="booking-row"][data-booking="${held.bookingNo}"]`);
      await row.waitFor();
      expect(await p.getByTestId('filter-abandoned').isChecked()).toBe(true);
      expect(await row.getByTestId('badge-online').textContent()).toBe(lang === 'en' ? 'Online by the guest' : 'Online vom Gast');
      expect(await row.getByTestId('badge-abandoned').count()).toBe(1);
      expect(await axe(p)).toEqual([]);
      await shot(p, `booking-list-abandoned${lang === 'de' ? '-de' : ''}`);
      await row.getByTestId(`booking-link-${held.bookingNo}`).click();
      await p.getByTestId('booking-fact-source').waitFor();
      expect(await p.getByTestId('booking-fact-source').textContent()).toContain(lang === 'en' ? 'online · Online by the guest' : 'online · Online vom Gast');
      expect(await axe(p)).toEqual([]);
      await shot(p, `booking-file-online${lang === 'de' ? '-de' : ''}`);
    }
    // The cabin goes back to the lane's other files at once (not only when the hold ends).
    expect((await apiAsUser(page, 'POST', `/api/bookings/${held.id}/cancell`, {})).status).toBe(200);
  });
});
