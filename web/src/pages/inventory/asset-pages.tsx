import { resortDatesConfig, resortListsConfig, resortsConfig, vesselDecksConfig, vesselListsConfig, vesselsConfig } from '../../resources/inventory-assets';
import {
  cabinsConfig,
  cabinTypesConfig,
  resortBedTypesConfig,
  resortRoomsConfig,
  resortRoomTypesConfig,
  vesselBedTypesConfig,
} from '../../resources/inventory-rooms';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';
import { AssetPartPage } from './asset-part-page';

/** /vessel/list */
export const VesselListPage = () => <ResourceListPage config={vesselsConfig} />;
/** /vessel/create */
export const VesselCreatePage = () => <ResourceCreatePage config={vesselsConfig} />;
/** /vessel/:id */
export const VesselEditPage = () => <ResourceDetailPage config={vesselsConfig} />;
/** /vesseldeck: a vessel's decks. */
export const VesselDeckPage = () => <AssetPartPage config={vesselDecksConfig} pickLabel="label.inventory.pickVessel" />;
/** /vessellist: a vessel's lists. */
export const VesselListsPage = () => <AssetPartPage config={vesselListsConfig} pickLabel="label.inventory.pickVessel" />;
/** /room/list: the cabins. */
export const CabinListPage = () => <ResourceListPage config={cabinsConfig} />;
/** /room/create */
export const CabinCreatePage = () => <ResourceCreatePage config={cabinsConfig} />;
/** /room/:id */
export const CabinEditPage = () => <ResourceDetailPage config={cabinsConfig} />;
/** /room/type/list */
export const CabinTypesPage = () => <ResourcePanelPage config={cabinTypesConfig} />;
/** /bedtype */
export const VesselBedTypesPage = () => <ResourcePanelPage config={vesselBedTypesConfig} />;

/** /resort/list */
export const ResortListPage = () => <ResourceListPage config={resortsConfig} />;
/** /resort/create */
export const ResortCreatePage = () => <ResourceCreatePage config={resortsConfig} />;
/** /resort/:id */
export const ResortEditPage = () => <ResourceDetailPage config={resortsConfig} />;
/** /resort/dates: allowed arrival and departure weekdays. */
export const ResortDatesPage = () => <AssetPartPage config={resortDatesConfig} pickLabel="label.inventory.pickResort" />;
/** /resort/lists */
export const ResortListsPage = () => <AssetPartPage config={resortListsConfig} pickLabel="label.inventory.pickResort" />;
/** /resort/room/list */
export const ResortRoomListPage = () => <ResourceListPage config={resortRoomsConfig} />;
/** /resort/room/create */
export const ResortRoomCreatePage = () => <ResourceCreatePage config={resortRoomsConfig} />;
/** /resort/room/:id */
export const ResortRoomEditPage = () => <ResourceDetailPage config={resortRoomsConfig} />;
/** /resort/room/type/list */
export const ResortRoomTypesPage = () => <ResourcePanelPage config={resortRoomTypesConfig} />;
/** /resort/bedtype */
export const ResortBedTypesPage = () => <ResourcePanelPage config={resortBedTypesConfig} />;
