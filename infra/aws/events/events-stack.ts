import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { CONSUMERS } from '../../../events/registry';
import type { RuntimeEnvironment } from '../../../functions/config';
import type { PlatformConfig } from '../config';
import { assertGrantsMatchConsumers, CONSUMER_GRANTS } from './consumer-grants';
import { EventConsumer } from './event-consumer';
import { Scheduling } from './scheduling';
import { StreamForwarder } from './stream-forwarder';

export interface EventsStackProps extends StackProps {
  table: ITableV2;
  config: PlatformConfig;
}

/** The asynchronous side: outbox relay, bus, one queue and handler per registered consumer, scheduler. */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly consumers: readonly EventConsumer[];
  readonly scheduling: Scheduling;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    assertGrantsMatchConsumers(CONSUMERS);

    this.bus = new EventBus(this, 'Bus', { description: `Platform events of tidewise (${config.stage})` });
    new StreamForwarder(this, 'StreamForwarder', { table, bus: this.bus });

    const environment: RuntimeEnvironment = {
      APP_VERSION: config.appVersion,
      MAIL_FROM: config.mailFrom,
      PUBLIC_URL: config.publicUrl,
    };
    this.consumers = CONSUMERS.map((consumer) => {
      const construct = new EventConsumer(this, `Consumer-${consumer.name}`, { consumer, bus: this.bus, table, environment });
      CONSUMER_GRANTS[consumer.name]?.(construct.handler, { config });
      return construct;
    });

    this.scheduling = new Scheduling(this, 'Scheduling', { targetQueues: this.consumers.map((c) => c.queue) });
    this.wireOptionSchedules();
    this.wirePaymentSweep();

    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'ScheduleGroupName', { value: this.scheduling.group.scheduleGroupName });
    new CfnOutput(this, 'SchedulerRoleArn', { value: this.scheduling.role.roleArn });
  }

  /**
   * Options that expire (functions/booking/expiry): the consumer keeping each option's schedule manages schedules
   * in the group, which deliver to the expiry consumer's queue through the scheduler role.
   */
  private wireOptionSchedules(): void {
    const consumer = (name: string) => this.consumers[CONSUMERS.findIndex((c) => c.name === name)];
    const keeper = consumer('booking-option-schedule');
    const expiry = consumer('booking-option-expiry');
    if (!keeper || !expiry) return;
    keeper.handler.function.addEnvironment('OPTION_SCHEDULE_GROUP', this.scheduling.group.scheduleGroupName);
    keeper.handler.function.addEnvironment('OPTION_EXPIRY_QUEUE_ARN', expiry.queue.queueArn);
    keeper.handler.function.addEnvironment('SCHEDULER_ROLE_ARN', this.scheduling.role.roleArn);
    this.scheduling.grantScheduleManagement(keeper.handler);
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const group = String(this.resolve(this.scheduling.group.scheduleGroupName));
    Validations.of(keeper.handler).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${region}:<AWS::AccountId>:schedule/${group}/*]`,
      reason: "Schedule names are per booking (option-<tenant>-<booking>); the grant covers the platform's schedule group only.",
    });
  }

  /** Payments on bookings (functions/finance/booking-payments/sweep-schedule.ts): one recurring sweep schedule per tenant. */
  private wirePaymentSweep(): void {
    const consumer = (name: string) => this.consumers[CONSUMERS.findIndex((c) => c.name === name)];
    const keeper = consumer('booking-payment-sweep-schedule');
    const sweep = consumer('booking-payment-sweep');
    if (!keeper || !sweep) return;
    keeper.handler.function.addEnvironment('OPTION_SCHEDULE_GROUP', this.scheduling.group.scheduleGroupName);
    keeper.handler.function.addEnvironment('PAYMENT_SWEEP_QUEUE_ARN', sweep.queue.queueArn);
    keeper.handler.function.addEnvironment('SCHEDULER_ROLE_ARN', this.scheduling.role.roleArn);
    this.scheduling.grantScheduleManagement(keeper.handler);
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const group = String(this.resolve(this.scheduling.group.scheduleGroupName));
    Validations.of(keeper.handler).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${region}:<AWS::AccountId>:schedule/${group}/*]`,
      reason: "Schedule names are per tenant (payments-<tenant>); the grant covers the platform's schedule group only.",
    });
  }
}
