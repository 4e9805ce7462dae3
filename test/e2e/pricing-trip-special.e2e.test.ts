import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, shot, signedInPage, done } from './screens';

/**
 * Issue 22, point 1: "Stay 7 nights, pay 6" on a 7-night trip priced per guest takes one night of each guest off
 * (1,890.00 ÷ 7 × 2 = 540.00), not the whole trip. The test makes its own vessel, cabin, tour, schedule, trip price
 * (1,890.00 per guest) and a unique free-night special for that vessel only, so neither the demo data nor other
 * tests change what it sees; then prices a cabin for two in the booking wizard, in English and German.
 */

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An amount as the screen shows it ("1,890.00 EUR", "-540.00 EUR", "1.890,00 EUR", "−540,00 €") as a number. */
function amountOf(text: string): number {
  const digits = text.replace(/[−–]/g, '-').replace(/[^\d,.-]/g, '');
  const comma = /,\d{2}$/.test(digits);
  return Number(comma ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}
/** The total cell (the fifth) of the wizard's price lines of one type. */
async function lineTotals(page: Page, type: string): Promise<number[]> {
  const rows: Locator = page.locator(`[data-testid="sim-line"][data-type="${type}"]`);
  const out: number[] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(amountOf((await rows.nth(i).locator('td').nth(4).textContent()) ?? ''));
  return out;
}

async function created(page: Page, path: string, body: unknown): Promise<string> {
  const res = await apiAsUser(page, 'POST', path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(200);
  return String(res.json.id);
}

describe('a free-night special on a trip in the booking wizard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes one night of each guest off a 7-night trip (540.00), in English and German', { timeout: 240_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const vessel = await created(page, '/api/vessels', { name: `Night Heron ${tag}`, key: `NH${tag}`.slice(0, 20) });
    const cabinType = await created(page, '/api/roomtypes', { name: 'Twin cabin', key: `TW${tag}`.slice(0, 20), vessel });
    const cabin = await created(page, '/api/rooms', { name: 'C1', type: 'Cabin', vessel, roomType: cabinType, availableBeds: 2 });
    const port = 'prt-sorong';
    const tour = await created(page, '/api/tours', {
      name: `Seven nights ${tag}`,
      key: `S7${tag}`.slice(0, 20),
      vessel,
      duration: 7,
      embarkPort: port,
      disembarkPort: port,
    });
    const from = isoIn(40);
    const to = isoIn(47);
    const schedule = await created(page, '/api/schedules', { tour, vessel, from, to, embarkPort: port, disembarkPort: port });
    await created(page, '/api/price', {
      name: `Night Heron trips ${tag}`,
      type: 'trip',
      calculationType: 'unit',
      vessel,
      validRange: { from: isoIn(0), to: isoIn(400) },
      basePrice: 1890,
      currencies: ['EUR'],
    });
    // Unique: on this vessel no other special (the demo's early booking, say) applies beside it.
    await created(page, '/api/specials', {
      name: `Stay 7 nights, pay 6 (${tag})`,
      autoAdd: true,
      unique: true,
      discount: 'FOCUnit',
      discountValue: 1,
      reduce: 'ChangeRoomPrice',
      rule: {
        scope: 'Booking',
        conditions: [
          { condition: 'Nights', operator: 'GreaterThanEquals', value: 7 },
          { condition: 'Vessel', operator: 'IsIn', value: [vessel] },
        ],
      },
    });

    const url = `/booking/wizard?schedule=${schedule}&cabins=${cabin}`;
    for (const lang of ['en', 'de'] as const) {
      const p = lang === 'en' ? page : await signedInPage(browser, { lang });
      await p.goto(url);
      await eventually(() => p.locator(`[data-testid="wizard-room"][data-room="${cabin}"]`).isChecked()).toBe(true);
      await p.getByTestId('sim-total').waitFor();
      await eventually(() => p.getByTestId('wizard-price').getAttribute('aria-busy')).toBe('false');
      // Two guests at 1,890.00 each for the trip; the special: one night each, 2 × 270.00.
      expect(await lineTotals(p, 'tour')).toEqual([1890, 1890]);
      expect(await lineTotals(p, 'special')).toEqual([-540]);
      const special = (await p.locator('[data-testid="sim-line"][data-type="special"]').textContent()) ?? '';
      expect(special).toContain(lang === 'en' ? '1 night free' : '1 Nacht frei');
      // The total: the trip less the free night, plus any fee of the operator's supplements (paid on site).
      const fees = (await lineTotals(p, 'addon')).reduce((a, b) => a + b, 0);
      expect(amountOf((await p.getByTestId('sim-total').textContent()) ?? '')).toBeCloseTo(3780 - 540 + fees, 2);
      // 540.00 of 3,780.00 is no reason for the warning of specials above half the price.
      expect(await p.getByTestId('special-warning').count()).toBe(0);
      await p.getByTestId('sim-lines').scrollIntoViewIfNeeded();
      await shot(p, `pricing-trip-special${lang === 'de' ? '-de' : ''}`);
      if (lang === 'de') await done(p);
    }
    await done(page);
  });
});
