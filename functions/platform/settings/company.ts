import { settingsExtraEndpoints as api } from '../../../shared/api/settings';
import { requireCompanyConsistent } from '../../../shared/domain/settings/company';
import { SETTINGS_GROUPS } from '../../../shared/domain/settings/settings';
import { featureMap, getTenant, tenantUpdate } from '../../data/tenants';
import { companyProfilePut, getCompany } from '../../data/company';
import { media } from '../../data/media';
import { getSettingsGroup, saveSettingsGroup } from '../../data/settings';
import { transactWrite } from '../../data/transactions';
import { uniqueOwner } from '../../data/unique';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { action } from '../../lib/http';
import { requireRefs } from '../../lib/references';

async function requireTenant(tenant: string) {
  const found = await getTenant(tenant);
  if (!found) throw new NotFoundError(`No company is set up for ${tenant}`, 'TENANT_NOT_FOUND');
  return found;
}

async function companyOf(tenant: string) {
  const { tenant: t, profile } = await getCompany(tenant);
  if (!t) throw new NotFoundError(`No company is set up for ${tenant}`, 'TENANT_NOT_FOUND');
  return {
    ...profile,
    name: t.name,
    baseCurrency: t.baseCurrency,
    timezone: t.timezone,
    lang: t.lang,
    supportedLanguages: t.supportedLanguages,
    version: t.version,
  };
}

/** The stale-version 409 of a tenant update. */
async function writeTenant(items: Parameters<typeof transactWrite>[0], version: number) {
  const stale = `The company settings were changed by someone else (version ${version} is stale); reload and try again`;
  try {
    await transactWrite(items, (i) => (i === 0 ? stale : 'company profile changed'));
  } catch (err) {
    if (err instanceof ConflictError && err.description === stale) throw new ConflictError(stale, 'VERSION_CONFLICT');
    throw err;
  }
}

export const companyActions = [
  action(api.groupGet, async ({ tenant, params }) => getSettingsGroup(tenant, params.group)),

  action(api.groupSave, async ({ tenant, params, body }) => {
    const parsed = SETTINGS_GROUPS[params.group].safeParse(body.values);
    if (!parsed.success) {
      throw new ValidationError(
        `The settings of ${params.group} are not valid`,
        parsed.error.issues.map((i) => ({ path: ['body', 'values', ...i.path.map(String)].join('.'), message: i.message })),
      );
    }
    return saveSettingsGroup(tenant, params.group, body.version, parsed.data as never);
  }),

  action(api.companyGet, async ({ tenant }) => companyOf(tenant)),

  action(api.companySave, async ({ tenant, body }) => {
    const current = await requireTenant(tenant);
    const { version, name, baseCurrency, timezone, lang, supportedLanguages, ...profile } = body;
    const baseCurrencyActive = baseCurrency === current.baseCurrency || Boolean(await uniqueOwner(tenant, 'CURRENCY', 'code', baseCurrency));
    requireCompanyConsistent({ timezone, lang, supportedLanguages, baseCurrency }, baseCurrencyActive);
    await requireRefs(tenant, [{ repo: media, id: profile.logoMediaId, path: 'body.logoMediaId', label: 'media' }]);
    await writeTenant(
      [
        tenantUpdate(tenant, version, { name, baseCurrency, timezone, lang, supportedLanguages: [...new Set(supportedLanguages)] }),
        companyProfilePut(tenant, profile),
      ],
      version,
    );
    return companyOf(tenant);
  }),

  action(api.modulesGet, async ({ tenant }) => {
    const t = await requireTenant(tenant);
    return { features: featureMap(t), version: t.version };
  }),

  // The TENANT item is what /api/bootstrap reads on every call, so the switch shows at once.
  action(api.modulesSave, async ({ tenant, body }) => {
    await requireTenant(tenant);
    await writeTenant([tenantUpdate(tenant, body.version, { features: body.features })], body.version);
    const t = await requireTenant(tenant);
    return { features: featureMap(t), version: t.version };
  }),
];
