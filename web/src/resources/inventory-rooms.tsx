import { bedTypesResource, roomsResource, roomTypesResource } from '../../../shared/api/rooms';
import { BED_TYPE_REF, DeckSelect, MEDIA_REF, refColumn, RESORT_REF, RESORT_ROOM_TYPE_REF, VESSEL_REF, VESSEL_ROOM_TYPE_REF } from './inventory-refs';
import type { FormSection, Label, ResourceWebConfig } from './resource-types';

/**
 * Rooms and cabins are one resource (/api/rooms, type Room or Cabin): the resort screens show the rooms (type
 * Room) and the vessel screens the cabins (type Cabin), each through a fixed filter and the type as a default.
 */
const roomLabels = {
  isActive: 'label.inventory.active',
  isVisible: 'label.inventory.visible',
  roomType: 'label.inventory.roomType',
  deck: 'label.inventory.deck',
  type: 'label.inventory.kind',
  availableBeds: 'label.inventory.availableBeds',
  allowSharedRoom: 'label.inventory.shared',
  allowMixedGender: 'label.inventory.mixedGender',
  housekeeping: 'label.inventory.housekeeping',
  usageState: 'label.inventory.usageState',
  vessel: 'label.inventory.vessel',
  resort: 'label.inventory.resort',
  bedType: 'label.inventory.bedType',
  additionalBedTypes: 'label.inventory.additionalBedTypes',
  blocked: 'label.inventory.blocked',
  hide: 'label.inventory.hide',
  configuration: 'label.inventory.configuration',
  'configuration.maxNoOfPax': 'label.inventory.maxNoOfPax',
  'configuration.minNoOfPax': 'label.inventory.minNoOfPax',
  'configuration.defaultNoOfPax': 'label.inventory.defaultNoOfPax',
  'configuration.single': 'label.inventory.single',
  'configuration.double': 'label.inventory.double',
  'configuration.fan': 'label.inventory.fan',
  'configuration.acc': 'label.inventory.airConditioning',
  'configuration.seaview': 'label.inventory.seaView',
  'configuration.warmwater': 'label.inventory.warmWater',
  'configuration.beds': 'label.inventory.beds',
  'configuration.beds.internalId': 'label.inventory.bedId',
  'configuration.beds.visible': 'label.inventory.visible',
  'configuration.beds.type': 'label.inventory.bedType',
  'configuration.beds.maxAge': 'label.inventory.maxAge',
} satisfies Record<string, Label>;

const roomEnums = {
  type: { Room: 'label.inventory.room', Cabin: 'label.inventory.cabin' },
  housekeeping: { Clean: 'label.inventory.clean', Dirty: 'label.inventory.dirty', Inspected: 'label.inventory.inspected' },
  usageState: { Vacant: 'label.inventory.vacant', Occupied: 'label.inventory.occupied' },
} satisfies Record<string, Record<string, Label>>;

const roomHints = {
  availableBeds: 'label.inventory.availableBedsHint',
  allowMixedGender: 'label.inventory.mixedGenderHint',
  blocked: 'label.inventory.blockedHint',
  images: 'label.inventory.imagesHint',
  'configuration.beds.internalId': 'label.inventory.bedIdHint',
  'configuration.beds.maxAge': 'label.inventory.maxAgeHint',
} satisfies Record<string, Label>;

const bedsSection = {
  title: 'label.inventory.bedsAndConfiguration',
  fields: [
    'availableBeds',
    'allowSharedRoom',
    'allowMixedGender',
    'bedType',
    'additionalBedTypes',
    'configuration.minNoOfPax',
    'configuration.defaultNoOfPax',
    'configuration.maxNoOfPax',
    'configuration.single',
    'configuration.double',
    'configuration.fan',
    'configuration.acc',
    'configuration.seaview',
    'configuration.warmwater',
    'configuration.beds',
  ],
} as const;
const descriptionSection = { title: 'label.inventory.descriptionAndImages', fields: ['description', 'images'] } as const;
const roomRefs = { bedType: BED_TYPE_REF, additionalBedTypes: BED_TYPE_REF, 'configuration.beds.type': BED_TYPE_REF, images: MEDIA_REF };
const stateFields = ['isActive', 'isVisible', 'housekeeping', 'usageState', 'blocked', 'hide'];

