import { commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../../shared/api/prices';
import { commissions, priceDefinitions, priceVariants, supplements, termsOfPayment } from '../../data/prices';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { priceReadActions } from './reads';
import { schedulePriceActions } from './schedule-prices';
import { commissionOptions, priceDefinitionOptions, priceVariantOptions, supplementOptions, termsOptions } from './master-data';

/** Prices (ISSUE-13): price definitions, variants, supplements, terms of payment, commission schemes and the price calls. */
export const handler = resourceHandler('prices', [
  ...resourceActions(priceDefinitionsResource, priceDefinitions, priceDefinitionOptions),
  ...resourceActions(priceVariantsResource, priceVariants, priceVariantOptions),
  ...resourceActions(supplementsResource, supplements, supplementOptions),
  ...resourceActions(termsResource, termsOfPayment, termsOptions),
  ...resourceActions(commissionsResource, commissions, commissionOptions),
  ...priceReadActions,
  ...schedulePriceActions,
]);
