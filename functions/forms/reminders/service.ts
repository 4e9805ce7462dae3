export { afterStep, incompleteOf, missingTodoId, remindNow, sendReminders, syncReminderSchedule } from './reminders';
export type { ReminderOutcome } from './reminders';
export { REMINDER_CONSUMER, reminderMessage, reminderScheduleName } from './schedules';
