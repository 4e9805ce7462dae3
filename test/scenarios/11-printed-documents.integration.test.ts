import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../shared/api/errors';
import type { BookingItem } from '../../functions/data/entities/booking';
import { mailTemplates } from '../../functions/data/mail-templates';
import { ZMailTemplate } from '../../shared/domain/mail/mail-template';
import { PRINT_TEMPLATES } from '../../infra/local/demo-data/print-templates';
import { pdfText } from '../support/invoices';
import { call, clockAt, must, operator, realClock, record } from '../support/scenario-api';
import { depositAndRest, liveaboard } from '../support/scenario-world';
import { tokenFor } from '../support/tokens';

/**
 * Scenario 11 (docs/decisions.md "Document templates"): the operator prints a booking confirmation and the passenger
 * list for the harbour office from the demo's print templates, in German and English, and a letter to a customer.
 * A liveaboard trip 08.05.2027 – 15.05.2027 (MV Manta), booked on 15.01.2027 for Anna and Tom Berger in Cabin 1 at
 * 1,500.00 per person; 30 % deposit a week after booking, the rest 45 days before departure.
 */
const TENANT = 'scn-print';
let token: string;
let world: Awaited<ReturnType<typeof liveaboard>>;
let b: BookingItem;
let anna: string;

const pdf = async (method: 'GET' | 'POST', path: string, query?: Record<string, string>, body?: unknown) => {
  const res = await call<string>(method, path, { token, ...(query ? { query } : {}), ...(body ? { body } : {}) });
  expect(res.status, `${path}: ${res.raw}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(Buffer.from(res.raw, 'base64'));
};
const refused = async (status: number, method: 'GET' | 'POST', path: string, query?: Record<string, string>) => {
  const res = await call(method, path, { token, ...(query ? { query } : {}) });
  expect(res.status, `${method} ${path}`).toBe(status);
  ZApiError.parse(res.body);
};

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token } = await operator(TENANT));
  world = await liveaboard(token, { name: 'MV Manta', key: 'MANTA', cabins: 1, departures: [{ from: '2027-05-08', to: '2027-05-15' }] });
  const terms = await depositAndRest(token, 30, 7, 45);
  await record(token, '/api/price', {
    name: 'Manta trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: world.vessel,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'twin2', roomType: world.twin, noOfPax: 2, price: 1500 }],
    termsOfPayment: terms,
  });
  anna = await record(token, '/api/customers', {
    masterData: { firstName: 'Anna', lastName: 'Berger', birthday: '1990-04-12', nationality: 'DE' },
    passport: { number: 'C1234567' },
    address: { street: 'Lindenweg 3', zip: '20095', city: 'Hamburg', country: 'DE' },
  });
  const tom = await record(token, '/api/customers', { masterData: { firstName: 'Tom', lastName: 'Berger', birthday: '1988-11-02', nationality: 'AT' } });
  b = await must<BookingItem>(
    token,
    'POST',
    '/api/bookings',
    {
      schedule: world.schedules[0],
      customer: anna,
      rooms: [
        {
          room: world.cabins[0],
          noOfPax: 2,
          customers: [
            { customer: anna, bed: '1' },
            { customer: tom, bed: '2' },
          ],
        },
      ],
    },
    201,
  );
  // The demo's print templates, and two that fit no booking document: a mail and a switched-off print template.
  for (const [id, t] of PRINT_TEMPLATES) await mailTemplates.create(TENANT, id, t);
  await mailTemplates.create(TENANT, 'mt-mail', ZMailTemplate.parse({ name: 'A mail', context: 'booking', body: { de: '<p>x</p>' } }));
  await mailTemplates.create(
    TENANT,
    'pt-old',
    ZMailTemplate.parse({ name: 'Old', context: 'booking', kind: 'print', active: false, body: { de: '<p>x</p>' } }),
  );
});

afterAll(() => realClock());

describe('Scenario 11: printed documents from the demo templates', () => {
  it('offers the booking the active print templates of context booking or general', async () => {
    const list = await must<{ data: Array<{ id: string; languages: string[] }> }>(token, 'GET', `/api/bookings/${b.id}/templates`);
    expect(list.data.map((t) => t.id).sort()).toEqual(['pt-confirmation', 'pt-offer', 'pt-voucher']);
    expect(list.data[0]!.languages).toEqual(['de', 'en']);
  });

  it('prints the confirmation in German (the booking language) and English: names, stay, lines, total, milestones, bank', async () => {
    // 2 × 1,500.00 = 3,000.00; deposit 30 % = 900.00 due 15.01.2027 + 7 = 22.01.2027; rest 2,100.00 due 08.05.2027 − 45 = 24.03.2027.
    const de = await pdf('GET', `/api/bookings/${b.id}/templates/pt-confirmation`);
    for (const s of [
      `Buchungsbestätigung ${b.bookingNo}`,
      'Guten Tag Anna Berger,',
      'MV Manta 7 nights',
      '08.05.2027',
      '15.05.2027',
      'für 2 Personen.',
      '1.500,00 €',
      '3.000,00 €',
      'Anzahlung fällig am 22.01.2027',
      '900,00 €',
      'Restzahlung fällig am 24.03.2027',
      '2.100,00 €',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'Lindenweg 3',
      '20095 Hamburg',
      '15.01.2027',
      'Tauchwelt Rügen GmbH',
    ])
      expect(de).toContain(s);
    const en = await pdf('GET', `/api/bookings/${b.id}/templates/pt-confirmation`, { lang: 'en' });
    for (const s of [
      `Booking confirmation ${b.bookingNo}`,
      'Dear Anna Berger,',
      'for 2 guests.',
      '€1,500.00',
      '€3,000.00',
      '€900.00',
      '€2,100.00',
      'Deposit due 22.01.2027',
      'Bank details',
    ])
      expect(en).toContain(s);
    expect(en).not.toContain('Nächte');
  });

  it('prints the passenger list of the departure in German and English: every guest with nationality, birth date, passport, cabin and bed', async () => {
    const path = `/api/schedules/printList/pt-passenger-list`;
    const de = await pdf('GET', path, { schedule: world.schedules[0]!, lang: 'de' });
    for (const s of [
      'Passagierliste',
      'MV Manta',
      'Abfahrt: 08.05.2027, Rückkehr: 15.05.2027',
      'Passagiere: 2',
      'Anna Berger',
      '12.04.1990',
      'C1234567',
      'Tom Berger',
      '02.11.1988',
      'AT',
      'Cabin 1',
      'Geburtsdatum',
    ])
      expect(de).toContain(s);
    // Anna (bed 1) before Tom (bed 2).
    expect(de.indexOf('Anna Berger')).toBeLessThan(de.indexOf('Tom Berger'));
    const en = await pdf('GET', path, { schedule: world.schedules[0]! });
    // By the template's key (the schedule page's button) as by its id.
    expect(await pdf('GET', '/api/schedules/printList/print.passengerList', { schedule: world.schedules[0]!, lang: 'de' })).toBe(de);
    await refused(404, 'GET', '/api/schedules/printList/print.nope', { schedule: world.schedules[0]! });
    // No lang: the operator's language (German); asked for English, English.
    expect(en).toContain('Passagierliste');
    const english = await pdf('GET', path, { schedule: world.schedules[0]!, lang: 'en' });
    for (const s of ['Passenger list', 'Departure: 08.05.2027, return: 15.05.2027', 'Passengers: 2', 'Date of birth', 'Anna Berger', '12.04.1990'])
      expect(english).toContain(s);
  });

  it('prints a letter to a customer in the asked language', async () => {
    const en = await pdf('POST', `/api/customers/${anna}/print/pt-customer-letter`, undefined, { lang: 'en' });
    // The demo letter has a real text (the details the operator holds, to be checked), not a placeholder "…".
    for (const s of ['Dear Anna Berger,', 'Lindenweg 3', '20095 Hamburg', 'Your details for the next trip', 'Date of birth', 'Kind regards'])
      expect(en).toContain(s);
    const de = await pdf('POST', `/api/customers/${anna}/print/pt-customer-letter`);
    for (const s of ['Guten Tag Anna Berger,', 'Ihre Angaben für die nächste Reise', 'Geburtsdatum', 'Mit freundlichen Grüßen']) expect(de).toContain(s);
    expect(de).not.toContain('…');
  });

  it('refuses an unknown booking, customer, schedule or template (404) and a template of another context, a mail or an inactive one (400), changing nothing', async () => {
    const before = await Promise.all(['pt-confirmation', 'mt-mail', 'pt-old'].map((id) => mailTemplates.get(TENANT, id)));
    await refused(404, 'GET', '/api/bookings/nope/templates');
    await refused(404, 'GET', '/api/bookings/nope/templates/pt-confirmation');
    await refused(404, 'GET', `/api/bookings/${b.id}/templates/pt-nope`);
    await refused(400, 'GET', `/api/bookings/${b.id}/templates/pt-passenger-list`);
    await refused(400, 'GET', `/api/bookings/${b.id}/templates/mt-mail`);
    await refused(400, 'GET', `/api/bookings/${b.id}/templates/pt-old`);
    await refused(400, 'GET', `/api/bookings/${b.id}/templates/pt-confirmation`, { lang: 'fr' });
    await refused(404, 'POST', '/api/customers/nope/print/pt-customer-letter');
    await refused(404, 'POST', `/api/customers/${anna}/print/pt-nope`);
    await refused(400, 'POST', `/api/customers/${anna}/print/pt-confirmation`);
    await refused(404, 'GET', '/api/schedules/printList/pt-passenger-list', { schedule: 'nope' });
    await refused(400, 'GET', '/api/schedules/printList/pt-passenger-list');
    await refused(404, 'GET', '/api/schedules/printList/pt-nope', { schedule: world.schedules[0]! });
    await refused(400, 'GET', '/api/schedules/printList/pt-confirmation', { schedule: world.schedules[0]! });
    // Reading bookings is enough for a booking's document, not for a passenger list or a customer letter.
    const reader = await tokenFor({ userId: 'reader', tenant: TENANT, userType: 'employee', scopes: ['bookings.read'] } as never);
    expect((await call('GET', `/api/bookings/${b.id}/templates/pt-voucher`, { token: reader })).status).toBe(200);
    expect((await call('GET', `/api/bookings/${b.id}/templates/invoice`, { token: reader })).status).toBe(403);
    expect((await call('GET', '/api/schedules/printList/pt-passenger-list', { token: reader, query: { schedule: world.schedules[0]! } })).status).toBe(403);
    expect((await call('POST', `/api/customers/${anna}/print/pt-customer-letter`, { token: reader })).status).toBe(403);
    const after = await Promise.all(['pt-confirmation', 'mt-mail', 'pt-old'].map((id) => mailTemplates.get(TENANT, id)));
    expect(after).toEqual(before);
    expect((await must<BookingItem>(token, 'GET', `/api/bookings/${b.id}`)).version).toBe(b.version);
  });
});
