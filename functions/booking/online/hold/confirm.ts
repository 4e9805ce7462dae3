import { actorPrincipal, system } from '../../../../shared/auth/actor';
import { mailDate, mailLocale } from '../../../../shared/domain/mail/mail';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { todoFlags, type Todo } from '../../../../shared/domain/booking/todos';
import { format, money } from '../../../../shared/domain/money';
import { AppError } from '../../../../shared/errors';
import { getBooking } from '../../../data/bookings';
import { putOnlineLinks } from '../../../data/online-links';
import type { BookingItem } from '../../../data/entities/booking';
import { read } from '../../../data/readers';
import { getTenant } from '../../../data/tenants';
import { requestMail } from '../../../messaging/index';
import { outboxPut } from '../../../data/outbox';
import { OnlineBookingConfirmed } from '../../../../events/booking-events';
import { applyBookingChange } from '../../bookings/lifecycle/apply';

/**
 * An online hold becomes a booking only by the verified webhook's payment (issue 25; docs/decisions/online-holds.md):
 * the payment-received consumer records the payment (finance), then calls this. A paid hold is confirmed (`store`, as
 * the system's payment job) with the staff's todo and the OnlineBookingConfirmed event in the SAME transaction; that
 * event's consumer mails the confirmation (booking, invoice link, each guest's form link) once per booking. A payment that arrives after the hold was
 * released places the booking again when its units are still free (revert, then confirm), else it is left for a
 * refund: the booking stays freed with the payment on it, flagged `late: refund-review` with an open todo.
 * Every step reads the booking first, so a retried or replayed delivery changes nothing.
 */

/** What the confirmation mail links to, made by the areas that own them (finance's invoice, the forms' links). */
export interface ConfirmationLinks {
  invoice: (tenant: string, bookingId: string) => Promise<{ number: string; url: string }>;
  forms: (tenant: string, booking: BookingItem) => Promise<{ guest: string; name: string; url: string }[]>;
}

const MAIL_PURPOSE = 'online-confirmation';

export type ConfirmOutcome = 'confirmed' | 'placed' | 'refund-review' | 'skipped';

const job = (tenant: string) => actorPrincipal(system(tenant, 'payment-consumer'));
const paidOnline = (b: BookingItem) => (b.received ?? []).some((p) => p.source.kind === 'provider' && money(p.amount, b.currency ?? 'EUR').minor > 0);
const isTaken = (err: unknown) => err instanceof AppError && err.statusCode === 409 && err.message === 'ROOM_NOT_AVAILABLE';

/** The staff's notification of a new online booking: an open todo on it (the dashboard's todo list shows it). */
export const ONLINE_TODO_ID = 'online-booking';
const REFUND_TODO_ID = 'online-refund-review';

function withTodo(b: BookingItem, todo: Omit<Todo, 'createdAt' | 'updatedAt'>, now: string): Pick<BookingItem, 'todo' | 'hasOpenTodos' | 'hasExceededDueDate'> {
  const list = [...(b.todo ?? []).filter((t) => t.id !== todo.id), { ...todo, createdAt: now, updatedAt: now } as Todo];
  return { todo: list, ...todoFlags(list, now.slice(0, 10)) };
}

/** A late payment whose units were taken meanwhile: flagged for a refund, the booking left freed. */
async function flagRefund(tenant: string, id: string): Promise<ConfirmOutcome> {
  await applyBookingChange(job(tenant), id, 'solveTodo', (b, ctx) => {
    if (!b.online || b.online.late === 'refund-review') return { next: {}, unchanged: true };
    const todo = withTodo(
      b,
      {
        id: REFUND_TODO_ID,
        group: 'payment',
        text: `Online payment arrived after the hold of booking ${b.bookingNo} expired and its units were taken: refund it`,
        due: ctx.now.slice(0, 10),
        open: true,
      },
      ctx.now,
    );
    return { next: { online: { ...b.online, late: 'refund-review' }, ...todo }, lastAction: 'onlineRefundReview' };
  });
  return 'refund-review';
}

/**
 * The guest's confirmation mail of a confirmed online booking (the online-confirmation consumer, fed by the
 * OnlineBookingConfirmed event of the confirming transaction): sent once per booking (its key), whatever the
 * deliveries. 'skipped' for a booking not confirmed online, or without a lead's address.
 */
