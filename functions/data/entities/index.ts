/**
 * Every stored entity's model, for docs/data-model.md and the key-prefix test. Data modules import the
 * entity module they need (not this index), so a Lambda bundles only its own entities.
 */
import { agencyModels } from './agency';
import { bankEntryModels } from './bank-entry';
import { bankImportModels } from './bank-import';
import { bookingModels } from './booking';
import { creditModels } from './credit';
import { customerModels } from './customer';
import { customerStatsModels } from './customer-stats';
import { customerStayModels } from './customer-stay';
import type { EntityModel } from './entity';
import { formDefinitionVersionModels } from './form-definition-version';
import { guestFormModels } from './guest-form';
import { guestFormRetentionModels } from './guest-form-retention';
import { guestFormUploadModels } from './guest-form-upload';
import { idempotencyModels } from './idempotency';
import { inventoryModels } from './inventory';
import { invoiceModels } from './invoice';
import { loginModels } from './login';
import { loginThrottleModels } from './login-throttle';
import { mailAccountModels } from './mail-account';
import { mailQueueModels } from './mail-queue';
import { mailScheduleModels } from './mail-schedule';
import { masterDataEntityModels } from './master-data';
import { notificationModels } from './notification';
import { oneTimeTokenModels } from './one-time-token';
import { outboxModels } from './outbox';
import { paymentLedgerModels } from './payment-ledger';
import { paymentProviderModels } from './payment-provider';
import { posSaleModels } from './pos-sale';
import { pricingVersionModels } from './pricing-version';
import { quotaModels } from './quota';
import { scheduleModels } from './schedule';
import { searchIndexModels } from './search-index';
import { secretModels } from './secret';
import { sessionModels } from './session';
import { settingsModels } from './settings';
import { stockLogModels } from './stock-log';
import { tenantModels } from './tenant';
import { todoModels } from './todo';
import { uniqueModels } from './unique';
import { userModels } from './user';
import { widgetModels } from './widget';
import { onlineLinksModels } from './online-links';

export const ENTITY_MODELS: EntityModel[] = [
  ...masterDataEntityModels,
  ...secretModels,
  ...customerModels,
  ...customerStatsModels,
  ...customerStayModels,
  ...agencyModels,
  ...tenantModels,
  ...userModels,
  ...sessionModels,
  ...oneTimeTokenModels,
  ...loginModels,
  ...loginThrottleModels,
  ...uniqueModels,
  ...stockLogModels,
  ...settingsModels,
  ...outboxModels,
  ...idempotencyModels,
  ...quotaModels,
  ...inventoryModels,
  ...pricingVersionModels,
  ...bookingModels,
  ...todoModels,
  ...paymentLedgerModels,
  ...invoiceModels,
  ...paymentProviderModels,
  ...bankEntryModels,
  ...bankImportModels,
  ...creditModels,
  ...posSaleModels,
  ...scheduleModels,
  ...searchIndexModels,
  ...formDefinitionVersionModels,
  ...guestFormModels,
  ...guestFormRetentionModels,
  ...guestFormUploadModels,
  ...widgetModels,
  ...onlineLinksModels,
  ...notificationModels,
  ...mailQueueModels,
  ...mailScheduleModels,
  ...mailAccountModels,
];
