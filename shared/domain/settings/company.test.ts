import { describe, expect, it } from 'vitest';
import { requireCompanyConsistent } from './company';

const company = { timezone: 'Europe/Berlin', lang: 'de', supportedLanguages: ['de', 'en'], baseCurrency: 'EUR' };

describe('requireCompanyConsistent', () => {
  it('accepts a consistent profile', () => {
    expect(() => requireCompanyConsistent(company, true)).not.toThrow();
  });

  it('names every problem at once (400)', () => {
    expect(() => requireCompanyConsistent({ ...company, timezone: 'Mars/Olympus', lang: 'fr', baseCurrency: 'XYZ' }, false)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        description:
          'Mars/Olympus is not a time zone; The language must be one of the supported languages; XYZ is not an active currency; add it under currencies first',
        fields: [
          { path: 'body.timezone', message: 'Mars/Olympus is not a time zone' },
          { path: 'body.lang', message: 'The language must be one of the supported languages' },
          { path: 'body.baseCurrency', message: 'XYZ is not an active currency; add it under currencies first' },
        ],
      }),
    );
  });

  it('refuses each problem alone', () => {
    expect(() => requireCompanyConsistent({ ...company, timezone: 'Nowhere' }, true)).toThrow(
      expect.objectContaining({ fields: [expect.objectContaining({ path: 'body.timezone' })] }),
    );
    expect(() => requireCompanyConsistent({ ...company, lang: 'fr' }, true)).toThrow(
      expect.objectContaining({ fields: [expect.objectContaining({ path: 'body.lang' })] }),
    );
    expect(() => requireCompanyConsistent(company, false)).toThrow(
      expect.objectContaining({ fields: [expect.objectContaining({ path: 'body.baseCurrency' })] }),
    );
  });
});
