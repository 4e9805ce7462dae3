import { resortsResource, vesselsResource } from '../../../shared/api/assets';
import { resorts, rooms, roomTypes, tours, vessels } from '../../data/assets';
import { resourceHandler } from '../../lib/http';
import { eq } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';

/** What still uses an asset: its rooms or cabins, its room types, its tours (the first found is named). */
async function assetInUse(tenant: string, field: 'resort' | 'vessel', asset: { id: string; name: string }): Promise<string | null> {
  const [room, type, tour] = await Promise.all([
    rooms.firstMatch(tenant, [eq(field, asset.id)]),
    roomTypes.firstMatch(tenant, [eq(field, asset.id)]),
    field === 'vessel' ? tours.firstMatch(tenant, [eq('vessel', asset.id)]) : Promise.resolve(null),
  ]);
  if (room) return `${asset.name} still has ${field === 'vessel' ? 'cabin' : 'room'} ${room.name}; delete it first`;
  if (type) return `${asset.name} still has room type ${type.name}; delete it first`;
  if (tour) return `${asset.name} still sails tour ${tour.name}; delete it first`;
  return null;
}

/** Resorts and vessels; a user with an available-asset list sees and changes only those (the entity's own id). */
export const handler = resourceHandler('assets', [
  ...resourceActions(resortsResource, resorts, {
    idPrefix: 'rs',
    asset: { resort: 'id' },
    blockDelete: (tenant, resort) => assetInUse(tenant, 'resort', resort),
  }),
  ...resourceActions(vesselsResource, vessels, {
    idPrefix: 'vs',
    asset: { vessel: 'id' },
    blockDelete: (tenant, vessel) => assetInUse(tenant, 'vessel', vessel),
  }),
]);
