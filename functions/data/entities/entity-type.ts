/**
 * Every `entityType` the table holds, as one union. A new kind of item gets its type here and its own
 * module in this folder (key builders, item schema, toItem/fromItem, its model for docs/data-model.md).
 */

/** The flat master-data resources that share the generic repository (shared/api/*.ts `entityType`). */
export const MASTER_DATA_TYPES = [
  'AGENCY',
  'AGENCYFILTER',
  'AGENCYGROUP',
  'AIRLINE',
  'AIRPORT',
  'BEDTYPE',
  'COMMISSION',
  'COUNTRY',
  'CURRENCY',
  'CUSTOMER',
  'CUSTOMERDATAGROUP',
  'CUSTOMERGROUP',
  'DESTINATION',
  'EMPLOYEE',
  'MAILTEMPLATE',
  'MEDIA',
  'PAYMENTPROVIDER',
  'PLUGIN',
  'PORT',
  'PRICE',
  'PRICEVARIANT',
  'PRODUCT',
  'PRODUCTCATEGORY',
  'RESORT',
  'ROOM',
  'ROOMTYPE',
  'SCHEDULE',
  'SPECIAL',
  'SPECIALGROUP',
  'SUPPLEMENT',
  'TAX',
  'TERMS',
  'TOUR',
  'TRANSLATION',
  'USER',
  'USERROLE',
  'VESSEL',
] as const;
export type MasterDataType = (typeof MASTER_DATA_TYPES)[number];

/** The other kinds of items, each with its own module. */
export const OWN_ENTITY_TYPES = [
  'COUNTER',
  'CUSTOMER_META',
  'CUSTOMER_REF',
  'CUSTOMERREF',
  'CUSTOMERSTATS',
  'AGENCY_LINK',
  'AGENCYCREDIT',
  'COMPANY',
  'TENANT',
  'DOMAIN',
  'HOST',
  'SESSION',
  'RESET',
  'VERIFY',
  'LOGIN',
  'LOGINFAIL',
  'LOGINKNOWN',
  'Outbox',
  'REQUEST_IDEMPOTENCY',
  'QUOTA',
  'SETTINGS',
  'STOCKLOG',
  'UNIQUE',
  'CREDENTIAL',
  'EMAIL',
  'ROOMNIGHT',
  'ROOMSVERSION',
  'PRICINGVERSION',
  'CABINBED',
  'CABINGENDER',
  'BOOKING',
  'BOOKING_HISTORY',
  'BOOKINGNO_COUNTER',
  'RESERVATIONNO_COUNTER',
  'OFFERNO_COUNTER',
] as const;
export type OwnEntityType = (typeof OWN_ENTITY_TYPES)[number];

/** Every entityType written: master data, their history versions and secrets, and the own entities. */
export type EntityType = MasterDataType | `${MasterDataType}_HISTORY` | `${MasterDataType}_SECRET` | OwnEntityType;
