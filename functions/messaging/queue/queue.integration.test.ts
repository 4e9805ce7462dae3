import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendMailConsumer } from '../../../events/handlers/send-mail';
import { handler as feedbackConsumer } from '../../../events/handlers/mail-feedback';
import { consumerTimings, CONSUMERS } from '../../../events/registry';
import type { Mail } from '../../../shared/domain/mail/mail';
import type { MailQueueRecord } from '../../../shared/domain/mail/queue';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { sesFeedbackRecord } from '../../../test/support/ses-feedback';
import { sqsRecord } from '../../../test/support/sqs';
import { adminOf, userWith } from '../../../test/support/tokens';
import { getMailRecord, mailRecordId } from '../../data/mail-queue';
import { suppressAddress, suppressedOf } from '../../data/mail-suppression';
import { putTenant } from '../../data/tenants';
import { requestMail } from '../index';
import { sendMailOnce } from '../send';
import { handler as api } from './lambda';

/**
 * The mail queue (docs/decisions/mail-queue.md): every mail a record written with its request, its state through the
 * send consumer (sent, retrying with backoff, bounced, failed when dead-lettered), SES's bounces into the suppression
 * list, resend and cancel, and no second send when the consumer died between sending and recording.
 */
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);
const TENANT = 'mail-queue';
const sent = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
const REAL_QUEUE = 'arn:aws:sqs:eu-central-1:123456789012:tidewise-send-mail';

const mail = (key: string, to = 'anna@example.com', extra: Partial<Mail> = {}): Mail => ({
  to: [to],
  locale: 'en',
  template: { builtIn: 'auth.passwordReset' },
  params: { link: 'https://demo.test/reset?token=t1', tenantName: 'Blue Reef' },
  purpose: 'password-reset',
  key,
  ...extra,
});

const recordOf = async (key: string) => (await getMailRecord(TENANT, mailRecordId(key)))!;

/** The request's event as the queue delivers it, the nth time, from a queue (a real-looking ARN unless local). */
async function deliver(key: string, receiveCount = 1, queueArn = REAL_QUEUE) {
  const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.tenant === TENANT && x.detail.key === key).slice(-1);
  const record = { ...sqsRecord({ detailType: e!.detailType, detail: e!.detail }, `m-${key}-${receiveCount}`, receiveCount), eventSourceARN: queueArn };
  return sendMailConsumer({ Records: [record] }, lambdaContext('send-mail'));
}

let token: string;
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
  token = await adminOf(TENANT);
});

beforeEach(() => {
  ses.reset();
  sqs.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  sqs.on(ChangeMessageVisibilityCommand).resolves({});
});

