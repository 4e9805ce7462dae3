import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tidewise from './tools/eslint-layers.js';

const tests = ['**/*.test.ts', '**/*.test.tsx'];
const zodNamespace = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Use `import * as z from 'zod'`: esbuild cannot tree-shake the named `z` (bundle size, docs/decisions.md).",
};
const outsideShared = ['functions/**', 'events/**', 'infra/**', 'web/**', 'test/**', 'tools/**'];
const lambdaOnly = ['@aws-sdk/**', '@aws-lambda-powertools/**', '@middy/**', 'aws-lambda'];
const browserOnly = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router/**', '@fluentui/**', 'swr', 'swr/**'];
const httpCode = [
  'functions/lib/http*',
  'functions/lib/http*/**',
  'functions/lib/resource-engine',
  'functions/lib/resource-engine/**',
  '@middy/**',
  'aws-lambda',
];
/** What functions/data may use from functions/: everything but the resource handler folders (the SDK clients included). */
const functionsShared = ['functions/data/**', 'functions/lib/**', 'functions/aws/**'];
/** Event consumers call the areas' faces (functions/<area>/index.ts, the use cases a handler and a consumer share). */
const consumerShared = [...functionsShared, 'functions/*/index', 'functions/*/index.ts'];

/**
 * The layer table of ARCHITECTURE.md ("may import"). Tests (`*.test.ts(x)`, `test/`) and `infra/` may import everything.
 * A file matching several layers gets all of them (functions/data/ is also functions/).
 */
const layers = [
  {
    from: ['shared/**'],
    except: tests,
    forbid: [...outsideShared, ...lambdaOnly, ...browserOnly, 'node:*'],
    message: 'shared/ imports nothing outside shared/: no AWS, no Lambda, no React, no Node built-ins (ARCHITECTURE.md).',
  },
  {
    from: ['web/**'],
    except: tests,
    forbid: ['functions/**', 'events/**', 'infra/**', ...lambdaOnly],
    message: 'web/ imports only shared/ from outside web/ (ARCHITECTURE.md).',
  },
  {
    from: ['functions/**'],
    except: tests,
    // Event definitions (events/<noun>-<past-verb>.ts, event.ts, registry.ts: a name and a zod schema) are shared by
    // the publisher (outboxPut in functions/) and the consumers; the consumers themselves and their plumbing are not.
    forbid: ['events/*/**', 'events/stream-forwarder', 'infra/**', 'web/**', 'test/**'],
    message: 'functions/ imports only shared/, functions/ and event definitions (events/*.ts) (ARCHITECTURE.md).',
  },
  {
    from: ['functions/data/**'],
    except: tests,
    forbid: httpCode,
    message: 'functions/data/ never imports HTTP code (functions/lib/http*, the resource engine, middy, aws-lambda types).',
  },
  {
    from: ['functions/data/**'],
    except: tests,
    forbid: ['functions/*/**'],
    allow: functionsShared,
    message: 'functions/data/ never imports a resource handler folder (functions/<resource>/).',
  },
  {
    from: ['events/**'],
    except: tests,
    forbid: ['infra/**', 'web/**', 'test/**', 'functions/*/**', ...browserOnly],
    allow: consumerShared,
    message: "events/ imports only shared/ and functions/ (data, lib, config, SDK clients, an area's face), never an area's internals (docs/architecture.md).",
  },
];

/**
 * Issue 30, "mechanical conventions" (CONTRIBUTING.md, "Where code lives"). The data layer: keys are built by the entity
 * modules (functions/data/entities/) and DynamoDB is called from functions/data/ only. Outside it (tests, infra/ and
 * test/ aside) no DynamoDB client or command, no key builder of functions/data/keys.ts, no key literal.
 */
const DATA_LAYER_ONLY = 'DynamoDB keys and calls belong in functions/data/ (keys in its entity modules, functions/data/entities/): call a data function';
const dataLayerSyntax = [
  {
    selector: 'Literal[value=/^[TG]#/]',
    message: `A key literal (T#… / G#…) outside the entity modules. ${DATA_LAYER_ONLY}.`,
  },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/^[TG]#/]',
    message: `A key literal (T#… / G#…) outside the entity modules. ${DATA_LAYER_ONLY}.`,
  },
  {
    // A partition key written into an object is a key being built (a sort key alone also names counters and cursors).
    selector: 'ObjectExpression > Property[key.name=/^(pk|gsi[1-3]pk)$/]',
    message: `A partition key (pk, gsi1pk…) written outside the data layer. ${DATA_LAYER_ONLY}.`,
  },
  {
    selector: 'ObjectExpression > Property[key.value=/^(pk|gsi[1-3]pk)$/]',
    message: `A partition key (pk, gsi1pk…) written outside the data layer. ${DATA_LAYER_ONLY}.`,
  },
];
const dataLayerImports = {
  paths: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
    name,
    allowTypeImports: true,
    message: `No DynamoDB command outside the data layer. ${DATA_LAYER_ONLY}.`,
  })),
  patterns: [
    {
      // normalizeText (search text) is no key and may be used anywhere.
      group: ['**/data/keys', '**/data/keys.ts'],
      importNames: ['ROOT_SK', 'tenantPrefix', 'entityPk', 'entityKey', 'listPk', 'historySk', 'globalKey'],
      message: `Key builders are the entity modules'. ${DATA_LAYER_ONLY}.`,
    },
    {
      group: ['**/data/client', '**/data/client.ts'],
      // tableName() too: a query or a transaction item built outside the data layer is a DynamoDB call in all but name.
      importNames: ['db', 'tableName'],
      message: `The DynamoDB client and the table's name are the data layer's. ${DATA_LAYER_ONLY}.`,
    },
  ],
};

