import { describe, expect, it } from 'vitest';
import type { BookingItem } from '../../data/entities/booking';
import type { MailAccount } from '../../../shared/domain/mail/account';
import { answersFacts, bookingFacts, bookingOfFormsPartition, failedPaymentFacts, mailAccountFacts } from './facts';
import { feedItemId } from './fan-out';

const booking = (patch: Partial<BookingItem> = {}): BookingItem =>
  ({
    id: 'b1',
    bookingNo: 7,
    state: 'confirmed',
    rooms: [],
    version: 1,
    createdAt: '2027-01-01T10:00:00.000Z',
    updatedAt: '2027-01-01T10:00:00.000Z',
    resort: 'rs-1',
    ...patch,
  }) as BookingItem;
const paid = (id: string, amount: string, createdAt: string) => ({
  id,
  key: `manual:${id}`,
  amount,
  paidAmount: amount,
  paidCurrency: 'EUR',
  rate: '1',
  date: createdAt.slice(0, 10),
  method: 'cash' as const,
  source: { kind: 'manual' as const, id },
  createdAt,
});

describe('the facts a change tells', () => {
  it('a booking: online once confirmed, an agency’s on creation, each new payment, the option freed; nothing for a split-off part', () => {
    expect(bookingFacts(undefined, booking({ source: 'online' })).map((f) => [f.kind, f.id, f.asset])).toEqual([
      ['booking.online', 'booking:b1', { type: 'resort', ref: 'rs-1' }],
    ]);
    // An online hold (a draft until its guest pays) is no news; its confirmation is, once.
    const hold = booking({ source: 'online', state: 'draft' });
    expect(bookingFacts(undefined, hold)).toEqual([]);
    const confirmed = booking({ source: 'online', state: 'confirmed', updatedAt: '2027-01-02T10:00:00.000Z' });
    expect(bookingFacts(hold, confirmed).map((f) => [f.kind, f.id, f.at])).toEqual([['booking.online', 'booking:b1', '2027-01-02T10:00:00.000Z']]);
    expect(bookingFacts(confirmed, { ...confirmed, updatedAt: '2027-01-03T00:00:00.000Z' })).toEqual([]);
    expect(bookingFacts(undefined, booking({ agency: 'ag' })).map((f) => f.kind)).toEqual(['booking.agency']);
    expect(bookingFacts(undefined, booking())).toEqual([]);
    const before = booking({ received: [paid('p1', '5.00', '2027-01-02T00:00:00.000Z')] });
    const after = booking({ received: [...before.received!, paid('p2', '7.00', '2027-01-03T00:00:00.000Z'), paid('p3', '-1.00', '2027-01-03T00:00:00.000Z')] });
    expect(bookingFacts(before, after).map((f) => [f.kind, f.id, f.params.amount])).toEqual([['payment.received', 'payment:b1:p2', '7.00']]);
    expect(bookingFacts(booking(), booking({ expiredOption: '2027-01-05' })).map((f) => [f.kind, f.params.date])).toEqual([['option.expired', '2027-01-05']]);
    const split = booking({ splitFrom: 'b0', agency: 'ag', received: [paid('p1', '5.00', '2026-12-01T00:00:00.000Z')] });
    expect(bookingFacts(undefined, split)).toEqual([]);
  });

  it('guest-form answers: submitted once, the physician flag its own kind; a standalone form links to the board', () => {
    const draft = {
      form: 'f',
      guest: 'lead',
      version: 1,
      state: 'draft' as const,
      answers: {},
      lang: 'en' as const,
      flags: [],
      updatedAt: 'x',
      signatures: [],
    };
    const done = { ...draft, state: 'submitted' as const, submittedAt: '2027-01-01T00:00:00.000Z' };
    expect(answersFacts(draft, done, { partition: 'T#t#GUESTFORMS#b1', booking: booking() }).map((f) => [f.kind, f.target])).toEqual([
      ['form.completed', { type: 'booking', id: 'b1' }],
    ]);
    expect(answersFacts(done, done, { partition: 'T#t#GUESTFORMS#b1' })).toEqual([]);
    expect(answersFacts(undefined, { ...done, flags: ['physician'] }, { partition: 'T#t#GUESTFORMS#S-l1' }).map((f) => [f.kind, f.target])).toEqual([
      ['form.physician', { type: 'forms' }],
    ]);
    expect(bookingOfFormsPartition('T#t#GUESTFORMS#S-l1')).toBeUndefined();
  });

  it("a provider's failed checkout; the same fact is the same item id, ordered by its time", () => {
    expect(failedPaymentFacts('evt', { type: 'checkout.session.completed', receivedAt: 'x' }, {})).toEqual([]);
    expect(failedPaymentFacts('evt', { type: 'payment_intent.payment_failed', receivedAt: '2027-01-01T00:00:00.000Z' }, {})[0]?.kind).toBe('payment.failed');
    const a = feedItemId({ id: 'payment:b1:p1', at: '2027-01-01T00:00:00.000Z' });
    expect(feedItemId({ id: 'payment:b1:p1', at: '2027-01-01T00:00:00.000Z' })).toBe(a);
    expect(feedItemId({ id: 'payment:b1:p2', at: '2027-01-01T00:00:00.000Z' })).not.toBe(a);
    expect(feedItemId({ id: 'payment:b1:p0', at: '2027-01-02T00:00:00.000Z' }) > a).toBe(true);
    expect(a).toMatch(/^[a-z0-9]+$/);
  });
});

describe('mail account facts', () => {
  const account = (health: MailAccount['health']): MailAccount => ({
    id: 'ma-1',
    kind: 'smtp',
    name: 'Office',
    fromAddress: 'o@x.test',
    sending: true,
    passwordSet: true,
    connected: false,
    health,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  });
  const sick = (incident: string, message = 'refused') =>
    account({ state: 'unhealthy', incident, unhealthySince: incident, lastError: { at: incident, operation: 'send', message, code: 'auth' } });

  it('tells a new incident once: not a later failure of the same spell, again after it was healthy in between', () => {
    const healthy = account({ state: 'healthy' });
    const first = mailAccountFacts(healthy, sick('2026-02-01T10:00:00.000Z'));
    expect(first).toEqual([
      {
        id: 'mail.accountUnhealthy:ma-1:2026-02-01T10:00:00.000Z',
        kind: 'mail.accountUnhealthy',
        at: '2026-02-01T10:00:00.000Z',
        params: { account: 'Office', error: 'refused' },
        target: { type: 'mailaccount' },
      },
    ]);
    expect(mailAccountFacts(sick('2026-02-01T10:00:00.000Z'), sick('2026-02-01T10:00:00.000Z', 'refused again'))).toEqual([]);
    expect(mailAccountFacts(healthy, healthy)).toEqual([]);
    expect(mailAccountFacts(undefined, sick('2026-02-02T10:00:00.000Z'))).toHaveLength(1);
    expect(mailAccountFacts(sick('2026-02-01T10:00:00.000Z'), undefined)).toEqual([]);
  });
});
