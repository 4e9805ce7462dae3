import { ResourceCreatePage, ResourceDetailPage, ResourceListPage } from '../resources/resource-pages';
import { banksConfig } from './bank-config';

/** /bank and /bank/list */
export function BankListPage() {
  return <ResourceListPage config={banksConfig} />;
}

/** /bank/create */
export function BankCreatePage() {
  return <ResourceCreatePage config={banksConfig} />;
}

/** /bank/:id */
export function BankEditPage() {
  return <ResourceDetailPage config={banksConfig} />;
}

export { BankEntriesPage } from './entries-page';
export { ManualPaymentsPage, TemporaryPaymentsPage } from './payments-pages';
export { PaymentReviewsPage } from './payment-reviews-page';
