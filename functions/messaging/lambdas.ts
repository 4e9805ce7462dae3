import type { ResourceName } from '../../shared/api/endpoint';

/**
 * The messaging area's API Lambdas: the contract's resource each answers, and its entry file (read by
 * functions/lambdas.ts): the notifications feed (docs/decisions/notifications.md) the mail queue
 * (docs/decisions/mail-queue.md) and the mail schedules (docs/decisions/mail-schedules.md).
 */
export const MESSAGING_LAMBDAS = {
  notifications: 'functions/messaging/notifications/lambda.ts',
  mailqueue: 'functions/messaging/queue/lambda.ts',
  mailschedule: 'functions/messaging/schedules/lambda.ts',
  mailaccount: 'functions/messaging/accounts/lambda.ts',
  mail: 'functions/messaging/mailbox/lambda.ts',
} as const satisfies Partial<Record<ResourceName, string>>;
