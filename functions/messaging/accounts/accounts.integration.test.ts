import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { handler as sendMailConsumer } from '../../../events/handlers/send-mail';
import { LocalDispatcher } from '../../../infra/local/dispatcher';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { startMailStandIns, type MailStandIns } from '../../../infra/local/mail-stand-ins';
import type { NotificationsPage } from '../../../shared/api/notifications';
import type { MailAccount } from '../../../shared/domain/mail/account';
import type { Mail } from '../../../shared/domain/mail/mail';
import { ZUser } from '../../../shared/domain/staff/user';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { sqsRecord } from '../../../test/support/sqs';
import { enableTableStream } from '../../../test/support/table-stream';
import { tokenFor, userWith } from '../../../test/support/tokens';
import { resetConfig } from '../../config';
import { tableName } from '../../data/client';
import { getMailAccountSecrets, putMailAccountSecrets } from '../../data/mail-accounts';
import { getMailRecord, mailRecordId } from '../../data/mail-queue';
import { putTenant } from '../../data/tenants';
import { createUser } from '../../data/users';
import { requestMail } from '../index';
import { handler as notificationsApi } from '../notifications/lambda';
import { sendMailOnce } from '../send';
import { handler as api } from './lambda';
import { routeOf } from './send-through';

/**
 * The operator's mail accounts (docs/decisions/mail-accounts.md) against the local SMTP server and OAuth provider
 * (infra/local/mail-stand-ins.ts), through the real send-mail consumer: secrets write-only; SMTP 421/451 and connection
 * errors retried with backoff, 550/553 bounced and never retried; a crash between sending and recording sends no
 * duplicate; a refused SMTP login or a revoked OAuth token marks the account unhealthy and tells the admins once per
 * incident; the authorization-code flow with its one-time state.
 */
const sqs = mockClient(SQSClient);
const ses = mockClient(SESv2Client);
const QUEUE = 'arn:aws:sqs:eu-central-1:123456789012:tidewise-send-mail';
let stands: MailStandIns;
let dispatcher: LocalDispatcher;
let seq = 0;
const ENV = ['MAIL_OAUTH_LOCAL_URL', 'MAIL_LOCAL_SMTP', 'PUBLIC_URL'] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

async function tenantWithAdmin(name: string) {
  const tenant = `${name}-${Date.now().toString(36)}-${++seq}`;
  const base = { name: 'Blue Reef Divers', baseCurrency: 'EUR', timezone: 'Europe/Berlin', features: {}, version: 1 };
  await putTenant({ id: tenant, ...base, lang: 'en', supportedLanguages: ['de', 'en'] });
  const admin = { userId: `admin-${tenant}`, tenant, userType: 'admin' as const, scopes: ['admin'], email: `admin@${tenant}.test` };
  await createUser(tenant, admin.userId, ZUser.parse({ name: 'Admin', email: admin.email, userType: 'admin', scopes: ['admin'] }));
  return { tenant, token: await tokenFor(admin) };
}

const smtpAccount = (user: string, over: Record<string, unknown> = {}) => ({
  kind: 'smtp',
  name: 'Office mail',
  fromAddress: 'office@bluereef.test',
  fromName: 'Blue Reef',
  sending: true,
  smtp: { host: stands.smtp.host, port: stands.smtp.port, security: 'none' },
  user,
  password: 'right-password',
  ...over,
});

async function createAccount(token: string, body: unknown): Promise<MailAccount> {
  const res = await invoke<MailAccount>(api, 'POST', '/api/mailaccount', { token, body });
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

const mail = (key: string, to: string): Mail => ({
  to: [to],
  locale: 'en',
  template: { builtIn: 'account.test' },
  params: { account: 'Office mail', from: 'office@bluereef.test', company: 'Blue Reef' },
  purpose: 'account-test',
  key,
});

async function deliver(tenant: string, key: string, receiveCount = 1) {
  const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.tenant === tenant && x.detail.key === key).slice(-1);
  const record = { ...sqsRecord({ detailType: e!.detailType, detail: e!.detail }, `m-${key}-${receiveCount}`, receiveCount), eventSourceARN: QUEUE };
  return sendMailConsumer({ Records: [record] }, lambdaContext('send-mail'));
}

