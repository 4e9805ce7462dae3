import { bankEntryEndpoints, bankExtraEndpoints } from '../../../shared/api/banks';
import type { EndpointOutput } from '../../../shared/api/endpoint';
import { invoiceEndpoints } from '../../../shared/api/invoices';
import { paymentCheckoutEndpoints } from '../../../shared/api/payment-provider';
import { posEndpoints } from '../../../shared/api/pos';
import { customerStayEndpoints, tourPaymentEndpoints } from '../../../shared/api/qr-stays';
import type { CreditKind } from '../../../shared/domain/credit/credit';
import { callEndpoint } from '../api/endpoint-client';
import { creditApi } from '../pages/credits/credits-kit';
import { keys } from './keys';
import { usePagedRead, useRead } from './use-read';

/**
 * The typed reads of finance (payments, invoices, banks, credits, point of sale) and of the money tables of customers
 * and departures (docs/decisions/web-data.md).
 */

/** GET /api/credits or /api/ccredits with the list's filters (open only, from, to). */
export function useCredits(kind: CreditKind, query: { open?: 'true'; from?: string; to?: string }) {
  return useRead(keys.credits.list(kind, query), () => callEndpoint(creditApi(kind).list, { query }), { shouldRetryOnError: false });
}

/** The open credits of one customer or agency (the booking file offers them); null owner: not asked. */
export function useOpenCredits(kind: CreditKind, owner: string | null) {
  return useRead(owner ? keys.credits.open(kind, owner) : null, () => callEndpoint(creditApi(kind).list, { query: { open: 'true', owner: owner! } }), {
    shouldRetryOnError: false,
  });
}

export type InvoiceFilters = { state?: string; kind?: string; search?: string };
type InvoicePage = EndpointOutput<typeof invoiceEndpoints.list>;

/** GET /api/invoices page by page, newest first, with the filters. */
export function useInvoices(filters: InvoiceFilters) {
  return usePagedRead<InvoicePage['data'][number], InvoicePage>(keys.invoices.list(filters), (next) =>
    callEndpoint(invoiceEndpoints.list, { query: { size: 50, ...filters, ...(next ? { next } : {}) } }),
  );
}

export type BankEntryFilters = { from: string; to: string; state: 'all' | 'open' | 'assigned'; search: string };
type EntryPage = EndpointOutput<typeof bankExtraEndpoints.entries>;

/** GET /api/banks/{id}/entries page by page (null bank: none chosen yet). */
export function useBankEntries(bank: string | undefined, filters: BankEntryFilters) {
  const { from, to, state, search } = filters;
  return usePagedRead<EntryPage['data'][number], EntryPage>(bank ? keys.bank.entries(bank, filters) : null, (next) =>
    callEndpoint(bankExtraEndpoints.entries, {
      params: { id: bank! },
      query: { size: 50, state, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(search ? { search } : {}), ...(next ? { next } : {}) },
    }),
  );
}

type PaymentPage = EndpointOutput<typeof bankEntryEndpoints.manual>;

/** GET /api/bankentries/manual or /temporary: payments recorded by hand, page by page. */
export function useBankPayments(list: 'manual' | 'temporary') {
  return usePagedRead<PaymentPage['data'][number], PaymentPage>(keys.bank.payments(list), (next) =>
    callEndpoint(bankEntryEndpoints[list], { query: { size: 50, ...(next ? { next } : {}) } }),
  );
}

/** GET /api/payments/reviews: the online payments waiting for a decision ('' status: all). */
export function usePaymentReviews(status: 'open' | 'accepted' | 'dismissed' | '') {
  return useRead(keys.bank.reviews(status), () => callEndpoint(paymentCheckoutEndpoints.reviews, { query: status ? { status } : {} }));
}

export type CashflowQuery = { from: string; to: string; groupBy: 'day' | 'week' | 'month' };
export type CashflowRow = EndpointOutput<typeof bankExtraEndpoints.cashflow>['data'][number] & { balance?: string };

/** GET /api/banks/cashflow and /balance of the same periods, as one row per period and currency with its balance. */
export function useCashflow(query: CashflowQuery) {
  return useRead(
    keys.bank.cashflow(query),
    async () => {
      const [flow, bal] = await Promise.all([callEndpoint(bankExtraEndpoints.cashflow, { query }), callEndpoint(bankExtraEndpoints.balance, { query })]);
      const balances = new Map(bal.data.map((b) => [`${b.period}|${b.currency}`, b.balance]));
      return flow.data.map((r): CashflowRow => ({ ...r, balance: balances.get(`${r.period}|${r.currency}`) }));
    },
    { revalidateOnFocus: true },
  );
}

export type PosQuery = { from: string; to: string; method?: string; q?: string };

/** GET /api/pos/sales and /api/pos/stats of one period (null: the period is not valid). */
export function usePosSales(query: PosQuery | null) {
  return useRead(query ? keys.pos.sales(query) : null, () => callEndpoint(posEndpoints.sales, { query: query! }), { revalidateOnFocus: true });
}
export function usePosStats(query: PosQuery | null) {
  return useRead(query ? keys.pos.stats(query) : null, () => callEndpoint(posEndpoints.stats, { query: query! }), { revalidateOnFocus: true });
}

/** GET /api/customers/{id}/stay: a customer's stays and figures (asked: the user may read them). */
export function useCustomerStays(customer: string, asked: boolean) {
  return useRead(asked ? keys.customer.stays(customer) : null, () => callEndpoint(customerStayEndpoints.stay, { params: { id: customer } }));
}

/** GET /api/tours/{tour}/{schedule}/payments: a departure's money per booking. */
export function useDeparturePayments(tour: string, schedule: string, asked: boolean) {
  return useRead(asked ? keys.departure.payments(tour, schedule) : null, () => callEndpoint(tourPaymentEndpoints.payments, { params: { tour, schedule } }));
}
