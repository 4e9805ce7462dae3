import { staff, system } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import type { PaymentReview } from '../../../shared/api/payment-provider';
import { todoFlags, type Todo } from '../../../shared/domain/booking/todos';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import type { PaymentReceivedDetail } from '../../../events/payment-events';
import { recordPayment } from '../../booking/index';
import { changeBooking } from '../../booking/index';
import type { PaymentReviewItem, PaymentSessionItem } from '../../data/entities/payment-provider';
import { getPaymentReview, listPaymentReviews, paymentReviewDecided, paymentReviewPut } from '../../data/payment-reviews';
import { getPaymentSession, paymentSessionPaid } from '../../data/payment-sessions';
import { transactWrite } from '../../data/transactions';

/**
 * The review list of provider payments (docs/decisions.md "Payment provider", "The webhook cross-check"): a payment
 * whose amount differs from its checkout session's is not booked but parked here, with a todo for the booking's owner,
 * in ONE change of the booking. An operator accepts it (the payment goes on the booking as it arrived, once) or
 * dismisses it (nothing is booked; the money is returned at the provider's, outside the product).
 */

export const reviewTodoId = (sessionId: string) => `payment-review-${sessionId}`;

const WORDS = {
  en: (r: Pick<PaymentReviewItem, 'amount' | 'currency' | 'expected' | 'reason'>) =>
    `Check online payment: ${r.amount} ${r.currency} arrived, the checkout asked ${r.expected} ${r.currency} (${r.reason === 'partial' ? 'less' : 'more'}); accept or dismiss it under Bank → Payment review`,
  de: (r: Pick<PaymentReviewItem, 'amount' | 'currency' | 'expected' | 'reason'>) =>
    `Online-Zahlung prüfen: ${r.amount} ${r.currency} eingegangen, angefordert waren ${r.expected} ${r.currency} (${r.reason === 'partial' ? 'weniger' : 'mehr'}); unter Bank → Zahlungsprüfung übernehmen oder verwerfen`,
};

/** Parks a payment that differs from its session for review: the item and the owner's todo, once per session. */
export async function parkForReview(detail: PaymentReceivedDetail, session: PaymentSessionItem, reason: 'partial' | 'excess'): Promise<{ parked: boolean }> {
  let parked = false;
  await changeBooking(system(detail.tenant, 'payment-consumer'), session.bookingId, 'solveTodo', async (b, ctx) => {
    // Parked before (a resend, a concurrent delivery that won): nothing more.
    if (await getPaymentReview(detail.tenant, detail.sessionId)) {
      parked = false;
      return { next: {}, unchanged: true };
    }
    const item: PaymentReviewItem = {
      sessionId: detail.sessionId,
      providerEventId: detail.providerEventId,
      provider: detail.provider,
      providerId: detail.providerId,
      bookingId: b.id,
      bookingNo: b.bookingNo,
      ...(b.customerName ? { customerName: b.customerName } : {}),
      amount: detail.amount,
      currency: session.currency,
      expected: session.amount,
      purpose: session.purpose,
      reason,
      ...((detail.email ?? session.customerEmail) ? { email: detail.email ?? session.customerEmail } : {}),
      status: 'open',
      createdAt: ctx.now,
    };
    const today = ctx.now.slice(0, 10);
    const todo: Todo = {
      id: reviewTodoId(detail.sessionId),
      group: 'payment',
      text: WORDS[(b.language ?? 'de').startsWith('en') ? 'en' : 'de'](item),
      due: today,
      open: true,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    const todos = [...(b.todo ?? []).filter((t) => t.id !== todo.id), todo];
    parked = true;
    return { next: { todo: todos, ...todoFlags(todos, today) }, lastAction: 'paymentReview', extra: [paymentReviewPut(detail.tenant, item)] };
  });
  return { parked };
}

const view = (r: PaymentReviewItem): PaymentReview => r;

export async function reviews(principal: Principal, status?: PaymentReviewItem['status']): Promise<{ data: PaymentReview[] }> {
  return { data: (await listPaymentReviews(principal.tenant, status)).map(view) };
}

async function openReview(principal: Principal, sessionId: string): Promise<PaymentReviewItem> {
  const review = await getPaymentReview(principal.tenant, sessionId);
  if (!review) throw new NotFoundError(`No payment under review for checkout session ${sessionId}`);
  if (review.status !== 'open')
    throw new ConflictError(`The payment of checkout session ${sessionId} was ${review.status} on ${review.decidedAt?.slice(0, 10)}`, 'CONFLICT');
  return review;
}

/** Closes the review's todo on the booking (a todo solved or gone already: nothing). */
async function closeTodo(principal: Principal, review: PaymentReviewItem): Promise<void> {
  await changeBooking(staff(principal), review.bookingId, 'solveTodo', (b, ctx) => {
    const id = reviewTodoId(review.sessionId);
    if (!(b.todo ?? []).some((t) => t.id === id && t.open)) return { next: {}, unchanged: true };
    const todos = (b.todo ?? []).map((t) => (t.id === id ? { ...t, open: false, editedBy: principal.userId, updatedAt: ctx.now } : t));
    return { next: { todo: todos, ...todoFlags(todos, ctx.now.slice(0, 10)) } };
  });
}

/** Books the parked payment as it arrived (once: keyed by the session like a matching payment), then solves the todo. */
export async function acceptReview(principal: Principal, sessionId: string): Promise<PaymentReview> {
  const review = await openReview(principal, sessionId);
  const session = await getPaymentSession(sessionId);
  const at = new Date().toISOString();
  const outcome = await recordPayment(staff(principal), review.bookingId, {
    amount: review.amount,
    currency: review.currency,
    method: 'provider',
    source: { kind: 'provider', id: sessionId },
    reference: sessionId,
    text: session?.description ?? `Online payment (${review.purpose})`,
    extra: (payment) => [
      paymentReviewDecided(principal.tenant, sessionId, { status: 'accepted', at, by: principal.userId ?? 'system', paymentId: payment.id }),
      ...(session && session.status !== 'paid' ? [paymentSessionPaid(sessionId, payment.createdAt)] : []),
    ],
  });
  if (!outcome.applied) throw new ConflictError(`A payment of checkout session ${sessionId} is on booking ${outcome.booking.bookingNo} already`, 'CONFLICT');
  await closeTodo(principal, review);
  return view({ ...review, status: 'accepted', decidedAt: at, decidedBy: principal.userId, paymentId: outcome.payment.id });
}

/** Books nothing; the item stays as the record of the decision. */
export async function dismissReview(principal: Principal, sessionId: string): Promise<PaymentReview> {
  const review = await openReview(principal, sessionId);
  const at = new Date().toISOString();
  await transactWrite(
    [paymentReviewDecided(principal.tenant, sessionId, { status: 'dismissed', at, by: principal.userId ?? 'system' })],
    () => `The payment of checkout session ${sessionId} was decided meanwhile`,
  );
  await closeTodo(principal, review);
  return view({ ...review, status: 'dismissed', decidedAt: at, decidedBy: principal.userId });
}
