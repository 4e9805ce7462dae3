import { describe, expect, it, vi } from 'vitest';
import type { Special } from '../../shared/domain/pricing/special';
import { applySpecials } from '../../shared/domain/pricing/specials';
import { context, person, roomLine, sumOf } from '../../shared/domain/pricing/specials/test-support';
import { translate } from '../../shared/i18n';

// The catalogue's rows as they would be written (no database: `put` hands them back).
vi.mock('../../infra/local/demo-data/bulk-put', () => ({ put: async (_repo: unknown, _tenant: string, rows: unknown) => rows }));

async function demoSpecials(): Promise<Map<string, Special>> {
  const { seedCatalogue } = await import('../../infra/local/demo-data/catalogue');
  const seeded: Record<string, Promise<unknown>> = {};
  seedCatalogue((name, done) => (seeded[name] = done));
  return new Map((await seeded.specials) as Array<[string, Special]>);
}

const withId = (id: string, s: Special) => ({ ...s, id, autoAdd: true });

describe('the demo specials (issue 22)', () => {
  it('"Stay 7, pay 6" takes the cheapest night off a stay of 7 nights, and nothing off 6', async () => {
    const sp = (await demoSpecials()).get('sp-7for6')!;
    expect(sp).toMatchObject({ discount: 'FOCUnit', discountValue: 1 });

    const seven = applySpecials([roomLine({ price: 100, nights: 7 })], context({ specials: [withId('sp-7for6', sp)] }), []);
    expect(sumOf(seven.lines)).toBe(60000);
    expect(seven.lines.at(-1)!.explanation.text).toBe('Stay 7, pay 6: 1 night free on the room prices of 700.00 EUR: -100.00 EUR');

    const six = applySpecials(
      [roomLine({ price: 100, nights: 6 })],
      context({ nights: 6, request: { to: '2027-03-07' }, specials: [withId('sp-7for6', sp)] }),
      [],
    );
    expect(sumOf(six.lines)).toBe(60000);
  });

  it('"Group of 8: one free" makes one guest of eight free, not all of them', async () => {
    const sp = (await demoSpecials()).get('sp-group')!;
    const persons = Array.from({ length: 8 }, (_, i) => person(`p${i + 1}`));
    const lines = persons.map((p) => roomLine({ price: 100, nights: 7, customer: p.key }));
    const result = applySpecials(lines, context({ persons, specials: [withId('sp-group', sp)] }), []);
    expect(sumOf(lines) - sumOf(result.lines)).toBe(70000);
  });
});

describe('counted words in the specials texts, singular and plural', () => {
  it.each([
    ['en', 1, '1 night free', 'one person free per person'],
    ['en', 2, '2 nights free', 'one person free per 2 persons'],
    ['de', 1, '1 Nacht frei', 'eine Person frei je Person'],
    ['de', 2, '2 Nächte frei', 'eine Person frei je 2 Personen'],
  ] as const)('%s, %i', (lang, value, nights, persons) => {
    expect(translate(lang, 'pricing.special.discount.FOCUnit', { value })).toBe(nights);
    expect(translate(lang, 'pricing.special.discount.FOC', { value })).toBe(persons);
  });
});
