import { describe, expect, it } from 'vitest';
import type { SyncDiff } from '../../../shared/api/guest-form-sync';
import { customerOf } from '../../../test/support/booking-fixtures';
import { save, tripWithForms, type Link } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { tokenFor } from '../../../test/support/tokens';
import { listMeta } from '../../data/customer-details';
import { customers } from '../../data/customers';
import { handler } from './lambda';
import { handler as syncHandler } from './sync-lambda';

/** Answers to the customer (docs/decisions/forms.md "Answers to the customer, lists and statistics") on DynamoDB Local. */

const t = (en: string) => ({ en });
const registration = {
  name: 'Registration',
  purpose: 'registration',
  attach: 'trips',
  sections: [
    {
      id: 'person',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: t('First name'), required: true, customerField: 'firstName' },
        { id: 'lastName', type: 'QuestionShort', label: t('Last name'), required: true, customerField: 'lastName' },
        { id: 'birthday', type: 'Date', label: t('Date of birth'), required: true, customerField: 'birthday' },
        { id: 'nationality', type: 'Country', label: t('Nationality'), customerField: 'nationality' },
        { id: 'phone', type: 'Phone', label: t('Phone'), customerField: 'phone' },
        { id: 'passportNo', type: 'QuestionShort', label: t('Passport number') },
        { id: 'certification', type: 'Certification', label: t('Certification') },
        { id: 'diet', type: 'QuestionShort', label: t('Diet') },
      ],
    },
  ],
};

const answers = {
  firstName: 'Anna',
  lastName: 'Guest c-sync-1',
  birthday: '1990-04-02',
  nationality: 'NZ',
  phone: '+64 21 555 0101',
  passportNo: 'LA123456',
  certification: { agency: 'PADI', level: 'Advanced Open Water', number: 'A-77', date: '2015-06-01' },
  diet: 'vegetarian',
};

const diffOf = (token: string, form: string, guest: string) =>
  invoke<SyncDiff>(syncHandler, 'GET', `/api/guestform/${form}/syncWithCustomer`, { token, query: { guest } });
const sync = (token: string, form: string, body: Record<string, unknown>) =>
  invoke<{ customer: string; version: number; created: boolean; written: string[] }>(syncHandler, 'POST', `/api/guestform/${form}/syncWithCustomer`, {
    token,
    body,
  });