export async function mailOnlineConfirmation(tenant: string, id: string, links: ConfirmationLinks): Promise<'requested' | 'skipped'> {
  const b = await getBooking(tenant, id);
  if (!b?.online?.confirmedAt || b.state !== 'confirmed') return 'skipped';
  const mail = await mailOf(tenant, b, links);
  if (!mail) return 'skipped';
  // What the mail names, the guest's confirmation page shows (own-view.ts): kept before the mail is requested.
  const { links: named, ...request } = mail;
  await putOnlineLinks(tenant, b.id, named);
  await requestMail(tenant, request);
  return 'requested';
}

async function mailOf(tenant: string, b: BookingItem, links: ConfirmationLinks) {
  const lead = b.customer ? await read.customers.get(tenant, b.customer) : null;
  const to = lead?.contact.email;
  if (!to) return undefined;
  const [invoice, forms, company, asset] = await Promise.all([
    links.invoice(tenant, b.id),
    links.forms(tenant, b),
    getTenant(tenant),
    b.resort ? read.resorts.get(tenant, b.resort) : b.tour ? read.tours.get(tenant, b.tour) : Promise.resolve(null),
  ]);
  const locale = mailLocale(b.language);
  const currency = b.currency ?? 'EUR';
  const show = (amount: string) => format(money(amount, currency), locale === 'de' ? 'de-DE' : 'en-GB');
  const summary = paymentSummary(b, new Date().toISOString().slice(0, 10));
  return {
    to: [to],
    locale,
    template: { builtIn: 'booking.onlineConfirmed' as const },
    params: {
      company: company?.name ?? '',
      name: lead?.masterData.firstName ?? '',
      bookingNo: b.bookingNo,
      what: (asset as { name?: string } | null)?.name ?? '',
      from: mailDate(b.checkIn),
      to: mailDate(b.checkOut),
      guests: b.noOfPax ?? b.rooms.reduce((n, r) => n + r.noOfPax, 0),
      total: show(summary.total),
      paid: show(summary.paid),
      invoice: `${invoice.number}: ${invoice.url}`,
      forms: forms.map((f) => `- ${f.name}: ${f.url}`).join('\n'),
    },
    purpose: MAIL_PURPOSE,
    key: `${MAIL_PURPOSE}:${b.id}`,
    links: { invoiceUrl: invoice.url, forms },
  };
}

/** After a provider payment on booking `id`: confirm its online hold, place it again, or flag the payment for a refund. */
export async function confirmOnlineHold(tenant: string, id: string): Promise<ConfirmOutcome> {
  let b = await getBooking(tenant, id);
  if (!b?.online || !paidOnline(b)) return 'skipped';
  let placed = false;
  if (b.state === 'freed' && b.online.late === undefined) {
    try {
      b = await applyBookingChange(job(tenant), id, 'revert', (cur) =>
        cur.state === 'freed' && cur.online
          ? { next: { previousState: undefined, freedDate: undefined, online: { ...cur.online, late: 'placed' } }, lastAction: 'onlinePaidLate' }
          : { next: {}, unchanged: true },
      );
      placed = true;
    } catch (err) {
      if (isTaken(err)) return flagRefund(tenant, id);
      throw err;
    }
  }
  if (b.state !== 'draft') return b.online?.late === 'refund-review' ? 'refund-review' : 'skipped';
  await applyBookingChange(job(tenant), id, 'store', (cur, ctx) => {
    if (cur.state !== 'draft' || !cur.online) return { next: {}, unchanged: true };
    const todo = withTodo(
      cur,
      {
        id: ONLINE_TODO_ID,
        group: 'online',
        text: `New online booking ${cur.bookingNo}${cur.customerName ? ` (${cur.customerName})` : ''}: paid and confirmed`,
        due: ctx.now.slice(0, 10),
        open: true,
      },
      ctx.now,
    );
    // The mail's event in the confirming transaction: confirmed once, mailed once (the consumer's key).
    const widget = cur.online.widget
      ? { widget: cur.online.widget, revenueMinor: money(paymentSummary(cur, ctx.now.slice(0, 10)).total, cur.currency ?? 'EUR').minor }
      : {};
    const confirmed = outboxPut(ctx.tenant, OnlineBookingConfirmed, { bookingId: cur.id, bookingNo: cur.bookingNo, ...widget }, new Date(ctx.now));
    return { next: { online: { ...cur.online, confirmedAt: ctx.now }, ...todo }, lastAction: 'onlineConfirmed', extra: [confirmed] };
  });
  return placed ? 'placed' : 'confirmed';
}
