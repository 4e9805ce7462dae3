import { describe, expect, it } from 'vitest';
import { ZFormDefinition } from './form-definition';
import { attachesTo, guestsOf, isMinor, lockedReason, renderSignedText, respondentsOf } from './guest-form';

const def = ZFormDefinition.parse({
  name: 'Waiver',
  title: { en: 'Release', de: 'Haftungsausschluss' },
  sections: [
    {
      id: 's',
      fields: [
        { id: 'intro', type: 'Text', label: { en: 'I dive at my own risk.', de: 'Ich tauche auf eigenes Risiko.' } },
        { id: 'diver', type: 'Radio', label: { en: 'Diver?' }, options: [{ value: 'yes' }, { value: 'no' }] },
        { id: 'level', type: 'QuestionShort', label: { en: 'Level' }, condition: { any: [{ all: [{ field: 'diver', op: 'equals', value: 'yes' }] }] } },
        { id: 'payer', type: 'QuestionShort', label: { en: 'Who pays' }, askedPer: 'booking' },
        { id: 'sign', type: 'Signature', label: { en: 'Signature' } },
      ],
    },
  ],
});
const stored = { ...def, id: 'fd-1', version: 3 };
const dates = { today: '2027-01-10', arrival: '2027-03-01' };

describe('guest forms of a booking', () => {
  it('gives one guest per person held, named or not, in room order', () => {
    const guests = guestsOf({ rooms: [{ noOfPax: 6 }, { noOfPax: 2, customers: [{ customer: 'c-1' }] }] });
    expect(guests.map((g) => g.key)).toEqual(['guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-5', 'guest-6', 'guest-7', 'guest-8']);
    expect(guests[6]).toEqual({ key: 'guest-7', customer: 'c-1' });
    expect(respondentsOf(def, guests.slice(0, 2))).toEqual(['lead', 'guest-1', 'guest-2']);
  });

  it('attaches by kind: trips to vessel bookings, stays to resort bookings, manual to none', () => {
    const trip = { type: 'trip' as const };
    const stay = { type: 'resort' as const };
    expect([attachesTo('trips', trip), attachesTo('trips', stay), attachesTo('stays', stay), attachesTo('stays', trip)]).toEqual([true, false, true, false]);
    expect([attachesTo('allBookings', trip), attachesTo('manual', trip), attachesTo('manual', stay)]).toEqual([true, false, false]);
  });

  it('locks from the arrival day (setting arrival), never by the date with never, always when the operator locked or the booking is closed', () => {
    expect(lockedReason({}, '2027-03-01', '2027-02-28', 'arrival')).toBeUndefined();
    expect(lockedReason({}, '2027-03-01', '2027-03-01', 'arrival')).toBe('arrival');
    expect(lockedReason({}, '2027-03-01', '2027-03-05', 'never')).toBeUndefined();
    expect(lockedReason({ locked: true }, '2027-03-01', '2027-01-01', 'never')).toBe('operator');
    expect(lockedReason({}, undefined, '2027-03-05', 'arrival')).toBeUndefined();
    expect(lockedReason({}, '2027-03-01', '2027-01-01', 'never', 'aborted')).toBe('booking');
    expect(lockedReason({}, '2027-03-01', '2027-01-01', 'arrival', 'confirmed')).toBeUndefined();
  });

  it('is a minor when born less than 18 years before arrival', () => {
    expect(isMinor('2009-03-01', dates)).toBe(false);
    expect(isMinor('2009-03-02', dates)).toBe(true);
    expect(isMinor(undefined, dates)).toBe(false);
    expect(isMinor('2020-01-01', { today: '2027-01-10' })).toBe(false);
  });

  it('renders the signed text in the signer’s language from the shown fields only, and changes with any answer or label', () => {
    const answers = { diver: 'no', level: 'Rescue', payer: 'ACME', sign: { name: 'Kim', mode: 'typed' as const } };
    const text = renderSignedText(stored, answers, dates, { askedOf: 'guest', lang: 'de' });
    expect(text).toBe(['Haftungsausschluss [fd-1 v3]', 'Ich tauche auf eigenes Risiko.', 'Diver?: no', 'Signature: {"mode":"typed","name":"Kim"}'].join('\n'));
    expect(renderSignedText(stored, { ...answers, diver: 'yes' }, dates, { askedOf: 'guest', lang: 'de' })).toContain('Level: Rescue');
    const relabelled = {
      ...stored,
      sections: [{ ...stored.sections[0]!, fields: stored.sections[0]!.fields.map((f) => (f.id === 'diver' ? { ...f, label: { en: 'A diver?' } } : f)) }],
    };
    expect(renderSignedText(relabelled, answers, dates, { askedOf: 'guest', lang: 'de' })).not.toBe(text);
    expect(renderSignedText(stored, answers, dates, { askedOf: 'booking', lang: 'en' })).toBe('Release [fd-1 v3]\nWho pays: ACME');
  });
});