/** /resort/room/*: the rooms of the resorts. */
export const resortRoomsConfig: ResourceWebConfig = {
  resource: roomsResource,
  routes: { list: '/resort/room/list', create: '/resort/room/create', detail: (id) => `/resort/room/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  fixedFilter: { type: 'Room' },
  defaults: { type: 'Room' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    refColumn('resort', RESORT_REF),
    refColumn('roomType', RESORT_ROOM_TYPE_REF, { sort: 'roomType' }),
    { key: 'availableBeds', format: 'number', minWidth: 70, grow: 0.5 },
    { key: 'housekeeping', format: 'enum', minWidth: 110 },
    { key: 'isActive', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['resort', 'roomType', 'isActive', 'allowSharedRoom'],
  refs: { ...roomRefs, resort: RESORT_REF, roomType: { ...RESORT_ROOM_TYPE_REF, sameAs: { field: 'resort', formPath: 'resort' } } },
  labels: roomLabels,
  enumLabels: roomEnums,
  hints: roomHints,
  hidden: ['type', 'vessel', 'deck'],
  sections: [{ title: 'label.inventory.general', fields: ['name', 'resort', 'roomType', ...stateFields] }, bedsSection, descriptionSection],
};

/** /room/*: the cabins of the vessels. */
export const cabinsConfig: ResourceWebConfig = {
  ...resortRoomsConfig,
  routes: { list: '/room/list', create: '/room/create', detail: (id) => `/room/${id}` },
  fixedFilter: { type: 'Cabin' },
  defaults: { type: 'Cabin', allowMixedGender: true },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    refColumn('vessel', VESSEL_REF),
    refColumn('roomType', VESSEL_ROOM_TYPE_REF, { sort: 'roomType' }),
    { key: 'deck', minWidth: 80, grow: 0.5 },
    { key: 'availableBeds', format: 'number', minWidth: 70, grow: 0.5 },
    { key: 'allowSharedRoom', label: 'label.inventory.sharedShort', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'isActive', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['vessel', 'roomType', 'deck', 'isActive', 'allowSharedRoom'],
  refs: { ...roomRefs, vessel: VESSEL_REF, roomType: { ...VESSEL_ROOM_TYPE_REF, sameAs: { field: 'vessel', formPath: 'vessel' } } },
  labels: { ...roomLabels, roomType: 'label.inventory.cabinType' },
  hidden: ['type', 'resort'],
  custom: { deck: DeckSelect },
  sections: [{ title: 'label.inventory.general', fields: ['name', 'vessel', 'deck', 'roomType', ...stateFields] }, bedsSection, descriptionSection],
};

const roomTypeLabels = {
  defaultNoOfPax: 'label.inventory.defaultNoOfPax',
  minNoOfPax: 'label.inventory.minNoOfPax',
  maxNoOfPax: 'label.inventory.maxNoOfPax',
  maxNoOfOTAPax: 'label.inventory.maxNoOfOTAPax',
  availableToOTA: 'label.inventory.availableToOTA',
  roomTypeOTA: 'label.inventory.roomTypeOTA',
  sizeInSqm: 'label.inventory.sizeInSqm',
  surcharge: 'label.inventory.surcharge',
  surchargeType: 'label.inventory.surchargeType',
  resort: 'label.inventory.resort',
  vessel: 'label.inventory.vessel',
  hide: 'label.inventory.hide',
  collapse: 'label.inventory.collapse',
  isVisible: 'label.inventory.visible',
} satisfies Record<string, Label>;

const roomTypeSections = (asset: 'resort' | 'vessel'): FormSection[] => [
  { title: 'label.inventory.general', fields: ['name', 'key', asset, 'isVisible', 'hide', 'collapse'] },
  {
    title: 'label.inventory.persons',
    fields: ['minNoOfPax', 'defaultNoOfPax', 'maxNoOfPax', 'maxNoOfOTAPax', 'availableToOTA', 'roomTypeOTA', 'sizeInSqm', 'surcharge', 'surchargeType'],
  },
  descriptionSection,
];

/** /resort/room/type/list: the resorts' room types (side panel). */
export const resortRoomTypesConfig: ResourceWebConfig = {
  resource: roomTypesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  fixedFilter: { resort: { exists: true } },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'key', sort: 'key', minWidth: 90 },
    refColumn('resort', RESORT_REF),
    { key: 'minNoOfPax', format: 'number', minWidth: 80, grow: 0.5 },
    { key: 'maxNoOfPax', format: 'number', minWidth: 80, grow: 0.5 },
    { key: 'surcharge', format: 'number', minWidth: 80, grow: 0.5 },
    { key: 'surchargeType', format: 'enum', minWidth: 90, grow: 0.5 },
  ],
  filters: ['resort', 'isVisible'],
  refs: { resort: RESORT_REF, images: MEDIA_REF },
  labels: roomTypeLabels,
  enumLabels: { surchargeType: { percent: 'label.inventory.percent', absolute: 'label.inventory.absolute' } },
  hints: {
    availableToOTA: 'label.inventory.availableToOTAHint',
    sizeInSqm: 'label.inventory.sizeInSqmHint',
    images: 'label.inventory.imagesHint',
  },
  hidden: ['vessel'],
  sections: roomTypeSections('resort'),
};

/** /room/type/list: the vessels' cabin types. */
export const cabinTypesConfig: ResourceWebConfig = {
  ...resortRoomTypesConfig,
  fixedFilter: { vessel: { exists: true } },
  columns: resortRoomTypesConfig.columns.map((c) => (c.key === 'resort' ? refColumn('vessel', VESSEL_REF) : c)),
  filters: ['vessel', 'isVisible'],
  refs: { vessel: VESSEL_REF, images: MEDIA_REF },
  hidden: ['resort'],
  sections: roomTypeSections('vessel'),
};

/** /bedtype and /resort/bedtype: bed types, for one asset or all (side panel). */
export const bedTypesConfig: ResourceWebConfig = {
  resource: bedTypesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'key', sort: 'key', minWidth: 90 },
    { key: 'sleeps', format: 'number', minWidth: 80, grow: 0.5 },
    { key: 'maxAge', format: 'number', minWidth: 90, grow: 0.5 },
    { key: 'isActive', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  refs: { resort: RESORT_REF, vessel: VESSEL_REF, images: MEDIA_REF },
  labels: {
    sleeps: 'label.inventory.sleeps',
    maxAge: 'label.inventory.maxAge',
    resort: 'label.inventory.resort',
    vessel: 'label.inventory.vessel',
    isActive: 'label.inventory.active',
  },
  hints: { maxAge: 'label.inventory.maxAgeHint', resort: 'label.inventory.assetHint', images: 'label.inventory.imagesHint' },
  sections: [{ title: 'label.inventory.general', fields: ['name', 'key', 'sleeps', 'maxAge', 'resort', 'vessel', 'isActive'] }, descriptionSection],
};

/** The vessel screens' bed types: those not tied to a resort. */
export const vesselBedTypesConfig: ResourceWebConfig = { ...bedTypesConfig, fixedFilter: { resort: { exists: false } } };
/** The resort screens' bed types: those not tied to a vessel. */
export const resortBedTypesConfig: ResourceWebConfig = { ...bedTypesConfig, fixedFilter: { vessel: { exists: false } } };
