import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint configuration enforces the layer table of ARCHITECTURE.md (`tidewise/layers` in
 * eslint.config.js) and the namespace import of zod: each snippet is linted as if it were the named file.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function findings(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const refused: [string, string, string][] = [
  ['shared/x.ts', "import { value } from '../functions/data/client';", 'tidewise/layers'],
  ['shared/domain/booking/x.ts', "import { value } from '../../../events/registry';", 'tidewise/layers'],
  ['shared/x.ts', "export { value } from '../functions/data/client'; import { value } from './y';", 'tidewise/layers'],
  ['shared/x.ts', "import { value } from '@aws-sdk/lib-dynamodb';", 'tidewise/layers'],
  ['shared/x.ts', "import { value } from 'react';", 'tidewise/layers'],
  ['web/src/x.tsx', "import { value } from '../../functions/lib/http';", 'tidewise/layers'],
  ['web/src/pages/x.tsx', "const value = await import('../../../events/registry');", 'tidewise/layers'],
  ['web/src/x.tsx', "import { value } from '../../infra/aws/app';", 'tidewise/layers'],
  ['functions/data/x.ts', "import { value } from '../lib/http';", 'tidewise/layers'],
  ['functions/data/x.ts', "import { value } from '../lib/resource-engine';", 'tidewise/layers'],
  ['functions/data/entities/x.ts', "import { value } from '../../customers/index';", 'tidewise/layers'],
  ['functions/data/x.ts', "import type { value } from 'aws-lambda';", 'tidewise/layers'],
  ['functions/data/x.ts', "import { value } from '@middy/core';", 'tidewise/layers'],
  ['functions/customer/customers/x.ts', "import { value } from '../../../events/handlers/mails';", 'tidewise/layers'],
  ['functions/customer/customers/x.ts', "import { value } from '../../../infra/aws/app';", 'tidewise/layers'],
  // An area reaches another only through its face (docs/architecture.md), and so do the consumers.
  ['functions/pricing/engine/x.ts', "import { value } from '../../finance/banks/service';", 'tidewise/layers'],
  ['events/handlers/x.ts', "import { value } from '../../functions/finance/banks/service';", 'tidewise/layers'],
  ['events/handlers/x.ts', "import { value } from '../../functions/identity/auth/lambda';", 'tidewise/layers'],
  ['events/handlers/x.ts', "import { value } from '../../functions/identity/auth/register';", 'tidewise/layers'],
  ['events/x.ts', "import { value } from '../web/src/api';", 'tidewise/layers'],
  ['functions/customer/customers/x.ts', "import { z } from 'zod'; const value = z.string();", 'no-restricted-syntax'],
  ['shared/x.ts', "import { z, type ZodType } from 'zod'; const value: ZodType = z.string();", 'no-restricted-syntax'],
];

const allowed: [string, string][] = [
  ['shared/x.ts', "import { value } from './constants'; import * as z from 'zod'; z.string();"],
  ['shared/x.test.ts', "import { value } from '../functions/data/client';"],
  ['web/src/x.tsx', "import { value } from '../../shared/constants'; import { useState } from 'react'; useState();"],
  [
    'functions/customer/customers/x.ts',
    "import { value } from '../lib/http'; import { customerById } from '../data/customers'; import { C } from '../../shared/constants'; customerById(C);",
  ],
  ['functions/identity/auth/x.ts', "import { value } from '../../events/mail-requested';"],
  ['functions/data/x.ts', "import { value } from '../lib/logger'; import { k } from './keys'; import { C } from '../../shared/constants'; k(C);"],
  ['functions/data/x.ts', "import type { z } from 'zod'; import { value } from '@aws-sdk/lib-dynamodb'; export type T = z.ZodType;"],
  ['functions/x.test.ts', "import { z } from 'zod'; const value = z.string();"],
  ['events/handlers/x.ts', "import { value } from '../../functions/data/client'; import { l } from '../../functions/lib/logger'; l();"],
  ['events/handlers/x.ts', "import { value } from '../../functions/identity/index'; import { c } from '../../functions/aws/sesv2'; c();"],
  ['functions/data/x.ts', "import { value } from '../aws/dynamodb';"],
  ['infra/aws/x.ts', "import { value } from '../../functions/lib/http'; import { w } from '../../web/src/api'; w();"],
  ['test/unit/x.ts', "import { value } from '../../functions/data/client'; import { z } from 'zod'; z.string();"],
];

describe('lint boundaries (ARCHITECTURE.md layer table)', () => {
  it.each(refused)('%s: %s is refused by %s', async (file, code, rule) => {
    const found = await findings(file, code);
    expect(found.map((f) => f.ruleId)).toEqual([rule]);
  });

  it.each(allowed)('%s: %s passes', async (file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });
});
