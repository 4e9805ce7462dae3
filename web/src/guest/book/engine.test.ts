import { describe, expect, it } from 'vitest';
import { bookPageOf } from './book-path';
import { readUrl, returnUrl, writeUrl, type BookUrlState } from './book-url';
import { canEnter, currentStep, holdOf, initialState, reduce, type Action, type EngineState } from './engine';
import { announcementBetween, canExtend, clockText, holdPhase, secondsLeft } from './hold-clock';

const hold = { id: 'b-1', expiresAt: '2027-03-01T10:15:00.000Z', extensionsLeft: 2 };
const run = (state: EngineState, ...actions: Action[]) => actions.reduce(reduce, state);

describe('the booking pages', () => {
  it('are the four paths, trips or stays, single page or steps, and nothing else', () => {
    expect(bookPageOf('/book/online')).toEqual({ flow: 'trip', layout: 'single' });
    expect(bookPageOf('/book/online-v2/')).toEqual({ flow: 'trip', layout: 'steps' });
    expect(bookPageOf('/book/resort')).toEqual({ flow: 'stay', layout: 'single' });
    expect(bookPageOf('/book/resort-v2')).toEqual({ flow: 'stay', layout: 'steps' });
    for (const other of ['/book', '/book/preview', '/book/online-v3', '/book/online/x', '/guestform/b/t']) expect(bookPageOf(other)).toBeUndefined();
  });
});

