import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendMailConsumer } from '../../events/handlers/send-mail';
import { ZMailTemplate } from '../../shared/domain/mail/mail-template';
import type { Mail } from '../../shared/domain/mail/mail';
import { lambdaContext } from '../../infra/local/lambda-context';
import { outboxEvents } from '../../test/support/outbox';
import { sqsRecord } from '../../test/support/sqs';
import { getMailRecord, mailRecordId } from '../data/mail-queue';
import { mailTemplates } from '../data/mail-templates';
import { putTenant } from '../data/tenants';
import { requestMail } from './index';

/**
 * The one mail pipeline (docs/recipes-mail.md): a built-in mail and an operator-template mail are requested through the
 * outbox, rendered by the send-mail consumer with the one placeholder language and sent through SES once per key.
 */
const ses = mockClient(SESv2Client);
const TENANT = 'mail-pipeline';

const sent = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);

/** Delivers every queued mail request of the tenant not delivered yet, each as its own SQS message. */
const delivered = new Set<string>();
async function deliverMails(): Promise<void> {
  const events = (await outboxEvents('mail.requested')).filter((e) => e.detail.tenant === TENANT && !delivered.has(e.detail.eventId));
  for (const e of events) {
    delivered.add(e.detail.eventId);
    const res = await sendMailConsumer({ Records: [sqsRecord({ detailType: e.detailType, detail: e.detail })] }, lambdaContext('send-mail'));
    expect(res.batchItemFailures).toEqual([]);
  }
}

const reset = (key: string, to = 'anna@example.com'): Mail => ({
  to: [to],
  locale: 'en',
  template: { builtIn: 'auth.passwordReset' },
  params: { link: 'https://demo.test/reset?token=t1', tenantName: 'Blue Reef' },
  purpose: 'password-reset',
  key,
});

const welcome = (key: string, customer: Record<string, unknown>, locale: 'de' | 'en' = 'en'): Mail => ({
  to: ['guest@example.com'],
  locale,
  template: { id: 'mt-welcome' },
  params: { customer, booking: { checkIn: '03.12.2026' } },
  purpose: 'welcome',
  key,
});

beforeAll(async () => {
  await putTenant({
    id: TENANT,
    name: 'Blue Reef Divers',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: { resort: true, vessel: false },
    version: 1,
  });
  await mailTemplates.create(
    TENANT,
    'mt-welcome',
    ZMailTemplate.parse({
      name: 'Welcome',
      subject: { en: 'Welcome{{#if customer.firstName}}, {{customer.firstName}}{{/if}}!', de: 'Willkommen!' },
      body: {
        en: '<p>Dear{{#if customer.firstName}} {{customer.firstName}}{{else}} guest{{/if}},</p><p>see you on {{booking.checkIn}} &amp; at {{company.name}}.</p>',
        de: '<p>Hallo {{customer.firstName}}</p>',
      },
    }),
  );
  await mailTemplates.create(TENANT, 'mt-print', ZMailTemplate.parse({ name: 'Sheet', kind: 'print', body: { en: '<p>x</p>' } }));
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'x' });
});

