import { productExtraEndpoints as api } from '../../../shared/api/products';
import { PRODUCT_CONSTANTS } from '../../../shared/domain/product/product';
import { action } from '../../lib/http';

/** GET /api/product/constants: the choices of the product form. */
export const constantsAction = action(api.constants, async () => ({
  units: [...PRODUCT_CONSTANTS.units],
  priceRules: [...PRODUCT_CONSTANTS.priceRules],
  goods: [...PRODUCT_CONSTANTS.goods],
  calculationTypes: [...PRODUCT_CONSTANTS.calculationTypes],
}));
