import { whenParentEnds } from '../../infra/local/child-processes';
import { startRuntime, stopperFor } from '../../infra/local/runtime';
import { freePort } from '../../infra/local/ports';

/**
 * The local runtime as `npm start` runs it (data kept under TIDEWISE_LOCAL_DIR, no seed, no web build),
 * for the lifecycle tests: prints one JSON line when ready, stops on SIGTERM or when its parent ends
 * (as start.ts does).
 */
const runtime = await startRuntime({ port: await freePort(), host: '127.0.0.1', persist: true, seed: false, buildWeb: false });
process.stdout.write(`${JSON.stringify({ pid: process.pid, dynamoEndpoint: runtime.dynamoEndpoint, sesEndpoint: runtime.sesEndpoint })}\n`);
// What the stop does goes to stderr: the lifecycle test prints it when the runtime outlives its parent.
const stop = stopperFor(runtime, (line) => process.stderr.write(`${new Date().toISOString()} ${line.trim()}\n`));
process.once('SIGTERM', () => stop('SIGTERM'));
whenParentEnds(() => stop('parent process gone'));
