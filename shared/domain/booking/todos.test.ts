import { describe, expect, it } from 'vitest';
import {
  addDays,
  dueDate,
  isOverdue,
  offeredTodo,
  todoFlags,
  todosAfterChange,
  todosFollowingDates,
  todosFromRules,
  toggleTodo,
  type Todo,
  type TodoBookingView,
} from './todos';

const NOW = '2027-03-01T09:00:00.000Z';
const booking: TodoBookingView = {
  state: 'confirmed',
  createdAt: '2027-02-20T10:00:00.000Z',
  bookingDate: '2027-02-21',
  checkIn: '2027-05-10',
  checkOut: '2027-05-17',
};
const rule = (id: string, calcType: 'afterBooking' | 'beforeArrival' | 'afterArrival' | 'beforeDeparture' | 'fixed', value = 0, extra = {}) => ({
  id,
  text: `Rule ${id}`,
  closeOnAbort: false,
  active: true,
  rule: { calcType, value, ...extra },
  ...extra,
});

describe('todo due dates', () => {
  it.each([
    ['afterBooking', 3, undefined, '2027-02-24'],
    ['beforeArrival', 14, undefined, '2027-04-26'],
    ['afterArrival', 1, undefined, '2027-05-11'],
    ['beforeDeparture', 2, undefined, '2027-05-15'],
    ['fixed', 0, '2027-04-01', '2027-04-01'],
  ] as const)('%s %i days → %s', (calcType, value, date, due) => {
    expect(dueDate({ calcType, value, ...(date ? { date } : {}) }, booking)).toBe(due);
  });

  it('falls back to the booking date (or the creation day) without arrival, departure or fixed date', () => {
    const bare = { state: 'confirmed' as const, createdAt: '2027-02-20T23:30:00.000Z' };
    expect(dueDate({ calcType: 'beforeArrival', value: 5 }, bare)).toBe('2027-02-15');
    expect(dueDate({ calcType: 'beforeDeparture', value: 1 }, { ...bare, checkIn: '2027-06-01' })).toBe('2027-05-31');
    expect(dueDate({ calcType: 'fixed', value: 0 }, { ...bare, bookingDate: '2027-02-22' })).toBe('2027-02-22');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('rules → todos', () => {
  it('gives one open todo per active rule the booking does not have yet', () => {
    const rules = [rule('r1', 'afterBooking', 3), rule('r2', 'beforeArrival', 14), { ...rule('r3', 'fixed'), active: false }];
    const first = todosFromRules(rules, booking, NOW);
    expect(first.map((t) => [t.definition, t.due, t.open])).toEqual([
      ['r1', '2027-02-24', true],
      ['r2', '2027-04-26', true],
    ]);
    expect(todosFromRules(rules, { ...booking, todo: first }, NOW)).toEqual([]);
  });

  it('adds the rules on confirm only, closes closeOnAbort todos on cancel and free, and the offer todo once not waiting', () => {
    const rules = [{ ...rule('r1', 'afterBooking', 3), closeOnAbort: true }, rule('r2', 'afterArrival', 0)];
    const confirmed = todosAfterChange('draft', { ...booking, todo: [] }, rules, NOW);
    expect(confirmed).toHaveLength(2);
    expect(todosAfterChange('confirmed', { ...booking, todo: [] }, rules, NOW)).toEqual([]);
    for (const state of ['aborted', 'freed'] as const) {
      const after = todosAfterChange('confirmed', { ...booking, state, todo: confirmed }, rules, NOW);
      expect(after.map((t) => [t.definition, t.open, t.editedBy])).toEqual([
        ['r1', false, 'system'],
        ['r2', true, undefined],
      ]);
    }
    const offered = offeredTodo(NOW, 'Can be confirmed now');
    expect(todosAfterChange('waiting', { ...booking, state: 'waiting', todo: [offered] }, rules, NOW)[0]?.open).toBe(true);
    expect(todosAfterChange('waiting', { ...booking, state: 'confirmed', todo: [offered] }, [], NOW)[0]?.open).toBe(false);
  });
});

describe('todosFollowingDates', () => {
  it('moves the todos of date-relative rules to the new dates; manual, predefined, after-booking, fixed and orphaned todos stay', () => {
    const rules = [
      rule('arr', 'beforeArrival', 14),
      rule('dep', 'beforeDeparture', 2),
      rule('bk', 'afterBooking', 3),
      rule('fx', 'fixed', 0, { date: '2027-04-01' }),
    ];
    const made = todosFromRules(rules, booking, NOW);
    const manual: Todo = { id: 'm1', text: 'Call the guest', due: '2027-04-20', open: true, createdAt: NOW, updatedAt: NOW };
    const orphan: Todo = { id: 'td-gone', text: 'Rule deleted', due: '2027-04-21', open: true, definition: 'gone', createdAt: NOW, updatedAt: NOW };
    const solved = made.map((t) => (t.definition === 'dep' ? { ...t, open: false } : t));
    const later = '2027-03-02T08:00:00.000Z';
    // Check-in 10.05. → 10.06., check-out 17.05. → 20.06.
    const moved = todosFollowingDates(
      [...solved, manual, orphan, offeredTodo(NOW, 'x')],
      rules,
      { ...booking, checkIn: '2027-06-10', checkOut: '2027-06-20' },
      later,
    );
    expect(moved.map((t) => [t.definition ?? t.id, t.due, t.open])).toEqual([
      ['bk', '2027-02-24', true],
      ['fx', '2027-04-01', true],
      // 14 days before 10.06. = 27.05.; 2 days before 20.06. = 18.06. (solved, moved alike)
      ['arr', '2027-05-27', true],
      ['dep', '2027-06-18', false],
      ['m1', '2027-04-20', true],
      ['gone', '2027-04-21', true],
      ['td-offered', NOW.slice(0, 10), true],
    ]);
    expect(moved.find((t) => t.definition === 'arr')?.updatedAt).toBe(later);
    expect(moved.find((t) => t.definition === 'bk')?.updatedAt).toBe(NOW);
  });

  it('answers the same list when no date moves a todo', () => {
    const todos = todosFromRules([rule('bk', 'afterBooking', 3)], booking, NOW);
    expect(todosFollowingDates(todos, [rule('bk', 'afterBooking', 3)], { ...booking, checkIn: '2027-06-10' }, NOW)).toBe(todos);
  });
});

describe('solving and flags', () => {
  const todo = (id: string, due: string, open = true): Todo => ({ id, text: id, due, open, createdAt: NOW, updatedAt: NOW });

  it('toggles one todo, naming who and when; an unknown todo is undefined', () => {
    const later = '2027-03-02T10:00:00.000Z';
    const solved = toggleTodo([todo('a', '2027-03-05'), todo('b', '2027-03-06')], 'a', 'u1', later);
    expect(solved?.[0]).toMatchObject({ open: false, editedBy: 'u1', updatedAt: later });
    expect(solved?.[1]?.open).toBe(true);
    expect(toggleTodo(solved ?? [], 'a', 'u2', later)?.[0]).toMatchObject({ open: true, editedBy: 'u2' });
    expect(toggleTodo([], 'a', 'u1', later)).toBeUndefined();
  });

  it.each([
    [[], false, false],
    [[todo('a', '2027-03-01')], true, false],
    [[todo('a', '2027-02-28')], true, true],
    [[todo('a', '2027-02-28', false), todo('b', '2027-03-09')], true, false],
    [[todo('a', '2027-02-28', false)], false, false],
  ])('flags of %j on 2027-03-01: open %s, exceeded %s', (todos, open, exceeded) => {
    expect(todoFlags(todos, '2027-03-01')).toEqual({ hasOpenTodos: open, hasExceededDueDate: exceeded });
  });

  it('is overdue only while open and after its due day', () => {
    expect(isOverdue({ open: true, due: '2027-02-28' }, '2027-03-01')).toBe(true);
    expect(isOverdue({ open: true, due: '2027-03-01' }, '2027-03-01')).toBe(false);
    expect(isOverdue({ open: false, due: '2027-02-01' }, '2027-03-01')).toBe(false);
  });
});
