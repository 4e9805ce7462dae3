import { MailScheduleDue } from './mail-schedule-events';
import { AccountMailRequested } from './account-mail-requested';
import { BankImportRequested } from './bank-import-requested';
import {
  BookingCancelled,
  BookingChanged,
  BookingCreated,
  GuestFormReminderDue,
  GuestFormsAttached,
  OnlineBookingConfirmed,
  OptionExpiryDue,
} from './booking-events';
import { eventDefinition as definedEvent } from './event';
import { GuestFormRetentionDue } from './guestform-events';
import { DocumentMailRequested } from './invoice-mail-requested';
import { MailRequested } from './mail-requested';
import { PaymentReceived, PaymentSweepDue } from './payment-events';

/**
 * The consumers of platform events. In AWS each gets an SQS queue (with a dead-letter queue) fed by an
 * EventBridge rule on its detail-types, and a Lambda reading that queue. Locally the dispatcher feeds the
 * same handlers in-process.
 */
export interface ConsumerDefinition {
  /** Queue and function name stem. */
  name: string;
  /** Handler module, relative to the repository root; it exports `handler` (an SQS batch handler). */
  entry: string;
  detailTypes: readonly string[];
  /** Seconds a message stays invisible while a consumer works on it; more than the function timeout. */
  visibilityTimeoutSeconds?: number;
  /** Deliveries before a message goes to the dead-letter queue. */
  maxReceiveCount?: number;
  /** Seconds the handler may run (default 30). */
  timeoutSeconds?: number;
  /**
   * Fed by one-time jobs (functions/platform/background/scheduler.ts) that these consumers' handlers schedule: the
   * events stack makes it a scheduled consumer (infra/aws/events/scheduled-consumer.ts); the job's `target` is its name.
   */
  scheduledBy?: readonly string[];
}

export const CONSUMERS: readonly ConsumerDefinition[] = [
  /**
   * The mail queue (docs/decisions/mail-queue.md): a transient failure sets its message's visibility to the backoff
   * (30 s doubling, at most 15 min), so 8 deliveries ride out about 30 minutes of SES throttling or an outage before the
   * mail is recorded failed and dead-lettered (resendable from /config/mailqueue).
   */
  { name: 'send-mail', entry: 'events/handlers/send-mail.ts', detailTypes: [MailRequested.detailType], maxReceiveCount: 8 },
  { name: 'send-document', entry: 'events/handlers/send-document.ts', detailTypes: [DocumentMailRequested.detailType], timeoutSeconds: 60 },
  { name: 'account-mails', entry: 'events/handlers/account-mails.ts', detailTypes: [AccountMailRequested.detailType] },
  {
    name: 'booking-option-schedule',
    entry: 'events/handlers/booking-option-schedule.ts',
    detailTypes: [BookingCreated.detailType, BookingChanged.detailType, BookingCancelled.detailType],
  },
  {
    name: 'booking-waiting-list',
    entry: 'events/handlers/booking-waiting-list.ts',
    detailTypes: [BookingChanged.detailType, BookingCancelled.detailType],
  },
  /** Fed by the option schedules (EventBridge Scheduler → its queue), not by the bus. */
  {
    name: 'booking-option-expiry',
    entry: 'events/handlers/booking-option-expiry.ts',
    detailTypes: [OptionExpiryDue.detailType],
    scheduledBy: ['booking-option-schedule'],
  },
  /** Guest-form reminders (docs/decisions/forms.md "Reminders"): one job per booking for its next step. */
  {
    name: 'guestform-reminder-schedule',
    entry: 'events/handlers/guestform-reminder-schedule.ts',
    detailTypes: [BookingCreated.detailType, BookingChanged.detailType, BookingCancelled.detailType, GuestFormsAttached.detailType],
  },
  {
    name: 'guestform-reminder',
    entry: 'events/handlers/guestform-reminder.ts',
    detailTypes: [GuestFormReminderDue.detailType],
    // A step schedules the next one itself.
    scheduledBy: ['guestform-reminder-schedule', 'guestform-reminder'],
  },
  /** Mail schedules (docs/decisions/mail-schedules.md): one job per (rule, booking), put on booking and rule changes. */
  {
    name: 'mail-schedule-plan',
    entry: 'events/handlers/mail-schedule-plan.ts',
    detailTypes: [BookingCreated.detailType, BookingChanged.detailType, BookingCancelled.detailType],
  },
  {
    name: 'mail-schedule',
    entry: 'events/handlers/mail-schedule.ts',
    detailTypes: [MailScheduleDue.detailType],
    scheduledBy: ['mail-schedule-plan', 'mail-schedule'],
  },
  /** Guest-form retention (docs/decisions/forms.md "Retention"): each tenant's daily run, scheduled when it attaches forms. */
  { name: 'guestform-retention-schedule', entry: 'events/handlers/guestform-retention-schedule.ts', detailTypes: [GuestFormsAttached.detailType] },
  {
    name: 'guestform-retention',
    entry: 'events/handlers/guestform-retention.ts',
    detailTypes: [GuestFormRetentionDue.detailType],
    timeoutSeconds: 300,
    // A run schedules the next day's job itself.
    scheduledBy: ['guestform-retention-schedule', 'guestform-retention'],
  },
  { name: 'payment-received', entry: 'events/handlers/payment-received.ts', detailTypes: [PaymentReceived.detailType] },
  /** An online hold confirmed by its payment: the guest's confirmation mail with the invoice and the form links (issue 25). */
  { name: 'online-confirmation', entry: 'events/handlers/online-confirmation.ts', detailTypes: [OnlineBookingConfirmed.detailType] },
  /** Payments on bookings: each tenant's daily sweep is scheduled when it books, and fed by its schedule (not the bus). */
  { name: 'booking-payment-sweep-schedule', entry: 'events/handlers/booking-payment-sweep-schedule.ts', detailTypes: [BookingCreated.detailType] },
  {
    name: 'booking-payment-sweep',
    entry: 'events/handlers/booking-payment-sweep.ts',
    detailTypes: [PaymentSweepDue.detailType],
    timeoutSeconds: 300,
    // The sweep schedules the next day's job itself.
    scheduledBy: ['booking-payment-sweep-schedule', 'booking-payment-sweep'],
  },
  /** A customer's stays and the figures the specials read, rewritten from the booking on every booking event. */
  {
    name: 'customer-stays',
    entry: 'events/handlers/customer-stays.ts',
    detailTypes: [BookingCreated.detailType, BookingChanged.detailType, BookingCancelled.detailType],
  },
  /** A CSV import of up to 20,000 rows; it writes its progress per batch, so a redelivery after a timeout resumes. */
  { name: 'bank-import', entry: 'events/handlers/bank-import.ts', detailTypes: [BankImportRequested.detailType], timeoutSeconds: 300 },
];

