import { ImapFlow } from 'imapflow';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MAILBOX } from '../../infra/local/imap-local';
import { violations } from './axe';
import { imapServer, launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, shot, signedInPage } from './screens';

/**
 * The mailbox (/mail, docs/decisions/mailbox.md) against the lane's local IMAP server, in English and German: a
 * guest's HTML mail naming a booking shows linked to the booking file, without running its script or loading its
 * tracking pixel; the reply goes through the mail queue and is seen there.
 */
const TEXTS = {
  en: { booking: 'Booking', templated: 'Your booking' },
  de: { booking: 'Buchung', templated: 'Ihre Buchung' },
} as const;

async function deliver(raw: string): Promise<void> {
  const { host, port } = imapServer();
  const c = new ImapFlow({ host, port, secure: false, doSTARTTLS: false, auth: { user: LOCAL_MAILBOX.user, pass: LOCAL_MAILBOX.password }, logger: false });
  await c.connect();
  await c.append('INBOX', raw);
  await c.logout();
}

const guestMail = (o: { from: string; subject: string; pixel: string }) =>
  [
    `From: Guest <${o.from}>`,
    `To: ${LOCAL_MAILBOX.user}`,
    `Subject: ${o.subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    `<p>We arrive late.</p><script>document.title='pwned'</script><form action="${o.pixel}"><input name="x"></form><img src="${o.pixel}" width="1" height="1">`,
  ].join('\r\n');

describe('mailbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("reads a guest's mail linked to the booking, safely, replies, and sees the reply in the mail queue (en, de)", { timeout: 180_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const words = TEXTS[lang];
      const stamp = `${lang}-${Date.now()}`;
      const requested: string[] = [];
      const page: Page = await signedInPage(browser, { lang, at: '/mail' });
      page.on('request', (r) => void requested.push(r.url()));
      const list = await apiAsUser(page, 'GET', '/api/bookings?size=1');
      const booking = (list.json.data as Array<{ id: string; bookingNo: number }>)[0]!;
      const guest = `guest-${stamp}@example.com`;
      const pixel = `${new URL(page.url()).origin}/pixel-${stamp}.gif`;
      const subject = `Booking ${booking.bookingNo}: late arrival ${stamp}`;
      await deliver(guestMail({ from: guest, subject, pixel }));
      await page.getByTestId('mailbox-refresh').click();
      const row = page.getByTestId('mailbox-row').filter({ hasText: stamp });
      await eventually(() => row.count()).toBe(1);
      await expect.poll(() => row.getByTestId('mailbox-row-booking').textContent()).toBe(`${words.booking} ${booking.bookingNo}`);
      await row.getByTestId('mailbox-open').click();
      const reader = page.getByTestId('mailbox-reader');
      await expect.poll(() => reader.getByTestId('mailbox-booking-link').getAttribute('href')).toBe(`/booking/${booking.id}`);
      const frame = page.frameLocator('[data-testid="mailbox-reader-html"]');
      await expect.poll(() => frame.locator('p').textContent()).toBe('We arrive late.');
      expect(await frame.locator('script, form, input, img').count()).toBe(0);
      expect(await page.getByTestId('mailbox-images-blocked').isVisible()).toBe(true);
      expect(await page.getByTestId('mailbox-reader-html').getAttribute('sandbox')).not.toContain('allow-scripts');
      expect(requested.filter((u) => u.includes(`pixel-${stamp}`))).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await shot(page, `mailbox-reader-${lang}`);

      await reader.getByTestId('mailbox-reply').click();
      const dialog = page.getByTestId('mailbox-answer');
      expect(await dialog.getByTestId('mailbox-answer-to').inputValue()).toBe(guest);
      expect(await dialog.getByTestId('mailbox-answer-subject').inputValue()).toBe(`Re: ${subject}`);
      // The operator's confirmation template, its placeholders filled from the linked booking.
      await dialog.getByTestId('mailbox-answer-template').selectOption('mt-confirmation');
      expect(await dialog.getByTestId('mailbox-answer-subject').inputValue()).toBe(`${words.templated} ${booking.bookingNo}`);
      expect(await dialog.getByTestId('mailbox-answer-text').inputValue()).toContain('> We arrive late.');
      await dialog.getByTestId('mailbox-answer-text').fill(`See you at the desk (${stamp}).\n\n> We arrive late.`);
      await shot(page, `mailbox-reply-${lang}`);
      await dialog.getByTestId('mailbox-answer-send').click();
      await eventually(() => notice(page, 'success').isVisible()).toBe(true);

      const queue = await apiAsUser(page, 'GET', `/api/mailqueue?recipient=${encodeURIComponent(guest)}`);
      const mails = queue.json.data as Array<{ state: string; booking?: string; purpose: string }>;
      expect(mails).toEqual([expect.objectContaining({ booking: booking.id, purpose: 'mailbox-reply' })]);
      expect(['queued', 'sent']).toContain(mails[0]!.state);
      expect(requested.filter((u) => u.includes(`pixel-${stamp}`))).toEqual([]);
      await done(page);
    }
  });
});
