import { build } from 'esbuild';
import { resolve } from 'node:path';
import { lambdaEsbuildOptions } from '/work/wt/server/infra/aws/constructs/lambda-bundling';
const entry = process.argv[2]!;
const r = await build(lambdaEsbuildOptions(resolve('/work/wt/server', entry)));
const out = Object.values(r.metafile.outputs)[0]!;
const rows = Object.entries(out.inputs).map(([k, v]) => [k, v.bytesInOutput] as const).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 25));
for (const [k, v] of rows) console.log(String(v).padStart(7), k);
