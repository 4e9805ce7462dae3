import type { CreateBooking } from '../../../../shared/api/bookings';
import type { SimulateBody } from '../../../../shared/api/price-schemas';
import type { MessageKey } from '../../../../shared/i18n/core';

/**
 * The booking wizard's form as data (docs/decisions.md, "Booking wizard"): a stay (resort, dates, rooms) or a trip
 * (tour, schedule, cabins), the persons in each room, the price choices and how it is saved; the create body
 * (POST /api/bookings) and the simulator body (POST /api/price/simulate) it sends, built from the same data so the
 * price shown is the price stored.
 */
export interface WizardPerson {
  id: string;
  name: string;
  gender?: 'u' | 'm' | 'f';
  birthday?: string;
  /** Passport country (else nationality) and address country, as the server prices them. */
  nationality?: string;
  country?: string;
}

export interface WizardRoom {
  room: string;
  name: string;
  roomType: string;
  noOfPax: number;
  /** At most this many persons (the room's maximum, a shared cabin's free beds). */
  maxPax: number;
  shared: boolean;
  persons: WizardPerson[];
}

export interface WizardForm {
  kind: 'stay' | 'trip';
  resort: string;
  checkIn: string;
  checkOut: string;
  tour: string;
  schedule: string;
  /** The schedule's vessel and days (for the price). */
  vessel: string;
  from: string;
  to: string;
  rooms: WizardRoom[];
  variant: string;
  supplements: string[];
  specials: string[];
  agency: string;
  source: string;
  termsOfPayment: string;
  state: 'confirmed' | 'draft' | 'waiting';
  optionDate: string;
  language: 'de' | 'en';
}

/** Rooms (cabins) named in the URL, picked once their availability is known. */
export interface Prefill {
  form: WizardForm;
  rooms: string[];
}

export function emptyWizard(language: 'de' | 'en' = 'de'): WizardForm {
  return {
    kind: 'stay',
    resort: '',
    checkIn: '',
    checkOut: '',
    tour: '',
    schedule: '',
    vessel: '',
    from: '',
    to: '',
    rooms: [],
    variant: '',
    supplements: [],
    specials: [],
    agency: '',
    source: '',
    termsOfPayment: '',
    state: 'confirmed',
    optionDate: '',
    language,
  };
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const list = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The form from the calendars' link: /booking/wizard?resort=&checkIn=&checkOut=&rooms= (or schedule=&cabins=). */
export function prefillFrom(params: URLSearchParams, language: 'de' | 'en' = 'de'): Prefill {
  const form = emptyWizard(language);
  const schedule = params.get('schedule');
  if (schedule) return { form: { ...form, kind: 'trip', schedule, tour: params.get('tour') ?? '' }, rooms: list(params.get('cabins') ?? params.get('rooms')) };
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  return {
    form: { ...form, resort: params.get('resort') ?? '', checkIn: isDate(checkIn) ? checkIn : '', checkOut: isDate(checkOut) ? checkOut : '' },
    rooms: list(params.get('rooms')),
  };
}

/** What is still missing before the wizard can price or save, as message keys (in the form's order). */
export function wizardProblems(form: WizardForm): MessageKey[] {
  const out: MessageKey[] = [];
  if (form.kind === 'stay') {
    if (!form.resort) out.push('label.wizard.needResort');
    if (!form.checkIn || !form.checkOut || form.checkOut <= form.checkIn) out.push('label.wizard.needDates');
  } else if (!form.schedule) out.push('label.wizard.needSchedule');
  if (form.rooms.length === 0) out.push('label.wizard.needRoom');
  if (form.rooms.some((r) => r.persons.length > r.noOfPax)) out.push('label.wizard.tooManyPersons');
  return out;
}

/** Problems that only stop the save (an option needs its expiry day). */
export function saveProblems(form: WizardForm, today: string): MessageKey[] {
  const out = wizardProblems(form);
  if (form.state === 'draft' && (!form.optionDate || form.optionDate <= today)) out.push('label.wizard.needOptionDate');
  return out;
}

const opt = <K extends string, V>(key: K, value: V | '' | undefined) => (value === '' || value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** POST /api/bookings. */
export function toCreateBody(form: WizardForm, agencyUser: boolean): CreateBooking {
  const rooms = form.rooms.map((r) => ({
    room: r.room,
    noOfPax: r.noOfPax,
    ...(r.persons.length ? { customers: r.persons.map((p) => ({ customer: p.id })) } : {}),
  }));
  const common = {
    rooms,
    state: form.state,
    language: form.language,
    ...opt('optionDate', form.state === 'draft' ? form.optionDate : ''),
    ...opt('variant', form.variant),
    ...(form.supplements.length ? { supplements: form.supplements.map((id) => ({ id })) } : {}),
    ...(form.specials.length ? { specials: form.specials } : {}),
    ...opt('agency', agencyUser ? '' : form.agency),
    ...opt('source', form.source.trim()),
    ...opt('termsOfPayment', form.termsOfPayment),
  };
  return form.kind === 'stay' ? { resort: form.resort, checkIn: form.checkIn, checkOut: form.checkOut, ...common } : { schedule: form.schedule, ...common };
}

/**
 * POST /api/price/simulate for the same booking: persons as the server prices them (named ones by customer id, then
 * unnamed adults p1, p2, …), the agency's channel. `agency` is the agency the booking will be for.
 */
export function toSimulateBody(form: WizardForm, agency: string): SimulateBody {
  let n = 0;
  const persons: SimulateBody['persons'] = [];
  const rooms = form.rooms.map((r) => {
    const keys: string[] = [];
    for (const p of r.persons) {
      keys.push(p.id);
      persons.push({
        key: p.id,
        customerId: p.id,
        ...opt('gender', p.gender),
        ...opt('birthday', p.birthday),
        ...opt('passportCountry', p.nationality),
        ...opt('addressCountry', p.country),
      });
    }
    while (keys.length < r.noOfPax) {
      const key = `p${++n}`;
      keys.push(key);
      persons.push({ key });
    }
    return {
      room: r.room,
      roomType: r.roomType,
      persons: keys,
      ...opt('variant', form.variant),
      ...(form.kind === 'trip' && r.shared ? { shared: true } : {}),
    };
  });
  return {
    kind: form.kind,
    ...(form.kind === 'stay'
      ? { resort: form.resort, from: form.checkIn, to: form.checkOut }
      : { schedule: form.schedule, vessel: form.vessel, from: form.from, to: form.to }),
    rooms,
    persons,
    ...(form.supplements.length ? { supplements: form.supplements.map((id) => ({ id })) } : {}),
    ...(form.specials.length ? { specials: form.specials } : {}),
    ...opt('agency', agency),
    channel: agency ? 'AgentDirectBooking' : 'Booking',
    ...opt('source', form.source.trim()),
  } as SimulateBody;
}
