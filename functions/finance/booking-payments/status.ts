import { staff } from '../../../shared/auth/actor';
import type { LedgerPayment, PaymentStatusRow } from '../../../shared/api/booking-payments';
import type { Principal } from '../../../shared/auth/principal';
import { addDays, dateIn } from '../../../shared/calendar-date';
import { paymentSummary, type PaymentStatus } from '../../../shared/domain/booking/payment';
import { milestonesPaid } from '../../../shared/domain/booking/payment-status';
import { money } from '../../../shared/domain/money';
import { ForbiddenError, NotFoundError } from '../../../shared/errors';
import { bookingListPage } from '../../data/booking-list';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import type { FilterTerm } from '../../data/filter-expression';
import { queryPayments } from '../../data/payments';
import { getTenant } from '../../data/tenants';
import { actsForAgencyOnly, requireBookingAccess } from '../../booking/index';
import { bookingVisibility } from '../../booking/index';

/** The states in which money can still be owed or received (cancelled, freed, deleted, rebooked… are settled elsewhere). */
export const PAYABLE_STATES = ['draft', 'confirmed', 'planned', 'resolved'] as const;

export async function todayOf(tenant: string): Promise<string> {
  return dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin');
}

/** A booking's facts with its payment summary and milestones at `today`. */
export function statusRow(b: BookingItem, today: string): PaymentStatusRow {
  const facts = Object.fromEntries(
    Object.entries({
      id: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      customerName: b.customerName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      agency: b.agency,
      resort: b.resort,
      vessel: b.vessel,
    }).filter(([, v]) => v !== undefined),
  ) as Omit<PaymentStatusRow, 'summary' | 'milestones'>;
  return { ...facts, summary: paymentSummary(b, today), milestones: milestonesPaid(b) };
}

/** GET /api/bookings/paymentStatus: 404 for an unknown id, 403 for one the caller may not see. */
export async function paymentStatus(principal: Principal, ids: string[]): Promise<PaymentStatusRow[]> {
  const today = await todayOf(principal.tenant);
  return Promise.all(
    [...new Set(ids)].map(async (id) => {
      const b = await getBooking(principal.tenant, id);
      if (!b) throw new NotFoundError(`booking ${id} does not exist`);
      await requireBookingAccess(staff(principal), b, 'bookings.read');
      return statusRow(b, today);
    }),
  );
}

export interface OpenQuery {
  status?: Array<Exclude<PaymentStatus, 'paid' | 'none'>>;
  dueUntil?: string;
  asset?: string;
  agency?: string;
  checkInFrom?: string;
  checkInTo?: string;
  page: number;
  size: number;
}

/**
 * GET /api/bookings/allBookingsWithOpenPayments: ONE Query of the booking list index (check-in window in the key
 * condition, payable states, asset and agency as a FilterExpression, the caller's visibility ANDed), the open amount
 * computed from each header in the Lambda (docs/decisions.md, "Payments on bookings").
 */
export async function openPayments(principal: Principal, q: OpenQuery): Promise<{ data: PaymentStatusRow[]; more: boolean }> {
  const today = await todayOf(principal.tenant);
  const filter: FilterTerm[] = [
    { field: 'state', op: 'in', value: [...PAYABLE_STATES] },
    { field: 'calculation', op: 'exists', value: true },
    ...bookingVisibility(staff(principal)),
  ];
  if (q.asset) filter.push({ anyOf: [[{ field: 'resort', op: 'eq', value: q.asset }], [{ field: 'vessel', op: 'eq', value: q.asset }]] });
  if (q.agency) filter.push({ field: 'agency', op: 'eq', value: q.agency });
  const match = (b: BookingItem) => {
    const s = paymentSummary(b, today);
    if (money(s.open, s.currency).minor <= 0) return false;
    if (q.status && !q.status.includes(s.status as never)) return false;
    if (q.dueUntil && !(s.next && s.next.due <= q.dueUntil)) return false;
    return true;
  };
  const page = await bookingListPage(
    principal.tenant,
    { filter, from: q.checkInFrom ?? addDays(today, -365), ...(q.checkInTo ? { to: q.checkInTo } : {}), match },
    { offset: (q.page - 1) * q.size, limit: q.size },
  );
  return { data: page.data.map((b) => statusRow(b, today)), more: page.more };
}

/** GET /api/bookings/agency/payments/{agency}: agency users only their own agency (403 otherwise). */
export async function agencyPayments(
  principal: Principal,
  agency: string,
  q: { from?: string; to?: string; onlyOpen?: 'true' | 'false' },
): Promise<{ bookings: PaymentStatusRow[]; payments: LedgerPayment[] }> {
  if (actsForAgencyOnly(staff(principal), 'bookings.read') && principal.agencyId !== agency) throw new ForbiddenError();
  const today = await todayOf(principal.tenant);
  const from = q.from ?? addDays(today, -365);
  const filter: FilterTerm[] = [
    { field: 'agency', op: 'eq', value: agency },
    { field: 'state', op: 'in', value: [...PAYABLE_STATES] },
    ...bookingVisibility(staff(principal)),
  ];
  const open = (b: BookingItem) => q.onlyOpen !== 'true' || money(paymentSummary(b, today).open, b.currency ?? 'EUR').minor > 0;
  const [bookings, ledger] = await Promise.all([
    bookingListPage(principal.tenant, { filter, from, ...(q.to ? { to: q.to } : {}), match: open }, { offset: 0, limit: 500 }),
    queryPayments(principal.tenant, { by: { agency }, from, ...(q.to ? { to: q.to } : {}), size: 500 }),
  ]);
  return { bookings: bookings.data.map((b) => statusRow(b, today)), payments: ledger.items as LedgerPayment[] };
}

/** GET /api/payments/history: the ledger by day (newest first), optionally one source kind. */
export async function paymentHistory(principal: Principal, q: { from?: string; to?: string; kind?: string; size: number; next?: string }) {
  const page = await queryPayments(principal.tenant, {
    ...(q.kind ? { by: { kind: q.kind } } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    size: q.size,
    ...(q.next ? { next: q.next } : {}),
  });
  return { data: page.items as LedgerPayment[], ...(page.next ? { next: page.next } : {}) };
}
