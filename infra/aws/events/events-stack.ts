import type { StackProps } from 'aws-cdk-lib';
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { CONSUMERS } from '../../../events/registry';
import type { RuntimeEnvironment } from '../../../functions/config';
import type { PlatformConfig } from '../config';
import { assertGrantsMatchConsumers, CONSUMER_GRANTS } from './consumer-grants';
import { EventConsumer } from './event-consumer';
import { MailFeedback, mailConfigurationSetName } from './mail-feedback';
import { ScheduledConsumer } from './scheduled-consumer';
import { Scheduling } from './scheduling';
import { StreamForwarder } from './stream-forwarder';
import { StreamProjector } from './stream-projector';
import { STREAM_PROJECTIONS } from '../../../events/stream-projections';
import { followedEntityTypes } from '../../../functions/platform/index';

export interface EventsStackProps extends StackProps {
  table: ITableV2;
  config: PlatformConfig;
}

/** The asynchronous side: outbox relay, bus, one queue and handler per registered consumer, scheduler. */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly consumers: readonly EventConsumer[];
  readonly scheduling: Scheduling;
  /** The consumers fed by one-time jobs (events/registry.ts, `scheduledBy`). */
  readonly scheduledConsumers: readonly ScheduledConsumer[];
  /** SES's configuration set with its bounce and complaint destination, and their consumer (docs/decisions/mail-queue.md). */
  readonly mailFeedback: MailFeedback;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    assertGrantsMatchConsumers(CONSUMERS);

    this.bus = new EventBus(this, 'Bus', { description: `Platform events of tidewise (${config.stage})` });
    new StreamForwarder(this, 'StreamForwarder', { table, bus: this.bus });
    // The stream projection consumer, once a projection is registered (docs/recipes-background.md).
    const entityTypes = followedEntityTypes(STREAM_PROJECTIONS);
    if (entityTypes.length > 0) new StreamProjector(this, 'StreamProjector', { table, entityTypes });

    const environment: RuntimeEnvironment = {
      APP_VERSION: config.appVersion,
      MAIL_FROM: config.mailFrom,
      PUBLIC_URL: config.publicUrl,
    };
    const configurationSetName = mailConfigurationSetName(config.stage);
    this.mailFeedback = new MailFeedback(this, 'MailFeedback', { table, configurationSetName, environment });
    this.consumers = CONSUMERS.map((consumer) => {
      const construct = new EventConsumer(this, `Consumer-${consumer.name}`, { consumer, bus: this.bus, table, environment });
      CONSUMER_GRANTS[consumer.name]?.(construct.handler, { config, configurationSetName });
      return construct;
    });

    this.scheduling = new Scheduling(this, 'Scheduling');
    this.scheduledConsumers = CONSUMERS.flatMap((consumer, i) => {
      if (!consumer.scheduledBy) return [];
      const schedulers = consumer.scheduledBy.map((name) => {
        const found = this.consumers[CONSUMERS.findIndex((c) => c.name === name)];
        if (!found) throw new Error(`Consumer ${consumer.name} is scheduled by ${name}, which is not registered`);
        return found;
      });
      const target = this.consumers[i]!;
      return [new ScheduledConsumer(this, `Scheduled-${consumer.name}`, { scheduling: this.scheduling, consumer: target, name: consumer.name, schedulers })];
    });

    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'ScheduleGroupName', { value: this.scheduling.group.scheduleGroupName });
    new CfnOutput(this, 'SchedulerRoleArn', { value: this.scheduling.role.roleArn });
  }
}
