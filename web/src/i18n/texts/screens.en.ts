import { enResourceLabels } from '../../../../shared/i18n/labels-resources.en';
import { enStockLabels } from '../../../../shared/i18n/labels-stock.en';
import { enMasterDataLabels } from '../../../../shared/i18n/labels-master-data.en';
import { enSettingsLabels } from '../../../../shared/i18n/labels-settings.en';
import { enAvailabilityLabels } from '../../../../shared/i18n/labels-availability.en';
import { enLabels } from '../../../../shared/i18n/labels.en';
import { enInventoryLabels } from '../../../../shared/i18n/labels-inventory.en';
import { enBookingLabels } from '../../../../shared/i18n/labels-bookings.en';
import { enBankLabels } from '../../../../shared/i18n/labels-bank.en';
import { enRecordsLabels } from '../../../../shared/i18n/labels-records.en';
import { enCreditLabels } from '../../../../shared/i18n/labels-credits.en';
import { enBookingFileLabels } from '../../../../shared/i18n/labels-booking-file.en';
import { enTodoLabels } from '../../../../shared/i18n/labels-todo.en';
import { enPaymentProviderLabels } from '../../../../shared/i18n/labels-payment-provider.en';
import { enPosLabels } from '../../../../shared/i18n/labels-pos.en';
import { enCalendarLabels } from '../../../../shared/i18n/labels-calendar.en';
import { enBookingWizardLabels } from '../../../../shared/i18n/labels-booking-wizard.en';
import { enBookingRoomsLabels } from '../../../../shared/i18n/labels-booking-rooms.en';
import { enPricingLabels } from '../../../../shared/i18n/labels-pricing.en';
import { enGuestPriceLabels } from '../../../../shared/i18n/labels-price-guest.en';
import { enPricesLabels } from '../../../../shared/i18n/labels-prices.en';
import { enMailLabels } from '../../../../shared/i18n/labels-mail.en';
import { enMailQueueLabels } from '../../../../shared/i18n/labels-mail-queue.en';
import { enMailScheduleLabels } from '../../../../shared/i18n/labels-mail-schedule.en';
import { enMailAccountLabels } from '../../../../shared/i18n/labels-mail-accounts.en';
import { enMailboxLabels } from '../../../../shared/i18n/labels-mailbox.en';
import { enInvoiceLabels } from '../../../../shared/i18n/labels-invoices.en';
import { enDocumentLabels } from '../../../../shared/i18n/labels-documents.en';
import { enPaymentLabels } from '../../../../shared/i18n/labels-payments.en';
import { enHistoryLabels } from '../../../../shared/i18n/labels-history.en';
import { enCancelFeeLabels } from '../../../../shared/i18n/labels-cancel-fee.en';
import { enQrStaysLabels } from '../../../../shared/i18n/labels-qr-stays.en';
import { enClubLabels } from '../../../../shared/i18n/labels-club.en';
import { enFormsWebLabels } from '../../../../shared/i18n/labels-forms-web.en';
import { enFormsStaffLabels } from '../../../../shared/i18n/labels-forms-staff.en';
import { enGuestPageLabels } from '../../../../shared/i18n/labels-guest-page.en';
import { enWidgetLabels } from '../../../../shared/i18n/labels-widget.en';
import { enWidgetPageLabels } from '../../../../shared/i18n/labels-widget-page.en';
import { enBookPageLabels } from '../../../../shared/i18n/labels-book-page.en';
import { enBookingChangesLabels } from '../../../../shared/i18n/labels-booking-changes.en';
import { enNotificationLabels } from '../../../../shared/i18n/labels-notifications.en';

/** The English texts of every other screen: loaded with the first route that is neither the start page nor a sign-in page (web/src/i18n/dictionary.ts). */
export const texts = {
  ...enResourceLabels,
  ...enStockLabels,
  ...enMasterDataLabels,
  ...enSettingsLabels,
  ...enAvailabilityLabels,
  ...enLabels,
  ...enInventoryLabels,
  ...enBookingLabels,
  ...enBankLabels,
  ...enRecordsLabels,
  ...enCreditLabels,
  ...enBookingFileLabels,
  ...enTodoLabels,
  ...enPaymentProviderLabels,
  ...enPosLabels,
  ...enCalendarLabels,
  ...enBookingWizardLabels,
  ...enBookingRoomsLabels,
  ...enPricingLabels,
  ...enGuestPriceLabels,
  ...enPricesLabels,
  ...enMailLabels,
  ...enMailQueueLabels,
  ...enMailScheduleLabels,
  ...enMailAccountLabels,
  ...enMailboxLabels,
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
  ...enNotificationLabels,
};
