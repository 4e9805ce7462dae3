import { addDays } from '../../calendar-date';

/**
 * When a booking's guest-form reminders go (docs/decisions/forms.md "Reminders"), pure: the steps are days before
 * arrival; a step is due at REMINDER_HOUR on its day in the tenant's zone. The setting `reminderDays` (spec 2,
 * settings group `guestform`, default 14) is the first step; the steps after it are 7, 3 and 1 day before arrival
 * (those below it), so the default gives 14, 7, 3, 1. 0 turns the reminders (and the operator's todo) off.
 */
export const REMINDER_LADDER = [7, 3, 1] as const;
/** The local hour a step is due at. */
export const REMINDER_HOUR = 9;
/** The step on whose day the operator gets a todo per incomplete guest: the day before arrival. */
export const TODO_STEP = 1;

/** The steps (days before arrival, largest first) for the setting `reminderDays`. */
export function reminderSteps(reminderDays: number): number[] {
  if (reminderDays < 1) return [];
  return [...new Set([reminderDays, ...REMINDER_LADDER.filter((d) => d < reminderDays), TODO_STEP])].sort((a, b) => b - a);
}

/** The zone's offset (ms, local minus UTC) at an instant. */
function offsetAt(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - instant;
}

/** The instant (ISO, UTC) of a wall time `hour`:00 on `date` in `zone`. */
export function zonedInstant(date: string, hour: number, zone: string): string {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  const first = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, first)).toISOString();
}

/** When a step is due: REMINDER_HOUR on the day `step` days before `arrival`, in the tenant's zone. */
export const stepDueAt = (arrival: string, step: number, zone: string): string => zonedInstant(addDays(arrival, -step), REMINDER_HOUR, zone);

/** The next step still to come after `now` (steps in the past are skipped), or undefined when none is left. */
export function nextReminder(arrival: string, steps: readonly number[], zone: string, now: Date): { step: number; dueAt: string } | undefined {
  const at = now.toISOString();
  for (const step of [...steps].sort((a, b) => b - a)) {
    const dueAt = stepDueAt(arrival, step, zone);
    if (dueAt > at) return { step, dueAt };
  }
  return undefined;
}

/** The step a staff "remind now" counts as: the latest step already due, else the first one (none: 0). */
export function currentStep(arrival: string, steps: readonly number[], zone: string, now: Date): number {
  const at = now.toISOString();
  const due = [...steps].sort((a, b) => a - b).find((step) => stepDueAt(arrival, step, zone) <= at);
  return due ?? steps[0] ?? 0;
}
