import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../events/registry';
import { MAIL_FEEDBACK_DETAIL_TYPES, mailConfigurationSetName } from '../../infra/aws/events/mail-feedback';
import type { Platform } from '../../infra/aws/platform';
import { SYNTH_TIMEOUT_MS, synthPlatform } from './synth-platform';
import { actionsOf, logicalIdOf, resourceProperties, resourcesOf, statementsOfRole } from './template-queries';

/**
 * The mail queue's infrastructure (docs/decisions/mail-queue.md): SES's configuration set reports bounces and complaints
 * to EventBridge, a rule routes them to the feedback consumer's queue (with its dead-letter queue), the senders name the
 * set and may send with it, and send-mail's queue allows the deliveries its backoff needs.
 */
describe('mail feedback and the mail queue in the events stack', () => {
  let platform: Platform;
  let template: Template;
  const stage = 'dev';

  beforeAll(() => {
    platform = synthPlatform({ context: { mailDomain: 'mail.example.org', mailFrom: 'bookings@mail.example.org' } });
    template = Template.fromStack(platform.events);
  }, SYNTH_TIMEOUT_MS);

  it('has a configuration set whose event destination sends bounces and complaints to the default bus', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: mailConfigurationSetName(stage) });
    const [destination] = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destination!.Properties).toMatchObject({
      ConfigurationSetName: mailConfigurationSetName(stage),
      EventDestination: { Enabled: true, MatchingEventTypes: ['BOUNCE', 'COMPLAINT'] },
    });
    expect(JSON.stringify(destination!.Properties.EventDestination.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
  });

  it("routes SES's bounce and complaint events to the feedback queue, which dead-letters what keeps failing", () => {
    const feedback = platform.events.mailFeedback;
    const rules = Object.values(template.findResources('AWS::Events::Rule')).filter(
      (r) => (r.Properties.EventPattern as { source: string[] }).source[0] === 'aws.ses',
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({
      EventPattern: { source: ['aws.ses'], 'detail-type': [...MAIL_FEEDBACK_DETAIL_TYPES] },
      Targets: [{ Arn: { 'Fn::GetAtt': [logicalIdOf(feedback.queue), 'Arn'] } }],
    });
    // SES delivers to the default bus only.
    expect(rules[0]!.Properties.EventBusName).toBe('default');
    expect(resourceProperties(template, logicalIdOf(feedback.queue))).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [logicalIdOf(feedback.deadLetterQueue), 'Arn'] }, maxReceiveCount: 5 },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(feedback.queue), 'Arn'] },
      FunctionName: { Ref: logicalIdOf(feedback.handler.function) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const actions = statementsOfRole(template, logicalIdOf(feedback.handler.role)).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchGetItem']));
  });

  it.each(['send-mail', 'send-document'])('lets %s send through the configuration set, which it names', (name) => {
    const consumer = platform.events.consumers[CONSUMERS.findIndex((c) => c.name === name)]!;
    const fn = resourceProperties(template, logicalIdOf(consumer.handler.function));
    expect((fn.Environment as { Variables: Record<string, unknown> }).Variables.MAIL_CONFIGURATION_SET).toBe(mailConfigurationSetName(stage));
    const statements = statementsOfRole(template, logicalIdOf(consumer.handler.role)).filter((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(JSON.stringify(statements.flatMap(resourcesOf))).toContain(`configuration-set/${mailConfigurationSetName(stage)}`);
    expect(JSON.stringify(statements.flatMap(resourcesOf))).toContain('identity/mail.example.org');
  });

  it("gives send-mail's queue 8 deliveries for its backoff (30 s doubling, at most 15 min) before the dead-letter queue", () => {
    const consumer = platform.events.consumers[CONSUMERS.findIndex((c) => c.name === 'send-mail')]!;
    expect(resourceProperties(template, logicalIdOf(consumer.queue))).toMatchObject({ RedrivePolicy: { maxReceiveCount: 8 } });
  });
});
