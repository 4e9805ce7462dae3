import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../data/client';
import { answersKey } from '../../data/entities/guest-form';
import { save, tripWithForms } from '../../../test/support/guest-forms';
import { pdfText, saveCompanyForTest } from '../../../test/support/invoices';
import { invoke } from '../../../test/support/invoke';
import { userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

/** The signed PDF (GET /api/guestform/{id}/print) on DynamoDB Local: the record printed, and verified as of now. */
const YES_NO = [
  { value: 'yes', label: { en: 'Yes', de: 'Ja' } },
  { value: 'no', label: { en: 'No', de: 'Nein' } },
];
const medical = {
  name: 'Medical questionnaire',
  purpose: 'medical',
  attach: 'trips',
  title: { en: 'Diver medical', de: 'Tauchmedizin' },
  sections: [
    {
      id: 'medical',
      fields: [
        { id: 'intro', type: 'Header', label: { en: 'Your health', de: 'Ihre Gesundheit' } },
        { id: 'birthday', type: 'Date', label: { en: 'Date of birth', de: 'Geburtsdatum' }, required: true, customerField: 'birthday' },
        { id: 'asthma', type: 'Radio', label: { en: 'Asthma?', de: 'Asthma?' }, required: true, options: YES_NO, raises: { flag: 'physician', when: ['yes'] } },
        {
          id: 'since',
          type: 'QuestionShort',
          label: { en: 'Since when?', de: 'Seit wann?' },
          condition: { effect: 'show', any: [{ all: [{ field: 'asthma', op: 'equals', value: 'no' }] }] },
        },
        { id: 'signature', type: 'Signature', label: { en: 'Signature', de: 'Unterschrift' }, required: true },
      ],
    },
  ],
};

const pdfOf = async (token: string, form: string, query?: Record<string, string>) => {
  const res = await invoke<string>(handler, 'GET', `/api/guestform/${form}/print`, { token, query });
  return { ...res, text: res.status === 200 ? pdfText(Buffer.from(res.raw, 'base64')) : '' };
};

describe('the signed PDF of a guest form', () => {
  it('prints the answers, the physician flag and each signature record verified; an altered stored answer prints NOT verified', async () => {
    const tenant = 'gf-print';
    const { host, token, forms, tokenOf, booking } = await tripWithForms(tenant, [medical], 2);
    await saveCompanyForTest(tenant);
    const form = forms[0]!.id;
    const signed = await save(
      host,
      form,
      {
        token: tokenOf('guest-1'),
        data: { birthday: '1990-05-05', asthma: 'yes', since: 'hidden now', signature: { name: 'Kim Diver', mode: 'typed' } },
        submit: true,
        lang: 'en',
      },
      '203.0.113.5',
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const en = await pdfOf(token, form, { lang: 'en', guest: 'guest-1' });
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const lines = en.text.split('\n');
    for (const expected of [
      'Tauchwelt',
      'Diver medical',
      String(booking.bookingNo),
      'Medical questionnaire – Version 1',
      'Your health',
      'Date of birth',
      '05.05.1990',
      'Asthma?',
      'Yes',
      '! Physician sign-off required',
      'Signatures',
      'Kim Diver',
      '203.0.113.5',
      'GuestBrowser/1.0',
      'verified',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    // The hidden question is not printed, nor its stored answer; the other guest is not in a one-guest print.
    expect(en.text).not.toContain('Since when?');
    expect(en.text).not.toContain('hidden now');
    expect(en.text).not.toContain('Guest 2');
    // The record's hash and time as stored.
    const filled = await invoke<{ responses: Array<{ guest: string; signatures: Array<{ sha256: string; signedAt: string }> }> }>(
      (await import('../guest/lambda')).handler,
      'GET',
      `/api/guestform/${form}`,
      { token },
    );
    const record = filled.body.responses.find((r) => r.guest === 'guest-1')!.signatures[0]!;
    expect(lines).toContain(record.sha256);
    const at = new Date(record.signedAt).toISOString();
    expect(lines).toContain(`${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)} ${at.slice(11, 19)} UTC`);

    // Every respondent by default, in the booking's language (German): guest 2 has answered nothing.
    const all = await pdfOf(token, form);
    expect(all.status).toBe(200);
    expect(all.text).toContain('Ärztliche Freigabe erforderlich');
    expect(all.text).toContain('Ja');
    expect(all.text.split('\n')).toContain('Gast 2');
    expect(all.text).toContain('nicht begonnen');
    expect(all.text).toContain('verifiziert');

    // Altering the stored answer: the print says NOT verified.
    const key = answersKey(tenant, booking.id, form, 'guest-1');
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item!;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...stored, answers: { ...(stored.answers as object), asthma: 'no' } } }));
    const altered = await pdfOf(token, form, { lang: 'en', guest: 'guest-1' });
    expect(altered.text.split('\n')).toContain('NOT verified');
    expect(altered.text.split('\n')).not.toContain('verified');
  });

  it('answers 404 for an unknown form or guest, and 403 without a scope that reads guest forms', async () => {
    const tenant = 'gf-print-access';
    const { token, forms } = await tripWithForms(tenant, [medical], 1);
    expect((await pdfOf(token, 'gf-unknown')).status).toBe(404);
    expect((await pdfOf(token, forms[0]!.id, { guest: 'guest-9' })).status).toBe(404);
    const reader = await userWith(tenant, ['customers.read']);
    expect((await pdfOf(reader, forms[0]!.id)).status).toBe(403);
  });
});
