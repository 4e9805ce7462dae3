import { system } from '../../../shared/auth/actor';
import { addDays, dateIn } from '../../../shared/calendar-date';
import { unpaidDue, type MilestonePaid } from '../../../shared/domain/booking/payment-status';
import { todoFlags, type Todo } from '../../../shared/domain/booking/todos';
import { mailDate } from '../../../shared/domain/mail/mail';
import { changeBooking } from '../../booking/index';
import { bookingListPage } from '../../data/booking-list';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { getSettingsGroup } from '../../data/settings';
import { getTenant } from '../../data/tenants';
import type { TransactItem } from '../../data/transactions';
import { mailPut } from '../../messaging/index';

/**
 * Milestones that act (docs/decisions.md, "Payments on bookings"): once a day per tenant, fired by its schedule, the
 * bookings with a milestone whose due day has passed unpaid get a todo for their owner and, when the tenant switched
 * `booking.paymentReminderMail` on, a reminder mail to the guest, both in ONE change per booking. The todo's id
 * (`payment-<type>-<due>`) marks the milestone as handled, so a redelivered or repeated sweep adds nothing.
 */

export const milestoneTodoId = (ms: Pick<MilestonePaid, 'type' | 'due'>) => `payment-${ms.type}-${ms.due}`;
/** States in which a milestone still asks for money. */
const SWEPT_STATES = ['draft', 'confirmed', 'planned'];

/** DD.MM.YYYY, as every date the operator and the guest read. */
const day = mailDate;

const WORDS = {
  en: {
    todo: (ms: MilestonePaid, cur: string) => `Payment overdue: ${ms.type} of ${ms.open} ${cur} was due on ${day(ms.due)}`,
  },
  de: {
    todo: (ms: MilestonePaid, cur: string) =>
      `Zahlung überfällig: ${ms.type === 'deposit' ? 'Anzahlung' : 'Restzahlung'} über ${ms.open} ${cur} war am ${day(ms.due)} fällig`,
  },
};
const langOf = (l: string | undefined) => (l === 'en' ? 'en' : 'de');

/** The milestones of `b` that fell due unpaid before `today` and have no todo yet. */
export const milestonesToAct = (b: BookingItem, today: string): MilestonePaid[] =>
  unpaidDue(b, today).filter((ms) => !(b.todo ?? []).some((t) => t.id === milestoneTodoId(ms)));

async function guestMail(tenant: string, b: BookingItem, ms: MilestonePaid[]): Promise<TransactItem[]> {
  const guest = b.customer ? await read.customers.get(tenant, b.customer) : null;
  const email = (guest as { contact?: { email?: string } } | null)?.contact?.email;
  if (!email) return [];
  const cur = b.currency ?? 'EUR';
  // The built-in mail payment.reminder (shared/i18n/labels-mail.*), once per booking and milestone.
  return ms.flatMap((m) =>
    mailPut(tenant, {
      to: [email],
      locale: langOf(b.language),
      template: { builtIn: 'payment.reminder' },
      params: { bookingNo: b.bookingNo, deposit: m.type === 'deposit', open: m.open, currency: cur, due: day(m.due) },
      purpose: 'payment-reminder',
      key: `payment-reminder:${b.id}:${milestoneTodoId(m)}`,
      booking: b.id,
    }),
  );
}

/** Acts on one booking's unpaid milestones (re-checked inside the change); answers how many milestones it acted on. */
export async function actOnBooking(tenant: string, id: string, today: string, mail: boolean, lang: 'en' | 'de'): Promise<number> {
  let acted = 0;
  await changeBooking(system(tenant, 'payment-sweep'), id, 'solveTodo', async (b, ctx) => {
    const due = SWEPT_STATES.includes(b.state) ? milestonesToAct(b, today) : [];
    acted = due.length;
    if (!due.length) return { next: {}, unchanged: true };
    const cur = b.currency ?? 'EUR';
    const added: Todo[] = due.map((ms) => ({
      id: milestoneTodoId(ms),
      group: 'payment',
      text: WORDS[lang].todo(ms, cur),
      milestone: { type: ms.type, due: ms.due },
      due: today,
      open: true,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }));
    const todo = [...(b.todo ?? []), ...added];
    return { next: { todo, ...todoFlags(todo, today) }, lastAction: 'paymentDue', extra: mail ? await guestMail(tenant, b, due) : [] };
  });
  return acted;
}

/**
 * The sweep of one tenant on `today` (the tenant's day): candidates are ONE Query of the booking list index (check-in
 * from a year back, the swept states as a FilterExpression), the unpaid milestones computed from each header.
 */
export async function sweepTenant(tenant: string, now = new Date()): Promise<{ bookings: number; milestones: number }> {
  const today = dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', now);
  const settings = await getSettingsGroup(tenant, 'booking');
  const mail = settings.values.paymentReminderMail === true;
  const lang = langOf(settings.values.defaultLanguage);
  const page = await bookingListPage(
    tenant,
    {
      filter: [
        { field: 'state', op: 'in', value: SWEPT_STATES },
        { field: 'payments', op: 'exists', value: true },
      ],
      from: addDays(today, -365),
      match: (b) => milestonesToAct(b, today).length > 0,
    },
    { offset: 0, limit: 10_000 },
  );
  let milestones = 0;
  for (const b of page.data) milestones += await actOnBooking(tenant, b.id, today, mail, lang);
  return { bookings: page.data.length, milestones };
}
