import type { AssetLimit } from '../../lib/asset-limit';

/** Price definitions belong to the resort or vessel they name; variants, supplements, terms and commissions are shared. */
export const priceAssetLimit: AssetLimit = { resort: 'resort', vessel: 'vessel' };