/**
 * The business areas (docs/architecture.md): another area imports one only through its face, functions/<area>/index.ts
 * (its use cases, events and read models); so do the event consumers. Tests may import anything.
 */
const AREAS = ['booking', 'inventory', 'pricing', 'finance', 'customer', 'identity', 'platform', 'messaging', 'forms', 'sales'];
const faceOf = (area) => [`functions/${area}/index`, `functions/${area}/index.ts`];
const areaFaces = AREAS.map((area) => ({
  from: ['functions/**', 'events/**'],
  // functions/lambdas.ts collects the areas' Lambda manifests (functions/<area>/lambdas.ts) for the API stack.
  except: [...tests, `functions/${area}/**`, 'functions/lambdas.ts'],
  forbid: [`functions/${area}/**`],
  allow: faceOf(area),
  message: `another area imports only functions/${area}/index.ts, its public face (docs/architecture.md).`,
}));

export default defineConfig(
  {
    ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.local/', '.vitest/', 'coverage/', 'test-results/', 'screenshots/', '.cache/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { tidewise },
    rules: {
      // The tree marks deliberately unused names with a leading underscore (`const { id: _id, ...rest } = item`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'tidewise/layers': ['error', { root: import.meta.dirname, layers: [...layers, ...areaFaces] }],
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/offline/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Bundle budget (docs/decisions.md, "Lambda bundles"): esbuild cannot tree-shake the named `z` export.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'events/**/*.ts'],
    ignores: tests,
    rules: { 'no-restricted-syntax': ['error', zodNamespace] },
  },
  {
    // The data layer owns keys and DynamoDB calls (issue 30). A later block's rule options replace an earlier one's,
    // so the zod rule is repeated here.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'events/**/*.ts'],
    ignores: [...tests, 'functions/data/**', 'functions/aws/**'],
    rules: { 'no-restricted-syntax': ['error', zodNamespace, ...dataLayerSyntax] },
  },
  {
    // shared/ imports no AWS and no functions/ at all (the layer table), so only functions/ and events/ are checked here.
    files: ['functions/**/*.ts', 'events/**/*.ts'],
    ignores: [...tests, 'functions/data/**', 'functions/aws/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', dataLayerImports],
      'tidewise/layers': [
        'error',
        {
          root: import.meta.dirname,
          layers: [
            ...layers,
            ...areaFaces,
            {
              from: ['**'],
              forbid: ['functions/aws/dynamodb'],
              message: `the DynamoDB client is the data layer's. ${DATA_LAYER_ONLY}`,
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the data layer the entity modules own the keys: the other data modules call their key builders.
    files: ['functions/data/**/*.ts'],
    ignores: [...tests, 'functions/data/entities/**', 'functions/data/keys.ts'],
    rules: {
      'no-restricted-syntax': ['error', zodNamespace, ...dataLayerSyntax.filter((rule) => rule.message.startsWith('A key literal'))],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // ROOT_SK (the aggregate root's sort key) is compared when reading a partition; normalizeText is no key.
              group: ['./keys', '../keys', './keys.ts', '../keys.ts'],
              importNames: ['tenantPrefix', 'entityPk', 'entityKey', 'listPk', 'historySk', 'globalKey'],
              message: 'Keys are built in the entity modules (functions/data/entities/): add or call a key builder there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read in one place (issue 30): functions/config.ts parses the environment with zod. infra/ (CDK,
    // the local runtime), test/, tools/ and the build configurations set and read it freely.
    files: ['shared/**/*.{ts,tsx}', 'functions/**/*.ts', 'events/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: [...tests, 'functions/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read the environment through functions/config.ts (`config('NAME')`), which parses and names it." },
      ],
    },
  },
  {
    // Issue 30, "mechanical limits": no source file over 350 lines (split by concern before it grows a second one), and a
    // Lambda entry only wires its middy handler (its calls live in operation files). Real lines: blank lines and
    // comments count.
    files: ['functions/**/*.ts', 'events/**/*.ts', 'shared/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts', 'test/**/*.{ts,tsx}', 'tools/**/*.js'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['functions/**/lambda.ts'],
    rules: { 'max-lines': ['error', { max: 60, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
);
