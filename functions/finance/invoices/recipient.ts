import { fullName } from '../../../shared/domain/customer/customer';
import type { InvoiceRecipient } from '../../../shared/domain/booking/invoice';
import { ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';

const lines = (a: Record<string, string | undefined> | undefined) =>
  a ? [a.street, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter((x): x is string => Boolean(x)) : [];

/** Who an invoice is addressed to: the booking's agency, or a customer (default the lead), as printed then. */
export async function recipientOf(tenant: string, b: BookingItem, kind: 'agency' | 'customer', customer?: string): Promise<InvoiceRecipient> {
  if (kind === 'agency') {
    if (!b.agency) throw new ValidationError('The booking has no agency to invoice', [{ path: 'body.recipient', message: 'The booking has no agency' }]);
    const agency = await read.agencies.get(tenant, b.agency);
    return {
      kind,
      id: b.agency,
      name: agency?.name ?? b.agency,
      address: lines(agency?.address as never),
      ...(agency?.contact.email ? { email: agency.contact.email } : {}),
    };
  }
  const id = customer ?? b.customer;
  if (!id) return { kind, name: b.customerName ?? `#${b.bookingNo}`, address: [] };
  const c = await read.customers.get(tenant, id);
  return {
    kind,
    id,
    name: c ? fullName(c) : (b.customerName ?? id),
    address: lines(c?.address as never),
    ...(c?.contact.email ? { email: c.contact.email } : {}),
  };
}
