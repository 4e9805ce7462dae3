import { Construct } from 'constructs';
import type { EventConsumer } from './event-consumer';
import type { Scheduling } from './scheduling';

export interface ScheduledConsumerProps {
  scheduling: Scheduling;
  /** The consumer the jobs deliver to (its queue, its dead-letter queue). */
  consumer: EventConsumer;
  /** Its name in events/registry.ts: the `target` of a job (functions/platform/background/scheduler.ts). */
  name: string;
  /** The consumers whose handlers schedule or cancel its jobs (the registry's `scheduledBy`). */
  schedulers: readonly EventConsumer[];
}

/**
 * A consumer fed by one-time jobs of EventBridge Scheduler (docs/recipes-background.md, "A scheduled job"): the
 * scheduler's role may put messages on its queue, and on its dead-letter queue what it could not deliver after its
 * retries (the queue's alarm reports both); the scheduling functions may manage schedules in the platform's group
 * and learn the queue as SCHEDULE_TARGETS. Declared by `scheduledBy` in events/registry.ts, built by the events stack.
 */
export class ScheduledConsumer extends Construct {
  constructor(scope: Construct, id: string, props: ScheduledConsumerProps) {
    super(scope, id);
    const { consumer, scheduling } = props;
    consumer.queue.grantSendMessages(scheduling.role);
    consumer.deadLetterQueue.grantSendMessages(scheduling.role);
    const arns = { queue: consumer.queue.queueArn, deadLetter: consumer.deadLetterQueue.queueArn };
    for (const scheduler of props.schedulers) scheduling.allowScheduling(scheduler.handler, props.name, arns);
  }
}
