import { mailDate, mailLocale, type Mail } from '../../../shared/domain/mail/mail';
import type { MailSchedule, ScheduleRecipient } from '../../../shared/domain/mail/schedule';
import { fullName } from '../../../shared/domain/customer/customer';
import { agencies } from '../../data/agencies';
import { customers } from '../../data/customers';
import type { BookingItem } from '../../data/entities/booking';
import { getTenant } from '../../data/tenants';

/** One recipient of a (rule, booking): its id (the claim's sort key) and address. */
export interface Addressee {
  id: string;
  kind: ScheduleRecipient;
  address: string;
  name?: string;
}

/**
 * To whom a rule's mail for a booking goes: the lead booker (the booking's customer), every guest of its rooms (the
 * lead counted once, as lead, when the rule names both), the agency, the rule's staff addresses. Recipients without an
 * address are left out.
 */
export async function addresseesOf(tenant: string, rule: MailSchedule, b: BookingItem): Promise<Addressee[]> {
  const guestIds = rule.recipients.includes('guest') ? [...new Set((b.rooms ?? []).flatMap((r) => (r.customers ?? []).map((c) => c.customer)))] : [];
  const ids = [...new Set([...(rule.recipients.includes('lead') && b.customer ? [b.customer] : []), ...guestIds])];
  const people = new Map((await customers.getMany(tenant, ids)).map((c) => [c.id, c]));
  const out: Addressee[] = [];
  const person = (id: string, kind: ScheduleRecipient, key: string) => {
    const c = people.get(id);
    if (c?.contact.email) out.push({ id: key, kind, address: c.contact.email, name: fullName(c) });
  };
  if (rule.recipients.includes('lead') && b.customer) person(b.customer, 'lead', 'lead');
  for (const g of guestIds) if (!(rule.recipients.includes('lead') && g === b.customer)) person(g, 'guest', `guest:${g}`);
  if (rule.recipients.includes('agency') && b.agency) {
    const agency = await agencies.get(tenant, b.agency);
    if (agency?.contact.email) out.push({ id: 'agency', kind: 'agency', address: agency.contact.email, name: agency.name });
  }
  if (rule.recipients.includes('staff')) for (const a of rule.staffEmails) out.push({ id: `staff:${a.toLowerCase()}`, kind: 'staff', address: a });
  return out;
}

/**
 * The mail of a rule for a booking and recipient: the operator's template (with the data its editor's preview shows:
 * booking, customer, agency) or the built-in `schedule.notice`; sent once under `key`.
 */
export async function scheduleMail(tenant: string, rule: MailSchedule, b: BookingItem, to: Addressee, key: string, purpose = 'mail-schedule'): Promise<Mail> {
  const company = await getTenant(tenant);
  const locale = mailLocale(b.language ?? company?.lang);
  const params: Record<string, unknown> = rule.templateId
    ? {
        today: new Date().toISOString().slice(0, 10),
        booking: { bookingNo: b.bookingNo, checkIn: b.checkIn, checkOut: b.checkOut, noOfPax: b.noOfPax, optionDate: b.optionDate },
        customer: { fullName: to.name ?? '', email: to.address },
        name: to.name ?? '',
      }
    : { bookingNo: b.bookingNo, arrival: mailDate(b.checkIn), departure: mailDate(b.checkOut), name: to.name ?? '', company: company?.name ?? '' };
  return {
    to: [to.address],
    locale,
    template: rule.templateId ? { id: rule.templateId } : { builtIn: 'schedule.notice' },
    params,
    purpose,
    key,
    booking: b.id,
    ...(b.customer ? { customer: b.customer } : {}),
  };
}
