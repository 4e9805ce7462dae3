import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { LEAD } from '../../../shared/domain/forms/guest-form';
import { mailDate, mailLocale, type Mail } from '../../../shared/domain/mail/mail';
import { currentStep, reminderSteps } from '../../../shared/domain/forms/reminders';
import { getBooking } from '../../data/bookings';
import { customers } from '../../data/customers';
import type { BookingItem } from '../../data/entities/booking';
import { putReminderOnce } from '../../data/guest-forms';
import { getSettingsGroup } from '../../data/settings';
import { getTenant, tenantHosts } from '../../data/tenants';
import { mailPut } from '../../messaging/index';
import { formsOf, loadFormsContext, respondent, standing, type FormsContext } from '../guest/context';
import { linksOf } from '../guest/links';

/**
 * Guest-form reminders (docs/decisions/forms.md "Reminders"): per booking ONE job for its next step (days before
 * arrival); when it fires, every guest whose forms are not complete gets one mail with their own link, the lead
 * booker a summary, and on the day before arrival the operator a todo per incomplete guest. Each mail at most once
 * per booking, arrival, step and recipient: its marker and its outbox item are ONE transaction.
 */

/** Bookings that still arrive (a cancelled, freed or deleted one gets no reminders). */
export const LIVE = new Set(['draft', 'confirmed', 'planned', 'waiting']);

export async function zoneOf(tenant: string) {
  return (await getTenant(tenant))?.timezone ?? DEFAULT_TIMEZONE;
}
export async function stepsOf(tenant: string) {
  return reminderSteps((await getSettingsGroup(tenant, 'guestform')).values.reminderDays);
}

/** The respondents (lead first) whose forms are not all complete, with the forms missing. */
export interface Incomplete {
  key: string;
  name?: string;
  missing: string[];
}

export function incompleteOf(ctx: FormsContext): Incomplete[] {
  return [LEAD, ...ctx.guests.map((g) => g.key)]
    .map((key) => ({
      key,
      ...(respondent(ctx, key)?.name ? { name: respondent(ctx, key)!.name! } : {}),
      missing: formsOf(ctx, key)
        .filter((f) => standing(ctx, f.id, key).progress !== 'complete')
        .map((f) => f.name),
    }))
    .filter((r) => r.missing.length > 0);
}

/** The e-mail of a respondent: an answer to an Email field of their forms, else their customer record's. */
function emailOf(ctx: FormsContext, key: string, byCustomer: Map<string, string>): string | undefined {
  for (const a of ctx.stored.answers.filter((x) => x.guest === key)) {
    const def = ctx.definitions.get(a.form);
    const field = def?.sections.flatMap((s) => s.fields).find((f) => f.type === 'Email' && typeof a.answers[f.id] === 'string');
    if (field) return a.answers[field.id] as string;
  }
  const customer = respondent(ctx, key)?.customer;
  return customer ? byCustomer.get(customer) : undefined;
}

export interface ReminderOutcome {
  outcome: 'sent' | 'skipped';
  step: number;
  /** Guests mailed now (not before). */
  mailed: string[];
  /** Incomplete guests without an address. */
  unreachable: string[];
  summary: boolean;
  /** The guests (not the lead) whose forms are not complete. */
  incomplete: Incomplete[];
}

/**
 * Sends one step's reminders. Without `force` a recipient mailed at this step (same arrival) gets nothing again;
 * `force` (staff) sends anyway. A booking no longer live, or whose arrival moved since the job was made, is skipped.
 */
export async function sendReminders(
  tenant: string,
  bookingId: string,
  arrival: string,
  step: number,
  opts: { now?: Date; force?: boolean; booking?: BookingItem } = {},
): Promise<ReminderOutcome> {
  const now = opts.now ?? new Date();
  const none: ReminderOutcome = { outcome: 'skipped', step, mailed: [], unreachable: [], summary: false, incomplete: [] };
  const b = opts.booking ?? (await getBooking(tenant, bookingId));
  if (!b || !LIVE.has(b.state) || b.checkIn !== arrival) return none;
  const ctx = (await loadFormsContext(tenant, bookingId, b))!;
  const missing = incompleteOf(ctx);
  if (ctx.stored.forms.length === 0 || missing.length === 0) return none;
  const [links, company, hosts] = await Promise.all([linksOf(ctx), getTenant(tenant), tenantHosts(tenant)]);
  const people = await customers.getMany(tenant, [...new Set([b.customer, ...ctx.guests.map((g) => g.customer)].filter((c): c is string => !!c))]);
  const byCustomer = new Map(people.filter((c) => c.contact.email).map((c) => [c.id, c.contact.email!]));
  const url = (key: string) => `https://${hosts[0] ?? 'localhost'}${links.find((l) => l.guest === key)!.path}`;
  const locale = mailLocale(b.language ?? company?.lang);
  const common = { bookingNo: b.bookingNo, arrival: mailDate(arrival), company: company?.name ?? '' };
  const stamp = opts.force ? `force-${now.toISOString()}` : String(step);
  const send = async (to: string, address: string, template: 'guestform.reminder' | 'guestform.summary', params: Record<string, unknown>) => {
    const key = `guestform-reminder:${bookingId}:${arrival}:${stamp}:${to}`;
    const mail: Mail = {
      to: [address],
      locale,
      template: { builtIn: template },
      params,
      purpose: template === 'guestform.reminder' ? 'guestform-reminder' : 'guestform-summary',
      key,
      booking: bookingId,
    };
    return putReminderOnce(tenant, { booking: bookingId, arrival, step: String(step), to }, mailPut(tenant, mail), key, { force: opts.force === true, now });
  };
  const mailed: string[] = [];
  const unreachable: string[] = [];
  for (const r of missing.filter((m) => m.key !== LEAD)) {
    const address = emailOf(ctx, r.key, byCustomer);
    if (!address) {
      unreachable.push(r.key);
      continue;
    }
    if (await send(r.key, address, 'guestform.reminder', { ...common, name: r.name ?? '', link: url(r.key), forms: r.missing.join(', ') })) mailed.push(r.key);
  }
  const leadAddress = emailOf(ctx, LEAD, byCustomer);
  const lines = missing.map((r) => `- ${r.name ?? r.key}: ${r.missing.join(', ')}${r.key === LEAD || !unreachable.includes(r.key) ? '' : ' *'}`);
  const summary = leadAddress
    ? await send('summary', leadAddress, 'guestform.summary', {
        ...common,
        name: ctx.lead.name ?? '',
        link: url(LEAD),
        missing: lines.join('\n'),
        unreachable: unreachable.length,
      })
    : false;
  return { outcome: 'sent', step, mailed, unreachable, summary, incomplete: missing.filter((m) => m.key !== LEAD) };
}

/** Staff's "remind now" (sendGuestFormMail): the current step; with `force` the markers are not consulted. */
export async function remindNow(tenant: string, booking: BookingItem, force: boolean, now = new Date()): Promise<ReminderOutcome> {
  const none: ReminderOutcome = { outcome: 'skipped', step: 0, mailed: [], unreachable: [], summary: false, incomplete: [] };
  if (!booking.checkIn) return none;
  const steps = await stepsOf(tenant);
  const step = currentStep(booking.checkIn, steps.length > 0 ? steps : [0], await zoneOf(tenant), now);
  return sendReminders(tenant, booking.id, booking.checkIn, step, { now, force, booking });
}