describe('answers to the customer (syncWithCustomer)', () => {
  it('shows the diff, writes only the confirmed fields as a customer edit, and refuses a draft and a stale customer version', async () => {
    const trip = await tripWithForms('gfs-sync', [registration], 2);
    const form = trip.forms[0]!.id;
    const customer = await customerOf('gfs-sync', 'c-sync-1', 'f');
    await customers.update('gfs-sync', customer, 1, {
      ...(await customers.getOrThrow('gfs-sync', customer)),
      masterData: { firstName: 'Ann', lastName: 'Guest c-sync-1', gender: 'f', nationality: 'DE' },
    });

    // The customer becomes guest-1 of the booking's forms (customer/{customer}/{booking}); again: the same slot.
    const linked = await invoke<Link & { customer?: string }>(syncHandler, 'POST', `/api/guestform/customer/${customer}/${trip.booking.id}`, {
      token: trip.token,
      body: { guest: 'guest-1' },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ guest: 'guest-1', customer });
    const again = await invoke<Link>(syncHandler, 'POST', `/api/guestform/customer/${customer}/${trip.booking.id}`, { token: trip.token, body: {} });
    expect(again.body.guest).toBe('guest-1');

    // A draft is not synced.
    expect((await save(trip.host, form, { token: trip.tokenOf('guest-1'), data: { firstName: 'Anna' } })).status).toBe(200);
    const draft = await sync(trip.token, form, { guest: 'guest-1', fields: ['masterData.firstName'] });
    expect(draft.status).toBe(409);
    expect((await customers.getOrThrow('gfs-sync', customer)).version).toBe(2);

    const submitted = await save(trip.host, form, { token: trip.tokenOf('guest-1'), data: answers, submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const diff = await diffOf(trip.token, form, 'guest-1');
    expect(diff.status, JSON.stringify(diff.body)).toBe(200);
    expect(diff.body.customer).toMatchObject({ id: customer, version: 2 });
    const byTarget = Object.fromEntries(diff.body.fields.map((f) => [f.target, f]));
    expect(byTarget['masterData.firstName']).toMatchObject({ customerValue: 'Ann', formValue: 'Anna', differs: true });
    expect(byTarget['masterData.lastName']).toMatchObject({ customerValue: 'Guest c-sync-1', formValue: 'Guest c-sync-1', differs: false });
    expect(byTarget['masterData.birthday']).toMatchObject({ formValue: '1990-04-02', differs: true });
    expect(byTarget['masterData.birthday']!.customerValue).toBeUndefined();
    expect(byTarget['masterData.nationality']).toMatchObject({ customerValue: 'DE', formValue: 'NZ', differs: true });
    expect(byTarget['passport.number']).toMatchObject({ field: 'passportNo', formValue: 'LA123456', kind: 'customer' });
    expect(byTarget['diving.certificationLevel']).toMatchObject({ field: 'certification', kind: 'meta', formValue: 'Advanced Open Water' });
    // An answer that maps to nothing of the customer is not offered.
    expect(diff.body.fields.map((f) => f.field)).not.toContain('diet');

    // Two of the differing fields and one meta value confirmed: only they are written, as a new version with history.
    const written = await sync(trip.token, form, {
      guest: 'guest-1',
      fields: ['masterData.birthday', 'masterData.nationality', 'diving.certificationLevel'],
      customerVersion: 2,
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body).toMatchObject({ customer, version: 3, created: false });
    const after = await customers.getOrThrow('gfs-sync', customer);
    expect(after.masterData).toMatchObject({ firstName: 'Ann', birthday: '1990-04-02', nationality: 'NZ' });
    expect(after.contact.phone).toBeUndefined();
    expect(after.passport.number).toBeUndefined();
    expect((await customers.history('gfs-sync', customer)).map((h) => h.version)).toEqual([1, 2]);
    const meta = await listMeta('gfs-sync', customer);
    expect(meta.map((m) => [m.key, m.value])).toEqual([['diving.certificationLevel', 'Advanced Open Water']]);

    // The diff read before (version 2) is stale now: 409, nothing written.
    const stale = await sync(trip.token, form, { guest: 'guest-1', fields: ['masterData.firstName'], customerVersion: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'VERSION_CONFLICT' });
    expect((await customers.getOrThrow('gfs-sync', customer)).masterData.firstName).toBe('Ann');
    expect((await customers.getOrThrow('gfs-sync', customer)).version).toBe(3);

    // A field the answers do not map to: 400, nothing written.
    const bogus = await sync(trip.token, form, { guest: 'guest-1', fields: ['customerType'], customerVersion: 3 });
    expect(bogus.status).toBe(400);
    expect((await customers.getOrThrow('gfs-sync', customer)).version).toBe(3);
  });

  it('creates the customer of a guest without one from the confirmed answers and links it to the guest', async () => {
    const trip = await tripWithForms('gfs-create', [registration], 2);
    const form = trip.forms[0]!.id;
    const submitted = await save(trip.host, form, { token: trip.tokenOf('guest-2'), data: { ...answers, lastName: 'Kahu' }, submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const diff = await diffOf(trip.token, form, 'guest-2');
    expect(diff.body.customer).toBeUndefined();
    expect(diff.body.fields.every((f) => f.differs)).toBe(true);

    // Without the last name the customer cannot be made: 400, nothing created.
    const noName = await sync(trip.token, form, { guest: 'guest-2', fields: ['masterData.firstName'] });
    expect(noName.status).toBe(400);

    const made = await sync(trip.token, form, { guest: 'guest-2', fields: ['masterData.firstName', 'masterData.lastName', 'contact.phone'] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ version: 1, created: true });
    const created = await customers.getOrThrow('gfs-create', made.body.customer);
    expect(created.masterData).toMatchObject({ firstName: 'Anna', lastName: 'Kahu' });
    expect(created.contact.phone).toBe('+64 21 555 0101');
    expect(created.masterData.birthday).toBeUndefined();

    // guest-2 is that customer now: the links name them and the next diff compares with them.
    const links = await invoke<{ data: Array<Link & { customer?: string }> }>(handler, 'GET', `/api/guestform/${trip.booking.id}/links`, { token: trip.token });
    expect(links.body.data.find((l) => l.guest === 'guest-2')).toMatchObject({ customer: made.body.customer, name: 'Anna Kahu' });
    const next = await diffOf(trip.token, form, 'guest-2');
    expect(next.body.customer).toMatchObject({ id: made.body.customer, version: 1 });
    expect(next.body.fields.find((f) => f.target === 'masterData.birthday')).toMatchObject({ differs: true });
    expect(next.body.fields.find((f) => f.target === 'masterData.lastName')).toMatchObject({ differs: false });
  });

  it("refuses another agency's user, a caller without the customer scope and an unknown form or guest", async () => {
    const tenant = 'gfs-access';
    const trip = await tripWithForms(tenant, [registration], 1);
    const form = trip.forms[0]!.id;
    const customer = await customerOf(tenant, 'c-access', 'm');
    expect((await invoke(syncHandler, 'POST', `/api/guestform/customer/${customer}/${trip.booking.id}`, { token: trip.token, body: {} })).status).toBe(200);
    expect((await save(trip.host, form, { token: trip.tokenOf('guest-1'), data: answers, submit: true })).status).toBe(200);

    const agencyUser = await tokenFor({ userId: 'ag-user', tenant, userType: 'agency', agencyId: 'ag-other', scopes: ['agencies.self', 'customers.update'] });
    expect((await diffOf(agencyUser, form, 'guest-1')).status).toBe(403);
    expect((await sync(agencyUser, form, { guest: 'guest-1', fields: ['masterData.birthday'] })).status).toBe(403);

    const noCustomerScope = await tokenFor({ userId: 'desk', tenant, userType: 'employee', scopes: ['bookings.update', 'forms.read'] });
    expect((await diffOf(noCustomerScope, form, 'guest-1')).status).toBe(200);
    expect((await sync(noCustomerScope, form, { guest: 'guest-1', fields: ['masterData.birthday'] })).status).toBe(403);
    expect((await customers.getOrThrow(tenant, customer)).version).toBe(1);

    expect((await diffOf(trip.token, 'gf-unknown', 'guest-1')).status).toBe(404);
    expect((await diffOf(trip.token, form, 'guest-9')).status).toBe(404);
    expect((await invoke(syncHandler, 'POST', `/api/guestform/customer/c-nobody/${trip.booking.id}`, { token: trip.token, body: {} })).status).toBe(404);
    // Every guest is named now: no free slot.
    const other = await customerOf(tenant, 'c-other', 'f');
    expect((await invoke(syncHandler, 'POST', `/api/guestform/customer/${other}/${trip.booking.id}`, { token: trip.token, body: {} })).status).toBe(409);
  });
});