describe('the mail queue record', () => {
  it('is written queued with the request and becomes sent with its subject, one try and SES message id', async () => {
    await requestMail(TENANT, mail('q:sent', 'Anna@Example.com', { booking: 'b-1', params: { link: 'x', tenantName: 'Blue Reef', bookingNo: 4711 } }));
    await requestMail(TENANT, mail('q:sent', 'Anna@Example.com', { booking: 'b-1', params: { link: 'x', tenantName: 'Blue Reef', bookingNo: 4711 } }));
    const queued = await recordOf('q:sent');
    expect(queued).toMatchObject({
      state: 'queued',
      attempts: 0,
      requests: 2,
      to: ['anna@example.com'],
      template: 'auth.passwordReset',
      booking: 'b-1',
      bookingNo: '4711',
    });

    expect((await deliver('q:sent')).batchItemFailures).toEqual([]);
    const done = await recordOf('q:sent');
    expect(done).toMatchObject({ state: 'sent', attempts: 1, subject: 'Blue Reef: reset your password', messageId: 'ses-1' });
    expect(done.sentAt).toBeDefined();
    expect(done.history.map((h) => h.outcome)).toEqual(['sent']);
    expect(sent()[0]!.EmailTags).toContainEqual({ Name: 'mail', Value: done.id });
  });

  it('retries a transient failure (SMTP 421, SES throttling) with backoff, and sends on the next delivery', async () => {
    ses.reset();
    ses
      .on(SendEmailCommand)
      .rejectsOnce(Object.assign(new Error('421 4.3.0 Temporary system problem'), { name: 'SMTPError' }))
      .rejectsOnce(Object.assign(new Error('Maximum sending rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ MessageId: 'ses-2' });
    await requestMail(TENANT, mail('q:transient'));
    const before = Date.now();
    expect((await deliver('q:transient', 1)).batchItemFailures).toHaveLength(1);
    const first = await recordOf('q:transient');
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, lastCode: '421' });
    expect(Date.parse(first.nextAttemptAt!) - before).toBeGreaterThanOrEqual(29_000);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[0]!.args[0].input).toMatchObject({
      QueueUrl: 'https://sqs.eu-central-1.amazonaws.com/123456789012/tidewise-send-mail',
      VisibilityTimeout: 30,
    });

    expect((await deliver('q:transient', 2)).batchItemFailures).toHaveLength(1);
    expect(await recordOf('q:transient')).toMatchObject({ state: 'retrying', attempts: 2, lastCode: 'ThrottlingException' });
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[1]!.args[0].input.VisibilityTimeout).toBe(60);

    expect((await deliver('q:transient', 3)).batchItemFailures).toEqual([]);
    const done = await recordOf('q:transient');
    expect(done).toMatchObject({ state: 'sent', attempts: 3, messageId: 'ses-2' });
    expect(done.lastError).toBeUndefined();
    expect(done.nextAttemptAt).toBeUndefined();
    expect(done.history.map((h) => h.outcome)).toEqual(['transient', 'transient', 'sent']);
  });

  it.each([
    ['SMTP 550', Object.assign(new Error('550 5.1.1 <x@example.com>: Recipient address rejected: User unknown'), { name: 'SMTPError' }), 'bounced', '550'],
    ['SMTP 553', Object.assign(new Error('553 5.1.3 mailbox name not allowed'), { name: 'SMTPError' }), 'bounced', '553'],
    ['SES MessageRejected', Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }), 'bounced', 'MessageRejected'],
  ])('does not retry a permanent failure (%s): bounced, never sent again', async (label, error, state, code) => {
    ses.reset();
    ses.on(SendEmailCommand).rejects(error);
    const key = `q:permanent:${label}`;
    await requestMail(TENANT, mail(key));
    expect((await deliver(key)).batchItemFailures).toEqual([]);
    expect(await recordOf(key)).toMatchObject({ state, attempts: 1, lastCode: code });
    expect(await deliver(key, 2)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)).toHaveLength(0);
  });

  it('records the last delivery of a failing mail as failed (dead-lettered), and resend sends it under the same key', async () => {
    ses.reset();
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('connect ECONNREFUSED'), { name: 'Error', code: 'ECONNREFUSED' }));
    await requestMail(TENANT, mail('q:dead'));
    const { maxReceiveCount } = consumerTimings(CONSUMERS.find((c) => c.name === 'send-mail')!);
    for (let n = 1; n <= maxReceiveCount; n++) {
      expect((await deliver('q:dead', n)).batchItemFailures).toHaveLength(1);
      if (n < maxReceiveCount) expect((await recordOf('q:dead')).state).toBe('retrying');
    }
    const dead = await recordOf('q:dead');
    expect(dead).toMatchObject({ state: 'failed', attempts: maxReceiveCount, lastCode: 'ECONNREFUSED' });
    expect(dead.history.at(-1)!.outcome).toBe('dead-lettered');

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-3' });
    const res = await invoke<MailQueueRecord>(api, 'POST', `/api/mailqueue/${dead.id}/resend`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: dead.id, state: 'queued' });
    expect((await deliver('q:dead', 1)).batchItemFailures).toEqual([]);
    expect(await recordOf('q:dead')).toMatchObject({ state: 'sent', attempts: maxReceiveCount + 1, messageId: 'ses-3' });
    expect(sent()).toHaveLength(1);
  });

  it('sends no second mail when the consumer died after SES accepted it and before the record was written', async () => {
    await requestMail(TENANT, mail('q:crash'));
    const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.key === 'q:crash');
    // The first delivery's send, completed under the key; then the process died: the record still says queued.
    await sendMailOnce(TENANT, mail('q:crash'), { fallbackKey: String(e!.detail.eventId) });
    expect(await recordOf('q:crash')).toMatchObject({ state: 'queued' });
    expect((await deliver('q:crash', 2)).batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    const rec = await recordOf('q:crash');
    expect(rec).toMatchObject({ state: 'sent', attempts: 0 });
    expect(rec.history.map((h) => h.outcome)).toEqual(['already-sent']);
  });
});

