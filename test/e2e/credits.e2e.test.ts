import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, notice, shot, signedInPage, done } from './screens';

/**
 * Credit notes (docs/decisions.md "Credits") on the demo resort, for an agency of its own: a goodwill note pays booking A
 * in the booking file, A is cancelled, its file moves what it was paid to a new credit note, and B's file applies that
 * note. The /credits screen lists it with its application; axe finds nothing; en and de screenshots.
 */

type Available = { data: { id: string; name: string }[] };
type Note = { id: string; no: number; remaining: string; applications: unknown[]; booking?: { bookingNo?: number } };
type Stored = { state: string; received?: { amount: string; source: { kind: string } }[] };

const stored = async (page: Page, id: string) => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as unknown as Stored;

async function book(page: Page, agency: string, checkIn: string, checkOut: string, index: number): Promise<string> {
  // A garden bungalow: its room type has the season's full-board price (not every free room is priced then).
  const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data.filter((r) =>
    r.name.startsWith('Garden'),
  );
  const made = await apiAsUser(page, 'POST', '/api/bookings', {
    resort: 'r-coral',
    checkIn,
    checkOut,
    agency,
    rooms: [{ room: free[free.length - index]!.id, noOfPax: 2 }],
    variant: 'pv-fb',
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  expect(
    (made.json.calculation as { customerType?: string }[]).some((l) => l.customerType !== 'OnSite'),
    'the stay is priced',
  ).toBe(true);
  return made.json.id as string;
}

describe('credit notes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('cancels a paid booking, moves its money to a credit note and applies it to another booking', { timeout: 240_000 }, async () => {
    const page = await signedInPage(browser);
    const agency = await apiAsUser(page, 'POST', '/api/agencies', { name: `Credit e2e ${Date.now()}` });
    expect(agency.status, JSON.stringify(agency.json)).toBeLessThan(300);
    const agencyId = agency.json.id as string;
    const a = await book(page, agencyId, '2027-11-01', '2027-11-04', 4);
    const b = await book(page, agencyId, '2027-11-08', '2027-11-11', 4);
    const goodwill = await apiAsUser(page, 'POST', '/api/agencies/credits', { owner: agencyId, currency: 'EUR', amount: '100', reason: 'Goodwill e2e' });
    expect(goodwill.status, JSON.stringify(goodwill.json)).toBe(201);

    // A is paid with the goodwill note from its file.
    await openInApp(page, `/booking/${a}`);
    await page.getByTestId('booking-credit-apply').waitFor();
    await page.getByTestId('booking-credit-amount').fill('100');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-credits').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-credit-apply');
    await page.getByTestId('booking-credit-apply').click();
    await eventually(async () => (await stored(page, a)).received?.map((p) => p.amount)).toEqual(['100.00']);

    // A is cancelled; its file offers the credit note for what it was paid.
    expect((await apiAsUser(page, 'POST', `/api/bookings/${a}/cancell`)).status).toBe(200);
    await page.reload();
    await page.getByTestId('booking-credit-create').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-credits').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-credit-create');
    await page.getByTestId('booking-credit-create').click();
    await eventually(() => notice(page, 'success').isVisible()).toBe(true);
    await eventually(async () => (await stored(page, a)).received?.map((p) => p.amount)).toEqual(['100.00', '-100.00']);
    const notes = (await apiAsUser(page, 'GET', `/api/agencies/credits/notes?owner=${agencyId}&open=true`)).json.data as Note[];
    expect(notes.map((n) => n.remaining)).toEqual(['100.00']);
    const note = notes[0]!;

    // B takes 60 of the new note.
    await page.goto(`/booking/${b}`);
    await page.getByTestId('booking-credit-pick').waitFor();
    await page.getByTestId('booking-credit-pick').selectOption(note.id);
    await page.getByTestId('booking-credit-amount').fill('60');
    await page.getByTestId('booking-credit-apply').click();
    await eventually(async () => (await stored(page, b)).received?.map((p) => `${p.source.kind}:${p.amount}`)).toEqual(['credit:60.00']);
    const after = (await apiAsUser(page, 'GET', `/api/agencies/credits/${note.id}`)).json as unknown as Note;
    expect(after).toMatchObject({ remaining: '40.00' });
    expect(after.applications).toHaveLength(1);

    // The credits screen: the note with its application.
    await openInApp(page, '/credits');
    await page.getByTestId('credits-table').waitFor();
    // The note of booking A (a link to A), 40 left.
    const mine = page
      .getByTestId('credit-row')
      .filter({ has: page.getByRole('link', { name: String(note.booking?.bookingNo) }) })
      .filter({ hasText: '€40.00' });
    await eventually(() => mine.count()).toBeGreaterThan(0);
    await mine.first().getByTestId('credit-applications-toggle').click();
    await page.getByTestId('credit-applications').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'credits-agency');
    await page.getByTestId('credit-create').click();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'credits-create');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: '/credits' });
    await de.getByTestId('credits-table').waitFor();
    expect(await de.getByTestId('credit-create').textContent()).toBe('Gutschrift anlegen');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'credits-agency-de');
    await openInApp(de, '/ccredits');
    await de.getByTestId('credits-table').waitFor();
    expect(await axe(de)).toEqual([]);
    await shot(de, 'credits-customer-de');
    await openInApp(de, `/booking/${b}`);
    await de.getByTestId('booking-credit-apply').waitFor();
    expect(await de.getByTestId('booking-credit-apply').textContent()).toBe('Gutschrift verrechnen');
    await de.getByTestId('booking-credits').scrollIntoViewIfNeeded();
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-file-credit-apply-de');
    await done(de);
  });
});
