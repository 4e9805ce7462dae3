import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { EventSchemaError } from '../../events/event';
import { MailRequested } from '../../events/mail-requested';
import { db, tableName } from './client';
import { globalKey } from './keys';
import { outboxPut } from './outbox';
import { transactWrite } from './transactions';

const mail = {
  to: ['guest@example.com'],
  locale: 'en' as const,
  template: { builtIn: 'auth.verifyEmail' as const },
  params: { link: 'https://x.test', tenantName: 'Demo' },
  purpose: 'test',
};

/** Every item of this test file's own table (a scan is fine here: the table is the test's). */
async function allItems() {
  return (await db().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true }))).Items ?? [];
}

describe('outbox', () => {
  it("writes an outbox item whose detail is the event's schema: payload, tenant, event id and time", async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const put = outboxPut('demo', MailRequested, mail, now);
    await transactWrite([put], () => 'outbox');
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: put.Put!.Item!.pk, sk: put.Put!.Item!.sk } }));
    expect(stored.Item).toMatchObject({
      entityType: 'Outbox',
      detailType: 'mail.requested',
      detail: { ...mail, tenant: 'demo', occurredAt: now.toISOString() },
    });
    expect(MailRequested.schema.parse(stored.Item?.detail)).toEqual(stored.Item?.detail);
    expect(stored.Item?.expiresAt).toBe(Math.floor(now.getTime() / 1000) + 7 * 24 * 3600);
  });

  it('checks the detail against the definition it is given', async () => {
    expect(outboxPut('demo', MailRequested, mail).Put?.Item?.detailType).toBe('mail.requested');
    expect(() => outboxPut('demo', MailRequested, { to: ['a@b.test'] } as unknown as typeof mail)).toThrow(EventSchemaError);
  });

  it.each([
    ['a missing field', { to: ['guest@example.com'], template: mail.template, params: {}, purpose: 'test' }, /locale/],
    ['a field of the wrong type', { ...mail, to: 'guest@example.com' }, /to/],
    ['an invalid address', { ...mail, to: ['not an address'] }, /to\.0/],
    ['a field the event does not have', { ...mail, subjct: 'typo' }, /subjct/],
  ])('refuses a payload with %s, and the transaction writes nothing', async (_case, payload, names) => {
    const before = await allItems();
    const thing = { Put: { TableName: tableName(), Item: { ...globalKey('THING', 'k1'), entityType: 'Thing' } } };
    const publish = async () => transactWrite([thing, outboxPut('demo', MailRequested, payload as typeof mail)], () => 'outbox');
    await expect(publish()).rejects.toThrow(EventSchemaError);
    await expect(publish()).rejects.toThrow(names);
    expect(await allItems()).toEqual(before);
  });
});