const bounceEvent = (recordId: string, address: string, eventType: 'Bounce' | 'Complaint' = 'Bounce', bounceType: 'Permanent' | 'Transient' = 'Permanent') =>
  sesFeedbackRecord({ tenant: TENANT, mail: recordId, address, eventType, bounceType });

describe('bounces, complaints and the suppression list', () => {
  it('suppresses a hard-bounced address: the record turns bounced, the next mail to it is not sent and says why; removed, it sends', async () => {
    await requestMail(TENANT, mail('s:first', 'gone@example.com'));
    await deliver('s:first');
    const first = await recordOf('s:first');
    const redelivered = bounceEvent(first.id, 'Gone@Example.com');
    expect(await feedbackConsumer({ Records: [redelivered] })).toEqual({ batchItemFailures: [] });
    expect(await feedbackConsumer({ Records: [redelivered] })).toEqual({ batchItemFailures: [] });
    const bounced = await recordOf('s:first');
    expect(bounced).toMatchObject({ state: 'bounced', lastCode: 'Permanent/General' });
    expect(bounced.history.map((h) => h.outcome)).toEqual(['sent', 'bounce']);

    const list = await invoke<{ data: Array<{ address: string; reason: string }> }>(api, 'GET', '/api/mailqueue/suppressions', { token });
    expect(list.body.data).toContainEqual(expect.objectContaining({ address: 'gone@example.com', reason: 'bounce', mail: first.id }));

    await requestMail(TENANT, mail('s:second', 'gone@example.com'));
    expect((await deliver('s:second')).batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    const blocked = await recordOf('s:second');
    expect(blocked).toMatchObject({ state: 'failed', lastCode: 'suppressed', suppressed: ['gone@example.com'] });
    expect(blocked.lastError).toContain('gone@example.com (bounce, Permanent/General)');

    expect((await invoke(api, 'DELETE', '/api/mailqueue/suppressions/gone%40example.com', { token })).status).toBe(200);
    expect((await invoke(api, 'DELETE', '/api/mailqueue/suppressions/gone%40example.com', { token })).status).toBe(404);
    expect((await invoke(api, 'POST', `/api/mailqueue/${blocked.id}/resend`, { token })).status).toBe(200);
    await deliver('s:second');
    expect(await recordOf('s:second')).toMatchObject({ state: 'sent' });
    expect(sent().at(-1)!.Destination!.ToAddresses).toEqual(['gone@example.com']);
  });

  it('suppresses a complaining address, notes a soft bounce without suppressing, and sends to the others of a mail', async () => {
    await requestMail(TENANT, mail('s:c', 'angry@example.com'));
    await deliver('s:c');
    const rec = await recordOf('s:c');
    await feedbackConsumer({
      Records: [bounceEvent(rec.id, 'angry@example.com', 'Complaint'), bounceEvent(rec.id, 'soft@example.com', 'Bounce', 'Transient')],
    });
    await requestMail(TENANT, { ...mail('s:many'), to: ['angry@example.com', 'soft@example.com'] });
    await deliver('s:many');
    expect(sent().at(-1)!.Destination!.ToAddresses).toEqual(['soft@example.com']);
    expect(await recordOf('s:many')).toMatchObject({ state: 'sent', suppressed: ['angry@example.com'] });
  });
});

describe('the suppression list per tenant', () => {
  it("is the tenant's own, whatever the address's case", async () => {
    await suppressAddress(TENANT, { address: 'Shared@Example.com', reason: 'manual', at: new Date().toISOString() });
    expect((await suppressedOf(TENANT, ['shared@EXAMPLE.com'])).map((s) => s.address)).toEqual(['shared@example.com']);
    expect(await suppressedOf('mail-queue-other', ['shared@example.com'])).toEqual([]);
    const other = await adminOf('mail-queue-other');
    const list = await invoke<{ data: unknown[] }>(api, 'GET', '/api/mailqueue/suppressions', { token: other });
    expect(list.body.data).toEqual([]);
  });
});

describe('/api/mailqueue', () => {
  it('cancels a queued mail (then nothing is sent) and refuses to cancel a sent one or resend one on its way', async () => {
    await requestMail(TENANT, mail('a:cancel'));
    const id = mailRecordId('a:cancel');
    expect((await invoke(api, 'POST', `/api/mailqueue/${id}/resend`, { token })).status).toBe(409);
    const res = await invoke<MailQueueRecord>(api, 'POST', `/api/mailqueue/${id}/cancel`, { token });
    expect(res.body).toMatchObject({ state: 'cancelled' });
    await deliver('a:cancel');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect((await recordOf('a:cancel')).state).toBe('cancelled');

    await requestMail(TENANT, mail('a:sent'));
    await deliver('a:sent');
    const conflict = await invoke<{ message: string }>(api, 'POST', `/api/mailqueue/${mailRecordId('a:sent')}/cancel`, { token });
    expect(conflict.status).toBe(409);
  });

  it('resends a sent mail as a new mail with a new key, linked both ways, and sends it', async () => {
    await requestMail(TENANT, mail('a:again'));
    await deliver('a:again');
    const id = mailRecordId('a:again');
    const res = await invoke<MailQueueRecord>(api, 'POST', `/api/mailqueue/${id}/resend`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'queued', resendOf: id });
    expect(res.body.key).toMatch(/^resend:/);
    expect((await recordOf('a:again')).resentAs).toBe(res.body.id);
    await deliver(res.body.key);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect((await getMailRecord(TENANT, res.body.id))!.state).toBe('sent');
  });

  it('lists newest first with filters and pages by a cursor; one mail with its rendering; the scopes of spec 1', async () => {
    const tenant = 'mail-queue-list';
    const admin = await adminOf(tenant);
    for (let i = 0; i < 5; i++) await requestMail(tenant, mail(`l:${i}`, i % 2 ? 'odd@example.com' : 'even@example.com', i === 4 ? { booking: 'b-9' } : {}));
    const list = (query: Record<string, string>) => invoke<{ data: MailQueueRecord[]; next?: string }>(api, 'GET', '/api/mailqueue', { token: admin, query });
    const all = await list({});
    expect(all.body.data.map((r) => r.key)).toEqual(['l:4', 'l:3', 'l:2', 'l:1', 'l:0']);
    const page1 = await list({ size: '2' });
    expect(page1.body.data.map((r) => r.key)).toEqual(['l:4', 'l:3']);
    const page2 = await list({ size: '2', next: page1.body.next! });
    expect(page2.body.data.map((r) => r.key)).toEqual(['l:2', 'l:1']);
    expect((await list({ recipient: 'odd@example.com' })).body.data.map((r) => r.key)).toEqual(['l:3', 'l:1']);
    expect((await list({ booking: 'b-9' })).body.data.map((r) => r.key)).toEqual(['l:4']);
    expect((await list({ state: 'sent' })).body.data).toEqual([]);
    expect((await list({ from: '2000-01-01', to: '2000-12-31' })).body.data).toEqual([]);

    const one = await invoke<{ rendered: { subject: string; text: string } }>(api, 'GET', `/api/mailqueue/${mailRecordId('l:0')}`, { token: admin });
    expect(one.body.rendered.subject).toBe('Blue Reef: reset your password');
    // A reset link's one-time token is never shown to whoever reads the queue (it would take the account over).
    expect(one.body.rendered.text).toContain('(one-time link hidden)');
    expect(JSON.stringify([one.body, all.body])).not.toContain('token=t1');
    expect((await invoke(api, 'GET', '/api/mailqueue/nothere', { token: admin })).status).toBe(404);

    const reader = await userWith(tenant, ['mailqueue.read']);
    expect((await invoke(api, 'GET', '/api/mailqueue', { token: reader })).status).toBe(200);
    expect((await invoke(api, 'POST', `/api/mailqueue/${mailRecordId('l:0')}/cancel`, { token: reader })).status).toBe(403);
    const other = await userWith(tenant, ['bookings.read']);
    expect((await invoke(api, 'GET', '/api/mailqueue', { token: other })).status).toBe(403);
  });
});
