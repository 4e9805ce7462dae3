import type { ResourceName } from '../shared/api/endpoint';
import { BOOKING_LAMBDAS } from './booking/lambdas';
import { INVENTORY_LAMBDAS } from './inventory/lambdas';
import { PRICING_LAMBDAS } from './pricing/lambdas';
import { FINANCE_LAMBDAS } from './finance/lambdas';
import { CUSTOMER_LAMBDAS } from './customer/lambdas';
import { IDENTITY_LAMBDAS } from './identity/lambdas';
import { PLATFORM_LAMBDAS } from './platform/lambdas';
import { FORMS_LAMBDAS } from './forms/lambdas';
import { MESSAGING_LAMBDAS } from './messaging/lambdas';

/**
 * Every API Lambda: the contract's resource it answers and its entry file, as each area declares them. The API stack
 * bundles these entries, the local server and the tests import them; the bundle budget (250 KB) decides how many
 * Lambdas an area has, not the folders.
 */
export const LAMBDA_ENTRIES: Readonly<Record<ResourceName, string>> = {
  ...BOOKING_LAMBDAS,
  ...INVENTORY_LAMBDAS,
  ...PRICING_LAMBDAS,
  ...FINANCE_LAMBDAS,
  ...CUSTOMER_LAMBDAS,
  ...IDENTITY_LAMBDAS,
  ...PLATFORM_LAMBDAS,
  ...FORMS_LAMBDAS,
  ...MESSAGING_LAMBDAS,
};

/** The entry file (repository-relative) of a resource's Lambda. */
export function lambdaEntry(resource: ResourceName): string {
  return LAMBDA_ENTRIES[resource];
}
