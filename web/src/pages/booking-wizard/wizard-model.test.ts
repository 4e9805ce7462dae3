import { describe, expect, it } from 'vitest';
import { ZCreateBooking } from '../../../../shared/api/bookings';
import { ZSimulateBody } from '../../../../shared/api/price-schemas';
import { emptyWizard, prefillFrom, saveProblems, toCreateBody, toSimulateBody, wizardProblems, type WizardForm } from './wizard-model';

const stay: WizardForm = {
  ...emptyWizard('en'),
  resort: 'r1',
  checkIn: '2027-06-01',
  checkOut: '2027-06-08',
  rooms: [
    {
      room: 'ro1',
      name: 'G1',
      roomType: 'rt1',
      noOfPax: 3,
      maxPax: 4,
      shared: false,
      persons: [{ id: 'cu-ana', name: 'Ana', gender: 'f', birthday: '1990-01-02', nationality: 'DE', country: 'AT' }],
    },
    { room: 'ro2', name: 'G2', roomType: 'rt1', noOfPax: 1, maxPax: 2, shared: false, persons: [] },
  ],
  variant: 'pv-hb',
  supplements: ['sup-1'],
  agency: 'ag1',
  source: ' phone ',
};

describe('the wizard form', () => {
  it('is prefilled from the calendar links (a stay with rooms, a trip with cabins), ignoring bad dates', () => {
    const s = prefillFrom(new URLSearchParams('resort=r1&checkIn=2027-06-01&checkOut=2027-06-04&rooms=ro1,ro2'));
    expect(s.form).toMatchObject({ kind: 'stay', resort: 'r1', checkIn: '2027-06-01', checkOut: '2027-06-04' });
    expect(s.rooms).toEqual(['ro1', 'ro2']);
    const t = prefillFrom(new URLSearchParams('schedule=sc1&cabins=cb1'));
    expect(t.form).toMatchObject({ kind: 'trip', schedule: 'sc1' });
    expect(t.rooms).toEqual(['cb1']);
    expect(prefillFrom(new URLSearchParams('resort=r1&checkIn=tomorrow')).form.checkIn).toBe('');
  });

  it('names what is missing, and an option needs an expiry day after today', () => {
    expect(wizardProblems(emptyWizard())).toEqual(['label.wizard.needResort', 'label.wizard.needDates', 'label.wizard.needRoom']);
    expect(wizardProblems(stay)).toEqual([]);
    expect(saveProblems({ ...stay, state: 'draft', optionDate: '2027-01-01' }, '2027-01-01')).toEqual(['label.wizard.needOptionDate']);
    expect(saveProblems({ ...stay, state: 'draft', optionDate: '2027-01-02' }, '2027-01-01')).toEqual([]);
  });

  it('sends a create the API takes and a simulation with the persons the server prices (named by id, then p1, p2)', () => {
    const body = ZCreateBooking.parse(toCreateBody({ ...stay, state: 'draft', optionDate: '2027-01-09' }, false));
    expect(body).toMatchObject({
      resort: 'r1',
      state: 'draft',
      optionDate: '2027-01-09',
      agency: 'ag1',
      source: 'phone',
      variant: 'pv-hb',
      rooms: [
        { room: 'ro1', noOfPax: 3, customers: [{ customer: 'cu-ana' }] },
        { room: 'ro2', noOfPax: 1 },
      ],
    });
    // An agency user names no agency: the server books its own.
    expect('agency' in toCreateBody(stay, true)).toBe(false);
    const sim = ZSimulateBody.parse(toSimulateBody(stay, 'ag1'));
    expect(sim.rooms.map((r) => r.persons)).toEqual([['cu-ana', 'p1', 'p2'], ['p3']]);
    expect(sim.persons[0]).toEqual({ key: 'cu-ana', customerId: 'cu-ana', gender: 'f', birthday: '1990-01-02', passportCountry: 'DE', addressCountry: 'AT' });
    expect(sim).toMatchObject({ channel: 'AgentDirectBooking', agency: 'ag1', source: 'phone', from: '2027-06-01', to: '2027-06-08' });
    expect(toSimulateBody(stay, '').channel).toBe('Booking');
  });
});
