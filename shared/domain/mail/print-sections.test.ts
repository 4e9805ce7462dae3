import { describe, expect, it } from 'vitest';
import { placeholdersOf, renderTemplate, samplePrintData } from './mail-template';

describe('print template sections', () => {
  const data = {
    booking: {
      currency: 'EUR',
      lines: [
        { text: 'Room <A>', total: '1,00 €' },
        { text: 'Dives', total: '2,00 €' },
      ],
    },
  };

  it('repeats an {{#each}} part per item, reading the item first and then the whole data, escaped', () => {
    const out = renderTemplate('<ul>{{#each booking.lines}}<li>{{text}}: {{total}} {{booking.currency}}</li>{{/each}}</ul>', data, { html: true });
    expect(out.text).toBe('<ul><li>Room &lt;A&gt;: 1,00 € EUR</li><li>Dives: 2,00 € EUR</li></ul>');
    expect(out.missing).toEqual([]);
  });

  it('renders nothing for a path that is no list and reports it missing', () => {
    expect(renderTemplate('a{{#each booking.currency}}x{{/each}}b{{#each nope}}y{{/each}}', data, { html: true })).toEqual({
      text: 'ab',
      missing: ['booking.currency', 'nope'],
    });
  });

  it('fills every placeholder of the demo-like sample (dates DD.MM.YYYY, amounts as the invoice prints them)', () => {
    const de = samplePrintData('de', '28.11.2026');
    const out = renderTemplate('{{booking.checkIn}} {{booking.total}} {{#each booking.lines}}{{price}};{{/each}}', de, { html: false });
    expect(out.text).toBe('03.12.2026 2.480,00 € 980,00 €;260,00 €;');
    expect(renderTemplate('{{booking.total}}', samplePrintData('en', '28.11.2026'), { html: false }).text).toBe('€2,480.00');
    expect(placeholdersOf('{{#each booking.lines}}{{text}}{{/each}}')).toEqual(['text']);
  });
});