const recordOf = async (tenant: string, key: string) => (await getMailRecord(tenant, mailRecordId(key)))!;
const receivedBy = (address: string) => stands.smtp.received.filter((m) => m.to.includes(address));
const account = async (tenant: string, token: string, id: string) => (await invoke<MailAccount>(api, 'GET', `/api/mailaccount/${id}`, { token })).body;
/** The admin's mail-account notifications once the table stream's projections ran (the local dispatcher, as in AWS the stream projector). */
const unhealthyNotes = async (token: string) => {
  await dispatcher.drain();
  return (await invoke<NotificationsPage>(notificationsApi, 'GET', '/api/events/notifications', { token })).body.data.filter(
    (n) => n.kind === 'mail.accountUnhealthy',
  );
};

beforeAll(async () => {
  stands = await startMailStandIns({ users: {} });
  Object.assign(process.env, stands.env, { PUBLIC_URL: 'http://localhost:3000' });
  resetConfig();
  await enableTableStream();
  dispatcher = new LocalDispatcher({ endpoint: inject('dynamoEndpoint'), tableName: tableName(), consumers: [] });
  await dispatcher.start();
});

afterAll(async () => {
  await dispatcher.stop();
  await stands.stop();
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfig();
});

beforeEach(() => {
  sqs.reset();
  sqs.on(ChangeMessageVisibilityCommand).resolves({});
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  stands.smtp.reply = undefined;
});

