import { productCategoriesResource, productExtraEndpoints as api, productsResource } from '../../shared/api/products';
import { PRODUCT_CONSTANTS } from '../../shared/domain/product';
import { media } from '../data/media';
import { productCategories, products } from '../data/products';
import { taxes } from '../data/settings-resources';
import { ValidationError } from '../lib/errors';
import { action, resourceHandler } from '../lib/http';
import { eq, requireRefs } from '../lib/references';
import { resourceActions } from '../lib/resource-engine';

/** How deep categories may nest; also the bound of the cycle check. */
const MAX_CATEGORY_DEPTH = 10;

/** Products and product categories. */
export const handler = resourceHandler('products', [
  ...resourceActions(productsResource, products, {
    idPrefix: 'p',
    prepare: async ({ tenant, data }) => {
      await requireRefs(tenant, [
        { repo: productCategories, id: data.categoryId, path: 'body.categoryId', label: 'product category' },
        { repo: taxes, id: data.taxId, path: 'body.taxId', label: 'tax' },
        ...data.images.map((id, i) => ({ repo: media, id, path: `body.images.${i}`, label: 'media' })),
      ]);
      return { data };
    },
  }),

  ...resourceActions(productCategoriesResource, productCategories, {
    idPrefix: 'pc',
    // The parent must exist, and following parents up must never come back to this category.
    prepare: async ({ tenant, id, data }) => {
      let parentId = data.parentId;
      for (let depth = 0; parentId; depth++) {
        if (parentId === id || depth >= MAX_CATEGORY_DEPTH) {
          throw new ValidationError('A category cannot be inside itself or nest deeper than 10 levels', [{ path: 'body.parentId', message: 'cycle or too deep' }]);
        }
        const parent = await productCategories.get(tenant, parentId);
        if (!parent) throw new ValidationError(`product category ${parentId} does not exist`, [{ path: 'body.parentId', message: `product category ${parentId} does not exist` }]);
        parentId = parent.parentId;
      }
      return { data };
    },
    blockDelete: async (tenant, category) => {
      const [product, child] = await Promise.all([products.firstMatch(tenant, [eq('categoryId', category.id)]), productCategories.firstMatch(tenant, [eq('parentId', category.id)])]);
      if (product) return `Product category ${category.name} still has products (for example ${product.name}); move them first`;
      if (child) return `Product category ${category.name} still has the subcategory ${child.name}; move or delete it first`;
      return null;
    },
  }),

  action(api.constants, async () => ({
    units: [...PRODUCT_CONSTANTS.units],
    priceRules: [...PRODUCT_CONSTANTS.priceRules],
    goods: [...PRODUCT_CONSTANTS.goods],
    calculationTypes: [...PRODUCT_CONSTANTS.calculationTypes],
  })),
]);
