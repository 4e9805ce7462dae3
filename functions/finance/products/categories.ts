import { productCategoriesResource } from '../../../shared/api/products';
import { productCategories } from '../../data/products';
import { resourceActions } from '../../lib/resource-engine';
import { categoryDeleteBlocker, requireCategoryParent } from './service';

/** Product categories on the generic resource engine: the parent must exist and never lead back in a cycle. */
export const categoryActions = resourceActions(productCategoriesResource, productCategories, {
  idPrefix: 'pc',
  prepare: async ({ tenant, id, data }) => {
    await requireCategoryParent(tenant, id, data);
    return { data };
  },
  blockDelete: categoryDeleteBlocker,
});
