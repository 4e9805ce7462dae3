import { isTimeZone } from '../../calendar-date';
import { ValidationError, type FieldError } from '../../errors';

/**
 * A company profile holds together: a real IANA time zone, a default language among the supported ones,
 * and a base currency that is an active currency (`baseCurrencyActive`: the caller looked it up, or it
 * did not change). Every problem is named at once (400).
 */
export function requireCompanyConsistent(
  company: { timezone: string; lang: string; supportedLanguages: readonly string[]; baseCurrency: string },
  baseCurrencyActive: boolean,
): void {
  const problems: FieldError[] = [];
  if (!isTimeZone(company.timezone)) problems.push({ path: 'body.timezone', message: `${company.timezone} is not a time zone` });
  if (!company.supportedLanguages.includes(company.lang)) problems.push({ path: 'body.lang', message: 'The language must be one of the supported languages' });
  if (!baseCurrencyActive)
    problems.push({ path: 'body.baseCurrency', message: `${company.baseCurrency} is not an active currency; add it under currencies first` });
  if (problems.length) throw new ValidationError(problems.map((p) => p.message).join('; '), problems);
}
