import { resortsResource, vesselsResource } from '../../../shared/api/assets';
import { destinationsResource, portsResource } from '../../../shared/api/geo';
import { mediaResource } from '../../../shared/api/media';
import { bedTypesResource, roomTypesResource } from '../../../shared/api/rooms';
import { toursResource } from '../../../shared/api/tours';
import type { CellContext, ColumnConfig, Entity, ResourceRef } from './resource-types';
import { useRefOptions } from './use-resource';

/** The pickers of the inventory screens: assets, types, geo data, media. */
export const RESORT_REF: ResourceRef = { resource: resortsResource };
export const VESSEL_REF: ResourceRef = { resource: vesselsResource };
export const TOUR_REF: ResourceRef = { resource: toursResource };
export const PORT_REF: ResourceRef = { resource: portsResource, filter: { active: true } };
export const DESTINATION_REF: ResourceRef = { resource: destinationsResource, filter: { active: true } };
export const BED_TYPE_REF: ResourceRef = { resource: bedTypesResource, filter: { isActive: true } };
export const MEDIA_REF: ResourceRef = { resource: mediaResource };
/** A resort's room types, a vessel's cabin types. */
export const RESORT_ROOM_TYPE_REF: ResourceRef = { resource: roomTypesResource, filter: { resort: { exists: true } } };
export const VESSEL_ROOM_TYPE_REF: ResourceRef = { resource: roomTypesResource, filter: { vessel: { exists: true } } };

/** A referenced entity's title in a list cell (the id while the choices load or for users who may not read them). */
function RefTitle({ reference, value }: { reference: ResourceRef; value: unknown }) {
  const { options } = useRefOptions(reference);
  if (typeof value !== 'string' || value === '') return <>–</>;
  return <>{options.find((o) => o.value === value)?.title ?? value}</>;
}

/** A column showing the title of the entity a field refers to. */
export function refColumn(key: string, reference: ResourceRef, extra: Partial<ColumnConfig> = {}): ColumnConfig {
  return { key, minWidth: 140, ...extra, render: (item: Entity, _ctx: CellContext) => <RefTitle reference={reference} value={item[key]} /> };
}
