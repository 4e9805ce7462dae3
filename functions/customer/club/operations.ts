import { clubEndpoints as api } from '../../../shared/api/club';
import { action, type BoundAction } from '../../lib/http';
import { clubBooking, clubBookings, clubCertifications, clubInvoiceLink, clubInvoices } from './service';

/** The club member's own bookings, invoices and certification (shared/api/club.ts; docs/decisions/club.md). */
export const clubActions: BoundAction[] = [
  action(api.bookings, async ({ principal }) => ({ data: await clubBookings(principal) })),
  action(api.booking, async ({ principal, params }) => clubBooking(principal, params.id)),
  action(api.invoices, async ({ principal }) => ({ data: await clubInvoices(principal) })),
  action(api.invoiceLink, async ({ principal, params }) => ({ url: await clubInvoiceLink(principal, params.id) })),
  action(api.certifications, async ({ principal }) => ({ data: await clubCertifications(principal) })),
];
