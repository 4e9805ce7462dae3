import { describe, expect, it } from 'vitest';
import { SPECIAL_CHANNELS } from '../pricing/special';
import { BOOKING_CHANNELS, extendHold, holdExpired, holdOptionDate, MAX_HOLD_MINUTES, newHold } from './online-hold';

const start = new Date('2027-03-01T23:50:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('online holds', () => {
  it('a new hold lasts the tenant’s length, never more than 45 minutes; its option date is the UTC day it ends', () => {
    expect(newHold(start, 15)).toEqual({ startedAt: start.toISOString(), until: at(15).toISOString(), extensions: 0 });
    expect(newHold(start, 90, 'dive-widget')).toMatchObject({ until: at(MAX_HOLD_MINUTES).toISOString(), widget: 'dive-widget' });
    expect(holdOptionDate(newHold(start, 15))).toBe('2027-03-02');
  });

  it('extends from the call by its length, twice; the third is refused', () => {
    const once = extendHold(newHold(start, 15), at(10), 15);
    expect(once).toMatchObject({ until: at(25).toISOString(), extensions: 1 });
    const twice = extendHold(once, at(20), 15);
    expect(twice).toMatchObject({ until: at(35).toISOString(), extensions: 2 });
    expect(() => extendHold(twice, at(30), 15)).toThrow(expect.objectContaining({ message: 'HOLD_NOT_EXTENDABLE', statusCode: 409 }));
  });

  it('never beyond 45 minutes from the start, and an extension that would not move the end is refused', () => {
    const capped = extendHold(extendHold(newHold(start, 20), at(19), 20), at(38), 20);
    expect(capped.until).toBe(at(45).toISOString());
    expect(() => extendHold(newHold(start, 45), at(5), 45)).toThrow(expect.objectContaining({ message: 'HOLD_NOT_EXTENDABLE' }));
  });

  it('an expired hold is not extended: HOLD_EXPIRED', () => {
    const hold = newHold(start, 15);
    expect(holdExpired(hold, at(14))).toBe(false);
    expect(holdExpired(hold, at(15))).toBe(true);
    expect(() => extendHold(hold, at(15), 15)).toThrow(expect.objectContaining({ message: 'HOLD_EXPIRED', statusCode: 409 }));
  });

  it('a booking’s channels are the specials’ channels (spec 2 "Special booking channels")', () => {
    expect([...BOOKING_CHANNELS]).toEqual([...SPECIAL_CHANNELS]);
  });
});
