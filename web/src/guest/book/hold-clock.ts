/**
 * The hold's countdown as plain functions (docs/decisions/online-pages.md "The hold"): what the clock shows, when a
 * screen reader is told, and whether the guest may still extend. No timers here: the page ticks once a second and
 * asks these.
 */

/** The moments a screen reader hears the time left (seconds): politely, at 5 and at 1 minute, never every second. */
export const ANNOUNCE_AT_SECONDS = [300, 60] as const;

/** Whole seconds left until `expiresAt` (an ISO instant), never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** mm:ss (minutes may exceed 59 for a long hold: 45 minutes read 45:00). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The announcement due between two ticks: the threshold (in seconds) the clock passed from `before` to `now`, else
 * undefined. A tick that jumps over both (a tab in the background) announces the lower one only; a hold that starts
 * with less than 5 minutes left announces nothing until 1 minute.
 */
export function announcementBetween(before: number, now: number): number | undefined {
  let due: number | undefined;
  for (const at of ANNOUNCE_AT_SECONDS) if (before > at && now <= at && now > 0) due = at;
  return due;
}

export interface HoldView {
  id: string;
  expiresAt: string;
  /** Extensions the guest may still ask for (the server's count; 0 hides the button). */
  extensionsLeft: number;
}

export type HoldPhase = 'running' | 'ending' | 'expired';

/** running; ending in the last minute (the clock turns to a warning); expired at 0. */
export function holdPhase(seconds: number): HoldPhase {
  return seconds <= 0 ? 'expired' : seconds <= 60 ? 'ending' : 'running';
}

/** The extend button shows while extensions are left and the hold has not expired. */
export const canExtend = (hold: HoldView, seconds: number): boolean => hold.extensionsLeft > 0 && seconds > 0;
