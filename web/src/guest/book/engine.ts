import type { Flow } from './book-path';
import { STAY_STEPS, TRIP_STEPS, type Choice, type Step } from './book-url';
import type { HoldView } from './hold-clock';

/**
 * The one booking engine of v1 and v2 (docs/decisions/online-pages.md "One engine"): the guest's choices, the steps
 * they unlock, the hold's life and the payment's, as a pure reducer. The pages (single page or steps) draw the same
 * state; only which step is shown differs. Calls are made by the page (book-api.ts) and reported here as actions.
 */

export type Status =
  /** Choosing; nothing is held. */
  | 'choosing'
  /** booking/create is on its way. */
  | 'holding'
  /** The cabin or room is held for the guest (countdown). */
  | 'held'
  /** The hold ran out (or the server says it has): the guest chooses again. */
  | 'expired'
  /** {id}/checkout is on its way; the provider's page comes next. */
  | 'paying'
  /** Back from the provider with success: waiting for the verified webhook's confirmation. */
  | 'processing'
  /** Back through payment/aborted: the hold stays, "pay again" until it expires. */
  | 'aborted'
  | 'confirmed';

export interface EngineState {
  flow: Flow;
  choice: Choice;
  status: Status;
  /** A refusal to show at the hold (someone else was quicker: 409). */
  notice?: 'taken';
}

export type Action =
  | { type: 'choose'; patch: Partial<Choice> }
  | { type: 'goto'; step: Step }
  | { type: 'holdStarted' }
  | { type: 'held'; hold: HoldView & { bookingNo?: string }; token: string }
  | { type: 'holdFailed'; taken: boolean }
  | { type: 'extended'; hold: HoldView }
  | { type: 'expired' }
  | { type: 'payStarted' }
  | { type: 'payFailed' }
  | { type: 'returned'; paid: 'success' | 'aborted' }
  | { type: 'aborted'; until?: string }
  | { type: 'confirmed' }
  | { type: 'restart' };

export const stepsOf = (flow: Flow): readonly Step[] => (flow === 'trip' ? TRIP_STEPS : STAY_STEPS);

/** The choices that make up what is held: changing one of them clears a refusal. */
const HELD_FIELDS: readonly (keyof Choice)[] = ['tour', 'schedule', 'cabin', 'checkIn', 'checkOut', 'roomType', 'pax', 'genders'];

/** What each choice depends on: choosing it anew clears the choices after it. */
const LATER: Partial<Record<keyof Choice, readonly (keyof Choice)[]>> = {
  tour: ['schedule', 'cabin', 'pax', 'genders', 'extras'],
  schedule: ['cabin', 'pax', 'genders', 'extras'],
  cabin: ['pax', 'genders', 'extras'],
  checkIn: ['roomType', 'extras'],
  checkOut: ['roomType', 'extras'],
  roomType: ['pax', 'extras'],
  pax: ['genders'],
};

/** A hold exists (and is not given up): the choices are fixed, only the payment is left. */
const HOLDING: readonly Status[] = ['holding', 'held', 'aborted', 'paying', 'processing', 'confirmed'];
export const isHeld = (status: Status): boolean => HOLDING.includes(status);

/**
 * Whether a step's own choice is made. The hold is made when the details are sent (booking/create names every guest
 * and the contact), so extras are done once the guests are (they are optional), details once something is held, and
 * the payment step ends the flow.
 */
export function stepDone(step: Step, c: Choice, status: Status): boolean {
  switch (step) {
    case 'tour':
      return !!c.tour;
    case 'departure':
      return !!c.schedule;
    case 'cabin':
      return !!c.cabin;
    case 'dates':
      return !!c.checkIn && !!c.checkOut && c.checkOut > c.checkIn;
    case 'rooms':
      return !!c.roomType;
    case 'guests':
    case 'extras':
      return !!c.pax;
    case 'details':
      return !!c.hold && isHeld(status);
    case 'pay':
      return status === 'confirmed';
  }
}

/** The first step whose choice is still missing: how far the guest may go. */
export function firstOpenStep(flow: Flow, c: Choice, status: Status): Step {
  return stepsOf(flow).find((s) => !stepDone(s, c, status)) ?? 'pay';
}

/** A step is open when every step before it is done. */
export function canEnter(flow: Flow, step: Step, c: Choice, status: Status): boolean {
  const steps = stepsOf(flow);
  const i = steps.indexOf(step);
  return i >= 0 && steps.slice(0, i).every((s) => stepDone(s, c, status));
}

