import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_PROJECTOR_ENTRY } from '../../../events/registry';
import { PlatformFunction } from '../constructs/platform-function';
import { FAILED_MESSAGE_RETENTION, QUEUE_DEFAULTS } from '../constructs/queue-defaults';

export interface StreamProjectorProps {
  table: ITableV2;
  /** The entity types the registered stream projections follow (events/stream-projections.ts). */
  entityTypes: readonly string[];
  entry?: string;
}

/**
 * The stream projection consumer (events/stream-projector.ts): a Lambda on the table's stream that wakes only for
 * changes of the followed entity types (filter criteria on the new and the old image), writes the read models
 * (read-write on the table, its idempotency records too), and after bounded retries describes a failed batch in its
 * failed-batches queue (alarmed), from which an operator can re-read the stream within its 24 hour retention.
 */
export class StreamProjector extends Construct {
  readonly handler: PlatformFunction;
  readonly failedBatches: Queue;

  constructor(scope: Construct, id: string, props: StreamProjectorProps) {
    super(scope, id);
    if (props.entityTypes.length === 0) throw new Error('A stream projector follows at least one entity type');
    this.failedBatches = new Queue(this, 'FailedBatches', { ...QUEUE_DEFAULTS, retentionPeriod: FAILED_MESSAGE_RETENTION });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the on-failure destination of the stream event source mapping; a dead-letter queue behind it would never be used.',
    });
    this.handler = new PlatformFunction(this, 'Handler', {
      entry: props.entry ?? STREAM_PROJECTOR_ENTRY,
      description: `Stream projections of ${props.entityTypes.join(', ')}`.slice(0, 256),
      timeout: Duration.seconds(60),
      environment: {},
    });
    this.handler.bindTable({ table: props.table, access: 'readWrite' });
    const types = [...props.entityTypes];
    this.handler.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 5,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        // One batch per shard at a time: the changes of one item reach the projections in order.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.failedBatches),
        filters: [
          FilterCriteria.filter({ dynamodb: { NewImage: { entityType: { S: FilterRule.or(...types) } } } }),
          FilterCriteria.filter({ dynamodb: { OldImage: { entityType: { S: FilterRule.or(...types) } } } }),
        ],
      }),
    );
    new Alarm(this, 'FailedBatchesAlarm', {
      alarmDescription: 'Stream records could not be projected; see the failed-batches queue and re-read the stream',
      metric: this.failedBatches.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
