import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '../../../events/event';
import { consumerTimings, type ConsumerDefinition } from '../../../events/registry';
import type { RuntimeEnvironment } from '../../../functions/config';
import { PlatformFunction } from '../constructs/platform-function';
import { FAILED_MESSAGE_RETENTION, QUEUE_DEFAULTS } from '../constructs/queue-defaults';

export interface EventConsumerProps {
  consumer: ConsumerDefinition;
  bus: IEventBus;
  table: ITableV2;
  /** Variables every consumer gets besides TABLE_NAME and EVENT_BUS_NAME. */
  environment: RuntimeEnvironment;
}

/**
 * One consumer of platform events: a rule on the bus routes its detail-types to its queue, a Lambda
 * reads the queue in batches and reports the messages it failed, and a message that keeps failing
 * ends in the dead-letter queue (which also receives events EventBridge could not deliver).
 */
export class EventConsumer extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly handler: PlatformFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    super(scope, id);
    const { consumer } = props;
    if (consumer.detailTypes.length === 0) throw new Error(`Consumer ${consumer.name} listens to no detail-types`);

    // The queue hides a message longer than the function may run (AWS requires at least as long; the
    // idempotency claim of a killed invocation ends at its deadline, so the redelivery can take over).
    const { timeoutSeconds, visibilityTimeoutSeconds, maxReceiveCount } = consumerTimings(consumer);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      ...QUEUE_DEFAULTS,
      retentionPeriod: FAILED_MESSAGE_RETENTION,
    });
    this.queue = new Queue(this, 'Queue', {
      ...QUEUE_DEFAULTS,
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount },
    });

    this.rule = new Rule(this, 'Rule', {
      eventBus: props.bus,
      description: `Routes ${consumer.detailTypes.join(', ')} to the ${consumer.name} queue`.slice(0, 512),
      eventPattern: { source: [EVENT_SOURCE], detailType: [...consumer.detailTypes] },
      targets: [new SqsQueue(this.queue, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 10, maxEventAge: Duration.hours(24) })],
    });

    this.handler = new PlatformFunction(this, 'Handler', {
      entry: consumer.entry,
      // Lambda descriptions are limited to 256 characters.
      description: `Event consumer ${consumer.name}: ${consumer.detailTypes.join(', ')}`.slice(0, 256),
      timeout: Duration.seconds(timeoutSeconds),
      environment: { ...props.environment, EVENT_BUS_NAME: props.bus.eventBusName },
    });
    // Consumers keep idempotency records in the table (every delivery may come twice), so they write.
    this.handler.bindTable({ table: props.table, access: 'readWrite' });
    this.handler.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));

    new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: `Messages for ${consumer.name} failed ${maxReceiveCount} times and wait in its dead-letter queue`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
