import { describe, expect, it } from 'vitest';
import { decide, dueAt, mismatch, ZMailSchedule, type MailSchedule, type ScheduledBooking } from './schedule';

const rule = (over: Record<string, unknown> = {}): MailSchedule => ({ id: 'ms-1', ...ZMailSchedule.parse({ name: 'r', ...over }) });
const booking = (over: Partial<ScheduledBooking> = {}): ScheduledBooking => ({
  id: 'b1',
  state: 'confirmed',
  createdAt: '2027-01-01T10:00:00.000Z',
  checkIn: '2027-04-01',
  checkOut: '2027-04-08',
  ...over,
});
const BERLIN = 'Europe/Berlin';

describe('a mail schedule rule', () => {
  it('is due at its local time on the day before or after the anchor, across a change of daylight saving', () => {
    // 7 days before 1 April 2027 is 25 March (CET, +01:00); 09:00 stays 09:00 after the change on 28 March.
    expect(dueAt(rule(), booking(), BERLIN)).toBe('2027-03-25T08:00:00.000Z');
    expect(dueAt(rule({ offsetDays: 0, time: '09:30' }), booking(), BERLIN)).toBe('2027-04-01T07:30:00.000Z');
    expect(dueAt(rule({ anchor: 'departure', offsetDays: 2 }), booking(), BERLIN)).toBe('2027-04-10T07:00:00.000Z');
    // The booking date is the local day of its creation.
    expect(dueAt(rule({ anchor: 'bookingDate', offsetDays: 1 }), booking({ createdAt: '2027-01-01T23:30:00.000Z' }), BERLIN)).toBe('2027-01-03T08:00:00.000Z');
    expect(dueAt(rule({ anchor: 'optionExpiry' }), booking(), BERLIN)).toBeUndefined();
    const ms = {
      payments: [
        { text: 'Rest', amount: '1', due: '2027-03-01', type: 'rest' },
        { text: 'Deposit', amount: '1', due: '2027-02-01', type: 'deposit' },
      ],
    };
    expect(dueAt(rule({ anchor: 'milestone', offsetDays: -3 }), booking(ms), BERLIN)).toBe('2027-01-29T08:00:00.000Z');
    expect(dueAt(rule({ anchor: 'milestone', milestone: 'rest', offsetDays: 0 }), booking(ms), BERLIN)).toBe('2027-03-01T08:00:00.000Z');
  });

  it('applies only to the bookings its filters match; cancelled ones never unless named', () => {
    const today = '2027-01-02';
    expect(mismatch(rule(), booking(), today)).toBeUndefined();
    expect(mismatch(rule(), booking({ state: 'aborted' }), today)).toBe('state');
    expect(mismatch(rule({ states: ['aborted'] }), booking({ state: 'aborted' }), today)).toBeUndefined();
    expect(mismatch(rule({ assets: ['rs-2'] }), booking({ resort: 'rs-1' }), today)).toBe('asset');
    expect(mismatch(rule({ languages: ['en'] }), booking({ language: 'de' }), today)).toBe('language');
    expect(mismatch(rule({ agencies: ['a-1'] }), booking(), today)).toBe('agency');
    expect(mismatch(rule({ active: false }), booking(), today)).toBe('inactive');
    const owing = {
      currency: 'EUR',
      calculation: [
        { sort: 1, type: 't', customerType: 'Adult', text: 'x', amount: 1, price: '10.00', total: '10.00', editable: true, deletable: true, unique: false },
      ],
    };
    expect(mismatch(rule({ paid: 'unpaid' }), booking(owing), today)).toBeUndefined();
    expect(mismatch(rule({ paid: 'paid' }), booking(owing), today)).toBe('paid');
  });

  it('waits for its moment, catches up a booking made after it only when asked, and keeps a due plan due', () => {
    const now = new Date('2027-03-28T12:00:00.000Z');
    expect(decide(rule(), booking({ checkIn: '2027-04-10' }), BERLIN, now)).toEqual({ kind: 'wait', at: '2027-04-03T07:00:00.000Z' });
    const late = booking({ createdAt: '2027-03-28T11:00:00.000Z' });
    expect(decide(rule({ catchUp: 'send' }), late, BERLIN, now)).toEqual({ kind: 'now', at: now.toISOString() });
    expect(decide(rule({ catchUp: 'skip' }), late, BERLIN, now)).toMatchObject({ kind: 'none', why: 'past' });
    // Made before the moment, planned before: its plan stays due; never planned (a rule made later): nothing.
    expect(decide(rule(), booking(), BERLIN, now, { at: '2027-03-25T08:00:00.000Z' })).toEqual({ kind: 'now', at: '2027-03-25T08:00:00.000Z' });
    expect(decide(rule({ catchUp: 'send' }), booking(), BERLIN, now)).toMatchObject({ kind: 'none' });
    // Moved behind now while waiting: caught up (send) or dropped (skip).
    expect(decide(rule({ catchUp: 'send' }), booking(), BERLIN, now, { at: '2027-04-03T07:00:00.000Z' })).toEqual({ kind: 'now', at: now.toISOString() });
    expect(decide(rule(), booking(), BERLIN, now, { at: '2027-04-03T07:00:00.000Z' })).toMatchObject({ kind: 'none' });
    expect(decide(rule(), booking({ state: 'aborted', checkIn: '2027-04-10' }), BERLIN, now)).toEqual({ kind: 'none', why: 'state' });
  });
});