describe('the engine: a trip', () => {
  const start = initialState('trip', {});
  const chosen = run(start, { type: 'choose', patch: { tour: 't-1', schedule: 's-1', cabin: 'c-1', pax: 2 } });

  it('opens the steps in order: tour, departure, cabin, guests; a later step asked for too early shows the first open one', () => {
    expect(currentStep(start)).toBe('tour');
    expect(currentStep(run(start, { type: 'goto', step: 'cabin' }))).toBe('tour');
    const s = run(start, { type: 'choose', patch: { tour: 't-1' } }, { type: 'choose', patch: { schedule: 's-1' } });
    expect(currentStep(s)).toBe('cabin');
    expect(canEnter('trip', 'guests', s.choice, s.status)).toBe(false);
    const c = run(s, { type: 'choose', patch: { cabin: 'c-1' } }, { type: 'goto', step: 'departure' });
    expect(currentStep(c)).toBe('departure');
    expect(currentStep(run(c, { type: 'goto', step: 'guests' }))).toBe('guests');
    // Extras and details once the guests are given; the payment only once something is held.
    expect(canEnter('trip', 'extras', c.choice, c.status)).toBe(false);
    expect(canEnter('trip', 'details', chosen.choice, chosen.status)).toBe(true);
    expect(canEnter('trip', 'pay', chosen.choice, chosen.status)).toBe(false);
  });

  it('choosing another departure clears the cabin, the guests and the extras', () => {
    const more = reduce(chosen, { type: 'choose', patch: { extras: [{ id: 'nitrox', qty: 2 }] } });
    const again = reduce(more, { type: 'choose', patch: { schedule: 's-2' } });
    expect(again.choice).toEqual({ tour: 't-1', schedule: 's-2' });
    expect(currentStep(again)).toBe('cabin');
    // Choosing the same again changes nothing.
    expect(reduce(more, { type: 'choose', patch: { schedule: 's-1' } }).choice).toEqual(more.choice);
  });

  it('holds with the details, then only the payment is left: the choices are fixed while held', () => {
    const holding = reduce(chosen, { type: 'holdStarted' });
    expect(holding.status).toBe('holding');
    const held = reduce(holding, { type: 'held', hold: { ...hold, bookingNo: '2027-0042' }, token: 'tok-12345678' });
    expect(held.status).toBe('held');
    expect(held.choice).toMatchObject({ hold: 'b-1', token: 'tok-12345678', no: '2027-0042', until: hold.expiresAt, ext: 2, step: 'pay' });
    expect(holdOf(held.choice)).toEqual(hold);
    expect(currentStep(held)).toBe('pay');
    expect(currentStep(run(held, { type: 'goto', step: 'cabin' }))).toBe('pay');
    expect(reduce(held, { type: 'choose', patch: { cabin: 'c-2' } })).toBe(held);
  });

  it('a refused hold (taken) says so and lets the guest choose again; an extension moves the end', () => {
    const holding = reduce(chosen, { type: 'holdStarted' });
    const taken = reduce(holding, { type: 'holdFailed', taken: true });
    expect(taken).toMatchObject({ status: 'choosing', notice: 'taken' });
    expect(reduce(taken, { type: 'choose', patch: { cabin: 'c-2' } }).notice).toBeUndefined();
    const held = reduce(holding, { type: 'held', hold, token: 'tok-12345678' });
    const longer = { ...hold, expiresAt: '2027-03-01T10:30:00.000Z', extensionsLeft: 1 };
    expect(holdOf(reduce(held, { type: 'extended', hold: longer }).choice)).toEqual(longer);
  });

  it('an expired hold clears the page: choose again keeps the trip, nothing held', () => {
    const held = run(
      start,
      { type: 'choose', patch: { tour: 't-1', schedule: 's-1', cabin: 'c-1', pax: 2, month: '2027-03' } },
      { type: 'held', hold, token: 'tok-12345678' },
    );
    const expired = reduce(held, { type: 'expired' });
    expect(expired.status).toBe('expired');
    const again = reduce(expired, { type: 'restart' });
    expect(again).toEqual({ flow: 'trip', choice: { tour: 't-1', month: '2027-03' }, status: 'choosing' });
    expect(currentStep(again)).toBe('departure');
    // Nothing held: nothing to expire.
    expect(reduce(chosen, { type: 'expired' })).toBe(chosen);
  });

  it('pays: paying, back through success is processing until confirmed (an expiry no longer counts), aborted keeps the hold for pay again', () => {
    const held = run(chosen, { type: 'held', hold, token: 'tok-12345678' });
    const paying = reduce(held, { type: 'payStarted' });
    expect(paying.status).toBe('paying');
    expect(reduce(paying, { type: 'payFailed' }).status).toBe('held');
    const processing = reduce(paying, { type: 'returned', paid: 'success' });
    expect(processing.status).toBe('processing');
    expect(reduce(processing, { type: 'expired' }).status).toBe('processing');
    expect(reduce(processing, { type: 'confirmed' }).status).toBe('confirmed');
    const aborted = reduce(paying, { type: 'returned', paid: 'aborted' });
    expect(aborted).toMatchObject({ status: 'aborted', choice: { hold: 'b-1', step: 'pay' } });
    expect(currentStep(aborted)).toBe('pay');
    expect(reduce(aborted, { type: 'aborted', until: '2027-03-01T10:14:00.000Z' }).choice.until).toBe('2027-03-01T10:14:00.000Z');
    expect(reduce(aborted, { type: 'payStarted' }).status).toBe('paying');
    expect(reduce(aborted, { type: 'expired' }).status).toBe('expired');
  });

  it('starts from the address: a hold is held, back from the provider processing or aborted', () => {
    expect(initialState('trip', { hold: 'b-1', token: 'tok-12345678' }).status).toBe('held');
    expect(initialState('trip', { hold: 'b-1', token: 'tok-12345678', paid: 'success' }).status).toBe('processing');
    expect(initialState('stay', { hold: 'b-1', token: 'tok-12345678', paid: 'aborted' }).status).toBe('aborted');
    expect(initialState('stay', { paid: 'success' }).status).toBe('choosing');
  });
});

describe('the engine: a stay', () => {
  it('opens dates, rooms, guests; new dates clear the room type', () => {
    const s = initialState('stay', {});
    expect(currentStep(s)).toBe('dates');
    const wrong = reduce(s, { type: 'choose', patch: { checkIn: '2027-03-05', checkOut: '2027-03-05' } });
    expect(currentStep(wrong)).toBe('dates');
    const dated = reduce(s, { type: 'choose', patch: { checkIn: '2027-03-05', checkOut: '2027-03-08' } });
    expect(currentStep(dated)).toBe('rooms');
    const typed = reduce(dated, { type: 'choose', patch: { roomType: 'rt-1' } });
    expect(currentStep(typed)).toBe('guests');
    const room = reduce(typed, { type: 'choose', patch: { pax: 2 } });
    expect(currentStep(room)).toBe('details');
    expect(currentStep(reduce(room, { type: 'goto', step: 'extras' }))).toBe('extras');
    expect(reduce(room, { type: 'choose', patch: { checkOut: '2027-03-09' } }).choice).toEqual({ checkIn: '2027-03-05', checkOut: '2027-03-09', pax: 2 });
  });
});

