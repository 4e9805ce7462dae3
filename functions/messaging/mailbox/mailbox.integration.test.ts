import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapLocal, type ImapLocal } from '../../../infra/local/imap-local';
import type { MailBody, MailListItem } from '../../../shared/api/mailbox';
import type { MailAccount, MailAccountError } from '../../../shared/domain/mail/account';
import { ZCustomer } from '../../../shared/domain/customer/customer';
import { invoke } from '../../../test/support/invoke';
import { putBooking } from '../../../test/support/price-fixture';
import { adminOf, userWith } from '../../../test/support/tokens';
import { putBookingSearch } from '../../data/booking-search';
import { getBooking } from '../../data/bookings';
import { customers } from '../../data/customers';
import { getMailRecord } from '../../data/mail-queue';
import { putTenant } from '../../data/tenants';
import { connectMailboxAccounts } from './accounts';
import { checkMailboxes } from './service';
import { handler as api } from './lambda';

/**
 * The mailbox against a real IMAP server on loopback (infra/local/imap-local.ts): a guest's mail matched to their
 * booking by the number in its subject and to the customer by the sender's address; an HTML mail read without its
 * scripts, forms and pixels; reply through the mail queue; a changed IMAP password marks the fetch failed.
 */
const TENANT = 'mailbox-imap';
const ACCOUNT = 'ma-inbox';
let imap: ImapLocal;
let token: string;
/** The password the account has stored (what the product logs in with). */
let storedPassword = 'sea-horse-1';
const fetches: Array<{ account: string; ok: boolean; error?: MailAccountError }> = [];

