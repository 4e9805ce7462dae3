import type { FormDefinitionVersion } from '../../../shared/api/forms';
import { fullName } from '../../../shared/domain/customer/customer';
import { evaluateForm, progressOf, type Answers, type FormDates, type FormEvaluation } from '../../../shared/domain/forms/form-answers';
import {
  askedOfRespondent,
  birthdayAnswer,
  guestsOf,
  isMinor,
  LEAD,
  lockedReason,
  respondentsOf,
  type BookingGuest,
} from '../../../shared/domain/forms/guest-form';
import { getBooking } from '../../data/bookings';
import { customers } from '../../data/customers';
import type { BookingItem } from '../../data/entities/booking';
import type { AnswersItem, Attachment } from '../../data/entities/guest-form';
import { getFormDefinitionVersion } from '../../data/forms';
import { bookingForms, type BookingForms } from '../../data/guest-forms';
import { getSettingsGroup } from '../../data/settings';

/** A respondent of the booking: a guest (guest-<n>) or the lead booker, with the name and birthday known of them. */
export type Respondent = BookingGuest & { name?: string; birthday?: string };

/** Everything one booking's forms are judged by: the booking, its guests, its forms at their versions, the answers. */
export interface FormsContext {
  tenant: string;
  booking: BookingItem;
  guests: Respondent[];
  lead: Respondent;
  stored: BookingForms;
  definitions: Map<string, FormDefinitionVersion>;
  dates: FormDates;
  lockAt: 'arrival' | 'never';
  /** Spec 1's window setting (settings group guestform multiGuestPage): the lead's link fills in for every guest. */
  multiGuestPage: boolean;
}

/** Loads a booking's forms context, or null when the booking does not exist. */
export async function loadFormsContext(tenant: string, bookingId: string, booking?: BookingItem): Promise<FormsContext | null> {
  const found = booking ?? (await getBooking(tenant, bookingId));
  if (!found) return null;
  const [stored, settings] = await Promise.all([bookingForms(tenant, bookingId), getSettingsGroup(tenant, 'guestform')]);
  // A slot the booking names nobody at takes the customer staff linked to it (customer/{customer}/{booking}, the sync).
  const guests = guestsOf(found).map((g) => (g.customer || !stored.assigned[g.key] ? g : { ...g, customer: stored.assigned[g.key]! }));
  const ids = [...new Set([found.customer, ...guests.map((g) => g.customer)].filter((c): c is string => !!c))];
  const [people, versions] = await Promise.all([
    customers.getMany(tenant, ids),
    Promise.all(stored.forms.map((f) => getFormDefinitionVersion(tenant, f.definition, f.version))),
  ]);
  const byId = new Map(people.map((c) => [c.id, { name: fullName(c), birthday: c.masterData.birthday }]));
  const definitions = new Map<string, FormDefinitionVersion>();
  stored.forms.forEach((f, i) => {
    const v = versions[i];
    if (v) definitions.set(f.id, v);
  });
  const known = (customer?: string) => (customer ? byId.get(customer) : undefined);
  const lead: Respondent = {
    key: LEAD,
    ...(found.customer ? { customer: found.customer } : {}),
    ...((known(found.customer)?.name ?? found.customerName) ? { name: known(found.customer)?.name ?? found.customerName } : {}),
    ...(known(found.customer)?.birthday ? { birthday: known(found.customer)!.birthday } : {}),
  };
  return {
    tenant,
    booking: found,
    guests: guests.map((g) => ({ ...g, ...known(g.customer) })),
    lead,
    stored,
    definitions,
    dates: { today: new Date().toISOString().slice(0, 10), arrival: found.checkIn, departure: found.checkOut },
    lockAt: settings.values.lockGuestFormsAt,
    multiGuestPage: settings.values.multiGuestPage,
  };
}

export const respondent = (ctx: FormsContext, key: string): Respondent | undefined => (key === LEAD ? ctx.lead : ctx.guests.find((g) => g.key === key));

/** The forms a respondent answers (the booking's questions for the lead, the guest's for a guest). */
export const formsOf = (ctx: FormsContext, key: string): Attachment[] =>
  ctx.stored.forms.filter((f) => {
    const def = ctx.definitions.get(f.id);
    return def !== undefined && respondentsOf(def, ctx.guests).includes(key);
  });

export const storedAnswers = (ctx: FormsContext, form: string, key: string): AnswersItem | undefined =>
  ctx.stored.answers.find((a) => a.form === form && a.guest === key);

/**
 * Whether a respondent is a minor on arrival: the birthday among the answers being saved, else among their stored
 * answers to any of the booking's forms, else their customer record's.
 */
export function minorOf(ctx: FormsContext, key: string, current?: { form: string; answers: Answers }): boolean {
  const fromAnswers = (form: string, answers: Answers) => {
    const def = ctx.definitions.get(form);
    return def ? birthdayAnswer(def, answers) : undefined;
  };
  const birthday =
    (current && fromAnswers(current.form, current.answers)) ??
    ctx.stored.answers.filter((a) => a.guest === key).reduce<string | undefined>((found, a) => found ?? fromAnswers(a.form, a.answers), undefined) ??
    respondent(ctx, key)?.birthday;
  return isMinor(birthday, ctx.dates);
}

export function evaluate(ctx: FormsContext, form: string, key: string, answers: Answers): FormEvaluation {
  const def = ctx.definitions.get(form)!;
  return evaluateForm(def, answers, ctx.dates, { askedOf: askedOfRespondent(key), minor: minorOf(ctx, key, { form, answers }) });
}

/** A respondent's standing on a form: the state of their answers, the progress and the physician flag. */
export function standing(ctx: FormsContext, form: string, key: string) {
  const stored = storedAnswers(ctx, form, key);
  const evaluation = evaluate(ctx, form, key, stored?.answers ?? {});
  return {
    state: stored?.state ?? ('none' as const),
    answers: stored?.answers ?? {},
    progress: progressOf(evaluation),
    flags: evaluation.flags,
  };
}

export const isLocked = (ctx: FormsContext, form: Attachment) => lockedReason(form, ctx.dates.arrival, ctx.dates.today, ctx.lockAt, ctx.booking.state);
