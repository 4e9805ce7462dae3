import useSWR, { mutate } from 'swr';
import type { Features } from '../../../shared/api/system';
import { settingsExtraEndpoints } from '../../../shared/api/settings';
import { SETTINGS_GROUP_CACHE_MS, type FeatureFlag } from '../../../shared/constants';
import type { Company, SettingsGroupName } from '../../../shared/domain/settings/settings';
import { reloadBootstrap } from '../api/bootstrap';
import { callEndpoint } from '../api/endpoint-client';

/** One hook per settings resource (groups, company, modules) over the typed client. */

export interface SettingsGroupAnswer {
  group: SettingsGroupName;
  version: number;
  values: Record<string, unknown>;
  updatedAt?: string;
}

const groupKey = (group: SettingsGroupName) => ['settings', 'group', group] as const;
const COMPANY_KEY = ['settings', 'company'] as const;
const MODULES_KEY = ['settings', 'modules'] as const;

/** A settings group; groups are cached for 3 hours (spec 1 section 4), a save replaces the cached one. */
export function useSettingsGroup(group: SettingsGroupName | undefined) {
  return useSWR<SettingsGroupAnswer>(group ? groupKey(group) : null, () => callEndpoint(settingsExtraEndpoints.groupGet, { params: { group: group! } }), {
    dedupingInterval: SETTINGS_GROUP_CACHE_MS,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

export async function saveSettingsGroup(group: SettingsGroupName, version: number, values: Record<string, unknown>): Promise<SettingsGroupAnswer> {
  const saved = await callEndpoint(settingsExtraEndpoints.groupSave, { params: { group }, body: { version, values } });
  await mutate(groupKey(group), saved, { revalidate: false });
  return saved;
}

/** Reads the group again (after a conflict). */
export function reloadSettingsGroup(group: SettingsGroupName): Promise<unknown> {
  return mutate(groupKey(group));
}

export type CompanyAnswer = Company & { version: number };

export function useCompany() {
  return useSWR<CompanyAnswer>(COMPANY_KEY, () => callEndpoint(settingsExtraEndpoints.companyGet), { revalidateOnFocus: false });
}

export async function saveCompany(body: CompanyAnswer): Promise<CompanyAnswer> {
  const saved = await callEndpoint(settingsExtraEndpoints.companySave, { body });
  await mutate(COMPANY_KEY, saved, { revalidate: false });
  // The tenant's name, currency, zone and languages are part of the start-up data too.
  await reloadBootstrap();
  return saved;
}

export function reloadCompany(): Promise<unknown> {
  return mutate(COMPANY_KEY);
}

export interface ModulesAnswer {
  features: Features;
  version: number;
}

export function useModules() {
  return useSWR<ModulesAnswer>(MODULES_KEY, () => callEndpoint(settingsExtraEndpoints.modulesGet), { revalidateOnFocus: false });
}

/**
 * Switch modules; then the start-up data is fetched again, so the drawer (and the route guard) show
 * and hide the flagged routes at once, without a reload.
 */
export async function saveModules(version: number, features: Partial<Record<FeatureFlag, boolean>>): Promise<ModulesAnswer> {
  const saved = await callEndpoint(settingsExtraEndpoints.modulesSave, { body: { version, features } });
  await mutate(MODULES_KEY, saved, { revalidate: false });
  await reloadBootstrap();
  return saved;
}

export function reloadModules(): Promise<unknown> {
  return mutate(MODULES_KEY);
}
