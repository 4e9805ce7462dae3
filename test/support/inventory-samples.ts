import { ZResort, ZVessel } from '../../shared/domain/inventory/asset';
import { ZRoomType } from '../../shared/domain/inventory/room-type';
import { ZTour } from '../../shared/domain/inventory/tour';
import { ZPort } from '../../shared/domain/settings/geo';
import { resorts, roomTypes, tours, vessels } from '../../functions/data/assets';
import { ports } from '../../functions/data/geo';

/** The entities the inventory resources' samples name (rs-sample, rt-sample, vs-sample, po-sample, tr-sample). */
export async function seedSampleRefs(tenant: string): Promise<void> {
  await resorts.importMany(tenant, [{ id: 'rs-sample', data: ZResort.parse({ name: 'Sample resort', key: 'SMPL' }) }]);
  await vessels.importMany(tenant, [{ id: 'vs-sample', data: ZVessel.parse({ name: 'Sample vessel', key: 'SMPL' }) }]);
  await ports.importMany(tenant, [{ id: 'po-sample', data: ZPort.parse({ name: 'Sample port' }) }]);
  await roomTypes.importMany(tenant, [{ id: 'rt-sample', data: ZRoomType.parse({ name: 'Sample type', key: 'SMPL', resort: 'rs-sample' }) }]);
  await tours.importMany(tenant, [
    {
      id: 'tr-sample',
      data: ZTour.parse({ name: 'Sample tour', key: 'SMPL', vessel: 'vs-sample', duration: 7, embarkPort: 'po-sample', disembarkPort: 'po-sample' }),
    },
  ]);
}
