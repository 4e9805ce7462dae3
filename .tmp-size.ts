import { build } from 'esbuild';
import { resolve } from 'node:path';
const root = process.argv[2]!;
const { lambdaEsbuildOptions } = await import(`${root}/infra/aws/constructs/lambda-bundling.ts`);
for (const e of process.argv.slice(3)) {
  const r = await build(lambdaEsbuildOptions(resolve(root, e)));
  const code = r.outputFiles.find((f: { path: string }) => f.path.endsWith('.mjs'));
  console.log((code.contents.byteLength / 1024).toFixed(1), e);
}
