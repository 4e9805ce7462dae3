import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, shot, signedInPage } from './screens';

/**
 * The mail queue screen (/config/mailqueue, docs/decisions/mail-queue.md), driven like a person in both languages: a
 * booking's mail (the voucher mail, sent through the local runtime's queue and SES) appears as sent with its booking;
 * an address suppressed on the screen makes the next mail to it fail with the reason; taken off the list (confirmed),
 * the failed mail is resent from its detail (confirmed) and ends sent.
 */
const TEXTS = {
  en: { sent: 'Sent', failed: 'Failed', suppressed: 'suppressed', resend: 'Resend', title: 'Mail queue' },
  de: { sent: 'Gesendet', failed: 'Fehlgeschlagen', suppressed: 'suppressed', resend: 'Erneut senden', title: 'Mail-Warteschlange' },
} as const;

const rowTo = (page: Page, address: string) => page.getByTestId('mail-queue-row').filter({ hasText: address });

/** The state badge of the mail to `address`, read after a reload (the queue's consumer works beside the screen). */
async function stateOf(page: Page, address: string): Promise<string> {
  await page.reload();
  await page.getByTestId('mail-queue-recipient').fill(address);
  const text = await rowTo(page, address)
    .getByTestId('mail-queue-state-badge')
    .textContent({ timeout: 5_000 })
    .catch(() => '');
  return text ?? '';
}

describe.each(['en', 'de'] as const)('mail queue screen (%s)', (lang) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a booking's mail as sent, and a mail to a suppressed address failed, then resent", { timeout: 180_000 }, async () => {
    const words = TEXTS[lang];
    const stamp = `${lang}-${Date.now()}`;
    const page = await signedInPage(browser, { lang, at: '/config/mail' });
    // /config/mail links to the queue.
    await page.getByTestId('mail-queue-link').click();
    await page.waitForURL((u) => u.pathname === '/config/mailqueue');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);

    // A booking's voucher mail to an address of this test.
    const list = await apiAsUser(page, 'GET', '/api/bookings?size=1');
    const booking = (list.json.data as Array<{ id: string; bookingNo: number }>)[0]!;
    const guest = `guest-${stamp}@example.com`;
    expect((await apiAsUser(page, 'POST', `/api/bookings/${booking.id}/sendMail`, { to: [guest] })).status).toBe(202);
    await eventually(() => stateOf(page, guest)).toBe(words.sent);
    expect(await rowTo(page, guest).textContent()).toContain(String(booking.bookingNo));
    await shot(page, `mail-queue-sent-${lang}`);

    // Suppress an address on the screen; a mail to it (a club registration's verification) fails, saying why.
    const blocked = `blocked-${stamp}@example.com`;
    await page.getByTestId('mail-suppression-address').fill(blocked);
    await page.getByTestId('mail-suppression-address').press('Enter');
    await eventually(() => page.getByTestId('mail-suppression-row').filter({ hasText: blocked }).count()).toBe(1);
    const registered = await page.request.post('/api/auth/register', {
      data: { userType: 'customer', name: 'Blocked Guest', email: blocked, password: 'a-long-pass-123', language: lang, ts: 'e2e' },
    });
    expect(registered.status()).toBeLessThan(300);
    await eventually(() => stateOf(page, blocked)).toBe(words.failed);
    expect(await rowTo(page, blocked).textContent()).toContain(words.suppressed);
    expect(await violations(page)).toEqual([]);
    await shot(page, `mail-queue-failed-${lang}`);

    // Off the list, with a confirmation (keyboard: Enter on the focused remove button).
    const remove = page.getByTestId('mail-suppression-row').filter({ hasText: blocked }).getByTestId('mail-suppression-remove');
    await remove.focus();
    await remove.press('Enter');
    await page.getByTestId('mail-suppression-confirm-yes').click();
    await eventually(() => notice(page, 'success').textContent()).toContain(blocked);
    await eventually(() => page.getByTestId('mail-suppression-row').filter({ hasText: blocked }).count()).toBe(0);

    // The failed mail's detail: tries and the reason, the mail as text; resend, confirmed.
    await rowTo(page, blocked).getByTestId('mail-queue-open').click();
    const detail = page.getByTestId('mail-detail');
    await detail.waitFor();
    await eventually(() => detail.getByTestId('mail-detail-state').textContent()).toBe(words.failed);
    expect(await detail.getByTestId('mail-detail-error').textContent()).toContain(blocked);
    // The verification link's one-time token is not shown to staff.
    expect(await detail.getByTestId('mail-detail-text').textContent()).toContain('(one-time link hidden)');
    expect(await violations(page)).toEqual([]);
    await shot(page, `mail-queue-detail-${lang}`);
    await detail.getByTestId('mail-detail-resend').click();
    await eventually(() => detail.getByTestId('mail-detail-confirm').count()).toBe(1);
    await detail.getByTestId('mail-detail-confirm-yes').click();
    await eventually(() => detail.getByTestId('mail-detail-confirm').count()).toBe(0);
    await detail.getByTestId('mail-detail-close').click();
    await eventually(() => detail.count()).toBe(0);
    await eventually(() => stateOf(page, blocked)).toBe(words.sent);
    await shot(page, `mail-queue-resent-${lang}`);
    await done(page);
  });
});
