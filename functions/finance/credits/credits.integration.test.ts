import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import { ZAgency } from '../../../shared/domain/agency/agency';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import type { CreditNote } from '../../../shared/domain/credit/credit';
import { customerOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { cancel, create, seedState, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { handler as agenciesHandler } from '../../customer/agencies/lambda';
import { recordPayment } from '../../booking/bookings/payments/record';
import { agencies } from '../../data/agencies';
import { getBooking } from '../../data/bookings';
import { handler } from './lambda';

const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const line = (type: string, total: string, sort = 1) => ({
  sort,
  type,
  customerType: 'adult',
  text: type,
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: true,
  unique: false,
});
type Paid = { credit: CreditNote; payment: { id: string; amount: string; source: { kind: string; id: string } } };
const ERROR_KEYS = ['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method'];

/** A booking of `agency` (or a direct one of `customer`) on its own nights, with calculation lines. */
async function booking(
  tenant: string,
  token: string,
  room: string,
  day: string,
  lines: ReturnType<typeof line>[],
  owner: { agency?: string; customer?: string },
) {
  const made = await create(token, stay('rs-1', [room], day, 2, owner));
  expect(made.status).toBe(201);
  return seedState(tenant, made.body.id, made.body.state, { calculation: lines });
}

async function world(tenant: string, rooms = 3) {
  const token = await adminOf(tenant);
  const { roomIds } = await resortWithRooms(tenant, rooms);
  await agencies.create(tenant, 'ag-1', ZAgency.parse({ name: 'Blue Travel' }));
  await agencies.create(tenant, 'ag-2', ZAgency.parse({ name: 'Deep Tours' }));
  await customerOf(tenant, 'cu-1', 'f');
  return { token, roomIds: roomIds as [string, string, string, string] };
}

/** A cancelled booking of ag-1 (room 300, fee 50) paid 300: 250 to credit. */
async function cancelledPaid(tenant: string, token: string, room: string, day: string) {
  const b = await booking(tenant, token, room, day, [line('room', '300.00'), line('cancellationFee', '50.00', 2)], { agency: 'ag-1' });
  await recordPayment(system(tenant), b.id, { amount: '300', method: 'bank' });
  expect((await cancel(token, b.id)).status).toBe(200);
  return (await getBooking(tenant, b.id))!;
}

describe('credit notes from cancellations', () => {
  it('moves what a cancelled booking paid beyond its fees to a numbered note in one change, once', async () => {
    const tenant = 'credit-cancel';
    const { token, roomIds } = await world(tenant);
    const b = await cancelledPaid(tenant, token, roomIds[0], '2027-05-01');
    const res = await invoke<Paid>(handler, 'POST', `/api/agencies/credits/booking/${b.id}`, { token, body: {} });
    expect(res.status).toBe(201);
    const { credit, payment } = res.body;
    expect(credit).toMatchObject({
      no: 1,
      kind: 'agency',
      owner: 'ag-1',
      ownerName: 'Blue Travel',
      currency: 'EUR',
      amount: '250.00',
      remaining: '250.00',
      open: true,
    });
    expect(credit.booking).toEqual({ id: b.id, bookingNo: b.bookingNo, paymentId: payment.id });
    expect(payment).toMatchObject({ amount: '-250.00', source: { kind: 'credit', id: `${credit.id}:${b.id}` } });
    const after = (await getBooking(tenant, b.id))!;
    expect(after.version).toBe(b.version + 1);
    expect(paymentSummary(after, '2027-01-01').paid).toBe('50.00');
    // The agency's balance follows the note in the same transaction.
    const balances = await invoke<{ data: { currency: string; balance: number }[] }>(agenciesHandler, 'GET', '/api/agencies/credits', { token });
    expect(balances.body.data).toEqual([expect.objectContaining({ agencyId: 'ag-1', currency: 'EUR', balance: 250 })]);
    // Nothing left to credit: 409 and nothing written (no second note, no second payment).
    const again = await invoke(handler, 'POST', `/api/agencies/credits/booking/${b.id}`, { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'NOTHING_TO_CREDIT' });
    expect(Object.keys(again.body)).toEqual(expect.arrayContaining(ERROR_KEYS));
    expect((await getBooking(tenant, b.id))?.version).toBe(after.version);
    const list = await invoke<{ data: CreditNote[] }>(handler, 'GET', '/api/agencies/credits/notes', { token });
    expect(list.body.data.map((c) => c.no)).toEqual([1]);
  });

  it('refuses an open booking, the wrong kind of owner and an unknown booking, changing nothing', async () => {
    const tenant = 'credit-cancel-refused';
    const { token, roomIds } = await world(tenant);
    const open = await booking(tenant, token, roomIds[0], '2027-05-01', [line('room', '100.00')], { agency: 'ag-1' });
    await recordPayment(system(tenant), open.id, { amount: '150', method: 'bank' });
    const paid = (await getBooking(tenant, open.id))!;
    const refused = await invoke(handler, 'POST', `/api/agencies/credits/booking/${open.id}`, { token, body: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: 'CREDIT_REFUSED' } });
    const cancelled = await cancelledPaid(tenant, token, roomIds[1], '2027-06-01');
    expect(await invoke(handler, 'POST', `/api/customers/credits/booking/${cancelled.id}`, { token, body: {} })).toMatchObject({
      status: 409,
      body: { message: 'CREDIT_REFUSED' },
    });
    expect((await invoke(handler, 'POST', '/api/agencies/credits/booking/nope', { token, body: {} })).status).toBe(404);
    expect((await invoke(handler, 'POST', `/api/agencies/credits/booking/${cancelled.id}`, { token, body: { extra: 1 } })).status).toBe(400);
    expect((await getBooking(tenant, open.id))?.version).toBe(paid.version);
    expect((await getBooking(tenant, cancelled.id))?.version).toBe(cancelled.version);
    expect((await invoke<{ data: unknown[] }>(handler, 'GET', '/api/agencies/credits/notes', { token })).body.data).toEqual([]);
  });
});

describe('applying credit notes', () => {
  it('applies a note to a later booking of the same agency, never beyond its rest or the open amount; undo gives it back; void closes it', async () => {
    const tenant = 'credit-apply';
    const { token, roomIds } = await world(tenant, 4);
    const origin = await cancelledPaid(tenant, token, roomIds[0], '2027-05-01');
    const { credit } = (await invoke<Paid>(handler, 'POST', `/api/agencies/credits/booking/${origin.id}`, { token, body: {} })).body;
    const later = await booking(tenant, token, roomIds[1], '2027-07-01', [line('room', '200.00')], { agency: 'ag-1' });
    const small = await booking(tenant, token, roomIds[2], '2027-07-01', [line('room', '50.00')], { agency: 'ag-1' });
    const foreign = await booking(tenant, token, roomIds[3], '2027-07-01', [line('room', '500.00')], { agency: 'ag-2' });
    const apply = (bookingId: string, amount: string) =>
      invoke<Paid>(handler, 'POST', `/api/agencies/credits/${credit.id}/apply`, { token, body: { bookingId, amount } });

    const applied = await apply(later.id, '150');
    expect(applied.status).toBe(201);
    expect(applied.body.credit).toMatchObject({ remaining: '100.00', open: true });
    expect(applied.body.credit.applications).toEqual([
      expect.objectContaining({ booking: later.id, amount: '150.00', bookingAmount: '150.00', paymentId: applied.body.payment.id }),
    ]);
    expect(applied.body.payment).toMatchObject({ amount: '150.00', method: 'credit', source: { kind: 'credit', id: `${credit.id}:${later.id}` } });
    expect(paymentSummary((await getBooking(tenant, later.id))!, '2027-01-01').open).toBe('50.00');

    const versions = async () => Promise.all([later.id, small.id, foreign.id].map(async (id) => (await getBooking(tenant, id))?.version));
    const before = await versions();
    expect(await apply(small.id, '150')).toMatchObject({ status: 409, body: { message: 'CREDIT_EXCEEDED' } });
    expect(await apply(small.id, '80')).toMatchObject({ status: 409, body: { message: 'CREDIT_REFUSED' } }); // open is 50
    expect(await apply(later.id, '10')).toMatchObject({ status: 409, body: { message: 'CREDIT_REFUSED' } }); // applied there already
    expect(await apply(foreign.id, '10')).toMatchObject({ status: 409, body: { message: 'CREDIT_REFUSED' } });
    expect(await apply(origin.id, '10')).toMatchObject({ status: 409, body: { message: 'CREDIT_REFUSED' } }); // cancelled
    for (const body of [
      { bookingId: small.id, amount: '1.234' },
      { bookingId: small.id, amount: '-5' },
      { bookingId: small.id },
      { bookingId: small.id, amount: '5', x: 1 },
    ]) {
      const res = await invoke(handler, 'POST', `/api/agencies/credits/${credit.id}/apply`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body)).toEqual(expect.arrayContaining(ERROR_KEYS));
    }
    expect((await apply('nope', '5')).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/agencies/credits/NOPE/apply', { token, body: { bookingId: small.id, amount: '5' } })).status).toBe(404);
    expect(await versions()).toEqual(before);
    expect((await invoke<CreditNote>(handler, 'GET', `/api/agencies/credits/${credit.id}`, { token })).body.remaining).toBe('100.00');

    const undone = await invoke<CreditNote>(handler, 'DELETE', `/api/agencies/credits/${credit.id}/apply/${applied.body.payment.id}`, { token });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ remaining: '250.00', applications: [] });
    expect((await getBooking(tenant, later.id))?.received).toEqual([]);
    expect((await invoke(handler, 'DELETE', `/api/agencies/credits/${credit.id}/apply/${applied.body.payment.id}`, { token })).status).toBe(404);

    const voided = await invoke<CreditNote>(handler, 'POST', `/api/agencies/credits/${credit.id}/void`, { token, body: { reason: 'refunded by bank' } });
    expect(voided.body).toMatchObject({ open: false, voided: { reason: 'refunded by bank' } });
    expect(await apply(later.id, '10')).toMatchObject({ status: 409, body: { message: 'CREDIT_NOT_OPEN' } });
    expect((await invoke(handler, 'POST', `/api/agencies/credits/${credit.id}/void`, { token, body: { reason: 'again' } })).status).toBe(409);
    const balances = await invoke<{ data: unknown[] }>(agenciesHandler, 'GET', '/api/agencies/credits', { token });
    expect(balances.body.data).toEqual([]);
    expect((await invoke<{ data: CreditNote[] }>(handler, 'GET', '/api/agencies/credits/notes', { token, query: { open: 'true' } })).body.data).toEqual([]);
  });

  it('applies one note at most up to its amount under 20 concurrent applications', async () => {
    const tenant = 'credit-race';
    const { token, roomIds } = await world(tenant, 1);
    const made = await invoke<CreditNote>(handler, 'POST', '/api/agencies/credits', {
      token,
      body: { owner: 'ag-1', currency: 'EUR', amount: '100', reason: 'goodwill' },
    });
    expect(made.status).toBe(201);
    const bookings = [];
    for (let i = 0; i < 20; i++)
      bookings.push(
        await booking(tenant, token, roomIds[0], `2027-0${1 + Math.floor(i / 10)}-${String(1 + (i % 10) * 3).padStart(2, '0')}`, [line('room', '40.00')], {
          agency: 'ag-1',
        }),
      );
    const results = await Promise.all(
      bookings.map((b) => invoke(handler, 'POST', `/api/agencies/credits/${made.body.id}/apply`, { token, body: { bookingId: b.id, amount: '10' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 201).map((r) => (r.body as { message: string }).message)).toEqual(Array(10).fill('CREDIT_EXCEEDED'));
    const note = (await invoke<CreditNote>(handler, 'GET', `/api/agencies/credits/${made.body.id}`, { token })).body;
    expect(note).toMatchObject({ remaining: '0.00', open: false });
    expect(note.applications).toHaveLength(10);
    const paid = await Promise.all(bookings.map(async (b) => (await getBooking(tenant, b.id))?.received ?? []));
    expect(paid.flat().map((p) => p.amount)).toEqual(Array(10).fill('10.00'));
  });
});

describe('credit notes by hand, lists and rights', () => {
  it('numbers notes gap-free per tenant, checks input, filters lists and keeps agencies to their own', async () => {
    const tenant = 'credit-hand';
    const { token, roomIds } = await world(tenant, 1);
    const body = (amount: string, extra: Record<string, unknown> = {}) => ({ owner: 'ag-1', currency: 'EUR', amount, reason: 'goodwill', ...extra });
    const made = await Promise.all([
      invoke<CreditNote>(handler, 'POST', '/api/agencies/credits', { token, body: body('10') }),
      invoke<CreditNote>(handler, 'POST', '/api/agencies/credits', { token, body: { ...body('20'), owner: 'ag-2' } }),
      invoke<CreditNote>(handler, 'POST', '/api/customers/credits', { token, body: { ...body('30.5'), owner: 'cu-1' } }),
    ]);
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(made.map((r) => r.body.no).sort()).toEqual([1, 2, 3]);
    expect(made[2]?.body).toMatchObject({ kind: 'customer', ownerName: 'Guest cu-1', amount: '30.50' });
    // A customer's note pays a direct booking of that customer.
    const direct = await booking(tenant, token, roomIds[0], '2027-09-01', [line('room', '80.00')], { customer: 'cu-1' });
    const paid = await invoke<Paid>(handler, 'POST', `/api/customers/credits/${made[2]?.body.id}/apply`, {
      token,
      body: { bookingId: direct.id, amount: '30.50' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.credit).toMatchObject({ remaining: '0.00', open: false });
    expect((await getBooking(tenant, direct.id))?.received?.map((p) => p.amount)).toEqual(['30.50']);

    for (const [bad, status] of [
      [body('0'), 400],
      [body('-5'), 400],
      [body('1.234'), 400],
      [body('5', { currency: 'XYZ' }), 400],
      [body('5', { owner: 'ag-9' }), 404],
      [body('5', { color: 'red' }), 400],
      [{ ...body('5'), reason: '' }, 400],
    ] as const) {
      const res = await invoke(handler, 'POST', '/api/agencies/credits', { token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(status);
      expect(Object.keys(res.body)).toEqual(expect.arrayContaining(ERROR_KEYS));
    }
    const list = (path: string, t: string, query?: Record<string, string>) =>
      invoke<{ data: CreditNote[] }>(handler, 'GET', path, { token: t, ...(query ? { query } : {}) });
    expect((await list('/api/agencies/credits/notes', token)).body.data.map((c) => c.owner).sort()).toEqual(['ag-1', 'ag-2']);
    expect((await list('/api/agencies/credits/notes', token, { owner: 'ag-2' })).body.data.map((c) => c.amount)).toEqual(['20.00']);
    expect((await list('/api/agencies/credits/notes', token, { from: '2000-01-01', to: '2000-12-31' })).body.data).toEqual([]);
    expect((await list('/api/agencies/credits/notes', token, { from: '2001-01-01', to: '2000-12-31' })).status).toBe(400);
    expect((await list('/api/customers/credits', token)).body.data.map((c) => c.owner)).toEqual(['cu-1']);
    expect((await list('/api/customers/credits', token, { open: 'true' })).body.data).toEqual([]);
    expect((await invoke(handler, 'GET', '/api/agencies/credits/NOPE', { token })).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/customers/credits/${made[0]?.body.id}`, { token })).status).toBe(404); // an agency note

    // Rights: an agency user sees its own agency's notes only and writes none; a reader does not write.
    const agencyUser = await tokenFor({ userId: 'ag1-user', tenant, userType: 'agency', agencyId: 'ag-1', scopes: ['agencies.self'] });
    expect((await list('/api/agencies/credits/notes', agencyUser, { owner: 'ag-2' })).body.data.map((c) => c.owner)).toEqual(['ag-1']);
    expect((await invoke(handler, 'GET', `/api/agencies/credits/${made[1]?.body.id}`, { token: agencyUser })).status).toBe(404);
    expect((await invoke(handler, 'POST', '/api/agencies/credits', { token: agencyUser, body: body('5') })).status).toBe(403);
    expect((await list('/api/customers/credits', agencyUser)).status).toBe(403);
    const reader = await userWith(tenant, ['agencies.read', 'customers.read']);
    expect((await list('/api/agencies/credits/notes', reader)).body.data).toHaveLength(2);
    expect((await invoke(handler, 'POST', `/api/agencies/credits/${made[0]?.body.id}/void`, { token: reader, body: { reason: 'x' } })).status).toBe(403);
    expect((await invoke(handler, 'GET', '/api/agencies/credits/notes')).status).toBe(401);
    expect((await list('/api/agencies/credits/notes', token)).body.data.every((c) => c.open)).toBe(true);
    expect((await list('/api/customers/credits', token, { open: 'false' })).body.data.map((c) => c.remaining)).toEqual(['0.00']);
  });
});
