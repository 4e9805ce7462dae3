import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnConfigurationSet, CfnConfigurationSetEventDestination } from 'aws-cdk-lib/aws-ses';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RuntimeEnvironment } from '../../../functions/config';
import { PlatformFunction } from '../constructs/platform-function';
import { FAILED_MESSAGE_RETENTION, QUEUE_DEFAULTS } from '../constructs/queue-defaults';

/** The SES event types that feed the suppression list (docs/decisions/mail-queue.md). */
export const MAIL_FEEDBACK_EVENTS = ['BOUNCE', 'COMPLAINT'] as const;
/** The detail-types SES gives those events on EventBridge. */
export const MAIL_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;
export const MAIL_FEEDBACK_ENTRY = 'events/handlers/mail-feedback.ts';

export interface MailFeedbackProps {
  table: ITableV2;
  /** `<stage>-tidewise-mail`: the configuration set every send names (MAIL_CONFIGURATION_SET). */
  configurationSetName: string;
  environment: RuntimeEnvironment;
}

/**
 * SES bounces and complaints into the mail queue: the configuration set the sends name reports BOUNCE and COMPLAINT
 * events to EventBridge's default bus (SES can only target that bus); a rule there (source aws.ses) puts them on a
 * queue whose consumer writes the tenant's suppression list and the mail's record. Failing messages are retried 5
 * times and kept 14 days in the dead-letter queue, whose alarm watches it, as the platform's consumers do.
 */
export class MailFeedback extends Construct {
  readonly configurationSet: CfnConfigurationSet;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly handler: PlatformFunction;

  constructor(scope: Construct, id: string, props: MailFeedbackProps) {
    super(scope, id);
    this.configurationSet = new CfnConfigurationSet(this, 'ConfigurationSet', { name: props.configurationSetName });
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    const destination = new CfnConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSetName: props.configurationSetName,
      eventDestination: {
        name: 'bounces-and-complaints',
        enabled: true,
        matchingEventTypes: [...MAIL_FEEDBACK_EVENTS],
        eventBridgeDestination: { eventBusArn: defaultBus.eventBusArn },
      },
    });
    destination.addDependency(this.configurationSet);

    const timeout = Duration.seconds(30);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { ...QUEUE_DEFAULTS, retentionPeriod: FAILED_MESSAGE_RETENTION });
    this.queue = new Queue(this, 'Queue', {
      ...QUEUE_DEFAULTS,
      visibilityTimeout: Duration.seconds(timeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });
    new Rule(this, 'Rule', {
      eventBus: defaultBus,
      description: 'Routes SES bounces and complaints to the mail feedback queue',
      eventPattern: { source: ['aws.ses'], detailType: [...MAIL_FEEDBACK_DETAIL_TYPES] },
      targets: [new SqsQueue(this.queue, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 10, maxEventAge: Duration.hours(24) })],
    });
    this.handler = new PlatformFunction(this, 'Handler', {
      entry: MAIL_FEEDBACK_ENTRY,
      description: 'SES bounces and complaints: the suppression list and the mail queue records',
      timeout,
      environment: props.environment,
    });
    this.handler.bindTable({ table: props.table, access: 'readWrite' });
    this.handler.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'SES bounce or complaint events failed 5 times and wait in the mail feedback dead-letter queue',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

export const mailConfigurationSetName = (stage: string) => `${stage}-tidewise-mail`;
