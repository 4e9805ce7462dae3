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
    type: { de: 'Art', en: 'Kind' },
    dateRange: { de: 'Gültigkeit', en: 'Valid' },
    'dateRange.from': { de: 'Gültig ab', en: 'Valid from' },
    'dateRange.to': { de: 'Gültig bis', en: 'Valid to' },
    rule: { de: 'Regel', en: 'Rule' },
    discount: { de: 'Rabattart', en: 'Discount type' },
    discountValue: { de: 'Rabattwert', en: 'Discount value' },
    reduce: { de: 'Wirkt auf', en: 'Changes' },
    replaceMatchingRoomPrice: { de: 'Passenden Zimmerpreis ersetzen', en: 'Replace matching room price' },
    autoAdd: { de: 'Automatisch hinzufügen', en: 'Add automatically' },
    unique: { de: 'Nur einmal je Buchung', en: 'Once per booking' },
    deletable: { de: 'Löschbar', en: 'Deletable' },
    editable: { de: 'Änderbar', en: 'Editable' },
    excludeFromTax: { de: 'Nicht besteuern', en: 'Exclude from tax' },
    includeIn: { de: 'Einrechnen in', en: 'Include in' },
    excludeFromCommission: { de: 'Ohne Provision', en: 'Exclude from commission' },
    includeSpecialsWithSameRule: { de: 'Specials mit gleicher Regel einbeziehen', en: 'Include specials with the same rule' },
    groupId: { de: 'Special-Gruppe', en: 'Special group' },
  },
  enumLabels: {
    type: { special: { de: 'Special', en: 'Special' }, AgencyCommission: { de: 'Agenturprovision', en: 'Agency commission' } },
    status: { active: { de: 'Aktiv', en: 'Active' }, inactive: { de: 'Inaktiv', en: 'Inactive' }, draft: { de: 'Entwurf', en: 'Draft' } },
    discount: DISCOUNT_TYPE_NAMES,
    reduce: PRICE_EFFECT_NAMES,
    includeIn: LINE_TYPE_NAMES,
    'rule.conditions.condition': CONDITION_NAMES,
    'rule.conditions.operator': OPERATOR_NAMES,
    'rule.channels': CHANNEL_NAMES,
    'rule.scope': RULE_SCOPE_NAMES,
  },
  hints: { 'rule.conditions.value': { de: 'Mehrere Werte durch Kommas trennen', en: 'Separate several values with commas' } },
  sections: [
    { title: { de: 'Special', en: 'Special' }, fields: ['name', 'type', 'status', 'groupId', 'sort', 'dateRange'] },
    { title: { de: 'Rabatt', en: 'Discount' }, fields: ['discount', 'discountValue', 'reduce', 'includeIn'] },
    { title: { de: 'Regel', en: 'Rule' }, fields: ['rule'] },
    {
      title: { de: 'Verhalten', en: 'Behaviour' },
      fields: ['autoAdd', 'unique', 'replaceMatchingRoomPrice', 'excludeFromTax', 'excludeFromCommission', 'includeSpecialsWithSameRule', 'deletable', 'editable'],
    },
    { title: { de: 'Beschreibung', en: 'Description' }, fields: ['description'] },
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
