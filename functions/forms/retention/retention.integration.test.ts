import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage, setMediaStorage } from '../../lib/media-storage';
import { getGuestUpload } from '../../data/guest-form-uploads';
import { uploaded } from '../../../test/support/guest-uploads';
import { addDays } from '../../../shared/calendar-date';
import { setReadGuard } from '../../aws/read-guard';
import { getBooking } from '../../data/bookings';
import { bookingForms } from '../../data/guest-forms';
import { handler as history } from '../../booking/history/lambda';
import { handler as settings } from '../../platform/settings/lambda';
import { save, tripWithForms } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { runRetention } from './retention';
import { nextRetentionAt, retentionMessage } from './schedule';

/** The retention run on DynamoDB Local with a clock the test sets: medical answers and uploads deleted once, audited once. */
const YES_NO = [{ value: 'yes' }, { value: 'no' }];
const medical = {
  name: 'Medical',
  purpose: 'medical',
  attach: 'trips',
  sections: [
    {
      id: 'm',
      fields: [
        { id: 'asthma', type: 'Radio', label: { en: 'Asthma?' }, required: true, options: YES_NO },
        { id: 'signature', type: 'Signature', label: { en: 'Signature' }, required: true },
      ],
    },
  ],
};
const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [
    {
      id: 'r',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true },
        { id: 'passport', type: 'Image', label: { en: 'Passport' } },
      ],
    },
  ],
};

type Entry = { version: number; action: string; by?: string };

const dir = mkdtempSync(path.join(os.tmpdir(), 'tidewise-retention-'));
beforeAll(() => setMediaStorage(new LocalMediaStorage(dir)));
afterAll(() => setMediaStorage(undefined));
const storedFiles = (): string[] => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f));

describe('guest form retention', () => {
  it('deletes the medical answers and the uploads N days after departure, once, with one audit entry in the booking history', async () => {
    const tenant = 'gf-retention';
    const trip = await tripWithForms(tenant, [medical, registration], 2);
    const { host, token, booking, tokenOf } = trip;
    const formNamed = (name: string) => (trip.forms as Array<{ id: string; name: string }>).find((f) => f.name === name)!.id;
    const [med, reg] = [formNamed('Medical'), formNamed('Registration')];
    const signed = { asthma: 'no', signature: { name: 'Kim Diver', mode: 'typed' } };
    expect((await save(host, med, { token: tokenOf('guest-1'), data: signed, submit: true })).status).toBe(200);
    expect((await save(host, med, { token: tokenOf('guest-2'), data: { asthma: 'yes' } })).status).toBe(200);
    const photo = await uploaded(host, reg, tokenOf('guest-1'), 'passport');
    // A replaced photo (uploaded, never answered) goes too.
    const replaced = await uploaded(host, reg, tokenOf('guest-1'), 'passport');
    const withUpload = { firstName: 'Kim', passport: { upload: photo.id } };
    expect((await save(host, reg, { token: tokenOf('guest-1'), data: withUpload, submit: true })).status).toBe(200);

    // Off while the setting is empty.
    const departure = (await getBooking(tenant, booking.id))!.checkOut!;
    const at = (day: string) => new Date(`${day}T03:00:00.000Z`);
    expect(await runRetention(tenant, at(addDays(departure, 400)))).toMatchObject({ off: true, forms: 0 });
    expect(
      (await invoke(settings, 'POST', '/api/settings/group/guestform', { token, body: { version: 0, values: { guestFormRetentionDays: 30 } } })).status,
    ).toBe(200);

    const answers = async () => (await bookingForms(tenant, booking.id)).answers.map((a) => `${a.form === med ? 'med' : 'reg'}:${a.guest}`).sort();
    const entries = async () => (await invoke<{ data: Entry[] }>(history, 'GET', `/api/bookings/${booking.id}/history`, { token })).body.data;
    const versionsBefore = (await entries()).length;

    // 29 days after departure: nothing yet.
    const guard = setReadGuard('throw');
    try {
      expect(await runRetention(tenant, at(addDays(departure, 29)))).toMatchObject({ forms: 0, answers: 0, uploads: 0, failed: [] });
      expect(await answers()).toEqual(['med:guest-1', 'med:guest-2', 'reg:guest-1']);

      // 30 days after: both guests' medical answers and the registration's upload go; the registration's answers stay.
      const first = await runRetention(tenant, at(addDays(departure, 30)));
      expect(first).toMatchObject({ bookings: 1, forms: 2, answers: 2, uploads: 1, failed: [], to: departure });
      expect(await answers()).toEqual(['reg:guest-1']);
      // The files and their records are gone: the staff's link answers 404, nothing is left in the storage folder.
      expect(storedFiles()).toEqual([]);
      for (const u of [photo, replaced]) expect(await getGuestUpload(tenant, booking.id, u.id)).toBeNull();

      // Again the same day, the next day (the departure still in the look-back window): nothing more, no second entry.
      expect(await runRetention(tenant, at(addDays(departure, 30)))).toMatchObject({ forms: 0, answers: 0, uploads: 0 });
      expect(await runRetention(tenant, at(addDays(departure, 31)))).toMatchObject({ forms: 0, answers: 0, uploads: 0 });
    } finally {
      setReadGuard(guard);
    }

    const after = await entries();
    expect(after).toHaveLength(versionsBefore + 1);
    expect(after[0]).toMatchObject({ action: 'guestformRetention', by: 'system' });
    const todos = (await getBooking(tenant, booking.id))!.todo ?? [];
    const audit = todos.filter((t) => t.group === 'guestform-retention').sort((a, b) => a.id.localeCompare(b.id));
    expect(audit.map((t) => t.id).sort()).toEqual([`guestform-retention-${med}`, `guestform-retention-${reg}`].sort());
    expect(audit.every((t) => !t.open && t.editedBy === 'system')).toBe(true);
    const text = audit.map((t) => t.text).join(' | ');
    expect(text).toContain('Medical (medizinische Antworten von Gast 1, Gast 2)');
    expect(text).toContain('Registration (1 hochgeladene Datei(en))');
    expect(text).toContain(`${addDays(departure, 30)} 03:00 UTC`);
  });

  it('schedules one job a day at 03:00 UTC with a fixed event id per tenant and day', () => {
    expect(nextRetentionAt(new Date('2027-04-01T02:59:00Z'))).toBe('2027-04-01T03:00:00.000Z');
    expect(nextRetentionAt(new Date('2027-04-01T03:00:00Z'))).toBe('2027-04-02T03:00:00.000Z');
    expect(retentionMessage('t1', '2027-04-02T03:00:00.000Z').detail.eventId).toBe('guestform-retention-t1-2027-04-02');
  });
});
