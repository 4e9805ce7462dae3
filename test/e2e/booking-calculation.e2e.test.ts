import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * Editing the calculation in the booking file (docs/decisions.md, "Editing the calculation") on the demo resort: a
 * stay for two on full board is booked through the API, then in the file a catalogue product is added, one person's variant is
 * changed and the price reloaded, each confirmed in its dialog; the product line survives the reload. axe finds
 * nothing; en and de screenshots.
 */

const CHECK_IN = '2027-08-16';
const CHECK_OUT = '2027-08-19';
type Available = { data: { id: string; name: string }[] };
type Stored = {
  lastAction: string;
  version: number;
  calculation: { text: string; total: string; type: string; customerType?: string; sort?: number; customData?: { totalBeforeSpecials?: string } }[];
  payments: { amount: string }[];
  rooms: { customers?: { customer: string; variant?: string }[] }[];
};

/** What the milestones ask for, in cents: the lines less those paid on site. */
const advanceOf = (b: Stored) => b.calculation.filter((l) => l.customerType !== 'OnSite').reduce((sum, l) => sum + cents(l.total), 0);

const stored = async (page: Page, id: string) => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as unknown as Stored;
const cents = (s: string) => Math.round(Number(s) * 100);

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('combobox').click();
  // The open dropdown's options, not a hidden native select's (the list may still be loading).
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

async function confirm(page: Page) {
  await page.getByTestId('booking-calc-confirm').click();
  await page.getByTestId('booking-calc-dialog').waitFor({ state: 'detached' });
}

