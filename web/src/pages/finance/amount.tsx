import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { moneyText } from '../../i18n/money';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';
import { endpointUrl } from '../../api/endpoint-client';
import type { Endpoint } from '../../../../shared/api/endpoint';

const useStyles = makeStyles({
  /** Spec 1: in the invoice area negative values are red. */
  negative: { color: tokens.colorPaletteRedForeground1 },
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** An amount of an invoice (exact decimal text), red when negative. */
export function Amount({ value, currency, lang, strong }: { value: string; currency: string; lang: string; strong?: boolean }) {
  const styles = useStyles();
  const negative = Number(value) < 0;
  return (
    <span
      className={mergeClasses(styles.amount, negative && styles.negative)}
      data-negative={negative || undefined}
      style={strong ? { fontWeight: 600 } : undefined}
    >
      {moneyText(value, currency, lang)}
    </span>
  );
}

/** An open amount below zero: more was paid than is asked (shown as "Overpaid", never as a negative open amount). */
export const isOverpaid = (open: string): boolean => open.trim().startsWith('-') && Number(open) !== 0;
/** What was paid beyond what is asked, as decimal text (the open amount without its minus). */
export const overpaidBy = (open: string): string => open.trim().replace(/^-/, '');

/** GETs a PDF endpoint with the session's token and hands it to the browser as a download. */
export async function downloadPdf(
  endpoint: Endpoint,
  params: Record<string, string>,
  query: Record<string, string> | undefined,
  fallback: string,
): Promise<void> {
  const res = await authorizedGet(endpointUrl(endpoint, params, query));
  saveBlob(await res.blob(), filenameFromDisposition(res.headers.get('content-disposition'), fallback));
}
