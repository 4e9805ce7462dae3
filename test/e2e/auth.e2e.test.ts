import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInbox } from '../../infra/local/ses-local';
import { baseUrl, launchBrowser, newPage, sesEndpoint } from './browser';
import { openInApp, shot } from './screens';

const PASSWORD = 'demo-pass-1';

/** Polls until the value matches: hashing passwords and sending mails take the server a while. */
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const path = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, email: string, password = PASSWORD, loginPath = '/login'): Promise<void> {
  if (path(page) !== loginPath) await page.goto(loginPath);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  // Enter submits the form.
  await page.locator('input[name=password]').press('Enter');
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
}

async function useLanguage(page: Page, lang: 'de' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
}

/** The newest mail to an address whose text contains the pattern, polled until it arrives. */
async function waitForMail(to: string, pattern: RegExp, after: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = await readInbox(sesEndpoint());
        // The local SES stamps mails in seconds.
        const sentAt = (at: number) => (at < 1e12 ? at * 1000 : at);
        const mail = mails.filter((m) => m.destination.to.includes(to) && sentAt(m.at) >= after && pattern.test(m.body.text ?? '')).at(-1);
        text = mail?.body.text ?? '';
        return text !== '';
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return text;
}

describe('sign-in, sessions and permissions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['staff@demo.test', 'Sam Staff'],
    ['admin@demo.test', 'Alex Admin'],
    ['agency@demo.test', 'Ada Agency'],
  ])('signs %s in at /login and out again', async (email, name) => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, email);
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => page.getByTestId('home-greeting').textContent()).toContain(name);
    await eventually(() => page.getByTestId('side-nav').isVisible()).toBe(true);

    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');
    // Signed out means signed out: the start page sends the guest back to the login page.
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });

  it('signs a club member in at /club/login into the club area and out to the club login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/club/login');
    await signIn(page, 'club@demo.test', PASSWORD, '/club/login');
    await page.waitForURL((u) => u.pathname === '/club/dashboard');
    await eventually(() => page.getByTestId('club-dashboard').textContent()).toContain('Chris Club');

    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/club/login');
    await context.close();
  });

  it('shows the wrong-credentials message and stays on the login page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'staff@demo.test', 'not-the-password');
    await eventually(() => page.getByTestId('login-error').textContent()).toBe('The e-mail address or the password is wrong.');
    expect(path(page)).toBe('/login');
    await context.close();
  });

  it('sends a guest opening /booking/list to /login and continues there after sign-in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/booking/list');
    await page.waitForURL((u) => u.pathname === '/login');
    await eventually(() => page.getByTestId('notice-error').textContent()).toBe('Please sign in to continue.');

    await signIn(page, 'staff@demo.test');
    await page.waitForURL((u) => u.pathname === '/booking/list');
    await eventually(() => page.getByTestId('booking-row').first().isVisible()).toBe(true);
    await context.close();
  });

  it('sends staff opening /config back with a FORBIDDEN notice', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'staff@demo.test');
    await page.waitForURL((u) => u.pathname === '/');

    await page.goto('/config');
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => page.getByTestId('notice-error').textContent()).toBe('You do not have permission to open this.');
    await context.close();
  });

  it("keeps the chosen language across a reload, loading only the shown language's texts", async () => {
    const { page, context } = await newPage(browser);
    const dictionaries: string[] = [];
    page.on('request', (r) => {
      // The texts come in one chunk per area and language (web/src/i18n/dictionary.ts); /login needs the shell's only.
      const chunk = /\/assets\/(shell|home|screens)\.(de|en)-[\w-]+\.js$/.exec(new URL(r.url()).pathname);
      if (chunk) dictionaries.push(`${chunk[1]}.${chunk[2]}`);
    });
    await page.goto('/login');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(dictionaries).toEqual(['shell.en']);

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-de').click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    expect(dictionaries).toEqual(['shell.en', 'shell.de']);

    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('de');
    // 14 days, give or take the seconds the test took.
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(14);
    await context.close();
  });

  /** The whole journey: request on /password/reset, the mail's link, the new password; answers signed in at /. */
  async function resetThroughMail(page: Page, email: string, newPassword: string): Promise<void> {
    const requestedAt = Date.now() - 1000;
    await page.goto('/password/reset');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=email]').press('Enter');
    await eventually(() => page.getByTestId('notice-success').textContent()).toBe('password change requested, please check your emails.');

    const mail = await waitForMail(email, /\/password\/reset\?token=/, requestedAt);
    const link = new URL(/https?:\/\/\S+\/password\/reset\?\S+/.exec(mail)![0]);
    expect(link.searchParams.get('email')).toBe(email);

    // Save mode, from the mail's link: token and e-mail prefilled and locked.
    await page.goto(link.pathname + link.search);
    await eventually(() => page.locator('input[name=token]').inputValue()).toBe(link.searchParams.get('token'));
    expect(await page.locator('input[name=token]').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('input[name=email]').inputValue()).toBe(email);
    expect(await page.locator('input[name=email]').getAttribute('readonly')).not.toBeNull();
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=passwordRepeat]').fill(newPassword);
    await page.locator('input[name=passwordRepeat]').press('Enter');

    // Saved: the answer signs the user in and the start page follows.
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toBe('password changed sucessfully!');
  }

  it('resets a forgotten password with the link from the mail, then signs in with the new one', async () => {
    const email = 'staff@demo.test';
    const { page, context } = await newPage(browser);
    await resetThroughMail(page, email, 'e2e-new-pass-7');
    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');

    await signIn(page, email, 'e2e-new-pass-7');
    await page.waitForURL((u) => u.pathname === '/');
    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');

    // The same way back to the demo password, so the other tests keep working.
    await resetThroughMail(page, email, PASSWORD);
    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('changes the own password on the profile page, refusing a wrong current one', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((u) => u.pathname === '/');
    const change = async (current: string, next: string) => {
      await page.getByLabel('Current password').fill(current);
      await page.getByLabel('New password').fill(next);
      await page.getByLabel('Repeat password').fill(next);
      await page.getByRole('button', { name: 'Change password' }).click();
    };

    await openInApp(page, '/users/profile');
    await change('wrong-password', 'e2e-admin-pass');
    await eventually(() => page.getByText('The current password is wrong.').isVisible()).toBe(true);
    // Still signed in: a wrong current password does not end the session.
    expect(path(page)).toBe('/users/profile');

    await change(PASSWORD, 'e2e-admin-pass');
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toBe('Your password has been changed.');
    // The form empties after a change; then the same way back to the demo password.
    await eventually(() => page.getByLabel('Current password').inputValue()).toBe('');
    await change('e2e-admin-pass', PASSWORD);
    await eventually(() => page.getByLabel('Current password').inputValue()).toBe('');
    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page, 'admin@demo.test', PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('keeps unsaved profile changes apart and saves them', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'agency@demo.test');
    await page.waitForURL((u) => u.pathname === '/');
    await openInApp(page, '/users/profile');
    const phone = page.getByLabel('Phone');
    await phone.fill('+49 30 1234567');
    await eventually(() => page.getByTestId('dirty-badge').isVisible()).toBe(true);
    await page.getByTestId('profile-save').click();
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toBe('Your profile has been saved.');
    await eventually(() => page.getByTestId('dirty-badge').count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByLabel('Phone').inputValue()).toBe('+49 30 1234567');
    await context.close();
  });

  it('registers a club member, confirms the address with the mailed link and signs in', async () => {
    const email = `e2e-club-${Date.now()}@demo.test`;
    const { page, context } = await newPage(browser);
    const registeredAt = Date.now() - 1000;
    await page.goto('/register/customer');
    await page.locator('input[name=name]').fill('Erika Example');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('e2e-club-pass');
    await page.locator('input[name=passwordRepeat]').fill('e2e-club-pass');
    await page.getByRole('button', { name: 'Register' }).click();
    await eventually(() => page.getByTestId('register-success').isVisible()).toBe(true);

    const mail = await waitForMail(email, /\/club\/user\/[^/\s]+\/verify\?token=/, registeredAt);
    const link = new URL(/https?:\/\/\S+\/club\/user\/\S+/.exec(mail)![0]);
    await page.goto(link.pathname + link.search);
    await eventually(() => page.getByTestId('verify-outcome').textContent()).toBe('Thank you, your e-mail address is confirmed.');

    await signIn(page, email, 'e2e-club-pass', '/club/login');
    await page.waitForURL((u) => u.pathname === '/club/dashboard');
    await eventually(() => page.getByTestId('club-dashboard').textContent()).toContain('Erika Example');
    await context.close();
  });

  it('shows the password rules in the password form', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/password/reset?token=abc&email=staff%40demo.test');
    await page.locator('input[name=password]').fill('abc');
    await page.locator('input[name=passwordRepeat]').fill('abcd');
    await page.locator('input[name=passwordRepeat]').press('Enter');
    await eventually(() => page.getByText('Password must be longer than 4 characters').isVisible()).toBe(true);
    await eventually(() => page.getByText('Passwords must match').isVisible()).toBe(true);
    await context.close();
  });

  it('shows a not-found page for unknown paths, to guests too', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/no/such/page');
    await eventually(() => page.getByTestId('not-found').textContent()).toContain('/no/such/page');
    await context.close();
  });
});

