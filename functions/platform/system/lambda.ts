import { systemEndpoints as api } from '../../../shared/api/system';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, LANGUAGES } from '../../../shared/constants';
import { featureMap, getTenant } from '../../data/tenants';
import { action, resourceHandler } from '../../lib/http';
import { APP_NAME, appVersion } from '../../lib/version';
import { DOCS_PAGE } from './docs-page';
import { loadOpenApiDocument } from './openapi-document';

/** Loaded once per container: the contract does not change while it runs. */
let openApi: ReturnType<typeof loadOpenApiDocument> | undefined;

export const handler = resourceHandler('system', [
  action(api.version, async () => ({ name: APP_NAME, version: appVersion() })),

  action(api.bootstrap, async ({ tenant: tenantId, principal }) => {
    const tenant = await getTenant(tenantId);
    const supported = tenant?.supportedLanguages ?? [...LANGUAGES];
    return {
      version: appVersion(),
      tenant: { id: tenantId, name: tenant?.name ?? tenantId },
      settings: {
        baseCurrency: tenant?.baseCurrency ?? DEFAULT_CURRENCY,
        timezone: tenant?.timezone ?? DEFAULT_TIMEZONE,
        lang: tenant?.lang ?? DEFAULT_LANGUAGE,
        supportedLanguages: supported,
      },
      features: featureMap(tenant),
      languages: supported,
      user: principal.userId
        ? {
            id: principal.userId,
            name: principal.name ?? principal.email ?? principal.userId,
            email: principal.email ?? '',
            userType: principal.userType,
            scopes: principal.scopes,
          }
        : null,
    };
  }),

  action(api.openapi, async () => {
    openApi ??= loadOpenApiDocument(appVersion());
    return await openApi;
  }),

  action(api.docs, async () => DOCS_PAGE),
]);
