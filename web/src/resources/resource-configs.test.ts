import { describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS } from '../../../shared/api/resources';
import { describeSchema, type FieldSpec } from '../components/ResourceForm/schema-fields';
import { agenciesConfig, agencyFiltersConfig, agencyGroupsConfig } from './agencies';
import { customerDataGroupsConfig, customerGroupsConfig, customersConfig } from './customers';
import { employeesConfig } from './employees';
import { airlinesConfig, airportsConfig, countriesConfig, destinationsConfig, portsConfig } from './geo';
import { resortsConfig, vesselsConfig } from './inventory-assets';
import { cabinsConfig, cabinTypesConfig, resortBedTypesConfig, resortRoomsConfig, resortRoomTypesConfig } from './inventory-rooms';
import { schedulesConfig, toursConfig } from './inventory-tours';
import { hasLabel } from './labels';
import { priceDefinitionsConfig } from './price-definitions';
import { commissionConfig, priceVariantsConfig, supplementsConfig, termsConfig } from './prices';
import { mailTemplatesConfig } from './mail-templates';
import { mailSchedulesConfig } from './mail-schedules';
import { formDefinitionsConfig } from './form-definitions';
import { mediaConfig } from './media';
import { productCategoriesConfig, productsConfig, productStockConfig } from './products';
import type { ResourceWebConfig } from './resource-types';
import { currenciesConfig, paymentProvidersConfig, pluginsConfig, taxesConfig, translationsConfig } from './settings-resources';
import { specialGroupsConfig, specialsConfig } from './specials';
import { userRolesConfig, usersConfig } from './users';
import { todoRulesConfig } from '../pages/todo/todo-rules-config';
import { banksConfig } from '../pages/bank/bank-config';
import { widgetsConfig } from './widgets';

const CONFIGS: Record<string, ResourceWebConfig> = {
  mailSchedulesConfig,
  banksConfig,
  todoRulesConfig,
  customersConfig,
  customerGroupsConfig,
  customerDataGroupsConfig,
  agenciesConfig,
  agencyGroupsConfig,
  agencyFiltersConfig,
  employeesConfig,
  productsConfig,
  productStockConfig,
  productCategoriesConfig,
  mediaConfig,
  specialsConfig,
  specialGroupsConfig,
  destinationsConfig,
  portsConfig,
  airportsConfig,
  airlinesConfig,
  countriesConfig,
  usersConfig,
  userRolesConfig,
  translationsConfig,
  taxesConfig,
  currenciesConfig,
  paymentProvidersConfig,
  pluginsConfig,
  mailTemplatesConfig,
  formDefinitionsConfig,
  resortsConfig,
  vesselsConfig,
  resortRoomsConfig,
  cabinsConfig,
  resortRoomTypesConfig,
  cabinTypesConfig,
  resortBedTypesConfig,
  toursConfig,
  schedulesConfig,
  priceDefinitionsConfig,
  priceVariantsConfig,
  supplementsConfig,
  termsConfig,
  commissionConfig,
  widgetsConfig,
};

/** Every field path a form can show, entries of lists as list.child. */
function allPaths(fields: readonly FieldSpec[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.key}` : f.path;
    const inner = f.kind === 'object' || f.kind === 'localized' || f.kind === 'objectList' ? allPaths(f.children ?? [], path) : [];
    return [path, ...inner];
  });
}

/** Every enum field (single or list) by its label path, with its options. */
function enumFields(fields: readonly FieldSpec[], prefix = ''): Array<[string, string[]]> {
  return fields.flatMap((f): Array<[string, string[]]> => {
    const path = prefix ? `${prefix}.${f.key}` : f.path;
    const own: Array<[string, string[]]> = (f.kind === 'enum' || f.kind === 'enumList') && f.options ? [[path, [...f.options]]] : [];
    const inner = f.kind === 'object' || f.kind === 'objectList' ? enumFields(f.children ?? [], path) : [];
    return [...own, ...inner];
  });
}

describe.each(Object.entries(CONFIGS))('%s', (_name, config) => {
  const resource = config.resource;
  const paths = allPaths(describeSchema(resource.schema));

  it('sorts only by the definition’s indexed orders', () => {
    for (const c of config.columns) if (c.sort) expect(resource.sortNames).toContain(c.sort);
    if (config.defaultSort) expect(resource.sortNames).toContain(config.defaultSort.sort);
  });

  it('offers only filters the definition has', () => {
    for (const f of config.filters ?? []) expect(Object.keys(resource.filters)).toContain(f);
  });

  it('names every field it shows in German and English', () => {
    const hidden = (p: string) => config.hidden?.some((h) => p === h || p.startsWith(`${h}.`)) ?? false;
    expect(paths.filter((p) => !hidden(p) && !hasLabel(config, p))).toEqual([]);
  });

  it('names every choice of an enum it gives names for, and only choices the schema has', () => {
    for (const [path, options] of enumFields(describeSchema(resource.schema))) {
      const names = config.enumLabels?.[path];
      if (!names) continue;
      expect(
        options.filter((o) => !names[o]),
        path,
      ).toEqual([]);
      expect(
        Object.keys(names).filter((n) => !options.includes(n)),
        path,
      ).toEqual([]);
    }
  });

  it('lays out only fields the schema has', () => {
    for (const s of config.sections ?? []) for (const f of s.fields) expect(paths).toContain(f);
    for (const r of Object.keys(config.refs ?? {})) expect([...paths, ...Object.keys(resource.filters)]).toContain(r);
  });
});

describe('the web configurations', () => {
  it('give every domain code of a special a readable name', () => {
    const paths = enumFields(describeSchema(specialsConfig.resource.schema)).map(([p]) => p);
    expect(paths.filter((p) => !specialsConfig.enumLabels?.[p])).toEqual([]);
  });

  it('cover every resource of the contract', () => {
    const configured = new Set(Object.values(CONFIGS).map((c) => c.resource.name));
    expect(RESOURCE_DEFINITIONS.map((d) => d.name).filter((n) => !configured.has(n))).toEqual([]);
  });
});
