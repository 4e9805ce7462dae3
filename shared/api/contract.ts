import type { Endpoint, ResourceName } from './endpoint';
import { agencyExtraEndpoints } from './agency-extras';
import { bookCheckoutEndpoints, bookReadEndpoints } from './book';
import { bookingCalculationEndpoints } from './booking-calculation';
import { bookingPaymentsEndpoints } from './booking-payments';
import { bookingCalendarEndpoints } from './booking-calendar';
import { bookingDashboardEndpoints } from './booking-dashboard';
import { authEndpoints, usersSelfEndpoints } from './auth';
import { bankEntryEndpoints, bankExtraEndpoints } from './banks';
import { bankEntriesResource } from './bank-entries';
import { bookingExtrasEndpoints } from './booking-extras';
import { bookingHistoryEndpoints } from './booking-history';
import { bookingListEndpoints } from './booking-list';
import { bookingLifecycleEndpoints } from './booking-lifecycle';
import { bookingChangesEndpoints } from './booking-changes';
import { bookingRoomEndpoints } from './booking-rooms';
import { arrivalDepartureEndpoints, bookingEndpoints } from './bookings';
import { bookingCancelFeeEndpoints } from './booking-cancel-fee';
import { clubEndpoints } from './club';
import { agencyCreditEndpoints, customerCreditEndpoints } from './credits';
import { customerDataGroupExtraEndpoints, customerExtraEndpoints } from './customer-extras';
import { invoiceDocumentEndpoints, invoiceEndpoints } from './invoices';
import { documentEndpoints } from './documents';
import { formEndpoints } from './forms';
import { guestFormReminderEndpoints } from './guest-form-reminders';
import { guestFormPrintEndpoints } from './guest-form-print';
import { guestFormUploadEndpoints } from './guest-form-uploads';
import { guestFormEndpoints } from './guest-forms';
import { guestFormSyncEndpoints } from './guest-form-sync';
import { guestFormStandaloneEndpoints } from './guest-form-standalone';
import { mailAccountEndpoints } from './mail-accounts';
import { mailQueueEndpoints } from './mail-queue';
import { mailScheduleExtraEndpoints } from './mail-schedules';
import { mailboxEndpoints } from './mailbox';
import { mailTemplateExtraEndpoints } from './mail-templates';
import { mediaExtraEndpoints } from './media';
import { notificationEndpoints } from './notifications';
import { paymentCheckoutEndpoints, paymentNotifyEndpoints } from './payment-provider';
import { posEndpoints } from './pos';
import { priceExtraEndpoints } from './prices';
import { productExtraEndpoints } from './products';
import { bookingQrEndpoints, customerStayEndpoints, tourPaymentEndpoints } from './qr-stays';
import { RESOURCE_DEFINITIONS } from './resources';
import { roomExtraEndpoints } from './rooms';
import { settingsExtraEndpoints } from './settings';
import { settingsLookupEndpoints } from './settings-lookups';
import { specialExtraEndpoints } from './specials';
import { systemEndpoints } from './system';
import { scheduleExtraEndpoints, tourExtraEndpoints } from './tours';
import { todoEndpoints } from './todos';
import { userExtraEndpoints } from './users';
import { widgetEndpoints, widgetsResource } from './widgets';

/** Every endpoint of the API, once. */
export const contract: readonly Endpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(usersSelfEndpoints),
  ...RESOURCE_DEFINITIONS.flatMap((r) => Object.values(r.endpoints)),
  ...Object.values(customerExtraEndpoints),
  ...Object.values(customerDataGroupExtraEndpoints),
  ...Object.values(agencyExtraEndpoints),
  ...Object.values(userExtraEndpoints),
  ...Object.values(productExtraEndpoints),
  ...Object.values(mediaExtraEndpoints),
  ...Object.values(specialExtraEndpoints),
  ...Object.values(settingsExtraEndpoints),
  ...Object.values(settingsLookupEndpoints),
  ...Object.values(mailTemplateExtraEndpoints),
  ...Object.values(formEndpoints),
  ...Object.values(guestFormEndpoints),
  ...Object.values(guestFormUploadEndpoints),
  ...Object.values(guestFormReminderEndpoints),
  ...Object.values(guestFormSyncEndpoints),
  ...Object.values(guestFormStandaloneEndpoints),
  ...Object.values(guestFormPrintEndpoints),
  ...Object.values(bookingEndpoints),
  ...Object.values(bookingCancelFeeEndpoints),
  ...Object.values(bookingListEndpoints),
  ...Object.values(bookingLifecycleEndpoints),
  ...Object.values(bookingChangesEndpoints),
  ...Object.values(bookingRoomEndpoints),
  ...Object.values(roomExtraEndpoints),
  ...Object.values(arrivalDepartureEndpoints),
  ...Object.values(tourExtraEndpoints),
  ...Object.values(scheduleExtraEndpoints),
  ...Object.values(priceExtraEndpoints),
  ...Object.values(bookingCalendarEndpoints),
  ...Object.values(bookingHistoryEndpoints),
  ...Object.values(todoEndpoints),
  ...Object.values(bookingExtrasEndpoints),
  ...Object.values(bookingDashboardEndpoints),
  ...Object.values(bookingCalculationEndpoints),
  ...Object.values(invoiceEndpoints),
  ...Object.values(invoiceDocumentEndpoints),
  ...Object.values(documentEndpoints),
  ...Object.values(paymentCheckoutEndpoints),
  ...Object.values(paymentNotifyEndpoints),
  ...Object.values(posEndpoints),
  ...Object.values(bankExtraEndpoints),
  ...Object.values(bankEntryEndpoints),
  ...Object.values(bankEntriesResource.endpoints),
  ...Object.values(agencyCreditEndpoints),
  ...Object.values(customerCreditEndpoints),
  ...Object.values(bookingPaymentsEndpoints),
  ...Object.values(bookingQrEndpoints),
  ...Object.values(tourPaymentEndpoints),
  ...Object.values(customerStayEndpoints),
  ...Object.values(clubEndpoints),
  ...Object.values(bookReadEndpoints),
  ...Object.values(bookCheckoutEndpoints),
  ...Object.values(widgetsResource.endpoints),
  ...Object.values(widgetEndpoints),
  ...Object.values(notificationEndpoints),
  ...Object.values(mailQueueEndpoints),
  ...Object.values(mailScheduleExtraEndpoints),
  ...Object.values(mailboxEndpoints),
  ...Object.values(mailAccountEndpoints),
];

export const RESOURCES: readonly ResourceName[] = [...new Set(contract.map((e) => e.resource))];

export function endpointsOf(resource: ResourceName): Endpoint[] {
  return contract.filter((e) => e.resource === resource);
}
