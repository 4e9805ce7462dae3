import { deResourceLabels } from '../../../../shared/i18n/labels-resources.de';
import { deStockLabels } from '../../../../shared/i18n/labels-stock.de';
import { deMasterDataLabels } from '../../../../shared/i18n/labels-master-data.de';
import { deSettingsLabels } from '../../../../shared/i18n/labels-settings.de';
import { deAvailabilityLabels } from '../../../../shared/i18n/labels-availability.de';
import { deLabels } from '../../../../shared/i18n/labels.de';
import { deInventoryLabels } from '../../../../shared/i18n/labels-inventory.de';
import { deBookingLabels } from '../../../../shared/i18n/labels-bookings.de';
import { deBankLabels } from '../../../../shared/i18n/labels-bank.de';
import { deRecordsLabels } from '../../../../shared/i18n/labels-records.de';
import { deCreditLabels } from '../../../../shared/i18n/labels-credits.de';
import { deBookingFileLabels } from '../../../../shared/i18n/labels-booking-file.de';
import { deTodoLabels } from '../../../../shared/i18n/labels-todo.de';
import { dePaymentProviderLabels } from '../../../../shared/i18n/labels-payment-provider.de';
import { dePosLabels } from '../../../../shared/i18n/labels-pos.de';
import { deCalendarLabels } from '../../../../shared/i18n/labels-calendar.de';
import { deBookingWizardLabels } from '../../../../shared/i18n/labels-booking-wizard.de';
import { deBookingRoomsLabels } from '../../../../shared/i18n/labels-booking-rooms.de';
import { dePricingLabels } from '../../../../shared/i18n/labels-pricing.de';
import { deGuestPriceLabels } from '../../../../shared/i18n/labels-price-guest.de';
import { dePricesLabels } from '../../../../shared/i18n/labels-prices.de';
import { deMailLabels } from '../../../../shared/i18n/labels-mail.de';
import { deMailQueueLabels } from '../../../../shared/i18n/labels-mail-queue.de';
import { deMailScheduleLabels } from '../../../../shared/i18n/labels-mail-schedule.de';
import { deMailAccountLabels } from '../../../../shared/i18n/labels-mail-accounts.de';
import { deMailboxLabels } from '../../../../shared/i18n/labels-mailbox.de';
import { deInvoiceLabels } from '../../../../shared/i18n/labels-invoices.de';
import { deDocumentLabels } from '../../../../shared/i18n/labels-documents.de';
import { dePaymentLabels } from '../../../../shared/i18n/labels-payments.de';
import { deHistoryLabels } from '../../../../shared/i18n/labels-history.de';
import { deCancelFeeLabels } from '../../../../shared/i18n/labels-cancel-fee.de';
import { deQrStaysLabels } from '../../../../shared/i18n/labels-qr-stays.de';
import { deClubLabels } from '../../../../shared/i18n/labels-club.de';
import { deFormsWebLabels } from '../../../../shared/i18n/labels-forms-web.de';
import { deFormsStaffLabels } from '../../../../shared/i18n/labels-forms-staff.de';
import { deGuestPageLabels } from '../../../../shared/i18n/labels-guest-page.de';
import { deWidgetLabels } from '../../../../shared/i18n/labels-widget.de';
import { deWidgetPageLabels } from '../../../../shared/i18n/labels-widget-page.de';
import { deBookPageLabels } from '../../../../shared/i18n/labels-book-page.de';
import { deBookingChangesLabels } from '../../../../shared/i18n/labels-booking-changes.de';
import { deNotificationLabels } from '../../../../shared/i18n/labels-notifications.de';

/** The German texts of every other screen: loaded with the first route that is neither the start page nor a sign-in page (web/src/i18n/dictionary.ts). */
export const texts = {
  ...deResourceLabels,
  ...deStockLabels,
  ...deMasterDataLabels,
  ...deSettingsLabels,
  ...deAvailabilityLabels,
  ...deLabels,
  ...deInventoryLabels,
  ...deBookingLabels,
  ...deBankLabels,
  ...deRecordsLabels,
  ...deCreditLabels,
  ...deBookingFileLabels,
  ...deTodoLabels,
  ...dePaymentProviderLabels,
  ...dePosLabels,
  ...deCalendarLabels,
  ...deBookingWizardLabels,
  ...deBookingRoomsLabels,
  ...dePricingLabels,
  ...deGuestPriceLabels,
  ...dePricesLabels,
  ...deMailLabels,
  ...deMailQueueLabels,
  ...deMailScheduleLabels,
  ...deMailAccountLabels,
  ...deMailboxLabels,
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
  ...deNotificationLabels,
};
