import { priceExtraEndpoints } from '../../../../shared/api/prices';
import { endpointUrl } from '../../api/endpoint-client';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';

/**
 * A resort's price list of a year (GET /api/resort/print): the HTML list opened in a new tab through a blob URL,
 * or the CSV saved as a file. Fetched with the session's bearer token (a plain link would carry none).
 */
export type PriceListFormat = 'html' | 'csv';

export const PRINT_YEAR_MIN = 2000;
export const PRINT_YEAR_MAX = 2100;

/** The call's address for a resort, a year and a format. */
export const priceListUrl = (resort: string, year: number, format: PriceListFormat): string =>
  endpointUrl(priceExtraEndpoints.print, undefined, { resort, year, format });

/** What keeps the dialog from asking (message keys), empty when it can. */
export function printProblems(resort: string, year: number | null): Array<'label.prices.printNeedsResort' | 'label.prices.printNeedsYear'> {
  const out: Array<'label.prices.printNeedsResort' | 'label.prices.printNeedsYear'> = [];
  if (!resort) out.push('label.prices.printNeedsResort');
  if (year === null || !Number.isInteger(year) || year < PRINT_YEAR_MIN || year > PRINT_YEAR_MAX) out.push('label.prices.printNeedsYear');
  return out;
}

/** Blob URLs handed to a tab live a minute: the tab has read the list by then. */
const BLOB_LIFETIME_MS = 60_000;

/**
 * Fetches the HTML list and shows it in `tab` (opened by the click itself, so no popup blocker stops it); without
 * one, through a link to a new tab. The tab is closed again when the call fails.
 */
export async function openPriceList(resort: string, year: number, tab: Window | null): Promise<void> {
  let res: Response;
  try {
    res = await authorizedGet(priceListUrl(resort, year, 'html'));
  } catch (err) {
    tab?.close();
    throw err;
  }
  const html = await res.text();
  const href = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  if (tab && !tab.closed) tab.location.href = href;
  else {
    const a = document.createElement('a');
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }
  setTimeout(() => URL.revokeObjectURL(href), BLOB_LIFETIME_MS);
}

/** Fetches the CSV list and saves it under the server's file name (prices-{resort}-{year}.csv). */
export async function downloadPriceList(resort: string, year: number): Promise<string> {
  const res = await authorizedGet(priceListUrl(resort, year, 'csv'));
  const filename = filenameFromDisposition(res.headers.get('content-disposition'), `prices-${year}.csv`);
  saveBlob(await res.blob(), filename);
  return filename;
}