describe('the state in the address', () => {
  const full: BookUrlState = {
    params: { widget: 'blue-lagoon', lang: 'de', tour: 't-1', resort: 'r-coral', vessel: 'v-1', from: '2027-03-01', to: '2027-04-30', currency: 'USD' },
    choice: {
      step: 'pay',
      month: '2027-03',
      tour: 't-1',
      schedule: 's-1',
      cabin: 'c-4',
      checkIn: '2027-03-05',
      checkOut: '2027-03-08',
      roomType: 'rt-2',
      pax: 2,
      genders: 'mf',
      extras: [
        { id: 'nitrox', qty: 1 },
        { id: 'pr-towel', qty: 3 },
      ],
      hold: 'b-123',
      token: 'AbCdEfGh_123-xyz',
      no: '2027-0042',
      until: '2027-03-01T10:15:00.000Z',
      ext: 2,
      paid: 'aborted',
      session: 'cs_local_0123456789abcdef',
    },
  };

  it('round-trips every field', () => {
    expect(readUrl(writeUrl(full))).toEqual(full);
    expect(readUrl(writeUrl({ params: {}, choice: {} }))).toEqual({ params: {}, choice: {} });
    expect(writeUrl({ params: {}, choice: {} })).toBe('');
  });

  it('drops what is malformed: days that do not exist, unknown steps and languages, a hold without its token', () => {
    const s = readUrl(
      '?from=2027-02-30&to=2027-13-01&lang=fr&step=checkout&pax=40&genders=x&currency=usd&hold=b-1&extras=a*0,b,b*2,%3Cx%3E&widget=%3Cscript%3E',
    );
    expect(s).toEqual({ params: { currency: 'USD' }, choice: { extras: [{ id: 'b', qty: 1 }] } });
  });

  it('sends the guest back from the provider to the same page with the whole state, paid and the session placeholder', () => {
    const url = returnUrl(
      'https://book.example.org',
      '/book/online-v2',
      { ...full, choice: { ...full.choice, paid: undefined, session: undefined } },
      'success',
    );
    expect(url.startsWith('https://book.example.org/book/online-v2?widget=blue-lagoon&lang=de')).toBe(true);
    expect(url.endsWith('&paid=success&session_id={CHECKOUT_SESSION_ID}')).toBe(true);
    const back = readUrl(new URL(url.replace('{CHECKOUT_SESSION_ID}', 'cs_local_0123456789abcdef')).search);
    expect(back.choice).toMatchObject({ hold: 'b-123', token: 'AbCdEfGh_123-xyz', step: 'pay', paid: 'success', session: 'cs_local_0123456789abcdef' });
    expect(initialState('trip', back.choice).status).toBe('processing');
  });
});

describe('the hold countdown', () => {
  const at = Date.parse('2027-03-01T10:00:00.000Z');

  it('shows mm:ss, rounded up to the second, never below zero', () => {
    expect(secondsLeft('2027-03-01T10:15:00.000Z', at)).toBe(900);
    expect(secondsLeft('2027-03-01T10:00:00.400Z', at)).toBe(1);
    expect(secondsLeft('2027-03-01T09:59:00.000Z', at)).toBe(0);
    expect(secondsLeft('nonsense', at)).toBe(0);
    expect(clockText(900)).toBe('15:00');
    expect(clockText(61)).toBe('01:01');
    expect(clockText(2700)).toBe('45:00');
    expect(clockText(-3)).toBe('00:00');
  });

  it('announces at 5 and at 1 minute only, the lower one when a tick jumps over both, nothing at 0', () => {
    const heard: number[] = [];
    for (let s = 900; s > 0; s--) {
      const due = announcementBetween(s, s - 1);
      if (due) heard.push(due);
    }
    expect(heard).toEqual([300, 60]);
    expect(announcementBetween(400, 30)).toBe(60);
    expect(announcementBetween(240, 200)).toBeUndefined();
    expect(announcementBetween(70, 0)).toBeUndefined();
  });

  it('turns to ending in the last minute and expired at 0; extend only while extensions are left and time remains', () => {
    expect([holdPhase(61), holdPhase(60), holdPhase(0)]).toEqual(['running', 'ending', 'expired']);
    expect(canExtend(hold, 10)).toBe(true);
    expect(canExtend({ ...hold, extensionsLeft: 0 }, 10)).toBe(false);
    expect(canExtend(hold, 0)).toBe(false);
  });
});
