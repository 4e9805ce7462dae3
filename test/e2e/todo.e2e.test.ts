import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, shot, signedInPage, done } from './screens';

/**
 * Todos (docs/decisions.md, "Todos"): a stay booked through the API gets the demo rules' todos; /todo lists it under
 * "My bookings", the welcome mail is solved with the keyboard (Space on its checkbox), and the booking file shows it
 * solved, with the step in its history. axe finds nothing; en and de screenshots.
 */

const CHECK_IN = '2027-08-16';
const CHECK_OUT = '2027-08-19';
const WELCOME = 'td-tr-welcome';
type Available = { data: { id: string; name: string }[] };

/** The row of a todo, paging on with "Show more" until it shows. */
async function rowOf(page: Page, testId: string) {
  for (let i = 0; i < 20 && (await page.getByTestId(testId).count()) === 0; i++) {
    const more = page.getByTestId('todo-more');
    if ((await more.count()) === 0) break;
    // The next page's answer, not a pause.
    await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/todo/') && r.request().method() === 'GET'), more.click()]);
  }
  return page.getByTestId(testId);
}

describe('todos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the booking’s todos on /todo, solves one by keyboard and shows it solved in the booking file', { timeout: 180_000 }, async () => {
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
    const { id, bookingNo } = made.json as { id: string; bookingNo: number };

    await page.goto('/todo');
    await page.getByTestId('todo-table').waitFor();
    await page.getByTestId('todo-view-own').check();
    const row = await rowOf(page, `todo-row-${bookingNo}-${WELCOME}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Send the welcome mail');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'todo');

    const box = page.getByTestId(`todo-solve-${bookingNo}-${WELCOME}`);
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => box.isChecked()).toBe(true);

    await page.getByTestId(`todo-booking-${bookingNo}-${WELCOME}`).click();
    await page.getByTestId('booking-todos').waitFor();
    expect(await page.getByTestId(`booking-todo-${WELCOME}`).getAttribute('data-open')).toBe('false');
    expect(await page.getByTestId(`booking-todo-td-tr-deposit`).getAttribute('data-open')).toBe('true');
    await page.getByTestId('booking-history-v2').waitFor();
    expect(await page.getByTestId('booking-history-v2').textContent()).toContain('To-do solved: Send the welcome mail');
    await page.getByTestId('booking-todos').scrollIntoViewIfNeeded();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-file-todos');
    expect(page.url()).toContain(`/booking/${id}`);
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: '/todo' });
    await de.getByTestId('todo-table').waitFor();
    expect(await de.getByTestId('todo-views').textContent()).toContain('Überfällig');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'todo-de');
    await de.goto('/todo?view=rules');
    // The built-in rules' words in German while untouched (docs/decisions.md, "Whose words").
    await de.getByText('Anzahlung einfordern').first().waitFor();
    expect(await axe(de)).toEqual([]);
    await shot(de, 'todo-rules-de');
    await done(de);
  });
});