describe('the screens in both languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'de'] as const)('are screenshotted in %s', async (lang) => {
    const { page, context } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    await useLanguage(page, lang);

    await page.goto('/login');
    await eventually(() => page.getByTestId('tenant-name').textContent()).toBe('Blue Reef Divers (Demo)');
    await shot(page, `login-${lang}`);

    await page.goto('/password/reset');
    await page.locator('button[type=submit]').click();
    await eventually(() => page.locator('[role=alert], .fui-Field__validationMessage').count()).toBeGreaterThan(0);
    await shot(page, `password-request-${lang}`);

    await page.goto('/password/reset?token=example-token&email=staff%40demo.test');
    await eventually(() => page.getByTestId('password-save-form').isVisible()).toBe(true);
    await shot(page, `password-save-${lang}`);

    await signIn(page, 'admin@demo.test');
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => page.getByTestId('home-greeting').isVisible()).toBe(true);
    await shot(page, `home-${lang}`);

    await openInApp(page, '/users/profile');
    await eventually(() => page.getByTestId('profile-save').isVisible()).toBe(true);
    await shot(page, `profile-${lang}`);
    await signOut(page);
    await page.waitForURL((u) => u.pathname === '/login');

    await signIn(page, 'club@demo.test', PASSWORD, '/club/login');
    await page.waitForURL((u) => u.pathname === '/club/dashboard');
    await eventually(() => page.getByTestId('club-dashboard').isVisible()).toBe(true);
    await shot(page, `club-dashboard-${lang}`);
    await context.close();
  });
});
