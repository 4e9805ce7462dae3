export { incompleteOf, remindNow, sendReminders } from './reminders';
export type { Incomplete, ReminderOutcome } from './reminders';
export { REMINDER_CONSUMER, reminderMessage, reminderScheduleName } from './schedules';
export { afterStep, missingTodoId, runStep, syncReminderSchedule } from './step';
