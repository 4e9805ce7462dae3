import { specialGroupsResource, specialsResource } from '../../../shared/api/specials';
import type { ResourceWebConfig } from './resource-types';
import { CHANNEL_NAMES, CONDITION_NAMES, DISCOUNT_TYPE_NAMES, LINE_TYPE_NAMES, OPERATOR_NAMES, PRICE_EFFECT_NAMES, RULE_SCOPE_NAMES } from './special-labels';

export const specialsConfig: ResourceWebConfig = {
  resource: specialsResource,
  routes: { list: '/specials/list', create: '/specials/create', detail: (id) => `/specials/${id}` },
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'type', format: 'enum', minWidth: 110 },
    { key: 'status', format: 'enum', minWidth: 90 },
    { key: 'dateRange.from', sort: 'validFrom', format: 'date', minWidth: 100 },
    { key: 'dateRange.to', format: 'date', minWidth: 100 },
    { key: 'discount', format: 'enum', minWidth: 100 },
    { key: 'discountValue', format: 'number', minWidth: 80 },
    { key: 'autoAdd', format: 'boolean', minWidth: 80, grow: 0.5 },
  ],
  refs: { groupId: { resource: specialGroupsResource } },
  labels: {
    type: 'label.specials.kind',
    dateRange: 'label.specials.valid',
    'dateRange.from': 'label.specials.validFrom',
    'dateRange.to': 'label.specials.validTo',
    rule: 'label.specials.rule',
    discount: 'label.specials.discountType',
    discountValue: 'label.specials.discountValue',
    reduce: 'label.specials.changes',
    replaceMatchingRoomPrice: 'label.specials.replaceMatchingRoomPrice',
    autoAdd: 'label.specials.addAutomatically',
    unique: 'label.specials.oncePerBooking',
    deletable: 'label.specials.deletable',
    editable: 'label.specials.editable',
    excludeFromTax: 'label.specials.excludeFromTax',
    includeIn: 'label.specials.includeIn',
    excludeFromCommission: 'label.specials.excludeFromCommission',
    includeSpecialsWithSameRule: 'label.specials.includeSpecialsWithTheSameRule',
    groupId: 'label.specials.specialGroup',
  },
  enumLabels: {
    type: { special: 'label.specials.special', AgencyCommission: 'label.specials.agencyCommission' },
    status: { active: 'label.specials.active', inactive: 'label.specials.inactive', draft: 'label.specials.draft' },
    discount: DISCOUNT_TYPE_NAMES,
    reduce: PRICE_EFFECT_NAMES,
    includeIn: LINE_TYPE_NAMES,
    'rule.conditions.condition': CONDITION_NAMES,
    'rule.conditions.operator': OPERATOR_NAMES,
    'rule.channels': CHANNEL_NAMES,
    'rule.scope': RULE_SCOPE_NAMES,
  },
  hints: { 'rule.conditions.value': 'label.specials.separateSeveralValuesWithCommas' },
  sections: [
    { title: 'label.specials.special', fields: ['name', 'type', 'status', 'groupId', 'sort', 'dateRange'] },
    { title: 'label.specials.discount', fields: ['discount', 'discountValue', 'reduce', 'includeIn'] },
    { title: 'label.specials.rule', fields: ['rule'] },
    {
      title: 'label.specials.behaviour',
      fields: ['autoAdd', 'unique', 'replaceMatchingRoomPrice', 'excludeFromTax', 'excludeFromCommission', 'includeSpecialsWithSameRule', 'deletable', 'editable'],
    },
    { title: 'label.specials.description', fields: ['description'] },
  ],
};

export const specialGroupsConfig: ResourceWebConfig = {
  resource: specialGroupsResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'sort', sort: 'sort', format: 'number', minWidth: 90, grow: 0.5 },
    { key: 'color', format: 'color', minWidth: 70, grow: 0.4 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  labels: {},
  widgets: { color: 'color' },
};
