import {
  commissionsResource,
  priceDefinitionsResource,
  priceExtraEndpoints,
  priceVariantsResource,
  supplementsResource,
  termsResource,
} from '../../../shared/api/prices';
import { schedulesResource } from '../../../shared/api/tours';
import { PRICE_CALCULATION_TYPES, PRICE_TYPES } from '../../../shared/domain/pricing/price-definition';
import { AssetField, AssetTitle } from '../pages/prices/asset-field';
import { CopyToNextYear } from '../pages/prices/copy-next-year';
import { EntriesGrid } from '../pages/prices/entries-grid';
import { serverEnumField } from '../pages/prices/server-enum-field';
import { RESORT_REF, VESSEL_REF } from './inventory-refs';
import { CALCULATION_NAMES } from './prices';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { Label, ResourceWebConfig } from './resource-types';

/**
 * /price, /price/new, /price/:id: the seasons (price definitions). The editor is the generic form with three
 * fields of its own: the asset (a resort for room prices, a vessel for trip and charter prices), and the
 * entries as a grid of room types × variants by occupancy (pages/prices/entries-grid.tsx).
 */
const TYPE_NAMES = { room: 'label.prices.type.room', trip: 'label.prices.type.trip', charter: 'label.prices.type.charter' } satisfies Record<string, Label>;
/** The price type and the calculation type are listed by the server (spec: loaded from it); the schema's until then. */
const TypeField = serverEnumField({ call: priceExtraEndpoints.types, fallback: PRICE_TYPES, names: TYPE_NAMES, hint: 'label.prices.typeHint' });
const CalculationTypeField = serverEnumField({
  call: priceExtraEndpoints.calculationTypes,
  fallback: PRICE_CALCULATION_TYPES,
  names: CALCULATION_NAMES,
  hint: 'label.prices.calculationTypeHint',
});
const percentOrAmount = { percent: 'label.prices.inPercent', absolute: 'label.prices.asAmount' } satisfies Record<string, Label>;

