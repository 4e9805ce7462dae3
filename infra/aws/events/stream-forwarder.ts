import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_FORWARDER_ENTRY } from '../../../events/registry';
import { OUTBOX_ENTITY } from '../../../functions/data/table-definition';
import { PlatformFunction } from '../constructs/platform-function';
import { FAILED_MESSAGE_RETENTION, QUEUE_DEFAULTS } from '../constructs/queue-defaults';

export interface StreamForwarderProps {
  table: ITableV2;
  bus: IEventBus;
}

/**
 * The outbox relay: the table stream feeds a Lambda that publishes outbox items to the bus. It may
 * put events on the bus and nothing else. A batch that keeps failing is split to isolate the bad
 * record, retried a bounded number of times, and then described (shard and sequence numbers, not
 * the records) in the failed-batches queue, from which an operator can re-read the stream within
 * its 24 hour retention.
 */
export class StreamForwarder extends Construct {
  readonly handler: PlatformFunction;
  readonly failedBatches: Queue;

  constructor(scope: Construct, id: string, props: StreamForwarderProps) {
    super(scope, id);

    this.failedBatches = new Queue(this, 'FailedBatches', { ...QUEUE_DEFAULTS, retentionPeriod: FAILED_MESSAGE_RETENTION });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the on-failure destination of the stream event source mapping; it only receives failure records and nothing consumes it automatically, so a dead-letter queue behind it would never be used.',
    });

    this.handler = new PlatformFunction(this, 'Handler', {
      entry: STREAM_FORWARDER_ENTRY,
      description: 'Publishes outbox items from the table stream to the event bus',
      timeout: Duration.seconds(30),
      environment: { EVENT_BUS_NAME: props.bus.eventBusName },
    });
    props.bus.grantPutEventsTo(this.handler);

    this.handler.function.addEventSource(
      new DynamoEventSource(props.table, {
        // TRIM_HORIZON: after a (re)deployment the forwarder starts from the oldest record still in the
        // stream, so outbox items written while it was being replaced are not skipped.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 5,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        // One batch per shard at a time keeps outbox items of one partition in write order.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.failedBatches),
        // Only inserted outbox items wake the forwarder (it ignores everything else anyway), so
        // ordinary writes to the table cost no invocation.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entityType: { S: FilterRule.isEqual(OUTBOX_ENTITY) } } },
          }),
        ],
      }),
    );

    new Alarm(this, 'FailedBatchesAlarm', {
      alarmDescription: 'Stream records could not be forwarded to the event bus; see the failed-batches queue and re-read the stream',
      metric: this.failedBatches.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
