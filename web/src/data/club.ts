import { clubEndpoints } from '../../../shared/api/club';
import { customersResource } from '../../../shared/api/customers';
import { guestFormSyncEndpoints } from '../../../shared/api/guest-form-sync';
import { callEndpoint } from '../api/endpoint-client';
import type { DataKey } from './keys';
import { useRead } from './use-read';

/**
 * The club member's own reads (docs/decisions/club.md): their bookings, one booking, invoices, guest forms,
 * certification and customer record. Keys under `club`, so `revalidate(clubKeys.all())` refreshes the whole area
 * (after a payment or a profile save). `enabled` false (no customer linked): nothing is asked.
 */
export const clubKeys = {
  all: () => ['club'] as const,
  bookings: () => ['club', 'bookings'] as const,
  booking: (id: string) => ['club', 'booking', id] as const,
  invoices: () => ['club', 'invoices'] as const,
  forms: () => ['club', 'forms'] as const,
  certifications: () => ['club', 'certifications'] as const,
  profile: (customer: string) => ['club', 'profile', customer] as const,
} satisfies Record<string, (...args: string[]) => DataKey>;

const OPTIONS = { shouldRetryOnError: false } as const;

export const useClubBookings = (enabled: boolean) => useRead(enabled ? clubKeys.bookings() : null, () => callEndpoint(clubEndpoints.bookings), OPTIONS);

export const useClubBooking = (id: string | null) =>
  useRead(id ? clubKeys.booking(id) : null, () => callEndpoint(clubEndpoints.booking, { params: { id: id! } }), OPTIONS);

export const useClubInvoices = (enabled: boolean) => useRead(enabled ? clubKeys.invoices() : null, () => callEndpoint(clubEndpoints.invoices), OPTIONS);

export const useClubForms = (enabled: boolean) => useRead(enabled ? clubKeys.forms() : null, () => callEndpoint(guestFormSyncEndpoints.self), OPTIONS);

export const useClubCertifications = (enabled: boolean) =>
  useRead(enabled ? clubKeys.certifications() : null, () => callEndpoint(clubEndpoints.certifications), OPTIONS);

/** The member's customer record (GET /api/customers/{id} under customers.self: their own id only). */
export const useClubProfile = (customer: string | undefined) =>
  useRead(customer ? clubKeys.profile(customer) : null, () => callEndpoint(customersResource.endpoints.get, { params: { id: customer! } }), OPTIONS);

/** A fresh link of the member's invoice on the club invoice page, where its open amount is paid. */
export const clubInvoiceLink = (id: string) => callEndpoint(clubEndpoints.invoiceLink, { params: { id }, body: {} });
