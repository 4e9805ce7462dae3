import { describe, expect, it } from 'vitest';
import { actionStates, allowedActions, BOOKING_ACTIONS, guard, holdsInventory, transition, type BookingAction, type LifecycleView } from './lifecycle';
import { BOOKING_STATES, type BookingState } from './states';

/**
 * The lifecycle table of docs/booking-states.md, written out again by hand: every (action, state) pair is checked,
 * the allowed ones for their target and every other one for its refusal. `=` keeps the state, `<` goes back to the
 * state before (revert), `-` is refused.
 */
const TABLE = `
action          draft      confirmed  planned    aborted  rebooked  resolved  deleted  freed  splitted  waiting
cancel          aborted    aborted    aborted    =        -         -         -        -      -         aborted
store           confirmed  =          confirmed  -        -         -         -        -      -         confirmed
checkin         -          =          -          -        -         -         -        -      -         -
checkout        -          =          -          -        -         -         -        -      -         -
revert          -          =          -          <        -         <         -        <      -         -
release         resolved   -          resolved   -        -         -         -        -      -         -
free            freed      -          freed      -        -         -         -        -      -         freed
rebook          rebooked   rebooked   rebooked   -        -         -         -        -      -         -
revertRebook    -          -          -          -        <         -         -        -      -         -
move            =          =          =          -        -         -         -        -      -         =
changeRoom      =          =          =          -        -         -         -        -      -         =
changeDates     =          =          =          -        -         -         -        -      -         =
lockRoom        =          =          =          -        -         -         -        -      -         =
unlockRoom      =          =          =          -        -         -         -        -      -         =
changeRooms     =          =          =          -        -         -         -        -      -         =
splitByCustomer splitted   splitted   splitted   -        -         -         -        -      -         -
reference       =          =          =          =        =         =         -        =      =         =
document        =          =          =          =        =         =         -        =      =         =
language        =          =          =          =        =         =         -        =      =         =
agency          =          =          =          -        -         -         -        -      -         =
changeCalculation =        =          =          -        -         -         -        -      -         =
payment         =          =          =          =        =         =         -        =      -         =
onsite          -          =          =          -        -         -         -        -      -         -
removeCancellationFee -    -          -          =        -         -         -        -      -         -
change          =          =          =          -        -         -         -        -      -         =
`;

const [header, ...rows] = TABLE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const states = (header ?? []).slice(1) as BookingState[];
const pairs = rows.flatMap(([action, ...cells]) => states.map((state, i) => ({ action: action as BookingAction, state, cell: cells[i] as string })));

describe('the lifecycle table', () => {
  it('covers every action and every state of spec 2 §4', () => {
    expect(states).toEqual([...BOOKING_STATES]);
    expect(rows.map((r) => r[0])).toEqual([...BOOKING_ACTIONS]);
  });

  it.each(pairs.filter((p) => p.cell !== '-'))('allows $action in $state → $cell', ({ action, state, cell }) => {
    const to = cell === '=' ? state : cell === '<' ? 'planned' : cell;
    expect(transition(state, action, 'planned')).toEqual({ ok: true, to });
  });

  it.each(pairs.filter((p) => p.cell === '-'))('refuses $action in $state, naming both', ({ action, state }) => {
    expect(transition(state, action)).toEqual({ ok: false, reason: `${action} is not allowed for a booking in state ${state}` });
  });

  it('reverts to confirmed when the state before is unknown or not one to go back to', () => {
    expect(transition('aborted', 'revert')).toEqual({ ok: true, to: 'confirmed' });
    expect(transition('freed', 'revert', 'aborted')).toEqual({ ok: true, to: 'confirmed' });
    expect(transition('resolved', 'revert', 'draft')).toEqual({ ok: true, to: 'draft' });
  });

  it('lets only draft, confirmed and planned hold inventory', () => {
    expect(BOOKING_STATES.filter(holdsInventory)).toEqual(['draft', 'confirmed', 'planned']);
  });

  it('answers the table per action for GET actionStates', () => {
    const table = actionStates();
    for (const [action, ...cells] of rows) {
      expect(table[action as BookingAction]).toEqual(states.filter((_, i) => cells[i] !== '-'));
    }
  });
});