/** The step to show: the payment once something is held, else the asked one when it is open, else the first open one. */
export function currentStep(state: EngineState): Step {
  const { flow, choice, status } = state;
  if (isHeld(status) && status !== 'holding') return 'pay';
  if (choice.step && canEnter(flow, choice.step, choice, status)) return choice.step;
  return firstOpenStep(flow, choice, status);
}

/** The hold as the countdown reads it, from the address's fields. */
export function holdOf(c: Choice): HoldView | undefined {
  return c.hold && c.until ? { id: c.hold, expiresAt: c.until, extensionsLeft: c.ext ?? 0 } : undefined;
}

/** The step after `step` (the same at the end). */
export function nextStep(flow: Flow, step: Step): Step {
  const steps = stepsOf(flow);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!;
}

export function previousStep(flow: Flow, step: Step): Step | undefined {
  const steps = stepsOf(flow);
  const i = steps.indexOf(step);
  return i > 0 ? steps[i - 1] : undefined;
}

const dropHold = (c: Choice): Choice => {
  const { hold: _h, token: _t, no: _n, until: _u, ext: _e, paid: _p, session: _s, ...rest } = c;
  return rest;
};

/** The state a page starts in from its address: a hold in the URL is "held" until the server says otherwise. */
export function initialState(flow: Flow, choice: Choice): EngineState {
  if (!choice.hold) return { flow, choice, status: 'choosing' };
  const status: Status = choice.paid === 'success' ? 'processing' : choice.paid === 'aborted' ? 'aborted' : 'held';
  return { flow, choice, status };
}

export function reduce(state: EngineState, action: Action): EngineState {
  const { choice } = state;
  switch (action.type) {
    case 'choose': {
      // While something is held its choices are fixed: there is no call to give a hold back, and a new hold of the
      // same cabin or room would be refused by the guest's own.
      if (isHeld(state.status)) return state;
      let next: Choice = { ...choice };
      for (const [k, v] of Object.entries(action.patch) as [keyof Choice, unknown][]) {
        if (choice[k] === v) continue;
        for (const later of LATER[k] ?? []) if (!(later in action.patch)) delete next[later];
        next = { ...next, [k]: v } as Choice;
        if (v === undefined) delete next[k];
      }
      const changed = HELD_FIELDS.some((k) => next[k] !== choice[k]);
      return { ...state, choice: next, ...(changed ? { notice: undefined } : {}) };
    }
    case 'goto':
      return canEnter(state.flow, action.step, choice, state.status) ? { ...state, choice: { ...choice, step: action.step } } : state;
    case 'holdStarted':
      return { ...state, status: 'holding', notice: undefined };
    case 'held': {
      const { id, expiresAt, extensionsLeft, bookingNo } = action.hold;
      const held: Choice = { ...choice, hold: id, token: action.token, until: expiresAt, ext: extensionsLeft, step: 'pay' };
      if (bookingNo) held.no = bookingNo;
      return { flow: state.flow, choice: held, status: 'held' };
    }
    case 'holdFailed':
      return { ...state, status: 'choosing', ...(action.taken ? { notice: 'taken' as const } : {}) };
    case 'extended':
      return { ...state, choice: { ...choice, until: action.hold.expiresAt, ext: action.hold.extensionsLeft } };
    case 'expired':
      return state.status === 'confirmed' || state.status === 'processing' || !choice.hold ? state : { ...state, status: 'expired' };
    case 'payStarted':
      return { ...state, status: 'paying' };
    case 'payFailed':
      return { ...state, status: 'held' };
    case 'returned':
      return { ...state, status: action.paid === 'success' ? 'processing' : 'aborted', choice: { ...choice, step: 'pay', paid: action.paid } };
    case 'aborted':
      return { ...state, status: 'aborted', choice: { ...choice, until: action.until ?? choice.until } };
    case 'confirmed':
      return { ...state, status: 'confirmed' };
    case 'restart': {
      // Choose again after an expiry: keep the trip or dates the guest looked at, give up what was held.
      const c = dropHold(choice);
      const keep: Choice =
        state.flow === 'trip'
          ? { ...(c.tour ? { tour: c.tour } : {}), ...(c.month ? { month: c.month } : {}) }
          : { ...(c.checkIn ? { checkIn: c.checkIn } : {}), ...(c.checkOut ? { checkOut: c.checkOut } : {}), ...(c.month ? { month: c.month } : {}) };
      return { flow: state.flow, choice: keep, status: 'choosing' };
    }
  }
}
