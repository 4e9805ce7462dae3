import { fullName } from '../../../shared/domain/customer/customer';
import { getCompany } from '../../data/company';
import type { BookingItem } from '../../data/entities/booking';
import { read, readerOf } from '../../data/readers';
import type { ZTax } from '../../../shared/domain/settings/tax';
import type { CompanyHeader, InvoiceExtras } from './render';
import type { VoucherData } from './voucher';

/** The company block of the documents from /config/company (the tenant's name and the profile). */
export async function companyHeader(tenant: string): Promise<CompanyHeader> {
  const { tenant: t, profile } = await getCompany(tenant);
  const a = profile.address as Record<string, string | undefined>;
  const address = [a.street, a.street2, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter((x): x is string => Boolean(x));
  return {
    name: t?.name ?? tenant,
    ...(profile.legalName ? { legalName: profile.legalName } : {}),
    address,
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...(profile.website ? { website: profile.website } : {}),
    ...(profile.vatId ? { vatId: profile.vatId } : {}),
    ...(profile.bank.iban ? { bank: profile.bank } : {}),
  };
}

/** The customer ids of a booking: the lead first, then everyone in its rooms. */
export function bookingCustomerIds(b: BookingItem): string[] {
  const ids = [b.customer, ...b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))].filter((x): x is string => Boolean(x));
  return [...new Set(ids)];
}

/** What the voucher prints of a booking: its place, guests and rooms by name. */
export async function voucherData(tenant: string, b: BookingItem): Promise<VoucherData> {
  const customers = await Promise.all(bookingCustomerIds(b).map((id) => read.customers.get(tenant, id)));
  const guests = customers.filter((c) => c !== null).map((c) => fullName(c as never));
  if (guests.length === 0 && b.customerName) guests.push(b.customerName);
  const rooms = await Promise.all(b.rooms.map((r) => read.rooms.get(tenant, r.room)));
  const resort = b.resort ? await read.resorts.get(tenant, b.resort) : null;
  const tour = b.tour ? await read.tours.get(tenant, b.tour) : null;
  const place = (resort as { name?: string } | null)?.name ?? (tour as { name?: string } | null)?.name;
  return {
    booking: b,
    ...(place ? { place } : {}),
    guests,
    rooms: rooms.map((r, i) => (r as { name?: string } | null)?.name ?? b.rooms[i]!.room),
  };
}

const taxReader = readerOf<typeof ZTax>('TAX');

/**
 * What an invoice prints beside its snapshot: the operator's active taxes (/tax, their names per rate) and the
 * booking's stay as the service period for invoices made before the invoice kept its own.
 */
export async function invoiceExtras(tenant: string, booking?: Pick<BookingItem, 'checkIn' | 'checkOut'> | null): Promise<InvoiceExtras> {
  const page = await taxReader.list(tenant, { limit: 100 });
  const taxes = page.data
    .filter((x) => x.active && x.rate > 0)
    // The default first: of two taxes with one rate, the default names it.
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((x) => ({ name: x.name, rate: x.rate }));
  const period = booking?.checkIn && booking.checkOut ? { from: booking.checkIn.slice(0, 10), to: booking.checkOut.slice(0, 10) } : undefined;
  return { taxes, ...(period ? { period } : {}) };
}