describe('the accounts API', () => {
  it('keeps the password write-only: answered only as set, kept when left out, never in any answer', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-api');
    stands.smtp.users.set(`api@${tenant}`, 'right-password');
    const created = await invoke<MailAccount>(api, 'POST', '/api/mailaccount', { token, body: smtpAccount(`api@${tenant}`) });
    expect(created.status, created.raw).toBe(200);
    expect(created.body).toMatchObject({ kind: 'smtp', passwordSet: true, connected: false, sending: true, health: { state: 'unknown' } });
    expect(created.raw).not.toContain('right-password');
    const id = created.body.id;

    const { password: _dropped, ...withoutPassword } = smtpAccount(`api@${tenant}`, { name: 'Office', sending: true });
    const updated = await invoke<MailAccount>(api, 'PUT', `/api/mailaccount/${id}`, { token, body: { ...withoutPassword, version: created.body.version } });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Office', passwordSet: true, version: 2 });
    expect((await getMailAccountSecrets(tenant, id))?.password).toBe('right-password');

    const list = await invoke<{ data: MailAccount[] }>(api, 'GET', '/api/mailaccount', { token });
    expect(list.raw).not.toContain('right-password');
    expect(list.body.data.map((a) => a.id)).toEqual([id]);

    // A stale version is a conflict; the kind cannot change; another sending account takes over sending.
    expect((await invoke(api, 'PUT', `/api/mailaccount/${id}`, { token, body: { ...withoutPassword, version: 1 } })).status).toBe(409);
    const ses = await createAccount(token, { kind: 'ses', name: 'SES', fromAddress: 'mail@bluereef.test', sending: true });
    expect((await account(tenant, token, id)).sending).toBe(false);
    expect(ses.sending).toBe(true);
    expect((await invoke(api, 'PUT', `/api/mailaccount/${ses.id}`, { token, body: { ...withoutPassword, version: ses.version } })).status).toBe(400);
  });

  it('answers 403 without mail.update and 404 for an account of another tenant', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-scope');
    const other = await tenantWithAdmin('ma-scope-other');
    const acc = await createAccount(token, { kind: 'ses', name: 'SES', fromAddress: 'mail@bluereef.test' });
    const clerk = await userWith(tenant, ['bookings.read', 'mailqueue.read']);
    expect((await invoke(api, 'GET', '/api/mailaccount', { token: clerk })).status).toBe(403);
    expect((await invoke(api, 'GET', `/api/mailaccount/${acc.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('sending through an SES account', () => {
  it("sends through SES from the account's address on the operator's domain, and nothing through SMTP", async () => {
    const { tenant, token } = await tenantWithAdmin('ma-ses');
    const acc = await createAccount(token, { kind: 'ses', name: 'Our domain', fromAddress: 'Mail@BlueReef.test', fromName: 'Blue Reef', sending: true });
    const to = `guest-ses@${tenant}.test`;
    await requestMail(tenant, mail('ses:1', to));
    expect((await deliver(tenant, 'ses:1')).batchItemFailures).toEqual([]);
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input.FromEmailAddress).toBe('"Blue Reef" <mail@bluereef.test>');
    expect(receivedBy(to)).toHaveLength(0);
    expect((await account(tenant, token, acc.id)).health.state).toBe('healthy');
  });
});

describe('sending through an SMTP account', () => {
  it('sends the mail through the account, marks the record sent and the account healthy with its last send', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-send');
    stands.smtp.users.set(`send@${tenant}`, 'right-password');
    const acc = await createAccount(token, smtpAccount(`send@${tenant}`));
    const to = `guest-send@${tenant}.test`;
    await requestMail(tenant, mail('s:1', to));
    expect((await deliver(tenant, 's:1')).batchItemFailures).toEqual([]);
    expect(receivedBy(to)).toHaveLength(1);
    expect(receivedBy(to)[0]).toMatchObject({ from: 'office@bluereef.test', user: `send@${tenant}`, subject: 'Blue Reef: test mail from Office mail' });
    expect(await recordOf(tenant, 's:1')).toMatchObject({ state: 'sent', attempts: 1 });
    const health = (await account(tenant, token, acc.id)).health;
    expect(health.state).toBe('healthy');
    expect(health.lastSendAt).toBeDefined();
  });

  it.each([421, 451])('retries an SMTP %i with backoff and sends on the next delivery', async (code) => {
    const { tenant, token } = await tenantWithAdmin(`ma-${code}`);
    stands.smtp.users.set(`t@${tenant}`, 'right-password');
    await createAccount(token, smtpAccount(`t@${tenant}`));
    const to = `guest-${code}@${tenant}.test`;
    stands.smtp.reply = (rcpt, n) => (rcpt === to && n === 1 ? { code, message: `${code} 4.3.0 try again later` } : undefined);
    await requestMail(tenant, mail(`t:${code}`, to));
    const before = Date.now();
    expect((await deliver(tenant, `t:${code}`, 1)).batchItemFailures).toHaveLength(1);
    const first = await recordOf(tenant, `t:${code}`);
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, lastCode: String(code) });
    expect(Date.parse(first.nextAttemptAt!) - before).toBeGreaterThanOrEqual(29_000);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[0]!.args[0].input.VisibilityTimeout).toBe(30);
    expect(receivedBy(to)).toHaveLength(0);

    expect((await deliver(tenant, `t:${code}`, 2)).batchItemFailures).toEqual([]);
    expect(await recordOf(tenant, `t:${code}`)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(receivedBy(to)).toHaveLength(1);
    expect(stands.smtp.tries.get(to)).toBe(2);
  });

  it.each([550, 553])('does not retry an SMTP %i: bounced, and a second delivery sends nothing', async (code) => {
    const { tenant, token } = await tenantWithAdmin(`ma-${code}`);
    stands.smtp.users.set(`p@${tenant}`, 'right-password');
    const acc = await createAccount(token, smtpAccount(`p@${tenant}`));
    const to = `reject-${code}@${tenant}.test`;
    await requestMail(tenant, mail(`p:${code}`, to));
    expect((await deliver(tenant, `p:${code}`)).batchItemFailures).toEqual([]);
    expect(await recordOf(tenant, `p:${code}`)).toMatchObject({ state: 'bounced', attempts: 1, lastCode: String(code) });
    expect((await deliver(tenant, `p:${code}`, 2)).batchItemFailures).toEqual([]);
    expect(stands.smtp.tries.get(to)).toBe(1);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)).toHaveLength(0);
    // A refused recipient is no fault of the account: it stays as it was, the error noted.
    expect((await account(tenant, token, acc.id)).health).toMatchObject({ state: 'unknown', lastError: { code: String(code), operation: 'send' } });
  });

  it('retries a connection error (nothing listens) with backoff', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-conn');
    const { freePort } = await import('../../../infra/local/ports');
    await createAccount(token, smtpAccount(`c@${tenant}`, { smtp: { host: '127.0.0.1', port: await freePort(), security: 'none' } }));
    await requestMail(tenant, mail('c:1', `guest@${tenant}.test`));
    expect((await deliver(tenant, 'c:1')).batchItemFailures).toHaveLength(1);
    const rec = await recordOf(tenant, 'c:1');
    expect(rec.state).toBe('retrying');
    expect(rec.lastCode).toMatch(/^E[A-Z]+$/);
    expect(rec.nextAttemptAt).toBeDefined();
  });

  it('sends no second mail when the consumer died after the server accepted it and before the record was written', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-crash');
    stands.smtp.users.set(`x@${tenant}`, 'right-password');
    await createAccount(token, smtpAccount(`x@${tenant}`));
    const to = `guest-crash@${tenant}.test`;
    await requestMail(tenant, mail('x:1', to));
    const [e] = (await outboxEvents('mail.requested')).filter((x) => x.detail.tenant === tenant && x.detail.key === 'x:1');
    // The first delivery's send through the account, completed under the key; then the process died.
    const route = await routeOf(tenant, mail('x:1', to));
    await sendMailOnce(tenant, mail('x:1', to), { fallbackKey: String(e!.detail.eventId), via: route.via });
    expect(receivedBy(to)).toHaveLength(1);
    expect(await recordOf(tenant, 'x:1')).toMatchObject({ state: 'queued' });
    expect((await deliver(tenant, 'x:1', 2)).batchItemFailures).toEqual([]);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await recordOf(tenant, 'x:1')).toMatchObject({ state: 'sent' });
  });
});

describe('an account that stops working', () => {
  it('a refused SMTP login fails the mail (no retry), marks the account unhealthy and tells the admins once per incident', async () => {
    const { tenant, token } = await tenantWithAdmin('ma-login');
    const user = `l@${tenant}`;
    stands.smtp.users.set(user, 'right-password');
    const acc = await createAccount(token, smtpAccount(user));
    stands.smtp.users.set(user, 'changed-by-the-operator');

    await requestMail(tenant, mail('l:1', `g1@${tenant}.test`));
    await requestMail(tenant, mail('l:2', `g2@${tenant}.test`));
    expect((await deliver(tenant, 'l:1')).batchItemFailures).toEqual([]);
    expect((await deliver(tenant, 'l:2')).batchItemFailures).toEqual([]);
    expect(await recordOf(tenant, 'l:1')).toMatchObject({ state: 'failed', lastCode: 'auth' });
    const sick = (await account(tenant, token, acc.id)).health;
    expect(sick).toMatchObject({ state: 'unhealthy', lastError: { operation: 'send', code: 'auth' } });
    const notes = await unhealthyNotes(token);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ params: { account: 'Office mail' }, target: { type: 'mailaccount' } });

    // Fixed: the next send makes it healthy; a new failure is a new incident, told again.
    stands.smtp.users.set(user, 'right-password');
    await requestMail(tenant, mail('l:3', `g3@${tenant}.test`));
    expect((await deliver(tenant, 'l:3')).batchItemFailures).toEqual([]);
    expect((await account(tenant, token, acc.id)).health.state).toBe('healthy');
    stands.smtp.users.set(user, 'changed-again');
    await new Promise((r) => setTimeout(r, 5));
    const checked = await invoke<MailAccount>(api, 'POST', `/api/mailaccount/${acc.id}/check`, { token });
    expect(checked.body.health).toMatchObject({ state: 'unhealthy', lastError: { operation: 'check', code: 'auth' } });
    expect(await unhealthyNotes(token)).toHaveLength(2);
  });
});

describe('an OAuth account', () => {
  async function connected(name: string) {
    const { tenant, token } = await tenantWithAdmin(name);
    const mailbox = `owner@${tenant}.test`;
    const acc = await createAccount(token, { kind: 'oauth', name: 'Google mail', provider: 'local', fromAddress: mailbox, sending: true });
    expect(acc.connected).toBe(false);
    const started = await invoke<{ url: string }>(api, 'POST', '/api/mailaccount/oauth/connect', { token, body: { account: acc.id } });
    expect(started.status, started.raw).toBe(200);
    const url = new URL(started.body.url);
    expect(url.origin).toBe(stands.oauth.url);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/config/mail');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // The consent page's form, as the browser posts it.
    const page = await (await fetch(url)).text();
    expect(page).toContain(mailbox);
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), user: mailbox });
    const back = await fetch(`${stands.oauth.url}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    const code = location.searchParams.get('code')!;
    const state = location.searchParams.get('state')!;
    const done = await invoke<MailAccount>(api, 'POST', '/api/mailaccount/oauth/callback', { token, body: { code, state } });
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toMatchObject({ connected: true, health: { state: 'healthy' } });
    expect(done.raw).not.toMatch(/rt-|at-/);
    return { tenant, token, acc: done.body, mailbox, code, state };
  }

  it('connects by the authorization-code flow (state used once) and sends with XOAUTH2', async () => {
    const { tenant, token, code, state, mailbox } = await connected('ma-oauth');
    const again = await invoke(api, 'POST', '/api/mailaccount/oauth/callback', { token, body: { code, state } });
    expect(again.status).toBe(400);
    const to = `guest-oauth@${tenant}.test`;
    await requestMail(tenant, mail('o:1', to));
    expect((await deliver(tenant, 'o:1')).batchItemFailures).toEqual([]);
    expect(receivedBy(to)).toHaveLength(1);
    expect(receivedBy(to)[0]!.user).toBe(mailbox);
  });

  it('a revoked token (the refresh refused) marks the account unhealthy within one cycle and tells the admins once', async () => {
    const { tenant, token, acc, mailbox } = await connected('ma-revoke');
    stands.oauth.revoke(mailbox);
    // The stored access token runs out: the next use refreshes, and the provider refuses.
    const secrets = (await getMailAccountSecrets(tenant, acc.id))!;
    await putMailAccountSecrets(tenant, acc.id, { ...secrets, accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() });
    await requestMail(tenant, mail('r:1', `g1@${tenant}.test`));
    expect((await deliver(tenant, 'r:1')).batchItemFailures).toEqual([]);
    expect(await recordOf(tenant, 'r:1')).toMatchObject({ state: 'failed', lastCode: 'revoked' });
    expect((await account(tenant, token, acc.id)).health).toMatchObject({ state: 'unhealthy', lastError: { code: 'revoked' } });
    const checked = await invoke<MailAccount>(api, 'POST', `/api/mailaccount/${acc.id}/check`, { token });
    expect(checked.body.health.state).toBe('unhealthy');
    expect(stands.oauth.calls.filter((c) => c.grant === 'refresh_token' && c.user === mailbox && !c.ok).length).toBeGreaterThanOrEqual(2);
    expect(await unhealthyNotes(token)).toHaveLength(1);
  });
});
