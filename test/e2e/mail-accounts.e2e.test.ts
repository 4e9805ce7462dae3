import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser, smtpHostPort } from './browser';
import { done, eventually, notice, shot, signedInPage } from './screens';

/**
 * The mail accounts on /config/mail (docs/decisions/mail-accounts.md), driven like a person, English then German in
 * one test (one page each): English connects the lane's local SMTP server as an account (not the sending one, so the
 * lane's other files keep SES), its password then shown only as set; each language sends a test mail through it and
 * sees it sent in /config/mailqueue, and the account working with its last send.
 */
const TEXTS = {
  en: { sent: 'Sent', working: 'Working', set: 'Set' },
  de: { sent: 'Gesendet', working: 'Funktioniert', set: 'Gesetzt' },
} as const;

const row = (page: Page, name: string) => page.getByTestId('mail-accounts').getByRole('row').filter({ hasText: name });

async function queueState(page: Page, address: string): Promise<string> {
  await page.reload();
  await page.getByTestId('mail-queue-recipient').fill(address);
  const text = await page
    .getByTestId('mail-queue-row')
    .filter({ hasText: address })
    .getByTestId('mail-queue-state-badge')
    .textContent({ timeout: 5_000 })
    .catch(() => '');
  return text ?? '';
}

describe('mail accounts screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('connects the local SMTP account, sends a test mail through it and sees it sent in the queue (en, de)', { timeout: 240_000 }, async () => {
    const [host, port] = smtpHostPort().split(':') as [string, string];
    const name = `Local SMTP ${Date.now().toString(36)}`;
    for (const lang of ['en', 'de'] as const) {
      const words = TEXTS[lang];
      const to = `smtp-test-${lang}-${Date.now()}@example.com`;
      const page = await signedInPage(browser, { lang, at: '/config/mail' });
      await page.getByTestId('mail-accounts').waitFor();
      if (lang === 'en') {
        await page.getByTestId('mail-account-add').click();
        const form = page.getByTestId('mail-account-form');
        await form.getByTestId('mail-account-kind').click();
        await page.getByRole('option', { name: 'Your own SMTP/IMAP server' }).click();
        await form.getByTestId('mail-account-name').fill(name);
        await form.getByTestId('mail-account-from').fill('office@demo.test');
        await form.getByTestId('mail-account-sending').click();
        await form.getByTestId('mail-account-smtp-host').fill(host);
        await form.getByTestId('mail-account-smtp-port').fill(port);
        await form.getByTestId('mail-account-smtp-security').click();
        await page.getByRole('option', { name: 'None (local servers only)' }).click();
        await form.getByTestId('mail-account-imap-host').fill('');
        await form.getByTestId('mail-account-user').fill('mail@demo.test');
        await form.getByTestId('mail-account-password').fill('demo-pass-1');
        expect(await violations(page)).toEqual([]);
        await shot(page, 'mail-account-form-en');
        await form.getByTestId('mail-account-save').click();
        await eventually(() => notice(page, 'success').textContent()).toContain(name);
      }
      // The password is write-only: the list says it is set, never what it is.
      await eventually(() => row(page, name).textContent()).toContain(words.set);
      expect(await page.content()).not.toContain('demo-pass-1');

      await page.getByTestId('mail-account-test-to').fill(to);
      await row(page, name).getByTestId('mail-account-test').click();
      await eventually(() => notice(page, 'success').count()).toBeGreaterThan(0);
      await eventually(async () => {
        await page.reload();
        return row(page, name).getByTestId('mail-account-health').textContent();
      }).toBe(words.working);
      expect(await violations(page)).toEqual([]);
      await shot(page, `mail-accounts-${lang}`);

      await page.getByTestId('mail-queue-link').click();
      await page.waitForURL((u) => u.pathname === '/config/mailqueue');
      await eventually(() => queueState(page, to)).toBe(words.sent);
      await shot(page, `mail-accounts-queue-${lang}`);
      await done(page);
    }
  });
});
