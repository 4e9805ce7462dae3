import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext } from '../../infra/local/lambda-context';
import { handler as sendMail } from './send-mail';

const ses = mockClient(SESv2Client);

function sqsEvent(detail: Record<string, unknown>, messageId = 'm1'): SQSEvent {
  return { Records: [{ messageId, body: JSON.stringify({ 'detail-type': 'mail.requested', detail }) }] } as unknown as SQSEvent;
}

const mail = (eventId: string) => ({
  eventId,
  tenant: 'demo',
  occurredAt: new Date().toISOString(),
  to: ['guest@example.com'],
  locale: 'en',
  template: { builtIn: 'auth.passwordReset' },
  params: { link: 'https://demo.test/r', tenantName: 'Hello' },
  purpose: 'password-reset',
});

const handler = (event: SQSEvent) => sendMail(event, lambdaContext('send-mail'));

beforeEach(() => ses.reset());

describe('send-mail consumer', () => {
  it('sends the requested mail through SES from MAIL_FROM', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'x' });
    const res = await handler(sqsEvent(mail('ev-1')));
    expect(res.batchItemFailures).toEqual([]);
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      FromEmailAddress: 'no-reply@demo.test',
      Destination: { ToAddresses: ['guest@example.com'] },
      Content: { Simple: { Subject: { Data: 'Hello: reset your password' } } },
    });
  });

  it('sends once however often the queue delivers the same event', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'x' });
    await handler(sqsEvent(mail('ev-2'), 'a'));
    await handler(sqsEvent(mail('ev-2'), 'b'));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('reports a failed send as a batch item failure and sends on the retry', async () => {
    ses.on(SendEmailCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'x' });
    expect((await handler(sqsEvent(mail('ev-3'), 'm3'))).batchItemFailures).toEqual([{ itemIdentifier: 'm3' }]);
    expect((await handler(sqsEvent(mail('ev-3'), 'm3'))).batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('reports an event that does not match its schema as failed, so it ends in the dead-letter queue', async () => {
    const res = await handler(sqsEvent({ eventId: 'ev-4', tenant: 'demo', to: 'not-a-list' }, 'm4'));
    expect(res.batchItemFailures).toEqual([{ itemIdentifier: 'm4' }]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
