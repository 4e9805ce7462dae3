import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../shared/domain/booking/invoice';
import { resetConfig } from '../../functions/config';
import { getInvoice } from '../../functions/data/invoices';
import { handler as invoices } from '../../functions/finance/invoices/lambda';
import { lambdaContext } from '../../infra/local/lambda-context';
import { billedBooking, pdfText } from '../../test/support/invoices';
import { invoke } from '../../test/support/invoke';
import { outboxEvents } from '../../test/support/outbox';
import { deliver, sqsRecord } from '../../test/support/sqs';
import { adminOf } from '../../test/support/tokens';
import { handler } from './send-document';

/** The send-document consumer: renders the PDF, mails it attached through SES, once per event under redelivery. */
const ses = mockClient(SESv2Client);
beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});
beforeEach(() => ses.reset());

const queued = async (document: string) =>
  (await outboxEvents('document.mail-requested'))
    .filter((e) => e.detail.document === document)
    .map((e) => sqsRecord({ detailType: e.detailType, detail: e.detail }));

describe('send-document consumer', () => {
  it('mails the invoice with its PDF attached and a public link that opens it, exactly once under redelivery', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    const tenant = 'demo';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const sent = await invoke<{ invoice: Invoice }>(invoices, 'POST', `/api/bookings/${b.id}/sendInvoice`, { token, body: {} });
    expect(sent.status).toBe(202);
    const [record] = await queued('invoice');
    const ctx = lambdaContext('send-document');
    expect(await Promise.all([deliver(handler, record!, ctx), deliver(handler, { ...record!, messageId: 'again' }, ctx)])).toContain('ack');
    expect(await deliver(handler, { ...record!, messageId: 'later' }, ctx)).toBe('ack');
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.Destination?.ToAddresses).toEqual(['juergen@example.com']);
    const simple = input.Content!.Simple!;
    expect(simple.Subject!.Data).toBe(`Ihre Rechnung ${sent.body.invoice.date.slice(0, 4)}-000001 zur Buchung ${b.bookingNo}`);
    const [attachment] = simple.Attachments!;
    expect(attachment).toMatchObject({ ContentType: 'application/pdf', FileName: expect.stringMatching(/^Rechnung-\d{4}-000001\.pdf$/) });
    const pdf = Buffer.from(attachment!.RawContent as Uint8Array);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Offener Betrag');
    const text = simple.Body!.Text!.Data!;
    expect(text).toContain('350,00 €');
    const link = new URL(/http:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe(`/invoice/${sent.body.invoice.id}`);
    const open = await invoke(invoices, 'POST', '/api/bookings/invoice/public', { body: { id: sent.body.invoice.id, token: link.searchParams.get('t') } });
    expect(open.status).toBe(200);
    expect((await getInvoice(tenant, sent.body.invoice.id))?.sentTo).toEqual(['juergen@example.com']);
  });

  it("mails the voucher PDF in the booking's language and retries a failed send", async () => {
    ses.on(SendEmailCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'm' });
    const tenant = 'mail-voucher';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { language: 'en' });
    expect((await invoke(invoices, 'POST', `/api/bookings/${b.id}/sendMail`, { token, body: {} })).status).toBe(202);
    const [record] = await queued('voucher');
    expect(await deliver(handler, record!)).toBe('retry');
    expect(await deliver(handler, record!)).toBe('ack');
    const input = ses.commandCalls(SendEmailCommand).at(-1)!.args[0].input;
    expect(input.Content!.Simple!.Subject!.Data).toBe(`Your voucher for booking ${b.bookingNo}`);
    expect(pdfText(Buffer.from(input.Content!.Simple!.Attachments![0]!.RawContent as Uint8Array))).toContain('Zoë Weiß');
  });
});
