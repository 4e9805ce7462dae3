import { bookingNumbersInSubject } from '../../../shared/domain/mail/mailbox';
import { bookingIdsByNumber } from '../../data/booking-search';
import { getBooking } from '../../data/bookings';
import { customers } from '../../data/customers';
import { searchIds } from '../../data/search-index';

/** What a mail is linked to: the booking its subject names, the customer its sender (or the booking) is. */
export interface MailMatch {
  booking?: { id: string; bookingNo: number; customerName?: string };
  customer?: { id: string; name: string };
}

interface Matchable {
  subject?: string;
  from?: { address?: string };
}

/**
 * Links mails to bookings and customers (docs/decisions/mailbox.md "Matching"): a booking number in the subject that
 * is one of the tenant's bookings (ONE BatchGet per distinct number, then the header), and the sender's address that
 * is exactly one customer's (ONE index Query per distinct address). A booking found gives its customer when the
 * sender matched none. Each distinct number and address is looked up once per call (a page of 25 mails: at most 25
 * of each).
 */
export async function matchMails<T extends Matchable>(tenant: string, mails: readonly T[]): Promise<Array<T & { match: MailMatch }>> {
  const numbers = [...new Set(mails.map((m) => bookingNumbersInSubject(m.subject)[0]).filter((n): n is number => n !== undefined))];
  const senders = [...new Set(mails.map((m) => m.from?.address?.toLowerCase()).filter((a): a is string => Boolean(a)))];
  const [bookings, people] = await Promise.all([
    Promise.all(numbers.map(async (n) => [n, await bookingByNumber(tenant, n)] as const)),
    Promise.all(senders.map(async (a) => [a, await customerByAddress(tenant, a)] as const)),
  ]);
  const byNo = new Map(bookings);
  const byAddress = new Map(people);
  const bookingCustomers = new Map<string, MailMatch['customer']>();
  for (const b of byNo.values())
    if (b?.customerId && !bookingCustomers.has(b.customerId)) {
      const c = await customers.get(tenant, b.customerId);
      if (c) bookingCustomers.set(b.customerId, { id: c.id, name: customerName(c) });
    }
  return mails.map((m) => {
    const no = bookingNumbersInSubject(m.subject)[0];
    const booking = no !== undefined ? byNo.get(no) : undefined;
    const sender = m.from?.address ? byAddress.get(m.from.address.toLowerCase()) : undefined;
    const customer = sender ?? (booking?.customerId ? bookingCustomers.get(booking.customerId) : undefined);
    const match: MailMatch = {
      ...(booking
        ? { booking: { id: booking.id, bookingNo: booking.bookingNo, ...(booking.customerName ? { customerName: booking.customerName } : {}) } }
        : {}),
      ...(customer ? { customer } : {}),
    };
    return { ...m, match };
  });
}

async function bookingByNumber(tenant: string, no: number) {
  const [id] = await bookingIdsByNumber(tenant, no);
  const b = id ? await getBooking(tenant, id) : null;
  return b ? { id: b.id, bookingNo: b.bookingNo, customerName: b.customerName, customerId: b.customer } : undefined;
}

type Customer = NonNullable<Awaited<ReturnType<typeof customers.get>>>;
const customerName = (c: Customer) => [c.masterData.firstName, c.masterData.lastName].filter(Boolean).join(' ');

/** The one customer whose e-mail address is `address` (none or several: no link, a guess would mislead). */
async function customerByAddress(tenant: string, address: string): Promise<MailMatch['customer']> {
  const found = await searchIds(tenant, 'CUSTOMER', address, 5);
  if (!found?.ids.length) return undefined;
  const exact = (await customers.getMany(tenant, found.ids)).filter((c) => c.contact.email?.trim().toLowerCase() === address);
  return exact.length === 1 ? { id: exact[0]!.id, name: customerName(exact[0]!) } : undefined;
}
