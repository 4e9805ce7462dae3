import type { Language } from '../../../shared/constants';
import type { Localized, ResourceWebConfig } from './resource-types';

/**
 * Labels many resources share, by the last segment of the field path, so a resource's configuration
 * names only its own fields. Resource labels win over these.
 */
export const COMMON_LABELS: Readonly<Record<string, Localized>> = {
  id: { de: 'ID', en: 'ID' },
  name: { de: 'Name', en: 'Name' },
  description: { de: 'Beschreibung', en: 'Description' },
  active: { de: 'Aktiv', en: 'Active' },
  color: { de: 'Farbe', en: 'Colour' },
  sort: { de: 'Reihenfolge', en: 'Order' },
  email: { de: 'E-Mail', en: 'E-mail' },
  phone: { de: 'Telefon', en: 'Phone' },
  website: { de: 'Website', en: 'Website' },
  street: { de: 'Straße', en: 'Street' },
  zip: { de: 'PLZ', en: 'Postcode' },
  city: { de: 'Ort', en: 'City' },
  state: { de: 'Bundesland / Region', en: 'State / region' },
  country: { de: 'Land', en: 'Country' },
  countryCode: { de: 'Land', en: 'Country' },
  address: { de: 'Adresse', en: 'Address' },
  contact: { de: 'Kontakt', en: 'Contact' },
  notes: { de: 'Notizen', en: 'Notes' },
  currency: { de: 'Währung', en: 'Currency' },
  commission: { de: 'Provision (%)', en: 'Commission (%)' },
  discount: { de: 'Rabatt (%)', en: 'Discount (%)' },
  code: { de: 'Code', en: 'Code' },
  key: { de: 'Schlüssel', en: 'Key' },
  label: { de: 'Bezeichnung', en: 'Label' },
  type: { de: 'Typ', en: 'Type' },
  status: { de: 'Status', en: 'Status' },
  group: { de: 'Gruppe', en: 'Group' },
  groupId: { de: 'Gruppe', en: 'Group' },
  timezone: { de: 'Zeitzone', en: 'Time zone' },
  region: { de: 'Region', en: 'Region' },
  latitude: { de: 'Breitengrad', en: 'Latitude' },
  longitude: { de: 'Längengrad', en: 'Longitude' },
  iata: { de: 'IATA-Code', en: 'IATA code' },
  icao: { de: 'ICAO-Code', en: 'ICAO code' },
  assets: { de: 'Resorts und Schiffe', en: 'Resorts and vessels' },
  ref: { de: 'Resort / Schiff', en: 'Resort / vessel' },
  tags: { de: 'Schlagwörter', en: 'Tags' },
  images: { de: 'Bilder', en: 'Images' },
  config: { de: 'Einstellungen', en: 'Settings' },
  secrets: { de: 'Geheimnisse (API-Schlüssel)', en: 'Secrets (API keys)' },
  hasSecret: { de: 'Geheimnis hinterlegt', en: 'Secret stored' },
  mode: { de: 'Modus', en: 'Mode' },
  createdAt: { de: 'Angelegt', en: 'Created' },
  updatedAt: { de: 'Geändert', en: 'Changed' },
  version: { de: 'Version', en: 'Version' },
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
  firstName: { de: 'Vorname', en: 'First name' },
  lastName: { de: 'Nachname', en: 'Last name' },
  userId: { de: 'Benutzerkonto', en: 'User account' },
  agencyId: { de: 'Agentur', en: 'Agency' },
  customerId: { de: 'Kunde', en: 'Customer' },
  parentId: { de: 'Übergeordnet', en: 'Parent' },
  isDefault: { de: 'Standard', en: 'Default' },
  rate: { de: 'Satz', en: 'Rate' },
  number: { de: 'Nummer', en: 'Number' },
  validUntil: { de: 'Gültig bis', en: 'Valid until' },
  from: { de: 'Von', en: 'From' },
  to: { de: 'Bis', en: 'To' },
  enabled: { de: 'Eingeschaltet', en: 'Enabled' },
  required: { de: 'Pflichtfeld', en: 'Required' },
  options: { de: 'Auswahlwerte', en: 'Choices' },
  value: { de: 'Wert', en: 'Value' },
  operator: { de: 'Vergleich', en: 'Operator' },
  condition: { de: 'Bedingung', en: 'Condition' },
  conditions: { de: 'Bedingungen', en: 'Conditions' },
  scope: { de: 'Bezug', en: 'Scope' },
  scopes: { de: 'Berechtigungen', en: 'Permissions' },
  channels: { de: 'Buchungskanäle', en: 'Booking channels' },
  subject: { de: 'Betreff', en: 'Subject' },
  body: { de: 'Inhalt', en: 'Body' },
  kind: { de: 'Art', en: 'Kind' },
  context: { de: 'Kontext', en: 'Context' },
  folder: { de: 'Ordner', en: 'Folder' },
  size: { de: 'Größe', en: 'Size' },
  mimeType: { de: 'Dateityp', en: 'File type' },
  price: { de: 'Preis', en: 'Price' },
  unit: { de: 'Einheit', en: 'Unit' },
  languages: { de: 'Sprachen', en: 'Languages' },
  position: { de: 'Position', en: 'Position' },
  names: { de: 'Namen je Sprache', en: 'Names per language' },
};

/** Entries of a list share their labels: fields.3.key is labelled as fields.key. */
export function labelPath(path: string): string {
  return path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .join('.');
}

/** A field's label: the resource's own, else the common one by its last segment, else the key itself. */
export function fieldLabel(config: Pick<ResourceWebConfig, 'labels'>, path: string, lang: Language): string {
  const own = config.labels[labelPath(path)];
  if (own) return own[lang];
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
  const common = COMMON_LABELS[last];
  return common ? common[lang] : last;
}

/** Whether a label is known for the path (used by the tests: no field may show its raw key). */
export function hasLabel(config: Pick<ResourceWebConfig, 'labels'>, path: string): boolean {
  if (config.labels[labelPath(path)]) return true;
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
  return !!COMMON_LABELS[last];
}

/** An enum value's readable name, else the value itself (domain codes such as PerCent stay as they are). */
export function enumLabel(config: Pick<ResourceWebConfig, 'enumLabels'>, path: string, value: string, lang: Language): string {
  return config.enumLabels?.[labelPath(path)]?.[value]?.[lang] ?? value;
}
