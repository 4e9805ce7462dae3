import { describe, expect, it } from 'vitest';
import type { Special } from '../special';

type Conditions = Special['rule']['conditions'];
import { applySpecials } from './index';
import { context, eur, line, person, roomLine, special } from './test-support';

/** Room r1: p1 (30) and p2 (8); room r2: p3 (40) and p4 (45). Each room 100 a night for 7 nights (700). */
const family = () =>
  context({
    persons: [person('p1', { age: 30 }), person('p2', { age: 8 }), person('p3', { age: 40, room: 'r2' }), person('p4', { age: 45, room: 'r2' })],
    request: {
      rooms: [
        { room: 'r1', roomType: 'Double', persons: ['p1', 'p2'] },
        { room: 'r2', roomType: 'Double', persons: ['p3', 'p4'] },
      ],
    },
  });
const lines = () => [roomLine({ room: 'r1' }), roomLine({ room: 'r2' })];
const child: Conditions = [{ condition: 'Age', operator: 'LessThanEquals', value: 11 }];
const adults: Conditions = [{ condition: 'Age', operator: 'GreaterThanEquals', value: 18 }];

type Row = [string, Special['rule']['scope'], Special['discount'], number, Conditions, number];
const rows: Row[] = [
  ['half price for children', 'Person', 'PerCent', 50, child, 17500],
  ['half price if a child travels', 'Booking', 'PerCent', 50, child, 70000],
  ['20 off per child', 'Person', 'Absolute', 20, child, 2000],
  ['20 off per booking', 'Booking', 'Absolute', 20, [], 2000],
  ['20 off per bed', 'Bed', 'Absolute', 20, [], 8000],
  ['5 a night per adult', 'Person', 'AbsoluteNights', 5, adults, 10500],
  ['5 a night per bed', 'Bed', 'AbsoluteNights', 5, [], 14000],
  ['one adult free per 3 adults', 'Person', 'FOC', 3, adults, 35000],
  ['one guest free per 3 guests', 'Booking', 'FOC', 3, [], 35000],
  ['one night free per adult', 'Person', 'FOCUnit', 1, adults, 15000],
  ['one night free per bed', 'Bed', 'FOCUnit', 1, [], 20000],
  ['one night free for the booking', 'Booking', 'FOCUnit', 1, [], 20000],
  ['children at 20 a night', 'Person', 'FixUnit', 20, child, 21000],
  ['children at 100 for the stay', 'Person', 'Fix', 100, child, 25000],
];

describe('every rule scope', () => {
  it.each(rows)('%s (%s scope, %s %s) takes off %s cents', (_, scope, discount, discountValue, conditions, cents) => {
    const s = special({ discount, discountValue, rule: { scope, conditions } });
    const result = applySpecials(lines(), { ...family(), data: { specials: [s] } }, []);
    expect(result.lines.at(-1)!.total.minor).toBe(-cents);
  });

  it('Person scope explains what it was figured on: the matching guests’ share', () => {
    const s = special({ name: 'Kids half', discountValue: 50, reduce: 'ChangeRoomPrice', rule: { scope: 'Person', conditions: child } });
    const result = applySpecials(lines(), { ...family(), data: { specials: [s] } }, []);
    expect(result.lines.at(-1)).toMatchObject({ customer: 'p2' });
    expect(result.lines.at(-1)!.explanation.text).toBe('Kids half: 50 % on the room prices of 350.00 EUR: -175.00 EUR');
  });

  it('Person scope takes the lines of the matching guest when lines carry a customer', () => {
    const perGuest = [line({ type: 'room_cost', price: eur(300), customer: 'p1' }), line({ type: 'room_cost', price: eur(100), customer: 'p2' })];
    const s = special({ discountValue: 10, rule: { scope: 'Person', conditions: child } });
    const result = applySpecials(perGuest, { ...family(), data: { specials: [s] } }, []);
    expect(result.lines.at(-1)).toMatchObject({ total: eur(-10), customer: 'p2' });
  });

  it('Person scope with no guest matching fails on the condition with every guest’s value', () => {
    const s = special({ name: 'Seniors', rule: { scope: 'Person', conditions: [{ condition: 'Age', operator: 'GreaterThanEquals', value: 65 }] } });
    const { outcomes } = applySpecials(lines(), { ...family(), data: { specials: [s] } }, []);
    expect(outcomes[0]).toMatchObject({ matched: false, failed: { condition: 'Age', actual: [30, 8, 40, 45], wanted: 65 } });
    expect(outcomes[0]!.explanation.text).toBe('Seniors: not applied, age 30, 8, 40, 45 is not ≥ 65');
  });

  it('Person scope narrows the guests condition by condition (an adult from DE, not a child from DE)', () => {
    const ctx = family();
    ctx.persons[1]!.addressCountry = 'DE';
    ctx.persons[2]!.addressCountry = 'FR';
    const s = special({
      discountValue: 10,
      rule: { scope: 'Person', conditions: [...adults, { condition: 'AddressCountry', operator: 'IsIn', value: ['DE'] }] },
    });
    const { outcomes } = applySpecials(lines(), { ...ctx, data: { specials: [s] } }, []);
    expect(outcomes[0]).toMatchObject({ matched: false, failed: { condition: 'AddressCountry' } });
  });
});