describe('the guards beside the state', () => {
  const stay: LifecycleView = { state: 'confirmed', resort: 'r', rooms: [{}] };
  const trip: LifecycleView = { state: 'confirmed', schedule: 's', rooms: [{}] };

  it('checks in once and checks out only after check-in, once', () => {
    expect(guard(stay, 'checkin')).toBeUndefined();
    expect(guard(stay, 'checkout')).toBe('the booking is not checked in');
    const inHouse = { ...stay, checkedInAt: 't' };
    expect(guard(inHouse, 'checkin')).toBe('the booking is already checked in');
    expect(guard(inHouse, 'checkout')).toBeUndefined();
    expect(guard(inHouse, 'cancel')).toBe('the booking is checked in');
    expect(guard({ ...inHouse, checkedOutAt: 't' }, 'checkout')).toBe('the booking is already checked out');
  });

  it('undoes a check-in by revert (the state stays), not a checkout, not a booking never checked in', () => {
    expect(transition('confirmed', 'revert', 'planned')).toEqual({ ok: true, to: 'confirmed' });
    expect(guard({ ...stay, checkedInAt: 't' }, 'revert')).toBeUndefined();
    expect(guard(stay, 'revert')).toBe('the booking is not checked in');
    expect(guard({ ...stay, checkedInAt: 't', checkedOutAt: 't' }, 'revert')).toBe('the booking is checked out');
    expect(guard({ state: 'aborted', rooms: [{}] }, 'revert')).toBeUndefined();
  });

  it('keeps a checked-out booking as it happened: no other rooms, dates or persons, the bill still open', () => {
    const over = { ...stay, checkedInAt: 't', checkedOutAt: 't' };
    for (const action of ['changeRoom', 'changeDates', 'changeRooms', 'lockRoom'] as const) {
      expect(guard(over, action), action).toBe('the booking is checked out');
    }
    expect(guard({ ...over, type: 'trip', schedule: 's' }, 'move')).toBe('the booking is checked out');
    expect(allowedActions(over)).toEqual(['store', 'reference', 'document', 'language', 'agency', 'changeCalculation', 'payment', 'onsite']);
  });

  it('moves trips between schedules and stays between dates, not the other way round', () => {
    expect(guard(trip, 'move')).toBeUndefined();
    expect(guard(stay, 'move')).toBe('only a trip moves to another schedule');
    expect(guard(stay, 'changeDates')).toBeUndefined();
    expect(guard(trip, 'changeDates')).toBe('a trip takes its dates from its schedule');
  });

  it('locks while a room is unlocked, unlocks while one is locked, splits from two customers', () => {
    expect(guard({ ...stay, rooms: [{ locked: true }] }, 'lockRoom')).toBe('every room is locked');
    expect(guard(stay, 'unlockRoom')).toBe('no room is locked');
    expect(guard(stay, 'splitByCustomer')).toBe('the booking has fewer than two customers');
    expect(guard({ ...stay, rooms: [{ customers: [1, 2] }] }, 'splitByCustomer')).toBeUndefined();
  });

  it('lists the actions a booking allows now, for the booking file', () => {
    // The booking file's facts (booking-extras): references, documents, language, agency while open.
    const FACTS = ['reference', 'document', 'language', 'agency'];
    expect(allowedActions(stay)).toEqual([
      'cancel',
      'store',
      'checkin',
      'rebook',
      'changeRoom',
      'changeDates',
      'lockRoom',
      'changeRooms',
      ...FACTS,
      'changeCalculation',
      'payment',
      'onsite',
      'change',
    ]);
    expect(allowedActions({ ...stay, checkedInAt: 't' })).toEqual([
      'store',
      'checkout',
      'revert',
      'changeRoom',
      'changeDates',
      'lockRoom',
      'changeRooms',
      ...FACTS,
      'changeCalculation',
      'payment',
      'onsite',
      'change',
    ]);
    expect(allowedActions({ state: 'aborted', rooms: [{}] })).toEqual([
      'cancel',
      'revert',
      'reference',
      'document',
      'language',
      'payment',
      'removeCancellationFee',
    ]);
    expect(allowedActions({ state: 'deleted', rooms: [{}] })).toEqual([]);
    expect(allowedActions({ state: 'draft', schedule: 's', rooms: [{ locked: true }] })).toEqual([
      'cancel',
      'store',
      'release',
      'free',
      'rebook',
      'move',
      'changeRoom',
      'unlockRoom',
      'changeRooms',
      ...FACTS,
      'changeCalculation',
      'payment',
      'change',
    ]);
    // A checked-out booking is over: its header no longer changes.
    expect(allowedActions({ ...stay, checkedInAt: 't', checkedOutAt: 't' })).not.toContain('change');
  });
});
