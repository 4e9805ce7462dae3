import { describe, expect, it } from 'vitest';
import {
  blockerDisplay,
  bookingDisplay,
  DEFAULT_DISPLAY_CONFIG,
  displayConfigOf,
  displayState,
  luminance,
  shownOnCalendar,
  textColour,
  type DisplayBooking,
} from './display';

const NOW = '2027-03-10T12:00:00.000Z';
const stay = (over: Partial<DisplayBooking> = {}): DisplayBooking => ({ state: 'confirmed', checkIn: '2027-03-08', checkOut: '2027-03-12', ...over });

describe('calendar display state (spec 2 section 4)', () => {
  it.each([
    ['draft', stay({ state: 'draft' }), 'draft'],
    ['confirmed', stay(), 'confirmed'],
    ['planned', stay({ state: 'planned' }), 'planned'],
    ['planned and resolved → released', stay({ state: 'planned', resolved: true }), 'released'],
    ['confirmed and resolved → confirmed-resolved', stay({ resolved: true }), 'confirmedResolved'],
    ['state resolved → released', stay({ state: 'resolved' }), 'released'],
    ['checked in (time reached)', stay({ checkedInAt: '2027-03-08T14:00:00.000Z' }), 'checkedIn'],
    ['check-in time not reached yet', stay({ checkedInAt: '2027-03-10T12:00:01.000Z' }), 'confirmed'],
    ['checked out beats checked in', stay({ checkedInAt: '2027-03-08T14:00:00.000Z', checkedOutAt: '2027-03-10T09:00:00.000Z' }), 'checkedOut'],
    ['checked in beats resolved', stay({ resolved: true, checkedInAt: '2027-03-08T14:00:00.000Z' }), 'checkedIn'],
    ['past (ended before today) is greyed', stay({ checkIn: '2027-03-01', checkOut: '2027-03-09' }), 'past'],
    ['ending today is not past', stay({ checkIn: '2027-03-01', checkOut: '2027-03-10' }), 'confirmed'],
    ['past beats checked out', stay({ checkOut: '2027-03-09', checkedOutAt: '2027-03-09T09:00:00.000Z' }), 'past'],
    ['another agency’s booking', stay({ anonymous: true }), 'booked'],
  ] as const)('%s', (_name, booking, expected) => {
    expect(displayState(booking, NOW, true)).toBe(expected);
  });

  it('shows past bookings in their own state when greying is not configured', () => {
    expect(displayState(stay({ checkOut: '2027-03-09' }), NOW, false)).toBe('confirmed');
  });

  it('decides checked in and out per room: the room’s time first, else the booking’s', () => {
    const b = stay({ checkedInAt: '2027-03-08T14:00:00.000Z' });
    expect(displayState(b, NOW, true, { checkedIn: '2027-03-08T15:00:00.000Z', checkedOut: '2027-03-10T08:00:00.000Z' })).toBe('checkedOut');
    expect(displayState(b, NOW, true, {})).toBe('checkedIn');
    expect(displayState(stay(), NOW, true, { checkedIn: '2027-03-09T10:00:00.000Z' })).toBe('checkedIn');
    expect(displayState(stay(), NOW, true, { checkedIn: '2027-03-11T10:00:00.000Z' })).toBe('confirmed');
  });

  it('draws only bookings that hold their nights', () => {
    expect(['draft', 'confirmed', 'planned', 'resolved'].every((s) => shownOnCalendar(s as never))).toBe(true);
    expect(['aborted', 'rebooked', 'deleted', 'freed', 'splitted', 'waiting'].some((s) => shownOnCalendar(s as never))).toBe(false);
  });
});

describe('calendar colours', () => {
  const config = { ...DEFAULT_DISPLAY_CONFIG, categoryColours: { diver: '#ffff00' }, focColour: '#00ff00' };

  it.each([
    ['state colour', stay(), config.colours.confirmed],
    ['category colour', stay({ category: 'diver' }), '#ffff00'],
    ['unknown category: state colour', stay({ category: 'other' }), config.colours.confirmed],
    ['free of charge beats the category', stay({ category: 'diver', freeOfCharge: true }), '#00ff00'],
    ['past is grey whatever the category', stay({ category: 'diver', checkOut: '2027-03-01', checkIn: '2027-02-25' }), config.colours.past],
    ['anonymous in the booked colour', stay({ anonymous: true, category: 'diver' }), config.colours.booked],
  ] as const)('%s', (_name, booking, colour) => {
    expect(bookingDisplay(booking, NOW, config).colour).toBe(colour);
  });

  it.each([
    ['Maintanance', 'blocked'],
    ['OutOfOrder', 'outOfOrder'],
    ['Event', 'event'],
    [undefined, 'blocked'],
  ] as const)('blocker %s shows as %s', (reason, state) => {
    expect(blockerDisplay(reason).state).toBe(state);
  });

  it.each([
    ['#ffffff', 1],
    ['#000000', 0],
    ['#ff0000', 0.299],
    ['#00ff00', 0.587],
    ['#0000ff', 0.114],
    ['not a colour', 0],
  ] as const)('luminance of %s is %s', (colour, expected) => {
    expect(luminance(colour)).toBeCloseTo(expected, 3);
  });

  it('chooses the text colour by the threshold', () => {
    expect(textColour('#ffff00', 0.55)).toBe('#000000');
    expect(textColour('#25476a', 0.55)).toBe('#ffffff');
    // #00ff00 (0.587): black text from a threshold of 0.55, white from 0.6.
    expect(textColour('#00ff00', 0.55)).toBe('#000000');
    expect(textColour('#00ff00', 0.6)).toBe('#ffffff');
    expect(bookingDisplay(stay({ category: 'diver' }), NOW, config).text).toBe('#000000');
    expect(bookingDisplay(stay(), NOW, config).text).toBe('#ffffff');
  });
});

describe('displayConfigOf', () => {
  it('takes the tenant’s colours, category colours, greying and threshold, the defaults for what is not set', () => {
    const config = displayConfigOf({
      calendar: { freeOfChargeColor: '#123456', stateColors: { draft: '#000001' }, categoryColors: { VIP: '#abcdef' }, luminanceThreshold: 0.3 },
      general: { greyOutPastBookings: false },
    });
    expect(config).toEqual({
      colours: { ...DEFAULT_DISPLAY_CONFIG.colours, draft: '#000001' },
      focColour: '#123456',
      categoryColours: { VIP: '#abcdef' },
      greyPast: false,
      luminanceThreshold: 0.3,
    });
    expect(displayConfigOf({})).toEqual(DEFAULT_DISPLAY_CONFIG);
    // The threshold decides the text: a mid grey is white text at 0.55 and black at 0.3.
    const b = { state: 'confirmed' as const, checkIn: '2030-01-01', checkOut: '2030-01-02', category: 'VIP' };
    expect(bookingDisplay(b, NOW_FOR_CONFIG, config)).toEqual({ state: 'confirmed', colour: '#abcdef', text: '#000000' });
    expect(bookingDisplay({ ...b, category: undefined }, NOW_FOR_CONFIG, { ...config, luminanceThreshold: 0.01 }).text).toBe('#000000');
  });
});
const NOW_FOR_CONFIG = '2029-12-31T10:00:00.000Z';
