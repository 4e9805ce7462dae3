import type { MessageKey } from './en';
import { deAppLabels } from './labels-app.de';
import { deValidationLabels } from './labels-validation.de';
import { deAccountLabels } from './labels-account.de';
import { deResourceLabels } from './labels-resources.de';
import { deStockLabels } from './labels-stock.de';
import { deRouteLabels } from './labels-routes.de';
import { dePublicRouteLabels } from './labels-routes-public.de';
import { deMasterDataLabels } from './labels-master-data.de';
import { deSettingsLabels } from './labels-settings.de';
import { deAvailabilityLabels } from './labels-availability.de';
import { deLabels } from './labels.de';
import { deInventoryLabels } from './labels-inventory.de';
import { deBookingLabels } from './labels-bookings.de';
import { deBankLabels } from './labels-bank.de';
import { deRecordsLabels } from './labels-records.de';
import { deCreditLabels } from './labels-credits.de';
import { deBookingFileLabels } from './labels-booking-file.de';
import { deTodoLabels } from './labels-todo.de';
import { dePaymentProviderLabels } from './labels-payment-provider.de';
import { dePosLabels } from './labels-pos.de';
import { deCalendarLabels } from './labels-calendar.de';
import { deHomeLabels } from './labels-home.de';
import { deBookingWizardLabels } from './labels-booking-wizard.de';
import { deBookingRoomsLabels } from './labels-booking-rooms.de';
import { dePricingLabels } from './labels-pricing.de';
import { deGuestPriceLabels } from './labels-price-guest.de';
import { dePricesLabels } from './labels-prices.de';
import { deMailLabels } from './labels-mail.de';
import { deMailQueueLabels } from './labels-mail-queue.de';
import { deMailScheduleLabels } from './labels-mail-schedule.de';
import { deMailAccountLabels } from './labels-mail-accounts.de';
import { deMailboxLabels } from './labels-mailbox.de';
import { deBookingExtrasLabels } from './labels-booking-extras.de';
import { deInvoiceLabels } from './labels-invoices.de';
import { deDocumentLabels } from './labels-documents.de';
import { dePaymentLabels } from './labels-payments.de';
import { deHistoryLabels } from './labels-history.de';
import { deCancelFeeLabels } from './labels-cancel-fee.de';
import { deQrStaysLabels } from './labels-qr-stays.de';
import { deClubLabels } from './labels-club.de';
import { deFormsWebLabels } from './labels-forms-web.de';
import { deFormsStaffLabels } from './labels-forms-staff.de';
import { deGuestPageLabels } from './labels-guest-page.de';
import { deWidgetLabels } from './labels-widget.de';
import { deWidgetPageLabels } from './labels-widget-page.de';
import { deBookPageLabels } from './labels-book-page.de';
import { deBookingChangesLabels } from './labels-booking-changes.de';
import { deErrorLabels } from './labels-errors.de';
import { deTodoDefaultLabels } from './labels-todo-defaults.de';
import { deNotificationLabels } from './labels-notifications.de';

/** German texts; the type makes a missing or extra key a compile error. */
export const de: Record<MessageKey, string> = {
  ...deAppLabels,
  ...deValidationLabels,
  ...deAccountLabels,
  ...deResourceLabels,
  ...deStockLabels,
  ...dePublicRouteLabels,
  ...deRouteLabels,
  ...deMasterDataLabels,
  ...deSettingsLabels,
  ...deAvailabilityLabels,
  ...deLabels,
  ...deInventoryLabels,
  ...deBookingWizardLabels,
  ...deBookingRoomsLabels,
  ...dePricingLabels,
  ...deGuestPriceLabels,
  ...deBookingLabels,
  ...deTodoLabels,
  ...dePaymentProviderLabels,
  ...dePosLabels,
  ...deBankLabels,
  ...deRecordsLabels,
  ...deCreditLabels,
  ...deBookingFileLabels,
  ...deCalendarLabels,
  ...deHomeLabels,
  ...dePricesLabels,
  ...deMailLabels,
  ...deMailQueueLabels,
  ...deMailScheduleLabels,
  ...deMailAccountLabels,
  ...deMailboxLabels,
  ...deBookingExtrasLabels,
  ...deInvoiceLabels,
  ...deDocumentLabels,
  ...dePaymentLabels,
  ...deHistoryLabels,
  ...deCancelFeeLabels,
  ...deQrStaysLabels,
  ...deClubLabels,
  ...deFormsWebLabels,
  ...deFormsStaffLabels,
  ...deGuestPageLabels,
  ...deWidgetLabels,
  ...deWidgetPageLabels,
  ...deBookPageLabels,
  ...deBookingChangesLabels,
  ...deErrorLabels,
  ...deTodoDefaultLabels,
  ...deNotificationLabels,
};
