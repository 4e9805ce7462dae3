import { describe, expect, it } from 'vitest';
import { handler as customerStays } from '../../../events/handlers/customer-stays';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { setReadGuard } from '../../aws/read-guard';
import { customerOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { save } from '../../../test/support/guest-forms';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { sqsRecord } from '../../../test/support/sqs';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { mapHost } from '../../data/tenants';
import { handler as formDefs } from '../definitions/lambda';
import { handler } from './lambda';
import { handler as syncHandler } from './sync-lambda';

/** The guest form lists and statistics (docs/decisions/forms.md "Answers to the customer, lists and statistics"). */

const t = (en: string) => ({ en });
const reg = (attach: string, askedPer = 'guest') => ({
  name: 'Registration',
  purpose: 'registration',
  attach,
  askedPer,
  sections: [
    {
      id: 's',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: t('First name'), required: true },
        { id: 'lastName', type: 'QuestionShort', label: t('Last name'), required: true },
      ],
    },
  ],
});
const medical = {
  name: 'Medical',
  purpose: 'medical',
  attach: 'stays',
  sections: [
    {
      id: 'h',
      fields: [
        {
          id: 'asthma',
          type: 'Radio',
          label: t('Asthma?'),
          required: true,
          options: [
            { value: 'yes', label: t('Yes') },
            { value: 'no', label: t('No') },
          ],
          raises: { flag: 'physician', when: ['yes'] },
        },
      ],
    },
  ],
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Links = { data: Array<{ guest: string; path: string; forms: Array<{ form: string; name: string }> }> };
const tokenIn = (links: Links, guest: string) =>
  links.data
    .find((l) => l.guest === guest)!
    .path.split('/')
    .pop()!;

describe('guest form statistics and the rooms view', () => {
  it('counts the forms expected, complete, started, missing and physician-flagged of the bookings arriving in the next or last N days', async () => {
    const tenant = 'gfl-stats';
    const host = `${tenant}.example.test`;
    await mapHost(host, tenant);
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 4);
    const [r1, r2, r3, r4] = roomIds as [string, string, string, string];
    for (const body of [reg('stays'), medical]) expect((await invoke(formDefs, 'POST', '/api/form', { token, body })).status).toBe(200);
    const booked = async (rooms: string[], checkIn: string, attach = true) => {
      const made = await create(token, stay(resortId, rooms, checkIn, 2));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      if (attach) expect((await invoke(handler, 'POST', `/api/guestform/addAllToBooking/${made.body.id}`, { token })).status).toBe(200);
      const links = await invoke<Links>(handler, 'GET', `/api/guestform/${made.body.id}/links`, { token });
      return { id: made.body.id, links: links.body };
    };
    const a = await booked([r1, r2], day(2)); // 2 guests
    const b = await booked([r3], day(5)); // 1 guest
    await booked([r4], day(6), false); // no forms: not counted
    await booked([r1], day(40)); // beyond 30 days
    const formOf = (links: Links, name: string) => links.data.find((l) => l.guest === 'guest-1')!.forms.find((f) => f.name === name)!.form;

    // a/guest-1: registration complete, medical complete with the physician flag; b/guest-1: registration started.
    const ok = async (res: Promise<{ status: number; body: unknown }>) => expect((await res).status, JSON.stringify((await res).body)).toBe(200);
    await ok(save(host, formOf(a.links, 'Registration'), { token: tokenIn(a.links, 'guest-1'), data: { firstName: 'Ana', lastName: 'Lopez' }, submit: true }));
    await ok(save(host, formOf(a.links, 'Medical'), { token: tokenIn(a.links, 'guest-1'), data: { asthma: 'yes' }, submit: true }));
    await ok(save(host, formOf(b.links, 'Registration'), { token: tokenIn(b.links, 'guest-1'), data: { firstName: 'Bo' } }));

    const before = setReadGuard('throw');
    try {
      const next = await invoke<Record<string, unknown>>(syncHandler, 'GET', '/api/guestform/statistics', { token, query: { days: '30' } });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      expect(next.body).toMatchObject({
        bookings: 2,
        expected: 6,
        complete: 2,
        started: 1,
        missing: 3,
        physician: 1,
        partial: false,
        from: day(0),
        to: day(29),
      });
      expect(next.body.completionRate).toBeCloseTo(2 / 6);
      const wide = await invoke<Record<string, unknown>>(syncHandler, 'GET', '/api/guestform/statistics', { token, query: { days: '60' } });
      expect(wide.body).toMatchObject({ bookings: 3, expected: 8, complete: 2 });
      const past = await invoke<Record<string, unknown>>(syncHandler, 'GET', '/api/guestform/statistics', { token, query: { days: '-7' } });
      expect(past.body).toMatchObject({ bookings: 0, expected: 0, completionRate: 0, from: day(-6), to: day(0) });

      // The rooms of a's stay: one guest each, guest-1 in the first room.
      const rooms = await invoke<{ data: Array<Record<string, unknown>> }>(syncHandler, 'GET', '/api/guestform/rooms', {
        token,
        query: { from: day(0), to: day(10) },
      });
      expect(rooms.status, JSON.stringify(rooms.body)).toBe(200);
      expect(rooms.body.data.filter((r) => r.booking === a.id)).toEqual([
        expect.objectContaining({ room: r1, guests: 1, expected: 2, complete: 2, physician: 1 }),
        expect.objectContaining({ room: r2, guests: 1, expected: 2, complete: 0, physician: 0 }),
      ]);

      // The list of /customer/guestform and /crm/guestform: one row per guest and form; a CRM user sees every booking,
      // an agency user its agency's only (none here).
      const crm = await tokenFor({ userId: 'crm', tenant, userType: 'employee', scopes: ['customers.read'] });
      const list = await invoke<{ data: Array<Record<string, unknown>> }>(syncHandler, 'GET', '/api/guestform/list', {
        token: crm,
        query: { from: day(0), to: day(10) },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.filter((r) => r.booking === a.id)).toHaveLength(4);
      expect(list.body.data.find((r) => r.booking === a.id && r.guest === 'guest-1' && r.formName === 'Medical')).toMatchObject({
        state: 'submitted',
        progress: 'complete',
        physician: true,
      });
      expect(
        list.body.data
          .filter((r) => r.booking === b.id)
          .map((r) => r.progress)
          .sort(),
      ).toEqual(['missing', 'started']);
      const agency = await tokenFor({ userId: 'ag', tenant, userType: 'agency', agencyId: 'ag-1', scopes: ['agencies.self'] });
      const theirs = await invoke<{ data: unknown[] }>(syncHandler, 'GET', '/api/guestform/list', { token: agency, query: { from: day(0), to: day(10) } });
      expect(theirs.status).toBe(200);
      expect(theirs.body.data).toEqual([]);
    } finally {
      setReadGuard(before);
    }

    expect((await invoke(syncHandler, 'GET', '/api/guestform/statistics', { token, query: { days: '1000' } })).status).toBe(400);
    const desk = await tokenFor({ userId: 'nobody', tenant, userType: 'employee', scopes: ['customers.read'] });
    expect((await invoke(syncHandler, 'GET', '/api/guestform/statistics', { token: desk, query: { days: '30' } })).status).toBe(403);
  });
});

describe('a club member’s own guest forms (self)', () => {
  it("lists the member's own slots with their links and nobody else's", async () => {
    const tenant = 'gfl-self';
    const token = await adminOf(tenant);
    await customerOf(tenant, 'c-me', 'f');
    await customerOf(tenant, 'c-other', 'm');
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    expect((await invoke(formDefs, 'POST', '/api/form', { token, body: reg('stays', 'booking') })).status).toBe(200);
    const ids: string[] = [];
    for (const [customer, room] of [
      ['c-me', roomIds[0]!],
      ['c-other', roomIds[1]!],
    ] as const) {
      const made = await create(token, stay(resortId, [room], day(10), 3, { customer }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await invoke(handler, 'POST', `/api/guestform/addAllToBooking/${made.body.id}`, { token })).status).toBe(200);
      ids.push(made.body.id);
    }
    // The customers' stays come from the booking events (the customer-stays consumer).
    const events = (await outboxEvents()).filter((e) => e.detailType.startsWith('booking.') && e.detail.tenant === tenant);
    const res = await customerStays(
      { Records: events.map((e) => sqsRecord({ detailType: e.detailType, detail: e.detail }, e.detail.eventId)) },
      lambdaContext('customer-stays'),
    );
    expect(res.batchItemFailures).toEqual([]);

    const me = await tokenFor({ userId: 'u-me', tenant, userType: 'customer', customerId: 'c-me', scopes: ['customers.self'] });
    const mine = await invoke<{ data: Array<{ booking: string; guest: string; path: string; forms: unknown[] }> }>(syncHandler, 'GET', '/api/guestform/self', {
      token: me,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((d) => [d.booking, d.guest])).toEqual([[ids[0], 'lead']]);
    expect(mine.body.data[0]!.path).toMatch(new RegExp(`^/guestform-m/${ids[0]}/[A-Za-z0-9_-]{43}$`));
    expect(mine.body.data[0]!.forms).toHaveLength(1);

    // A member without a customer sees nothing; staff without customers.self are refused.
    const none = await tokenFor({ userId: 'u-none', tenant, userType: 'customer', scopes: ['customers.self'] });
    expect((await invoke<{ data: unknown[] }>(syncHandler, 'GET', '/api/guestform/self', { token: none })).body.data).toEqual([]);
    const staffOnly = await tokenFor({ userId: 'u-staff', tenant, userType: 'employee', scopes: ['forms.read'] });
    expect((await invoke(syncHandler, 'GET', '/api/guestform/self', { token: staffOnly })).status).toBe(403);
  });
});
