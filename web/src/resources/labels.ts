import type { Translate } from '../../../shared/i18n/core';
import type { Label, ResourceWebConfig } from './resource-types';

/**
 * Labels many resources share, by the last segment of the field path, so a resource's configuration
 * names only its own fields. Resource labels win over these.
 */
export const COMMON_LABELS: Readonly<Record<string, Label>> = {
  id: 'label.field.id',
  name: 'label.field.name',
  description: 'label.field.description',
  active: 'label.field.active',
  color: 'label.field.colour',
  sort: 'label.field.order',
  email: 'label.field.eMail',
  phone: 'label.field.phone',
  website: 'label.field.website',
  street: 'label.field.street',
  zip: 'label.field.postcode',
  city: 'label.field.city',
  state: 'label.field.stateRegion',
  country: 'label.field.country',
  countryCode: 'label.field.country',
  address: 'label.field.address',
  contact: 'label.field.contact',
  notes: 'label.field.notes',
  currency: 'label.field.currency',
  commission: 'label.field.commission',
  discount: 'label.field.discount',
  code: 'label.field.code',
  key: 'label.field.key',
  label: 'label.field.label',
  type: 'label.field.type',
  status: 'label.field.status',
  group: 'label.field.group',
  groupId: 'label.field.group',
  timezone: 'label.field.timeZone',
  region: 'label.field.region',
  latitude: 'label.field.latitude',
  longitude: 'label.field.longitude',
  iata: 'label.field.iataCode',
  icao: 'label.field.icaoCode',
  assets: 'label.field.resortsAndVessels',
  ref: 'label.field.resortVessel',
  tags: 'label.field.tags',
  images: 'label.field.images',
  config: 'label.field.settings',
  secrets: 'label.field.secretsApiKeys',
  hasSecret: 'label.field.secretStored',
  mode: 'label.field.mode',
  createdAt: 'label.field.created',
  updatedAt: 'label.field.changed',
  version: 'label.field.version',
  de: 'label.field.german',
  en: 'label.field.english',
  firstName: 'label.field.firstName',
  lastName: 'label.field.lastName',
  userId: 'label.field.userAccount',
  agencyId: 'label.field.agency',
  customerId: 'label.field.customer',
  parentId: 'label.field.parent',
  isDefault: 'label.field.default',
  rate: 'label.field.rate',
  number: 'label.field.number',
  validUntil: 'label.field.validUntil',
  from: 'label.field.from',
  to: 'label.field.to',
  enabled: 'label.field.enabled',
  required: 'label.field.required',
  options: 'label.field.choices',
  value: 'label.field.value',
  operator: 'label.field.operator',
  condition: 'label.field.condition',
  conditions: 'label.field.conditions',
  scope: 'label.field.scope',
  scopes: 'label.field.permissions',
  channels: 'label.field.bookingChannels',
  subject: 'label.field.subject',
  body: 'label.field.body',
  kind: 'label.field.kind',
  context: 'label.field.context',
  folder: 'label.field.folder',
  size: 'label.field.size',
  mimeType: 'label.field.fileType',
  price: 'label.field.price',
  unit: 'label.field.unit',
  languages: 'label.field.languages',
  position: 'label.field.position',
  names: 'label.field.namesPerLanguage',
};

/** Entries of a list share their labels: fields.3.key is labelled as fields.key. */
export function labelPath(path: string): string {
  return path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .join('.');
}

/** A field's label: the resource's own, else the common one by its last segment, else the key itself. */
export function fieldLabel(config: Pick<ResourceWebConfig, 'labels'>, path: string, t: Translate): string {
  const own = config.labels[labelPath(path)];
  if (own) return t(own);
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  const common = COMMON_LABELS[last];
  return common ? t(common) : last;
}

/** Whether a label is known for the path (used by the tests: no field may show its raw key). */
export function hasLabel(config: Pick<ResourceWebConfig, 'labels'>, path: string): boolean {
  if (config.labels[labelPath(path)]) return true;
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  return !!COMMON_LABELS[last];
}

/** An enum value's readable name, else the value itself (domain codes such as PerCent stay as they are). */
export function enumLabel(config: Pick<ResourceWebConfig, 'enumLabels'>, path: string, value: string, t: Translate): string {
  const name = config.enumLabels?.[labelPath(path)]?.[value];
  return name ? t(name) : value;
}
