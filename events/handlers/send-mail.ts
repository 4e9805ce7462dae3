import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { requireConfig } from '../../functions/config';
import { MailRequested } from '../mail-requested';
import { sqsConsumer } from '../lib/sqs-consumer';
import { ses } from '../../functions/aws/sesv2';

/** Sends one requested mail through SES. Runs once per event id, however often the queue delivers it. */
export const handler = sqsConsumer('send-mail', MailRequested, async (mail, log) => {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: requireConfig('MAIL_FROM'),
      Destination: { ToAddresses: mail.to },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}) },
        },
      },
      EmailTags: [
        { Name: 'tenant', Value: mail.tenant },
        { Name: 'purpose', Value: mail.purpose.replace(/[^A-Za-z0-9_-]/g, '_') },
      ],
    }),
  );
  log.info('mail sent', { purpose: mail.purpose, recipients: mail.to.length });
});
