import { enAppLabels } from './labels-app.en';
import { enValidationLabels } from './labels-validation.en';
import { enAccountLabels } from './labels-account.en';
import { enResourceLabels } from './labels-resources.en';
import { enStockLabels } from './labels-stock.en';
import { enRouteLabels } from './labels-routes.en';
import { enPublicRouteLabels } from './labels-routes-public.en';
import { enMasterDataLabels } from './labels-master-data.en';
import { enSettingsLabels } from './labels-settings.en';
import { enAvailabilityLabels } from './labels-availability.en';
import { enLabels } from './labels.en';
import { enInventoryLabels } from './labels-inventory.en';
import { enBookingLabels } from './labels-bookings.en';
import { enBankLabels } from './labels-bank.en';
import { enRecordsLabels } from './labels-records.en';
import { enCreditLabels } from './labels-credits.en';
import { enBookingFileLabels } from './labels-booking-file.en';
import { enTodoLabels } from './labels-todo.en';
import { enPaymentProviderLabels } from './labels-payment-provider.en';
import { enPosLabels } from './labels-pos.en';
import { enCalendarLabels } from './labels-calendar.en';
import { enHomeLabels } from './labels-home.en';
import { enBookingWizardLabels } from './labels-booking-wizard.en';
import { enBookingRoomsLabels } from './labels-booking-rooms.en';
import { enPricingLabels } from './labels-pricing.en';
import { enGuestPriceLabels } from './labels-price-guest.en';
import { enPricesLabels } from './labels-prices.en';
import { enMailLabels } from './labels-mail.en';
import { enMailQueueLabels } from './labels-mail-queue.en';
import { enMailScheduleLabels } from './labels-mail-schedule.en';
import { enMailAccountLabels } from './labels-mail-accounts.en';
import { enMailboxLabels } from './labels-mailbox.en';
import { enBookingExtrasLabels } from './labels-booking-extras.en';
import { enInvoiceLabels } from './labels-invoices.en';
import { enDocumentLabels } from './labels-documents.en';
import { enPaymentLabels } from './labels-payments.en';
import { enHistoryLabels } from './labels-history.en';
import { enCancelFeeLabels } from './labels-cancel-fee.en';
import { enQrStaysLabels } from './labels-qr-stays.en';
import { enClubLabels } from './labels-club.en';
import { enFormsWebLabels } from './labels-forms-web.en';
import { enFormsStaffLabels } from './labels-forms-staff.en';
import { enGuestPageLabels } from './labels-guest-page.en';
import { enWidgetLabels } from './labels-widget.en';
import { enWidgetPageLabels } from './labels-widget-page.en';
import { enBookPageLabels } from './labels-book-page.en';
import { enBookingChangesLabels } from './labels-booking-changes.en';
import { enErrorLabels } from './labels-errors.en';
import { enTodoDefaultLabels } from './labels-todo-defaults.en';
import { enNotificationLabels } from './labels-notifications.en';

/**
 * English texts. The keys are the contract: de.ts must have exactly the same ones (the compiler and a
 * test check it). Placeholders: {name}, and the spec's own %name / %NAME% forms, which are kept so
 * that the validation messages read exactly as spec 1 section 5 writes them.
 */
export const en = {
  ...enAppLabels,
  ...enValidationLabels,
  ...enAccountLabels,
  ...enResourceLabels,
  ...enStockLabels,
  ...enPublicRouteLabels,
  ...enRouteLabels,
  ...enMasterDataLabels,
  ...enSettingsLabels,
  ...enAvailabilityLabels,
  ...enLabels,
  ...enInventoryLabels,
  ...enBookingWizardLabels,
  ...enBookingRoomsLabels,
  ...enPricingLabels,
  ...enGuestPriceLabels,
  ...enBookingLabels,
  ...enTodoLabels,
  ...enPaymentProviderLabels,
  ...enPosLabels,
  ...enBankLabels,
  ...enRecordsLabels,
  ...enCreditLabels,
  ...enBookingFileLabels,
  ...enCalendarLabels,
  ...enHomeLabels,
  ...enPricesLabels,
  ...enMailLabels,
  ...enMailQueueLabels,
  ...enMailScheduleLabels,
  ...enMailAccountLabels,
  ...enMailboxLabels,
  ...enBookingExtrasLabels,
  ...enInvoiceLabels,
  ...enDocumentLabels,
  ...enPaymentLabels,
  ...enHistoryLabels,
  ...enCancelFeeLabels,
  ...enQrStaysLabels,
  ...enClubLabels,
  ...enFormsWebLabels,
  ...enFormsStaffLabels,
  ...enGuestPageLabels,
  ...enWidgetLabels,
  ...enWidgetPageLabels,
  ...enBookPageLabels,
  ...enBookingChangesLabels,
  ...enErrorLabels,
  ...enTodoDefaultLabels,
  ...enNotificationLabels,
} as const;

export type MessageKey = keyof typeof en;
