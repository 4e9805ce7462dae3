import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tidewise from './tools/eslint-layers.js';

const tests = ['**/*.test.ts', '**/*.test.tsx'];
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
/** Event consumers may also call a context's service module (the I/O orchestration a handler and a consumer share). */
const consumerShared = [...functionsShared, 'functions/*/service', 'functions/*/service.ts'];

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
    message: "events/ imports only shared/ and functions/ (data, lib, config, SDK clients, a context's service.ts), never a handler (ARCHITECTURE.md).",
  },
];

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
      'tidewise/layers': ['error', { root: import.meta.dirname, layers }],
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'`: esbuild cannot tree-shake the named `z` (bundle size, docs/decisions.md).",
        },
      ],
    },
  },
  prettier,
);
