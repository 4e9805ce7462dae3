import { performance } from 'node:perf_hooks';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed';
import { startRuntime } from './runtime';

/** `npm start`: the whole product on http://127.0.0.1:3000 (PORT and HOST override) with demo data. */
async function main(): Promise<void> {
  const t0 = performance.now();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const customers = process.env.SEED_CUSTOMERS ? Number(process.env.SEED_CUSTOMERS) : undefined;
  const runtime = await startRuntime({ port, host, persist: true, seed: true, buildWeb: true, customers, log: say });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: stopping …`);
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  say('');
  say(`  Tidewise is running on ${runtime.url}   (ready in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  say(`  Mail inbox (local SES):  ${runtime.inboxUrl}`);
  say(`  API reference:           ${runtime.url}/api/docs`);
  say('');
  say(`  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const l of DEMO_LOGINS) say(`    ${l.email.padEnd(18)} ${l.role}  → ${runtime.url}${l.area}`);
  say('');
  say('  Press Ctrl-C to stop.');
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${(err as Error).message}\n`);
  process.exit(1);
});
