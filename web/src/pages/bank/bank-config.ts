import { banksResource } from '../../../../shared/api/banks';
import { SecretsField } from '../../components/SecretsField/SecretsField';
import type { ResourceWebConfig } from '../../resources/resource-types';

/** The label of each CSV column the mapping names (written out: the vocabulary test finds keys by their text). */
export const CSV_COLUMN_LABELS = {
  date: 'label.bank.col.date',
  amount: 'label.bank.col.amount',
  debit: 'label.bank.col.debit',
  credit: 'label.bank.col.credit',
  currency: 'label.bank.col.currency',
  reference: 'label.bank.col.reference',
  counterparty: 'label.bank.col.counterparty',
  iban: 'label.bank.col.iban',
} as const;

/** Bank accounts: the resource engine's list and form, the CSV mapping and the Wise token (write-only) included. */
export const banksConfig: ResourceWebConfig = {
  resource: banksResource,
  routes: { list: '/bank/list', create: '/bank/create', detail: (id) => `/bank/${id}` },
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'iban', minWidth: 220 },
    { key: 'currency', minWidth: 70, grow: 0.4 },
    { key: 'owner', minWidth: 140 },
    { key: 'feed', format: 'enum', minWidth: 90, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['feed', 'active'],
  labels: {
    iban: 'label.bank.iban',
    bic: 'label.bank.bic',
    owner: 'label.bank.owner',
    openingBalance: 'label.bank.openingBalance',
    openingDate: 'label.bank.openingDate',
    feed: 'label.bank.feed',
    csvMapping: 'label.bank.csvMapping',
    'csvMapping.delimiter': 'label.bank.delimiter',
    'csvMapping.decimal': 'label.bank.decimal',
    'csvMapping.dateFormat': 'label.bank.dateFormat',
    'csvMapping.skipRows': 'label.bank.skipRows',
    'csvMapping.columns': 'label.bank.columns',
    ...Object.fromEntries(Object.entries(CSV_COLUMN_LABELS).map(([c, key]) => [`csvMapping.columns.${c}`, key])),
    wise: 'label.bank.wise',
    'wise.profileId': 'label.bank.wise.profileId',
    'wise.balanceId': 'label.bank.wise.balanceId',
  },
  enumLabels: {
    feed: { csv: 'label.bank.feed.csv', wise: 'label.bank.feed.wise' },
    'csvMapping.decimal': { comma: 'label.bank.decimal.comma', point: 'label.bank.decimal.point' },
  },
  hidden: ['hasSecret'],
  custom: { secrets: SecretsField },
  sections: [
    { title: 'label.bank.account', fields: ['name', 'iban', 'bic', 'currency', 'owner', 'openingBalance', 'openingDate', 'feed', 'active', 'description'] },
    { title: 'label.bank.csvMapping', fields: ['csvMapping'] },
    { title: 'label.bank.wise', fields: ['wise', 'secrets'] },
  ],
};
