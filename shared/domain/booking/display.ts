import type { BookingState } from './states';

/**
 * How a booking or a blocker looks on the calendars (spec 2 section 4, "Calendar display colours"): one pure
 * function the resort, occupancy, trip and vessel calendars share. The server sends the facts (state, resolved,
 * per-room check-in/out times, category, free of charge); the screen decides the look with the time it shows.
 *
 * Order of the rules (docs/decisions.md, "Booking calendars"):
 * 1. past its end date and `greyPast` configured → past (greyed, whatever else holds);
 * 2. checked out, else checked in: the room's own time when it has one, else the booking's, once that time is
 *    reached (a time in the future shows nothing yet);
 * 3. planned + resolved → released; confirmed + resolved → confirmed-resolved; the state `resolved` → released;
 * 4. otherwise the state itself.
 * The colour: past → the past colour; free of charge → the configured FOC colour; a category with a configured
 * colour → that colour; otherwise the display state's colour. The text is black or white by the background's
 * weighted luminance against a threshold.
 */

export const DISPLAY_STATES = [
  'draft',
  'confirmed',
  'planned',
  'waiting',
  'released',
  'confirmedResolved',
  'checkedIn',
  'checkedOut',
  'past',
  'blocked',
  'outOfOrder',
  'event',
  'booked',
] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/** States whose bookings the calendars draw (the rest hold no inventory, or were replaced by another booking). */
const SHOWN: ReadonlySet<BookingState> = new Set(['draft', 'confirmed', 'planned', 'resolved']);
export const shownOnCalendar = (state: BookingState): boolean => SHOWN.has(state);

export interface DisplayConfig {
  colours: Record<DisplayState, string>;
  /** The colour of free-of-charge bookings. */
  focColour: string;
  /** Booking category → colour. */
  categoryColours: Record<string, string>;
  /** Grey out bookings that ended before today. */
  greyPast: boolean;
  /** Weighted luminance (0..1) from which the text is black. */
  luminanceThreshold: number;
}

export const DEFAULT_DISPLAY_CONFIG: DisplayConfig = {
  colours: {
    draft: '#f4c542',
    confirmed: '#25476a',
    planned: '#3d6fa8',
    waiting: '#c8a2c8',
    released: '#8fbc8f',
    confirmedResolved: '#2e7d32',
    checkedIn: '#00796b',
    checkedOut: '#6d4c41',
    past: '#bdbdbd',
    blocked: '#424242',
    outOfOrder: '#b71c1c',
    event: '#7b1fa2',
    booked: '#546e7a',
  },
  focColour: '#ff8a65',
  categoryColours: {},
  greyPast: true,
  luminanceThreshold: 0.55,
};

/** The calendar settings the display reads (settings groups `calendar` and `general`, shared/domain/settings). */
export interface DisplaySettings {
  calendar?: {
    freeOfChargeColor?: string;
    stateColors?: Partial<Record<DisplayState, string>>;
    categoryColors?: Record<string, string>;
    luminanceThreshold?: number;
  };
  general?: { greyOutPastBookings?: boolean };
}

/** The display configuration of a tenant's settings; what a group does not say keeps the default. */
export function displayConfigOf(settings: DisplaySettings): DisplayConfig {
  const { calendar = {}, general = {} } = settings;
  return {
    colours: { ...DEFAULT_DISPLAY_CONFIG.colours, ...calendar.stateColors },
    focColour: calendar.freeOfChargeColor ?? DEFAULT_DISPLAY_CONFIG.focColour,
    categoryColours: { ...calendar.categoryColors },
    greyPast: general.greyOutPastBookings ?? DEFAULT_DISPLAY_CONFIG.greyPast,
    luminanceThreshold: calendar.luminanceThreshold ?? DEFAULT_DISPLAY_CONFIG.luminanceThreshold,
  };
}

export interface DisplayBooking {
  state: BookingState;
  resolved?: boolean;
  /** The stay's first and last day (ISO dates; the check-out day is not a night). */
  checkIn: string;
  checkOut: string;
  /** The booking's check-in and check-out times (ISO date-times), when recorded. */
  checkedInAt?: string;
  checkedOutAt?: string;
  category?: string;
  freeOfCharge?: boolean;
  /** Another agency's booking, shown without its details. */
  anonymous?: boolean;
}
export interface DisplayRoom {
  checkedIn?: string;
  checkedOut?: string;
}
export interface Display {
  state: DisplayState;
  colour: string;
  text: '#000000' | '#ffffff';
}

const reached = (time: string | undefined, now: string) => time !== undefined && time <= now;

/** The display state of a booking (on one of its rooms) at `now` (ISO date-time). */
export function displayState(b: DisplayBooking, now: string, greyPast: boolean, room?: DisplayRoom): DisplayState {
  if (greyPast && b.checkOut < now.slice(0, 10)) return 'past';
  if (b.anonymous) return 'booked';
  if (reached(room?.checkedOut ?? b.checkedOutAt, now)) return 'checkedOut';
  if (reached(room?.checkedIn ?? b.checkedInAt, now)) return 'checkedIn';
  if (b.resolved && b.state === 'planned') return 'released';
  if (b.resolved && b.state === 'confirmed') return 'confirmedResolved';
  if (b.state === 'resolved') return 'released';
  if (b.state === 'draft' || b.state === 'confirmed' || b.state === 'planned' || b.state === 'waiting') return b.state;
  return 'booked';
}

/** A blocker's display state by its reason (spec: Maintanance, OutOfOrder, Event). */
export function blockerDisplayState(reason: string | undefined): DisplayState {
  if (reason === 'OutOfOrder') return 'outOfOrder';
  if (reason === 'Event') return 'event';
  return 'blocked';
}

/** Weighted luminance of a #rrggbb colour, 0 (black) to 1 (white): 0.299 R + 0.587 G + 0.114 B. */
export function luminance(colour: string): number {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export const textColour = (background: string, threshold: number): Display['text'] => (luminance(background) >= threshold ? '#000000' : '#ffffff');

function withText(state: DisplayState, colour: string, config: DisplayConfig): Display {
  return { state, colour, text: textColour(colour, config.luminanceThreshold) };
}

/** The look of a booking (on one room) at `now`. */
export function bookingDisplay(b: DisplayBooking, now: string, config: DisplayConfig = DEFAULT_DISPLAY_CONFIG, room?: DisplayRoom): Display {
  const state = displayState(b, now, config.greyPast, room);
  if (state === 'past' || state === 'booked') return withText(state, config.colours[state], config);
  if (b.freeOfCharge) return withText(state, config.focColour, config);
  const category = b.category !== undefined ? config.categoryColours[b.category] : undefined;
  return withText(state, category ?? config.colours[state], config);
}

/** The look of a blocker. */
export function blockerDisplay(reason: string | undefined, config: DisplayConfig = DEFAULT_DISPLAY_CONFIG): Display {
  const state = blockerDisplayState(reason);
  return withText(state, config.colours[state], config);
}
