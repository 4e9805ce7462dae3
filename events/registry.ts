import { AccountMailRequested } from './account-mail-requested';
import { MailRequested } from './mail-requested';

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
  /** Seconds a message stays invisible while a consumer works on it. */
  visibilityTimeoutSeconds?: number;
  /** Deliveries before a message goes to the dead-letter queue. */
  maxReceiveCount?: number;
}

export const CONSUMERS: readonly ConsumerDefinition[] = [
  { name: 'send-mail', entry: 'events/handlers/send-mail.ts', detailTypes: [MailRequested.detailType] },
  { name: 'account-mails', entry: 'events/handlers/account-mails.ts', detailTypes: [AccountMailRequested.detailType] },
];

/** Lambdas fed by the table stream (AWS) or the local stream poller. */
export const STREAM_FORWARDER_ENTRY = 'events/stream-forwarder.ts';