/** Lambdas fed by the table stream (AWS) or the local stream poller. */
export const STREAM_FORWARDER_ENTRY = 'events/stream-forwarder.ts';
/** The stream projection consumer (events/stream-projections.ts registers what it feeds). */
export const STREAM_PROJECTOR_ENTRY = 'events/stream-projector.ts';

export const DEFAULT_CONSUMER_TIMEOUT_SECONDS = 30;
export const DEFAULT_MAX_RECEIVE_COUNT = 5;

export interface ConsumerTimings {
  timeoutSeconds: number;
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
}

/**
 * How long a consumer may run, how long its queue hides a message it is working on, and how often a
 * message is delivered before it is dead-lettered: the CDK stack and the local dispatcher both use this.
 * The visibility timeout must exceed the function timeout: a consumer's idempotency claim lasts until
 * its invocation's deadline, so a redelivery arriving later finds the claim of a killed invocation
 * expired and takes the event over (six function timeouts, as AWS recommends, when not given).
 */
export function consumerTimings(consumer: ConsumerDefinition): ConsumerTimings {
  const timeoutSeconds = consumer.timeoutSeconds ?? DEFAULT_CONSUMER_TIMEOUT_SECONDS;
  const visibilityTimeoutSeconds = consumer.visibilityTimeoutSeconds ?? 6 * timeoutSeconds;
  const maxReceiveCount = consumer.maxReceiveCount ?? DEFAULT_MAX_RECEIVE_COUNT;
  if (visibilityTimeoutSeconds <= timeoutSeconds) {
    throw new Error(`Consumer ${consumer.name}: the visibility timeout (${visibilityTimeoutSeconds} s) must exceed the function timeout (${timeoutSeconds} s)`);
  }
  if (maxReceiveCount < 1) throw new Error(`Consumer ${consumer.name}: maxReceiveCount must be at least 1`);
  return { timeoutSeconds, visibilityTimeoutSeconds, maxReceiveCount };
}

/**
 * The definition of a detail-type. Importing it from here (rather than from event.ts) guarantees that
 * every consumed event is defined, so the outbox can check a detail given by detail-type alone.
 */
export function eventDefinition(detailType: string) {
  return definedEvent(detailType);
}