describe('editing the calculation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a product line, changes a variant and reloads the price, keeping the product', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const product = `Calc e2e rental ${Date.now()}`;
    expect((await apiAsUser(page, 'POST', '/api/product', { name: product, price: 12.5 })).status).toBe(200);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as unknown as Available).data;
    const room = free[free.length - 2] as { id: string };
    const people = (await apiAsUser(page, 'GET', '/api/customers?size=2&sort=name')).json.data as { id: string }[];
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [{ room: room.id, noOfPax: 2, customers: people.map((p) => ({ customer: p.id })) }],
      variant: 'pv-fb',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-calc-tools').waitFor();

    // A product from the catalogue, two of them.
    await page.getByTestId('booking-calc-addProduct').click();
    await pick(page, 'booking-calc-pick', product);
    await page.getByTestId('booking-calc-quantity').fill('2');
    expect(await axe(page)).toEqual([]);
    await confirm(page);
    await eventually(() => page.getByTestId('booking-calc-line').filter({ hasText: product }).count()).toBe(1);
    expect((await stored(page, id)).calculation.find((l) => l.text === product)?.total).toBe('25.00');

    // The first person on half board.
    await page.getByTestId('booking-calc-variant').click();
    await pick(page, 'booking-calc-person', /.+/);
    await pick(page, 'booking-calc-variant-pick', 'Half board');
    await confirm(page);
    await eventually(async () => (await stored(page, id)).lastAction).toBe('changeVariant');
    expect((await stored(page, id)).rooms[0]?.customers?.some((c) => c.variant)).toBe(true);
    // Both still priced for two sharing, one at the half-board price, the other at full board.
    const prices = (await stored(page, id)).calculation.filter((l) => l.type === 'room_cost').map((l) => l.total);
    expect(prices).toHaveLength(2);
    expect(new Set(prices).size).toBe(2);

    // Reload: the engine's lines again, the product kept; lines and milestones add up.
    await page.getByTestId('booking-calc-reloadPrice').click();
    await confirm(page);
    await eventually(async () => (await stored(page, id)).lastAction).toBe('reloadPrice');
    const after = await stored(page, id);
    expect(after.calculation.find((l) => l.text === product)?.total).toBe('25.00');
    // The milestones ask for what is paid in advance: every line but those paid on site (docs/pricing.md).
    expect(after.payments.reduce((s, p) => s + cents(p.amount), 0)).toBe(advanceOf(after));
    await eventually(() => page.getByTestId('booking-calc-line').filter({ hasText: product }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-calculation').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-calculation');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-calc-tools').waitFor();
    expect(await de.getByTestId('booking-calc-reloadPrice').textContent()).toBe('Preis neu berechnen');
    await de.getByTestId('booking-calc-addLine').click();
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-file-calculation-add-de');
    await de.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await axe(de)).toEqual([]);
    await de.getByTestId('booking-calculation').scrollIntoViewIfNeeded();
    await shot(de, 'booking-file-calculation-de');
    await done(de);
  });

  it('adds, edits and deletes a line by hand and moves money between the milestones', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const [checkIn, checkOut] = ['2027-08-23', '2027-08-26'];
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
    const people = (await apiAsUser(page, 'GET', '/api/customers?size=2&sort=name')).json.data as { id: string }[];
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn,
      checkOut,
      rooms: [{ room: free[free.length - 3]!.id, noOfPax: 2, customers: people.map((p) => ({ customer: p.id })) }],
      variant: 'pv-fb',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;
    const text = `Boat transfer ${Date.now()}`;
    const totalOf = (b: Stored) => b.calculation.reduce((sum, l) => sum + cents(l.total), 0);
    const first = await stored(page, id);
    const before = totalOf(first);
    const beforeAdvance = advanceOf(first);

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-calc-tools').waitFor();
    await page.getByTestId('booking-calc-addLine').click();
    await page.getByTestId('booking-calc-text').fill(text);
    await page.getByTestId('booking-calc-quantity').fill('2');
    await page.getByTestId('booking-calc-price').fill('30');
    await confirm(page);
    await eventually(async () => (await stored(page, id)).calculation.find((l) => l.text === text)?.total).toBe('60.00');
    expect(totalOf(await stored(page, id))).toBe(before + 6000);

    const line = page.getByTestId('booking-calc-line').filter({ hasText: text });
    await line.getByTestId('booking-calc-edit').click();
    await page.getByTestId('booking-calc-price').fill('35');
    await confirm(page);
    await eventually(async () => (await stored(page, id)).calculation.find((l) => l.text === text)?.total).toBe('70.00');

    // Ten euros from the last milestone to the first: they must still add up to the total.
    const payments = (await stored(page, id)).payments;
    expect(payments.length).toBeGreaterThan(1);
    const last = payments.length - 1;
    await page.getByTestId('booking-calc-editPayments').click();
    await page.getByTestId('booking-calc-ms-amount-0').fill((Number(payments[0]!.amount) + 10).toFixed(2));
    await page.getByTestId(`booking-calc-ms-amount-${last}`).fill((Number(payments[last]!.amount) - 10).toFixed(2));
    expect(await axe(page)).toEqual([]);
    await confirm(page);
    await eventually(async () => (await stored(page, id)).payments[0]?.amount).toBe((Number(payments[0]!.amount) + 10).toFixed(2));
    const edited = await stored(page, id);
    expect(edited.payments.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(advanceOf(edited));

    await line.getByTestId('booking-calc-delete').click();
    await confirm(page);
    await eventually(() => line.count()).toBe(0);
    const after = await stored(page, id);
    expect(after.calculation.some((l) => l.text === text)).toBe(false);
    expect(totalOf(after)).toBe(before);
    expect(after.payments.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(beforeAdvance);
    await done(page);
  });

  it('warns in the booking file, in English and German, when a discount takes more than half the price', { timeout: 180_000 }, async () => {
    const [checkIn, checkOut] = ['2027-09-06', '2027-09-09'];
    let page = await signedInPage(browser);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn,
      checkOut,
      rooms: [{ room: free[free.length - 4]!.id, noOfPax: 2 }],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;
    // The price before specials: each line as it was before a special wrote into it (the demo's early bird may have).
    const lines = (await stored(page, id)).calculation;
    const before = lines
      .filter((l) => l.type !== 'special' && l.type !== 'discount')
      .reduce((sum, l) => sum + cents(l.customData?.totalBeforeSpecials ?? l.total), 0);
    const now = lines.reduce((sum, l) => sum + cents(l.total), 0);
    expect(before).toBeGreaterThan(0);
    // 60 % of the price before specials off: more than half, so the file warns "from <before> to <now − 60 %>".
    const off = Math.round(before * 0.6);
    const discounted = await apiAsUser(page, 'POST', `/api/bookings/${id}/calculation`, {
      type: 'discount',
      text: 'Friends and family',
      price: (-off / 100).toFixed(2),
    });
    expect(discounted.status, JSON.stringify(discounted.json)).toBe(200);
    const amount = (minor: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
    for (const lang of ['en', 'de'] as const) {
      if (lang === 'de') {
        await done(page);
        page = await signedInPage(browser, { lang });
      }
      await openInApp(page, `/booking/${id}`);
      const warning = page.getByTestId('special-warning');
      await warning.waitFor();
      const locale = lang === 'de' ? 'de-DE' : 'en-GB';
      const said = (await warning.textContent()) ?? '';
      expect(said).toContain(lang === 'de' ? 'mehr als 50 %' : 'more than 50 %');
      expect(said).toContain(amount(before, locale));
      expect(said).toContain(amount(now - off, locale));
      await warning.scrollIntoViewIfNeeded();
      await shot(page, `booking-file-special-warning-${lang}`);
    }
    // A discount within half: no warning.
    const line = (await stored(page, id)).calculation.find((l) => l.text === 'Friends and family');
    expect((await apiAsUser(page, 'DELETE', `/api/bookings/${id}/calculation/${String(line?.sort)}`)).status).toBe(200);
    await page.reload();
    await page.getByTestId('booking-calc-tools').waitFor();
    await eventually(() => page.getByTestId('special-warning').count()).toBe(0);
    await done(page);
  });
});