export const priceDefinitionsConfig: ResourceWebConfig = {
  resource: priceDefinitionsResource,
  routes: { list: '/price', create: '/price/new', detail: (id) => `/price/${id}` },
  defaultSort: { sort: 'validFrom', order: 'desc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'type', format: 'enum', minWidth: 90, grow: 0.6 },
    { key: 'asset', label: 'label.prices.asset', minWidth: 140, render: (item) => <AssetTitle item={item} /> },
    { key: 'validRange.from', sort: 'validFrom', format: 'date', minWidth: 100 },
    { key: 'validRange.to', format: 'date', minWidth: 100 },
    { key: 'status', format: 'enum', minWidth: 90, grow: 0.6 },
    { key: 'entries', label: 'label.prices.entryCount', minWidth: 80, grow: 0.5, render: (item) => (Array.isArray(item.entries) ? item.entries.length : 0) },
    { key: 'copy', label: 'label.prices.nextYear', minWidth: 90, grow: 0.5, render: (item) => <CopyToNextYear item={item} /> },
  ],
  filters: ['type', 'status', 'resort', 'vessel', 'isAvailableToOTA'],
  refs: {
    resort: RESORT_REF,
    vessel: VESSEL_REF,
    schedules: { resource: schedulesResource },
    variants: { resource: priceVariantsResource, filter: { active: true } },
    supplements: { resource: supplementsResource, filter: { active: true } },
    termsOfPayment: { resource: termsResource },
    commission: { resource: commissionsResource },
    countries: COUNTRY_REF,
    currencies: CURRENCY_REF,
  },
  labels: {
    internalId: 'label.prices.internalId',
    calculationType: 'label.prices.calculationType',
    validRange: 'label.prices.validRange',
    'validRange.from': 'label.prices.validFrom',
    'validRange.to': 'label.prices.validTo',
    periods: 'label.prices.periods',
    'periods.from': 'label.prices.from',
    'periods.to': 'label.prices.to',
    resort: 'label.prices.resort',
    vessel: 'label.prices.vessel',
    schedules: 'label.prices.schedules',
    variants: 'label.prices.variants',
    entries: 'label.prices.entries',
    'entries.id': 'label.prices.entryId',
    'entries.roomType': 'label.prices.roomType',
    'entries.room': 'label.prices.room',
    'entries.variant': 'label.prices.variant',
    'entries.noOfPax': 'label.prices.noOfPax',
    'entries.ageBand': 'label.prices.ageBand',
    'entries.price': 'label.prices.price',
    'entries.minNights': 'label.prices.minNights',
    basePrice: 'label.prices.basePrice',
    childMaxAge: 'label.prices.childMaxAge',
    supplements: 'label.prices.supplements',
    termsOfPayment: 'label.prices.termsOfPayment',
    defaultTermsOfPayment: 'label.prices.defaultTermsOfPayment',
    surcharge: 'label.prices.surcharge',
    surchargeType: 'label.prices.surchargeType',
    discount: 'label.prices.discount',
    discountType: 'label.prices.discountType',
    commission: 'label.prices.commissionScheme',
    countries: 'label.prices.countries',
    includedServices: 'label.prices.includedServices',
    excludedServices: 'label.prices.excludedServices',
    isAvailableToOTA: 'label.prices.isAvailableToOTA',
    tax: 'label.prices.tax',
    'tax.status': 'label.prices.taxStatus',
    'tax.value': 'label.prices.taxValue',
    'tax.name': 'label.prices.taxName',
    'tax.inclusive': 'label.prices.taxInclusive',
    currencies: 'label.prices.currencies',
    useOnsiteCurrency: 'label.prices.useOnsiteCurrency',
  },
  enumLabels: {
    type: TYPE_NAMES,
    status: { active: 'label.prices.status.active', inactive: 'label.prices.status.inactive', draft: 'label.prices.status.draft' },
    calculationType: CALCULATION_NAMES,
    surchargeType: percentOrAmount,
    discountType: percentOrAmount,
    'entries.ageBand': { adult: 'label.prices.adult', child: 'label.prices.child' },
  },
  hints: {
    type: 'label.prices.typeHint',
    calculationType: 'label.prices.calculationTypeHint',
    periods: 'label.prices.periodsHint',
    childMaxAge: 'label.prices.childMaxAgeHint',
    basePrice: 'label.prices.basePriceHint',
    schedules: 'label.prices.schedulesHint',
    currencies: 'label.prices.currenciesHint',
    countries: 'label.prices.countriesHint',
    useOnsiteCurrency: 'label.prices.useOnsiteCurrencyHint',
    defaultTermsOfPayment: 'label.prices.defaultTermsOfPaymentHint',
    'tax.inclusive': 'label.prices.taxInclusiveHint',
  },
  custom: { type: TypeField, calculationType: CalculationTypeField, resort: AssetField, vessel: AssetField, entries: EntriesGrid },
  defaults: { status: 'draft' },
  sections: [
    {
      title: 'label.prices.season',
      fields: ['name', 'internalId', 'type', 'resort', 'vessel', 'calculationType', 'status', 'validRange', 'periods', 'childMaxAge', 'schedules'],
    },
    { title: 'label.prices.entries', fields: ['variants', 'supplements', 'basePrice', 'entries'] },
    { title: 'label.prices.termsAndCommission', fields: ['termsOfPayment', 'defaultTermsOfPayment', 'commission'] },
    { title: 'label.prices.adjustments', fields: ['surcharge', 'surchargeType', 'discount', 'discountType'] },
    { title: 'label.prices.sales', fields: ['countries', 'currencies', 'useOnsiteCurrency', 'isAvailableToOTA'] },
    { title: 'label.prices.tax', fields: ['tax'] },
    { title: 'label.prices.services', fields: ['includedServices', 'excludedServices'] },
  ],
};