describe('the mail pipeline', () => {
  it('sends a built-in mail and an operator-template mail once each, though each was requested twice', async () => {
    await requestMail(TENANT, reset('reset:1'));
    await requestMail(TENANT, reset('reset:1'));
    await requestMail(TENANT, welcome('welcome:1', { firstName: 'Erika <3' }));
    await requestMail(TENANT, welcome('welcome:1', { firstName: 'Erika <3' }));
    await deliverMails();

    expect(sent()).toHaveLength(2);
    const [builtIn, template] = sent();
    expect(builtIn).toMatchObject({
      FromEmailAddress: 'no-reply@demo.test',
      Destination: { ToAddresses: ['anna@example.com'] },
      Content: { Simple: { Subject: { Data: 'Blue Reef: reset your password' } } },
      EmailTags: [
        { Name: 'tenant', Value: 'mail-pipeline' },
        { Name: 'purpose', Value: 'password-reset' },
        { Name: 'mail', Value: mailRecordId('reset:1') },
      ],
    });
    expect(builtIn!.Content!.Simple!.Body).toEqual({
      Text: {
        Data: 'Hello,\n\nsomeone (hopefully you) asked for a new password. Open this link to set it:\n\nhttps://demo.test/reset?token=t1\n\nThe link works once and for one hour. If you did not ask for this, ignore this message.\n\nBlue Reef',
        Charset: 'UTF-8',
      },
    });
    expect(template!.Content!.Simple!.Subject!.Data).toBe('Welcome, Erika <3!');
    expect(template!.Content!.Simple!.Body).toEqual({
      Html: { Data: '<p>Dear Erika &lt;3,</p><p>see you on 03.12.2026 &amp; at Blue Reef Divers.</p>', Charset: 'UTF-8' },
      Text: { Data: 'Dear Erika <3,\n\nsee you on 03.12.2026 & at Blue Reef Divers.', Charset: 'UTF-8' },
    });
  });

  it('never greets "Dear ," when the customer has no name', async () => {
    await requestMail(TENANT, welcome('welcome:nameless', { lastName: 'Nobody' }));
    await deliverMails();
    expect(sent()[0]!.Content!.Simple!.Subject!.Data).toBe('Welcome!');
    expect(sent()[0]!.Content!.Simple!.Body!.Text!.Data).toMatch(/^Dear guest,\n/);
  });

  it('sends mails without a key once per request (the event id is the key) and once per delivery of a request', async () => {
    const { key: _key, ...keyless } = reset('unused', 'keyless@example.com');
    await requestMail(TENANT, keyless);
    await requestMail(TENANT, keyless);
    await deliverMails();
    expect(sent()).toHaveLength(2);

    const [again] = (await outboxEvents('mail.requested')).filter((e) => e.detail.tenant === TENANT).slice(-1);
    await sendMailConsumer({ Records: [sqsRecord({ detailType: again!.detailType, detail: again!.detail })] }, lambdaContext('send-mail'));
    expect(sent()).toHaveLength(2);
  });

  it('releases the key when SES fails, so the retry sends the mail', async () => {
    ses.reset();
    ses.on(SendEmailCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'x' });
    await requestMail(TENANT, reset('reset:retry'));
    const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.key === 'reset:retry');
    delivered.add(e!.detail.eventId);
    const deliver = () => sendMailConsumer({ Records: [sqsRecord({ detailType: e!.detailType, detail: e!.detail }, 'm-retry')] }, lambdaContext('send-mail'));
    expect((await deliver()).batchItemFailures).toEqual([{ itemIdentifier: 'm-retry' }]);
    expect((await deliver()).batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it.each([
    ['a template that does not exist', 'mt-none'],
    ['a print template', 'mt-print'],
  ])('sends nothing for %s and records the mail failed, not retried (docs/decisions/mail-queue.md)', async (_case, id) => {
    await requestMail(TENANT, { ...welcome(`bad:${id}`, {}), template: { id } });
    const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.key === `bad:${id}`);
    delivered.add(e!.detail.eventId);
    const res = await sendMailConsumer({ Records: [sqsRecord({ detailType: e!.detailType, detail: e!.detail }, 'm-bad')] }, lambdaContext('send-mail'));
    expect(res.batchItemFailures).toEqual([]);
    expect(sent()).toEqual([]);
    expect(await getMailRecord(TENANT, mailRecordId(`bad:${id}`))).toMatchObject({ state: 'failed', lastCode: 'MailTemplateUnusableError' });
  });

  it('refuses a built-in mail that lacks a value its text reads, before anything is sent', async () => {
    await requestMail(TENANT, { ...reset('reset:lacking'), params: { tenantName: 'Blue Reef' } });
    const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.key === 'reset:lacking');
    delivered.add(e!.detail.eventId);
    const res = await sendMailConsumer({ Records: [sqsRecord({ detailType: e!.detailType, detail: e!.detail }, 'm-lack')] }, lambdaContext('send-mail'));
    expect(res.batchItemFailures).toEqual([]);
    expect(sent()).toEqual([]);
    expect(await getMailRecord(TENANT, mailRecordId('reset:lacking'))).toMatchObject({ state: 'failed', lastCode: 'MailParamsMissingError' });
  });
});
