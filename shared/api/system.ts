import * as z from 'zod';
import { FEATURE_FLAGS, LANGUAGES } from '../constants';
import { ZUserType } from '../auth/principal';
import { endpoint } from './endpoint';

export const ZVersion = z.object({ name: z.string(), version: z.string() });

export const ZFeatures = z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<(typeof FEATURE_FLAGS)[number], z.ZodBoolean>);
export type Features = z.infer<typeof ZFeatures>;

export const ZBootstrapUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: ZUserType,
  scopes: z.array(z.string()),
  language: z.enum(LANGUAGES).optional(),
});

export const ZBootstrap = z.object({
  version: z.string(),
  tenant: z.object({ id: z.string(), name: z.string() }),
  settings: z.object({
    baseCurrency: z.string(),
    timezone: z.string(),
    lang: z.enum(LANGUAGES),
    supportedLanguages: z.array(z.enum(LANGUAGES)),
  }),
  features: ZFeatures,
  languages: z.array(z.enum(LANGUAGES)),
  user: ZBootstrapUser.nullable(),
});
export type Bootstrap = z.infer<typeof ZBootstrap>;

export const systemEndpoints = {
  version: endpoint({
    id: 'system.version',
    method: 'GET',
    path: '/version',
    resource: 'system',
    scopes: [],
    public: true,
    tenantless: true,
    summary: 'Server version, compared by the web to trigger a reload when the server is newer',
    input: {},
    output: ZVersion,
  }),
  bootstrap: endpoint({
    id: 'system.bootstrap',
    method: 'GET',
    path: '/api/bootstrap',
    resource: 'system',
    scopes: [],
    public: true,
    summary: 'What the web needs at start: tenant, settings, feature flags, languages and the current user when a token is sent',
    input: {},
    output: ZBootstrap,
  }),
  openapi: endpoint({
    id: 'system.openapi',
    method: 'GET',
    path: '/api/openapi.json',
    resource: 'system',
    scopes: [],
    public: true,
    tenantless: true,
    summary: 'OpenAPI 3.1 document generated from the contract',
    input: {},
    output: z.record(z.string(), z.unknown()),
  }),
  docs: endpoint({
    id: 'system.docs',
    method: 'GET',
    path: '/api/docs',
    resource: 'system',
    scopes: [],
    public: true,
    tenantless: true,
    summary: 'Human-readable API reference',
    input: {},
    output: z.string(),
    produces: 'text/html',
  }),
};
