import type { Bank } from '../../../shared/domain/bank/bank';
import type { MappedRow } from '../../../shared/domain/bank/csv';
import { addDays } from '../../../shared/calendar-date';
import { ValidationError } from '../../../shared/errors';
import { config } from '../../config';

/**
 * Where a bank feed's entries come from (docs/decisions.md "Banks and bank entries"): the real Wise API, or a local
 * stand-in with realistic entries for `npm start` and the tests. The stand-in is used unless WISE_API_URL is set.
 */
export interface BankFeedAdapter {
  collect(bank: Bank & { id: string }, secrets: Record<string, string> | null, range: { from: string; to: string }): Promise<MappedRow[]>;
}

interface WiseTransaction {
  type: 'CREDIT' | 'DEBIT';
  date: string;
  amount: { value: number; currency: string };
  referenceNumber: string;
  details?: { description?: string; senderName?: string; recipientName?: string; senderAccount?: string; paymentReference?: string };
}

/** Wise's balance statement (GET /v1/profiles/{p}/balance-statements/{b}/statement.json) with the bank's API token. */
export function wiseAdapter(baseUrl: string, fetcher: typeof fetch = fetch): BankFeedAdapter {
  return {
    async collect(bank, secrets, range) {
      if (!bank.wise || !secrets?.token)
        throw new ValidationError(`Bank ${bank.name} needs a Wise profile, balance and token`, [
          { path: 'params.id', message: 'not a Wise account with a token' },
        ]);
      const url = new URL(
        `/v1/profiles/${encodeURIComponent(bank.wise.profileId)}/balance-statements/${encodeURIComponent(bank.wise.balanceId)}/statement.json`,
        baseUrl,
      );
      url.search = new URLSearchParams({
        currency: bank.currency,
        intervalStart: `${range.from}T00:00:00.000Z`,
        intervalEnd: `${addDays(range.to, 1)}T00:00:00.000Z`,
        type: 'COMPACT',
      }).toString();
      const res = await fetcher(url, { headers: { Authorization: `Bearer ${secrets.token}`, Accept: 'application/json' } });
      if (!res.ok) throw new Error(`Wise answered ${res.status} for bank ${bank.id}`);
      const body = (await res.json()) as { transactions?: WiseTransaction[] };
      return (body.transactions ?? []).map((t) => wiseRow(t));
    },
  };
}

function wiseRow(t: WiseTransaction): MappedRow {
  const value = Math.abs(t.amount.value).toFixed(2);
  const d = t.details ?? {};
  return {
    date: t.date.slice(0, 10),
    amount: t.type === 'DEBIT' ? `-${value}` : value,
    currency: t.amount.currency,
    reference: `${d.paymentReference || d.description || ''} (Wise ${t.referenceNumber})`.trim(),
    counterparty: d.senderName ?? d.recipientName ?? '',
    iban: d.senderAccount?.replace(/\s+/g, '') ?? '',
  };
}

/** The local stand-in: a few realistic entries per week of the range, the same ones for the same range. */
export const standInAdapter: BankFeedAdapter = {
  async collect(bank, _secrets, range) {
    const payers = [
      ['Anna Schmidt', 'DE44500105175407324931'],
      ['John Miller', 'GB29NWBK60161331926819'],
      ['Lena Fischer', 'DE02120300000000202051'],
    ] as const;
    const out: MappedRow[] = [];
    let day = range.from;
    for (let i = 0; day <= range.to && i < 60; i++, day = addDays(day, 3)) {
      const [name, iban] = payers[i % payers.length]!;
      out.push(
        i % 4 === 3
          ? {
              date: day,
              amount: '-45.90',
              currency: bank.currency,
              reference: `Card payment dive shop supplies (Wise TRANSFER-${day}-${i})`,
              counterparty: 'Scuba Supply Ltd',
              iban: '',
            }
          : {
              date: day,
              amount: `${250 + i * 10}.00`,
              currency: bank.currency,
              reference: `Deposit booking ${1000 + i} ${name} (Wise TRANSFER-${day}-${i})`,
              counterparty: name,
              iban,
            },
      );
    }
    return out;
  },
};

export const feedAdapter = (): BankFeedAdapter => {
  const url = config('WISE_API_URL');
  return url ? wiseAdapter(url) : standInAdapter;
};
