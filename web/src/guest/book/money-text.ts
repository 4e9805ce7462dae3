/**
 * Amounts as the guest reads them, with Intl only (dinero and the shared money module stay out of the guest entry):
 * the amount in the operator's online currency, and "about …" in the guest's currency when it differs and a rate is
 * known. The server's amounts are decimal text or numbers in the currency's unit (12.5 is 12.50).
 */

const formats = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, currency: string, approximate: boolean): Intl.NumberFormat {
  const key = `${lang}|${currency}|${approximate}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency,
        ...(approximate ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
      });
    } catch {
      // An operator's own three-letter code Intl does not know: the number and the code.
      f = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: approximate ? 0 : 2, maximumFractionDigits: approximate ? 0 : 2 });
      const plain = f;
      f = { format: (n: number) => `${plain.format(n)} ${currency}` } as Intl.NumberFormat;
    }
    formats.set(key, f);
  }
  return f;
}

export const toAmount = (amount: string | number): number => (typeof amount === 'number' ? amount : Number(amount));

/** "1.234,50 €" / "€1,234.50". */
export function moneyText(amount: string | number, currency: string, lang: string): string {
  return formatter(lang, currency, false).format(toAmount(amount));
}

/** How many units of `to` one unit of the online currency buys (e.g. EUR → USD 1.08). */
export interface GuestRate {
  currency: string;
  rate: number;
}

/**
 * "about $1,335" when the guest's currency differs from the online currency and its rate is known, else undefined.
 * Rounded to whole units: it is an estimate, and a cent would pretend otherwise.
 */
export function approxText(amount: string | number, online: string, guest: GuestRate | undefined, lang: string): string | undefined {
  if (!guest || guest.currency === online || !(guest.rate > 0)) return undefined;
  return formatter(lang, guest.currency, true).format(toAmount(amount) * guest.rate);
}
