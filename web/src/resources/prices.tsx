import { commissionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../../shared/api/prices';
import { TermsEntriesField } from '../pages/prices/terms-entries-field';
import { CURRENCY_REF } from './refs';
import type { Label, ResourceWebConfig } from './resource-types';

/**
 * Price variants, supplements, terms of payment and commission schemes (ISSUE-13): list and side-panel form
 * screens of the generic pattern. The seasons (/price) are in ./price-definitions.
 */

export const PRICE_RULE_NAMES = {
  PerPerson: 'label.prices.rule.PerPerson',
  PerBooking: 'label.prices.rule.PerBooking',
  PerBookingAndCustomer: 'label.prices.rule.PerBookingAndCustomer',
  PerDay: 'label.prices.rule.PerDay',
  PerDiveDay: 'label.prices.rule.PerDiveDay',
  PerDive: 'label.prices.rule.PerDive',
  PerNight: 'label.prices.rule.PerNight',
  PerWeekFloor: 'label.prices.rule.PerWeekFloor',
  PerWeekCeil: 'label.prices.rule.PerWeekCeil',
} satisfies Record<string, Label>;
export const CALCULATION_NAMES = { complete: 'label.prices.complete', unit: 'label.prices.unit' } satisfies Record<string, Label>;

/** /pricevariant */
export const priceVariantsConfig: ResourceWebConfig = {
  resource: priceVariantsResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'key', sort: 'key', minWidth: 90 },
    { key: 'sort', sort: 'sort', format: 'number', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  labels: {},
  hints: { key: 'label.prices.variantKeyHint' },
  sections: [
    { title: 'label.prices.variant', fields: ['name', 'key', 'sort', 'active'] },
    { title: 'label.prices.description', fields: ['description'] },
  ],
};

/** /supplements */
export const supplementsConfig: ResourceWebConfig = {
  resource: supplementsResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'priceRule', format: 'enum', minWidth: 150 },
    { key: 'price', format: 'money', minWidth: 100 },
    { key: 'currency', minWidth: 70, grow: 0.5 },
    { key: 'mandatory', format: 'boolean', minWidth: 90, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['priceRule', 'mandatory', 'active'],
  refs: { currency: CURRENCY_REF },
  labels: {
    priceRule: 'label.prices.priceRule',
    calculationType: 'label.prices.calculationType',
    price: 'label.prices.price',
    childPrice: 'label.prices.childPrice',
    taxRate: 'label.prices.taxRate',
    mandatory: 'label.prices.mandatory',
    onSite: 'label.prices.onSite',
    commissionable: 'label.prices.commissionable',
    validRange: 'label.prices.validRange',
    'validRange.from': 'label.prices.validFrom',
    'validRange.to': 'label.prices.validTo',
    'assets.type': 'label.prices.assetKind',
    productId: 'label.prices.product',
  },
  enumLabels: {
    priceRule: PRICE_RULE_NAMES,
    calculationType: CALCULATION_NAMES,
    'assets.type': { resort: 'label.prices.resort', vessel: 'label.prices.vessel' },
  },
  hints: {
    priceRule: 'label.prices.priceRuleHint',
    childPrice: 'label.prices.childPriceHint',
    taxRate: 'label.prices.taxRateHint',
    mandatory: 'label.prices.mandatoryHint',
    assets: 'label.prices.assetsHint',
  },
  sections: [
    { title: 'label.prices.supplement', fields: ['name', 'sort', 'active', 'mandatory', 'validRange'] },
    { title: 'label.prices.price', fields: ['price', 'childPrice', 'currency', 'priceRule', 'calculationType', 'taxRate', 'onSite', 'commissionable'] },
    { title: 'label.prices.whereOffered', fields: ['assets', 'productId'] },
    { title: 'label.prices.description', fields: ['description'] },
  ],
};

const entryLabels = {
  entries: 'label.prices.milestones',
  'entries.reason': 'label.prices.reason',
  'entries.message': 'label.prices.message',
  'entries.percent': 'label.prices.percent',
  'entries.value': 'label.prices.value',
  'entries.useTerms': 'label.prices.useTerms',
  'entries.date': 'label.prices.due',
  'entries.date.days': 'label.prices.dueDays',
  'entries.date.from': 'label.prices.dueFrom',
  'entries.includeCommission': 'label.prices.includeCommission',
  isDefault: 'label.prices.isDefault',
} satisfies Record<string, Label>;
const entryEnums = { 'entries.date.from': { booking: 'label.prices.fromBooking', travel: 'label.prices.fromTravel' } } satisfies Record<
  string,
  Record<string, Label>
>;
const entryHints = {
  'entries.value': 'label.prices.valueHint',
  'entries.useTerms': 'label.prices.useTermsHint',
  'entries.includeCommission': 'label.prices.includeCommissionHint',
} satisfies Record<string, Label>;

/** /terms: terms of payment, their milestones with a live preview of the schedule. */
export const termsConfig: ResourceWebConfig = {
  resource: termsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'milestones', label: 'label.prices.milestones', minWidth: 90, render: (item) => (Array.isArray(item.entries) ? item.entries.length : 0) },
    { key: 'isDefault', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['isDefault', 'active'],
  labels: { ...entryLabels, cancellationFeePercent: 'label.prices.cancellationFeePercent', cancellationFeeValue: 'label.prices.cancellationFeeValue' },
  enumLabels: entryEnums,
  hints: { ...entryHints, isDefault: 'label.prices.isDefaultTermsHint', cancellationFeeValue: 'label.prices.cancellationFeeHint' },
  custom: { entries: TermsEntriesField },
  sections: [
    { title: 'label.prices.termsOfPayment', fields: ['name', 'description', 'isDefault', 'active'] },
    { title: 'label.prices.milestones', fields: ['entries'] },
    // Issue 22: what a cancel keeps (docs/booking-states.md, "Cancelling").
    { title: 'label.prices.cancellationFee', fields: ['cancellationFeePercent', 'cancellationFeeValue'] },
  ],
};

/** /commission: commission schemes, the payment of the commission as milestones. */
export const commissionConfig: ResourceWebConfig = {
  resource: commissionsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'percent', sort: 'percent', format: 'percent', minWidth: 90 },
    { key: 'mode', format: 'enum', minWidth: 90 },
    { key: 'isDefault', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['mode', 'isDefault', 'active'],
  labels: { ...entryLabels, percent: 'label.prices.commissionPercent', includeTax: 'label.prices.includeTax' },
  enumLabels: { ...entryEnums, mode: { net: 'label.prices.net', gross: 'label.prices.gross' } },
  hints: { ...entryHints, mode: 'label.prices.modeHint', includeTax: 'label.prices.includeTaxHint', isDefault: 'label.prices.isDefaultCommissionHint' },
  custom: { entries: TermsEntriesField },
  sections: [
    { title: 'label.prices.commission', fields: ['name', 'description', 'percent', 'mode', 'includeTax', 'isDefault', 'active'] },
    { title: 'label.prices.commissionPayment', fields: ['entries'] },
  ],
};