const account = (): MailAccount => ({
  id: ACCOUNT,
  kind: 'smtp',
  name: 'Front desk',
  fromAddress: 'desk@reef.test',
  sending: false,
  smtp: { host: '127.0.0.1', port: 2525, security: 'none' },
  imap: { host: imap.host, port: imap.port, security: 'none' },
  user: 'desk',
  passwordSet: true,
  connected: false,
  health: { state: 'healthy' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const mail = (o: { from: string; subject: string; html?: string; text?: string; id: string }) =>
  [
    `From: ${o.from}`,
    'To: desk@reef.test',
    `Subject: ${o.subject}`,
    `Message-ID: <${o.id}@guest.test>`,
    'Date: Mon, 2 Mar 2026 09:30:00 +0000',
    'MIME-Version: 1.0',
    `Content-Type: ${o.html ? 'text/html' : 'text/plain'}; charset=utf-8`,
    '',
    o.html ?? o.text ?? '',
  ].join('\r\n');

beforeAll(async () => {
  imap = await startImapLocal({ users: { desk: 'sea-horse-1' } });
  connectMailboxAccounts({
    list: async (tenant) => (tenant === TENANT ? [account()] : []),
    login: async (tenant, id) =>
      tenant === TENANT && id === ACCOUNT
        ? { account: account(), user: 'desk', imap: account().imap, auth: { kind: 'password', password: storedPassword } }
        : null,
    recordFetch: async (_tenant, id, outcome) => void fetches.push({ account: id, ok: outcome.ok, ...(outcome.ok ? {} : { error: outcome.error }) }),
  });
  await putTenant({
    id: TENANT,
    name: 'Reef Divers',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: { resort: true },
    version: 1,
  });
  token = await adminOf(TENANT);
  await customers.create(
    TENANT,
    'c-mara',
    ZCustomer.parse({ masterData: { firstName: 'Mara', lastName: 'Lindqvist', gender: 'f' }, contact: { email: 'mara@guest.test' } }),
  );
  await putBooking(TENANT, { id: 'b-mara', bookingNo: 20417, customer: 'c-mara', customerName: 'Lindqvist Mara' });
  await putBookingSearch(TENANT, [(await getBooking(TENANT, 'b-mara'))!]);
  imap.deliver(mail({ from: 'Someone <nobody@else.test>', subject: 'Newsletter 2026', text: 'Hello', id: 'n1' }));
  imap.deliver(mail({ from: 'Mara Lindqvist <Mara@Guest.test>', subject: 'Booking 20417: arriving late', text: 'We land at 23:40.\nMara', id: 'm1' }));
}, 30_000);

afterAll(async () => {
  connectMailboxAccounts(null);
  await imap.stop();
});

const get = <T>(path: string, query: Record<string, string>) => invoke<T>(api, 'GET', path, { token, query });

describe('the mailbox over IMAP', () => {
  it('lists the account and its folders with counts', async () => {
    const res = await get<{ accounts: Array<{ id: string }>; account: string; folders: Array<{ path: string; specialUse?: string; total?: number }> }>(
      '/api/mail/folders',
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body.account).toBe(ACCOUNT);
    expect(res.body.accounts.map((a) => a.id)).toEqual([ACCOUNT]);
    expect(res.body.folders.map((f) => f.path)).toEqual(expect.arrayContaining(['INBOX', 'Sent', 'Trash']));
    expect(res.body.folders.find((f) => f.path === 'Trash')?.specialUse).toBe('\\Trash');
  });

  it("matches a guest's mail to the booking its subject names and to the customer by the sender's address, newest first", async () => {
    const res = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    expect(res.status).toBe(200);
    const [newest, older] = res.body.data;
    expect(newest).toMatchObject({
      subject: 'Booking 20417: arriving late',
      from: { name: 'Mara Lindqvist', address: 'mara@guest.test' },
      seen: false,
      match: { booking: { id: 'b-mara', bookingNo: 20417 }, customer: { id: 'c-mara', name: 'Mara Lindqvist' } },
    });
    expect(older).toMatchObject({ subject: 'Newsletter 2026', match: {} });
    expect(older!.match.booking).toBeUndefined();
    expect(older!.uid).toBeLessThan(newest!.uid);

    const paged = await get<{ data: MailListItem[]; next?: number }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX', size: '1' });
    expect(paged.body.data.map((m) => m.uid)).toEqual([newest!.uid]);
    expect(paged.body.next).toBe(newest!.uid);
    const second = await get<{ data: MailListItem[]; next?: number }>('/api/mail/mails', {
      account: ACCOUNT,
      folder: 'INBOX',
      size: '1',
      before: String(paged.body.next),
    });
    expect(second.body.data.map((m) => m.uid)).toEqual([older!.uid]);
    expect(second.body.next).toBeUndefined();
  });

  it('shows an HTML mail without its scripts, forms and tracking pixel, and its images only when asked', async () => {
    imap.deliver(
      mail({
        from: 'promo@spam.test',
        subject: 'Offer',
        id: 'h1',
        html: '<p onclick="x()">Deal</p><script>alert(1)</script><form action="https://phish.test"><input name="pw"></form><img src="https://track.test/p.gif" width="1">',
      }),
    );
    const list = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    const uid = String(list.body.data.find((m) => m.subject === 'Offer')!.uid);
    const body = await get<MailBody>('/api/mail/body', { account: ACCOUNT, folder: 'INBOX', uid });
    expect(body.status).toBe(200);
    expect(body.body.html).toContain('<p>Deal</p>');
    for (const bad of ['script', 'alert', 'form', 'input', 'onclick', 'track.test']) expect(body.body.html).not.toContain(bad);
    expect(body.body.blockedImages).toBe(1);
    const allowed = await get<MailBody>('/api/mail/body', { account: ACCOUNT, folder: 'INBOX', uid, images: 'true' });
    expect(allowed.body.html).toContain('src="https://track.test/p.gif"');
    expect(allowed.body.seen).toBe(true);
  });

  it("replies through the mail queue, linked to the guest's booking and customer and sent by the account", async () => {
    const list = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    const guest = list.body.data.find((m) => m.match.booking)!;
    const res = await invoke<{ queued: string }>(api, 'POST', '/api/mail/answer', {
      token,
      body: {
        account: ACCOUNT,
        folder: 'INBOX',
        uid: guest.uid,
        mode: 'reply',
        to: ['mara@guest.test'],
        subject: 'Re: Booking 20417: arriving late',
        text: 'No problem, the night desk waits for you.',
      },
    });
    expect(res.status).toBe(200);
    const record = await getMailRecord(TENANT, res.body.queued);
    expect(record).toMatchObject({ state: 'queued', to: ['mara@guest.test'], booking: 'b-mara', purpose: 'mailbox-reply' });
    expect(record!.mail).toMatchObject({ account: ACCOUNT, customer: 'c-mara', template: { builtIn: 'mailbox.answer' } });
    expect(String(record!.mail.params.text)).toContain('No problem, the night desk waits for you.\n\n');
    expect(String(record!.mail.params.text)).toContain('> We land at 23:40.');
  });

  it('deletes a mail into the Trash', async () => {
    const list = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    const spam = list.body.data.find((m) => m.subject === 'Newsletter 2026')!;
    const res = await invoke<{ deleted: number }>(api, 'POST', '/api/mail/delete', { token, body: { account: ACCOUNT, folder: 'INBOX', uids: [spam.uid] } });
    expect(res.body).toEqual({ deleted: 1 });
    const inbox = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    expect(inbox.body.data.map((m) => m.subject)).not.toContain('Newsletter 2026');
    const trash = await get<{ data: MailListItem[] }>('/api/mail/mails', { account: ACCOUNT, folder: 'Trash' });
    expect(trash.body.data.map((m) => m.subject)).toContain('Newsletter 2026');
  });

  it('needs mail.update and an existing account', async () => {
    const staff = await userWith(TENANT, ['bookings.read']);
    expect((await invoke(api, 'GET', '/api/mail/folders', { token: staff })).status).toBe(403);
    expect((await get('/api/mail/mails', { account: 'ma-unknown' })).status).toBe(404);
  });

  it('a changed IMAP password marks the fetch failed (refused login) and answers 502 MAIL_FETCH_FAILED', async () => {
    fetches.length = 0;
    imap.setPassword('desk', 'changed-by-the-provider');
    const res = await get<{ message: string; statusCode: number }>('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ message: 'MAIL_FETCH_FAILED', statusCode: 502 });
    expect(fetches).toEqual([{ account: ACCOUNT, ok: false, error: expect.objectContaining({ operation: 'fetch', code: 'auth' }) }]);
    // The background cycle finds it too, with nobody on /mail.
    expect(await checkMailboxes(TENANT)).toEqual([ACCOUNT]);
    expect(fetches.at(-1)).toMatchObject({ account: ACCOUNT, ok: false, error: { code: 'auth' } });

    storedPassword = 'changed-by-the-provider';
    expect((await get('/api/mail/mails', { account: ACCOUNT, folder: 'INBOX' })).status).toBe(200);
    expect(fetches.at(-1)).toEqual({ account: ACCOUNT, ok: true });
    expect(await checkMailboxes(TENANT)).toEqual([]);
  });
});
