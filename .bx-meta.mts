import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '/work/wt/extras/infra/aws/constructs/lambda-bundling';
const r = await build({ ...lambdaEsbuildOptions('/work/wt/extras/functions/booking-extras/index.ts') });
const out = Object.values(r.metafile.outputs)[0];
const by = new Map();
for (const [k, v] of Object.entries(out.inputs)) { const key = k.replace(/^.*node_modules\//,'nm/').split('/').slice(0,3).join('/'); by.set(key,(by.get(key)??0)+v.bytesInOutput); }
console.log([...by].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${(v/1024).toFixed(1)} ${k}`).join('\n'));
