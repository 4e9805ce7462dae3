import { withDefaultVariant } from '../../../shared/domain/pricing/engine/seasons';
import { pricingEndpoints as api } from '../../../shared/api/pricing-endpoints';
import { MAX_PRICED_NIGHTS } from '../../../shared/api/price-schemas';
import { daysBetween } from '../../../shared/domain/inventory/stay';
import { ValidationError } from '../../../shared/errors';
import { read } from '../../data/readers';
import { requireAsset } from '../../lib/asset-limit';
import { action } from '../../lib/http';
import { pricedAnswer } from './engine';
import { priceAssetLimit } from '../prices/price-asset-limit';
import { namesFor, namesOf } from './names';
import { loadPricingData, requestFromSimulate, stayRequest } from './pricing-data';

/** The price simulator (POST /api/price/simulate) and findPrice: the engine over the operator's stored data. */
export const simulateActions = [
  action(api.simulate, async ({ tenant, body, principal }) => {
    const request = await requestFromSimulate(tenant, body);
    const asset =
      request.kind === 'stay' ? { resort: request.resort! } : { vessel: request.vessel ?? (await read.schedules.getOrThrow(tenant, body.schedule!)).vessel };
    requireAsset(priceAssetLimit, principal, asset, 'read');
    if (request.kind === 'trip' && !request.vessel) request.vessel = asset.vessel;
    const [data, names] = await Promise.all([loadPricingData(tenant, asset), namesOf(tenant, request)]);
    return pricedAnswer(request, data, names);
  }),

  action(api.findPrice, async ({ tenant, query, principal }) => {
    requireAsset(priceAssetLimit, principal, { resort: query.resort }, 'read');
    const type = await read.roomTypes.get(tenant, query.roomType);
    if (!type || type.resort !== query.resort)
      throw new ValidationError(`room type ${query.roomType} is not of resort ${query.resort}`, [
        { path: 'query.roomType', message: `room type ${query.roomType} is not of resort ${query.resort}` },
      ]);
    if (query.to <= query.from) throw new ValidationError('A stay has at least one night', [{ path: 'query.to', message: 'A stay has at least one night' }]);
    if (daysBetween(query.from, query.to) > MAX_PRICED_NIGHTS) {
      const message = `At most ${MAX_PRICED_NIGHTS} nights are priced at once`;
      throw new ValidationError(message, [{ path: 'query.to', message }]);
    }
    const { childAges, ...rest } = query;
    const request = stayRequest({ ...rest, ...(childAges ? { childAges: childAges.split(',').map(Number) } : {}) });
    const [data, names] = await Promise.all([loadPricingData(tenant, { resort: query.resort }), namesOf(tenant, request)]);
    // Without a variant the price is the season's first variant's, as a booking made without one would cost.
    const full = query.variant ? request : withDefaultVariant(request, data);
    return pricedAnswer(full, data, await namesFor(tenant, full, names));
  }),
];
