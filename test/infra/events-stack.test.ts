import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from '../../events/event';
import { CONSUMERS, consumerTimings } from '../../events/registry';
import { OUTBOX_ENTITY } from '../../functions/data/table-definition';
import { assertGrantsMatchConsumers } from '../../infra/aws/events/consumer-grants';
import type { Platform } from '../../infra/aws/platform';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';
import { actionsOf, identityStatements, logicalIdOf, resourceProperties, statementsOfRole } from './template-queries';

const MAIL_DOMAIN = 'mail.example.org';

describe('events stack', () => {
  let platform: Platform;
  let template: Template;

  beforeAll(() => {
    platform = synthPlatform({ context: { mailDomain: MAIL_DOMAIN, mailFrom: `bookings@${MAIL_DOMAIN}` } });
    template = Template.fromStack(platform.events);
  }, SYNTH_TIMEOUT_MS);

  it('builds one consumer per registry entry', () => {
    expect(platform.events.consumers).toHaveLength(CONSUMERS.length);
    // One rule per consumer on the platform bus, and the SES feedback rule on the default bus (mail-feedback.test.ts).
    template.resourceCountIs('AWS::Events::Rule', CONSUMERS.length + 1);
  });

  describe.each(CONSUMERS.map((consumer, index) => [consumer.name, index] as const))('consumer %s', (_name, index) => {
    const consumerOf = () => {
      const construct = platform.events.consumers[index];
      const definition = CONSUMERS[index];
      if (construct === undefined || definition === undefined) throw new Error('consumer missing');
      return { construct, definition };
    };

    it("sends messages that keep failing to its own dead-letter queue after the registry's receive count", () => {
      const { construct, definition } = consumerOf();
      expect(resourceProperties(template, logicalIdOf(construct.queue))).toMatchObject({
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(construct.deadLetterQueue), 'Arn'] },
          maxReceiveCount: consumerTimings(definition).maxReceiveCount,
        },
      });
    });

    it('routes its detail-types from the platform source to its queue', () => {
      const { construct, definition } = consumerOf();
      expect(resourceProperties(template, logicalIdOf(construct.rule))).toMatchObject({
        EventBusName: { Ref: logicalIdOf(platform.events.bus) },
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': [...definition.detailTypes] },
        Targets: [
          {
            Arn: { 'Fn::GetAtt': [logicalIdOf(construct.queue), 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalIdOf(construct.deadLetterQueue), 'Arn'] } },
          },
        ],
      });
    });

    it('reads its queue in batches of 10 and reports partial batch failures', () => {
      const { construct } = consumerOf();
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(construct.queue), 'Arn'] },
        FunctionName: { Ref: logicalIdOf(construct.handler.function) },
        BatchSize: 10,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    });

    it('hides a message for longer than its handler may run, with the timings the local dispatcher uses', () => {
      const { construct, definition } = consumerOf();
      const queue = resourceProperties(template, logicalIdOf(construct.queue));
      const fn = resourceProperties(template, logicalIdOf(construct.handler.function));
      // A killed invocation's idempotency claim lasts until its deadline; the redelivery must come later.
      expect(queue.VisibilityTimeout).toBeGreaterThan(fn.Timeout as number);
      const timings = consumerTimings(definition);
      expect([fn.Timeout, queue.VisibilityTimeout]).toEqual([timings.timeoutSeconds, timings.visibilityTimeoutSeconds]);
    });

    it('may claim, complete and release idempotency records in the table', () => {
      const { construct } = consumerOf();
      const actions = statementsOfRole(template, logicalIdOf(construct.handler.role)).flatMap(actionsOf);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    });

    it('runs the registered handler module with the table and bus names', () => {
      const { construct } = consumerOf();
      const fn = resourceProperties(template, logicalIdOf(construct.handler.function));
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } });
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'EVENT_BUS_NAME', 'MAIL_FROM', 'APP_VERSION']));
      expect(variables.EVENT_BUS_NAME).toEqual({ Ref: logicalIdOf(platform.events.bus) });
    });
  });

  it('encrypts every queue and refuses plain-HTTP access to it', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    expect(Object.keys(queues).length).toBeGreaterThanOrEqual(2 * CONSUMERS.length + 1);
    for (const [logicalId, queue] of Object.entries(queues)) {
      expect(queue.Properties, logicalId).toMatchObject({ SqsManagedSseEnabled: true });
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalId }],
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    }
  });

  describe('stream forwarder', () => {
    const forwarder = () => {
      const construct = platform.events.node.findChild('StreamForwarder');
      const handler = construct.node.findChild('Handler');
      const failedBatches = construct.node.findChild('FailedBatches');
      return { handler: handler.node.findChild('Function'), role: handler.node.findChild('Role'), failedBatches };
    };

    it('reads the table stream from the oldest record, splits failing batches, retries a bounded number of times, then records the failure', () => {
      const { handler, failedBatches } = forwarder();
      const mapping = Object.values(
        template.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { FunctionName: { Ref: logicalIdOf(handler) } },
        }),
      );
      expect(mapping).toHaveLength(1);
      const props = mapping[0]?.Properties as Record<string, unknown>;
      expect(props).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(failedBatches), 'Arn'] } } },
      });
      expect(props.MaximumRetryAttempts).toBeGreaterThanOrEqual(1);
      expect(props.MaximumRetryAttempts).toBeLessThanOrEqual(10);
      expect(JSON.stringify(props.EventSourceArn)).toContain('StreamArn');
    });

    it('is woken only by inserted outbox items', () => {
      const { handler } = forwarder();
      const [mapping] = Object.values(
        template.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { FunctionName: { Ref: logicalIdOf(handler) } },
        }),
      );
      const filters = (mapping?.Properties as { FilterCriteria: { Filters: { Pattern: string }[] } }).FilterCriteria.Filters;
      expect(filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual([
        { eventName: ['INSERT'], dynamodb: { NewImage: { entityType: { S: [OUTBOX_ENTITY] } } } },
      ]);
    });

    it('may put events on the bus and touch no table item', () => {
      const { role } = forwarder();
      const statements = statementsOfRole(template, logicalIdOf(role));
      const actions = statements.flatMap(actionsOf);
      expect(actions).toContain('events:PutEvents');
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
      ]);
      const putEvents = statements.find((s) => actionsOf(s).includes('events:PutEvents'));
      expect(putEvents?.Resource).toEqual({ 'Fn::GetAtt': [logicalIdOf(platform.events.bus), 'Arn'] });
    });
  });

  describe('scheduler', () => {
    it('has a schedule group and a role only EventBridge Scheduler of this account can assume', () => {
      template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
      expect(resourceProperties(template, logicalIdOf(platform.events.scheduling.role))).toMatchObject({
        AssumeRolePolicyDocument: {
          Statement: [
            {
              Action: 'sts:AssumeRole',
              Principal: { Service: 'scheduler.amazonaws.com' },
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            },
          ],
        },
      });
    });

    it("lets the scheduler send to the scheduled consumers' queues and dead-letter queues and do nothing else", () => {
      const statements = statementsOfRole(template, logicalIdOf(platform.events.scheduling.role));
      expect(statements.flatMap(actionsOf).every((a) => a.startsWith('sqs:'))).toBe(true);
      const targets = statements.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]));
      const scheduled = CONSUMERS.filter((c) => c.scheduledBy).map((c) => c.name);
      expect(scheduled).toEqual(expect.arrayContaining(['booking-option-expiry', 'booking-payment-sweep']));
      const arnOf = (queue: Parameters<typeof logicalIdOf>[0]) => ({ 'Fn::GetAtt': [logicalIdOf(queue), 'Arn'] });
      const expected = CONSUMERS.flatMap((c, i) => {
        const consumer = platform.events.consumers[i]!;
        return c.scheduledBy ? [arnOf(consumer.queue), arnOf(consumer.deadLetterQueue)] : [];
      });
      expect(new Set(targets.map((t) => JSON.stringify(t)))).toEqual(new Set(expected.map((t) => JSON.stringify(t))));
    });

    it('gives each scheduling consumer the group, the role and the queues of the consumers it schedules for, and no other consumer', () => {
      const envOf = (name: string) => {
        const consumer = platform.events.consumers[CONSUMERS.findIndex((c) => c.name === name)]!;
        return (resourceProperties(template, logicalIdOf(consumer.handler.function)) as { Environment: { Variables: Record<string, unknown> } }).Environment
          .Variables;
      };
      const sweepTargets = JSON.stringify(envOf('booking-payment-sweep').SCHEDULE_TARGETS);
      expect(sweepTargets).toContain('booking-payment-sweep');
      expect(sweepTargets).not.toContain('booking-option-expiry');
      expect(JSON.stringify(envOf('booking-option-schedule').SCHEDULE_TARGETS)).toContain('booking-option-expiry');
      expect(envOf('booking-option-schedule').SCHEDULE_GROUP).toBeDefined();
      expect(envOf('send-mail').SCHEDULE_GROUP).toBeUndefined();
    });
  });

  describe('mail', () => {
    const sendMailRole = () => {
      const consumer = platform.events.consumers.find((c) => c.node.id === 'Consumer-send-mail');
      if (consumer === undefined) throw new Error('the send-mail consumer is not registered');
      return logicalIdOf(consumer.handler.role);
    };

    it('lets send-mail send through the configured SES identity only', () => {
      const ses = statementsOfRole(template, sendMailRole()).filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
      expect(ses).toHaveLength(1);
      const [statement] = ses;
      expect(statement === undefined ? [] : actionsOf(statement).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(JSON.stringify(statement?.Resource)).toMatch(new RegExp(`:identity/${MAIL_DOMAIN.replace(/\./g, '\\.')}"`));
    });

    // send-document sends the booking documents through the same sendMail (docs/decisions/mail-queue.md): it had no grant.
    it('gives SES to no other role than the two senders', () => {
      const senders = ['send-mail', 'send-document'].map((n) =>
        logicalIdOf(platform.events.consumers.find((c) => c.node.id === `Consumer-${n}`)!.handler.role),
      );
      const others = identityStatements(template).filter((s) => !s.roleLogicalIds.some((r) => senders.includes(r)));
      expect(others.flatMap((s) => actionsOf(s.statement)).filter((a) => a.startsWith('ses:'))).toEqual([]);
    });

    it('refuses a grant for a consumer the registry does not have', () => {
      expect(() => assertGrantsMatchConsumers(CONSUMERS.filter((c) => c.name !== 'send-mail'))).toThrow(/unknown consumers: send-mail/);
      expect(() => assertGrantsMatchConsumers(CONSUMERS)).not.toThrow();
    });
  });
});
