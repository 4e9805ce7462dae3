import { actorPrincipal, system } from '../../../shared/auth/actor';
import { todoFlags } from '../../../shared/domain/booking/todos';
import { nextReminder, TODO_STEP } from '../../../shared/domain/forms/reminders';
import { applyBookingChange } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { loadFormsContext } from '../guest/context';
import { incompleteOf, LIVE, sendReminders, stepsOf, zoneOf, type Incomplete, type ReminderOutcome } from './reminders';
import { deleteReminderSchedule, putReminderSchedule } from './schedules';

/**
 * The scheduled side of the reminders (docs/decisions/forms.md "Reminders"), for the event consumers only: the
 * booking's job and the operator's todos (the staff's Lambda sends a step with reminders.ts and needs neither, so
 * its bundle carries no scheduler and no booking change primitive).
 */

/** Puts the job of the booking's next step, or removes it (not live, no arrival, no forms, all complete, none left). */
export async function syncReminderSchedule(tenant: string, bookingId: string, now = new Date()): Promise<'scheduled' | 'removed'> {
  const b = await getBooking(tenant, bookingId);
  const ctx = b && LIVE.has(b.state) && b.checkIn ? await loadFormsContext(tenant, bookingId, b) : null;
  const next =
    ctx && ctx.stored.forms.length > 0 && incompleteOf(ctx).length > 0
      ? nextReminder(b!.checkIn!, await stepsOf(tenant), await zoneOf(tenant), now)
      : undefined;
  if (!next) {
    await deleteReminderSchedule(tenant, bookingId);
    return 'removed';
  }
  await putReminderSchedule(tenant, bookingId, b!.checkIn!, next.step, next.dueAt);
  return 'scheduled';
}

/**
 * A step as the job fires it: the mails (once each), and on the day before arrival a todo per incomplete guest.
 */
export async function runStep(tenant: string, bookingId: string, arrival: string, step: number, now: Date): Promise<ReminderOutcome & { todos: number }> {
  const result = await sendReminders(tenant, bookingId, arrival, step, { now });
  const todos = result.outcome === 'sent' && step === TODO_STEP ? await missingTodos(tenant, bookingId, result.incomplete, arrival, now) : 0;
  return { ...result, todos };
}

/** The todo id of an incomplete guest (one per guest and arrival, so a second firing adds none). */
export const missingTodoId = (guest: string, arrival: string) => `guestform-${guest}-${arrival}`;

async function missingTodos(tenant: string, bookingId: string, missing: Incomplete[], arrival: string, now: Date) {
  if (missing.length === 0) return 0;
  let added = 0;
  const today = now.toISOString().slice(0, 10);
  await applyBookingChange(actorPrincipal(system(tenant, 'guestform-reminder')), bookingId, 'solveTodo', (cur, ctx) => {
    const have = new Set((cur.todo ?? []).map((t) => t.id));
    const fresh = missing
      .filter((m) => !have.has(missingTodoId(m.key, arrival)))
      .map((m) => ({
        id: missingTodoId(m.key, arrival),
        group: 'guestform',
        text: `Guest forms not complete: ${m.name ?? m.key} (${m.missing.join(', ')})`,
        due: today,
        open: true,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      }));
    added = fresh.length;
    if (fresh.length === 0) return { next: {}, unchanged: true };
    const todo = [...(cur.todo ?? []), ...fresh];
    return { next: { todo, ...todoFlags(todo, today) }, lastAction: 'guestformTodo' };
  });
  return added;
}

/** After a step: the job of the next one (or none). */
export async function afterStep(tenant: string, bookingId: string, now: Date): Promise<'scheduled' | 'removed'> {
  return syncReminderSchedule(tenant, bookingId, now);
}
