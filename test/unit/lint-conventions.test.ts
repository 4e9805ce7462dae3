import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The mechanical conventions of issue 30, enforced by the repository's ESLint configuration (eslint.config.js): keys and
 * DynamoDB calls stay in functions/data/, the environment is read in functions/config.ts, and another area imports a
 * faced area only through its index.ts. Each planted snippet is linted as if it were the named file.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function findings(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** A snippet of `count` lines that defines `value`, its other lines `filler`; `findings` adds one line (the final newline ends it). */
const lines = (count: number, filler = '// filler'): string => ['const value = 1;', ...Array<string>(count - 1).fill(filler)].join('\n');

const DATA = /DynamoDB keys and calls belong in functions\/data\//;
const CONFIG = /Read the environment through functions\/config\.ts/;
const FACE = /another area imports only functions\/finance\/index\.ts, its public face/;

const refused: [string, string, string, RegExp][] = [
  // Keys and DynamoDB calls outside the data layer.
  [
    'functions/finance/pos/x.ts',
    "import { PutCommand } from '@aws-sdk/lib-dynamodb'; const value = PutCommand;",
    '@typescript-eslint/no-restricted-imports',
    DATA,
  ],
  [
    'events/handlers/x.ts',
    "import { TransactionCanceledException as value } from '@aws-sdk/client-dynamodb';",
    '@typescript-eslint/no-restricted-imports',
    DATA,
  ],
  ['functions/booking/todo/x.ts', "import { db as value } from '../data/client';", '@typescript-eslint/no-restricted-imports', DATA],
  ['functions/booking/dashboard/x.ts', "import { tableName as value } from '../../data/client';", '@typescript-eslint/no-restricted-imports', DATA],
  ['functions/finance/pos/x.ts', "import { listPk as value } from '../data/keys';", '@typescript-eslint/no-restricted-imports', DATA],
  ['functions/finance/pos/x.ts', "import { db as value } from '../../aws/dynamodb';", 'tidewise/layers', DATA],
  ['functions/finance/pos/x.ts', "const value = 'G#SCHEDULE';", 'no-restricted-syntax', /key literal/],
  ['shared/domain/x.ts', "const value = 'T#acme#TODO';", 'no-restricted-syntax', /key literal/],
  ['functions/finance/pos/x.ts', 'const t = "acme"; const value = `T#${t}#POSSALE`;', 'no-restricted-syntax', /key literal/],
  ['events/handlers/x.ts', "const k = 'x'; const value = { pk: k, sk: 'ROOT' };", 'no-restricted-syntax', /partition key/],
  ['functions/finance/credits/x.ts', "const k = 'x'; const value = { gsi1pk: k };", 'no-restricted-syntax', /partition key/],
  // Inside the data layer, keys come from the entity modules.
  ['functions/data/x.ts', "import { listPk as value } from './keys';", '@typescript-eslint/no-restricted-imports', /entity modules/],
  ['functions/data/repository/x.ts', "import { entityKey as value } from '../keys';", '@typescript-eslint/no-restricted-imports', /entity modules/],
  ['functions/data/x.ts', "const value = 'G#SCHEDULE';", 'no-restricted-syntax', /key literal/],
  // The environment outside the config.
  ['functions/finance/banks/x.ts', 'const value = process.env.WISE_API_URL;', 'no-restricted-properties', CONFIG],
  ['events/handlers/x.ts', 'const { env: value } = process;', 'no-restricted-properties', CONFIG],
  ['shared/x.ts', "const value = process.env['LOG_LEVEL'];", 'no-restricted-properties', CONFIG],
  // Another area's internals.
  ['functions/booking/bookings/x.ts', "import { value } from '../../finance/pos/service';", 'tidewise/layers', FACE],
  ['functions/booking/bookings/lifecycle/x.ts', "import type { value } from '../../../finance/pos/onsite';", 'tidewise/layers', FACE],
  ['events/handlers/x.ts', "import { value } from '../../functions/finance/pos/service';", 'tidewise/layers', /never an area's internals/],
  // Mechanical limits: a Lambda entry over 60 lines, any source file over 350 (blank lines and comments count).
  ['functions/finance/pos/lambda.ts', lines(60), 'max-lines', /Maximum allowed is 60\./],
  ['functions/finance/pos/service.ts', lines(350), 'max-lines', /Maximum allowed is 350\./],
  ['shared/i18n/x.en.ts', lines(350, '/* a comment */'), 'max-lines', /Maximum allowed is 350\./],
  ['web/src/pages/x.tsx', lines(350, ''), 'max-lines', /Maximum allowed is 350\./],
  ['test/support/x.ts', lines(350), 'max-lines', /Maximum allowed is 350\./],
];

const allowed: [string, string][] = [
  // The data layer itself, its entity modules, and what others may take from it.
  [
    'functions/data/x.ts',
    "import { QueryCommand } from '@aws-sdk/lib-dynamodb'; import { db } from './client'; import { ROOT_SK } from './keys'; import { posSaleKey } from './entities/pos-sale'; const value = [QueryCommand, db, ROOT_SK, { ...posSaleKey('t', 'x'), gsi1pk: 'x' }];",
  ],
  [
    'functions/finance/pos/x.ts',
    "import { normalizeText } from '../data/keys'; import { getSale } from '../data/pos'; const value = [normalizeText, getSale];",
  ],
  [
    'functions/finance/pos/x.ts',
    "import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'; const value: TransactWriteCommandInput | undefined = undefined;",
  ],
  ['functions/finance/pos/x.ts', "const counter = { sk: 'BOOKINGNO', read: 1 }; const value = `Try#${counter.read}`;"],
  // The config, tests, infra/ and test/ read the environment.
  ['functions/config.ts', 'const value = process.env.TABLE_NAME;'],
  ['functions/finance/banks/x.test.ts', "const value = process.env.WISE_API_URL; import { db } from '../data/client'; db();"],
  [
    'infra/local/x.ts',
    "const value = process.env.TABLE_NAME; import { PutCommand } from '@aws-sdk/lib-dynamodb'; new PutCommand({ TableName: value, Item: { pk: 'G#X' } });",
  ],
  ['test/support/x.ts', "const value = process.env.TABLE_NAME; import { db } from '../../functions/data/client'; db();"],
  // Another area's face, and an area's own files.
  ['functions/booking/bookings/x.ts', "import { value } from '../../finance/index';"],
  ['functions/finance/pos/lines/x.ts', "import { value } from '../service';"],
  ['functions/finance/pos/x.ts', "import { value } from '../booking-payments/service';"],
  ['events/handlers/x.ts', "import { value } from '../../functions/finance/index';"],
  ['functions/finance/pos/x.test.ts', "import { value } from '../todo/service';"],
  // At the limits (the planted code plus the line `findings` adds).
  ['functions/finance/pos/lambda.ts', lines(59)],
  ['functions/finance/pos/service.ts', lines(349)],
];

describe('lint conventions (issue 30)', () => {
  it.each(refused)('%s: %s is refused by %s', async (file, code, rule, message) => {
    const found = await findings(file, code);
    expect(found.map((f) => f.ruleId)).toEqual([rule]);
    expect(found[0]!.message).toMatch(message);
  });

  it.each(allowed)('%s: %s passes', async (file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });

  it('guards the areas that exist, by their face (AREAS in eslint.config.js)', async () => {
    const { existsSync } = await import('node:fs');
    const config = (await eslint.calculateConfigForFile(path.join(root, 'functions/x.ts'))) as {
      rules: Record<string, [unknown, { layers: Array<{ forbid: string[]; allow?: string[] }> }]>;
    };
    const faces = config.rules['tidewise/layers']![1].layers.flatMap((l) => l.allow ?? []).filter((a) => /^functions\/[a-z-]+\/index$/.test(a));
    expect(faces).toContain('functions/finance/index');
    expect(faces.filter((face) => !existsSync(path.join(root, `${face}.ts`)))).toEqual([]);
  });
});
